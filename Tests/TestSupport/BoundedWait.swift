import Dispatch
import Testing

/// How long a test waits for another thread before it fails: long enough for a loaded 2-core CI machine, short
/// enough that a deadlock fails the run instead of hanging it.
public let testWaitLimit: DispatchTimeInterval = .seconds(120)

extension DispatchSemaphore {
    /// Waits for a signal at most `limit` (`testWaitLimit` unless given); on a timeout records a test failure naming
    /// `what` and returns `false` (the caller goes on, so the test ends instead of hanging).
    @discardableResult
    public func waitBounded(for what: String, limit: DispatchTimeInterval = testWaitLimit,
                            sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard wait(timeout: .now() + limit) == .timedOut else { return true }
        Issue.record("timed out after \(limit) waiting for \(what)", sourceLocation: sourceLocation)
        return false
    }
}
