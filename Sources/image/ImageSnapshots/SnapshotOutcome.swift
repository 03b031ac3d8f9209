/// The result of checking an image against its reference.
public enum SnapshotOutcome: Sendable, Equatable {
    /// The image matches the reference within the tolerance.
    case matched
    /// The reference was written (it was missing, or the record mode asked for it); the assertion fails
    /// so the new reference is reviewed before it is committed.
    case recorded(referencePath: String, reason: String)
    /// The image does not match, or the reference could not be used. `artifacts` lists the files written
    /// for inspection (actual, reference, diff), when any were.
    case failed(message: String, artifacts: [String])

    /// The message an assertion reports, or `nil` when the snapshot matched.
    public var failureMessage: String? {
        switch self {
        case .matched:
            return nil
        case let .recorded(path, reason):
            return "Recorded snapshot reference \(path) (\(reason)). Re-run the test to compare against it."
        case let .failed(message, _):
            return message
        }
    }
}
