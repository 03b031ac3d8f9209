import FileAccess
import Locking
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard output and error, written with `write(2)` so that every failure is seen: a full disk, a
/// closed stream. Output is buffered and written in large chunks; errors go out at once. The first failure of each
/// stream is kept, and the command ends with status 1 when an answer or a message was lost.
///
/// Standard streams that were closed when the process started are reserved (so a file the command opens never takes
/// their descriptor and receives its messages) and reported as closed when written to.
package final class Console: Sendable {
    /// The one console of the process.
    package static let standard = Console()

    private struct State {
        var pending: [UInt8] = []
        var outputFailure: String?
        var errorFailure: String?
    }

    private let state = Locked(State())
    private let closedAtStart: Set<Int32>

    private init() {
        var closed: Set<Int32> = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // Reserve the number: the next open() would otherwise return it, and messages would land in that file.
            let placeholder = open("/dev/null", O_RDWR | O_CLOEXEC)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
            closed.insert(descriptor)
        }
        closedAtStart = closed
    }

    /// Whether standard input was closed when the process started.
    package var standardInputIsClosed: Bool { closedAtStart.contains(STDIN_FILENO) }

    /// Queues `bytes` for standard output (written when 64 KiB are pending, and by ``flush()``).
    package func write(_ bytes: [UInt8]) {
        state.withLock { state in
            state.pending.append(contentsOf: bytes)
            if state.pending.count >= 1 << 16 { Self.drain(&state, closed: closedAtStart.contains(STDOUT_FILENO)) }
        }
    }

    /// Queues `text` and a newline for standard output.
    package func print(_ text: String) {
        write(Array((text + "\n").utf8))
    }

    /// Writes `text` and a newline to standard error at once (after what is pending for standard output, so that the
    /// two keep their order on a terminal).
    package func printError(_ text: String) {
        writeError(text + "\n")
    }

    /// Writes `text` to standard error at once, as it is (a progress bar's `\r` line).
    package func writeError(_ text: String) {
        state.withLock { state in
            Self.drain(&state, closed: closedAtStart.contains(STDOUT_FILENO))
            guard state.errorFailure == nil else { return }
            if closedAtStart.contains(STDERR_FILENO) {
                state.errorFailure = "Bad file descriptor"
                return
            }
            let bytes = Array(text.utf8)
            if !bytes.withUnsafeBytes({ writeAll(STDERR_FILENO, $0) }) { state.errorFailure = systemErrorDescription() }
        }
    }

    /// Writes everything pending for standard output.
    package func flush() {
        state.withLock { Self.drain(&$0, closed: closedAtStart.contains(STDOUT_FILENO)) }
    }

    /// Writes everything pending and reports the first failure of either stream, or nil.
    package func finish() -> String? {
        state.withLock { state in
            Self.drain(&state, closed: closedAtStart.contains(STDOUT_FILENO))
            if let failure = state.outputFailure { return "standard output: \(failure)" }
            if let failure = state.errorFailure { return "standard error: \(failure)" }
            return nil
        }
    }

    private static func drain(_ state: inout State, closed: Bool) {
        guard !state.pending.isEmpty else { return }
        defer { state.pending.removeAll(keepingCapacity: true) }
        guard state.outputFailure == nil else { return }
        if closed {
            state.outputFailure = "Bad file descriptor"
            return
        }
        if !state.pending.withUnsafeBytes({ writeAll(STDOUT_FILENO, $0) }) { state.outputFailure = systemErrorDescription() }
    }
}
