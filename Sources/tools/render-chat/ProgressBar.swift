import CommandSupport
import Locking
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line progress bar on standard error, drawn only when standard error is a terminal.
final class ProgressBar: Sendable {
    let total: Int
    let isEnabled: Bool

    init(total: Int) {
        self.total = total
        isEnabled = isatty(STDERR_FILENO) == 1 && total > 0
    }

    /// Redraws the bar: `[#########-----------]  9/20 transcripts`.
    func draw(done: Int) {
        guard isEnabled else { return }
        let width = 30
        let filled = total == 0 ? width : min(width, done * width / total)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        Console.standard.writeError("\r[\(bar)] \(done)/\(total) transcript\(total == 1 ? "" : "s")")
    }

    /// Clears the bar's line.
    func finish() {
        guard isEnabled else { return }
        Console.standard.writeError("\r\u{1B}[K")
    }
}
