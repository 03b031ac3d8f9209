import FileAccess
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where one output of a command goes, decided before anything is written (``OutputPlan``):
///
/// - `-`: standard output;
/// - a character device or a FIFO (`/dev/null`, `/dev/stdout`, a named pipe): written in place, never renamed over;
/// - a regular file or a new path: written atomically (a temporary file beside it, then `rename`); a symbolic link is
///   followed, and its target replaced (the link stays);
/// - a directory, a block device or a socket: refused.
package struct OutputTarget: Sendable, Hashable {
    enum Destination: Sendable, Hashable {
        case standardOutput
        case inPlace(String)
        case file(String)
    }

    /// The path as the user gave it (`-` for standard output).
    package let name: String
    let destination: Destination

    /// Whether this output goes to standard output (so the command's own messages should go to standard error).
    package var isStandardOutput: Bool { destination == .standardOutput }

    /// Writes `bytes` to the output.
    ///
    /// - Throws: ``CommandError/unwritableOutput(name:reason:)`` with the system's words (a full disk, a FIFO with
    ///   no reader, a folder that is not writable).
    package func write(_ bytes: [UInt8]) throws(CommandError) {
        switch destination {
        case .standardOutput:
            Console.standard.write(bytes)
            Console.standard.flush()
        case .inPlace(let path):
            try writeInPlace(bytes, to: path)
        case .file(let path):
            do throws(FileAccessError) { try AtomicFile.write(bytes, to: path) } catch {
                throw .unwritableOutput(name: name, reason: error.reason)
            }
        }
    }

    /// Writes `text` to the output.
    package func write(_ text: String) throws(CommandError) {
        try write(Array(text.utf8))
    }

    private func writeInPlace(_ bytes: [UInt8], to path: String) throws(CommandError) {
        // Non-blocking open: a FIFO nobody reads fails at once (ENXIO) instead of hanging the command.
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            let reason = code == ENXIO ? "no process is reading it (\(systemErrorDescription(code)))" : systemErrorDescription(code)
            throw .unwritableOutput(name: name, reason: reason)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unwritableOutput(name: name, reason: systemErrorDescription()) }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFCHR || kind == S_IFIFO else {
            throw .unwritableOutput(name: name, reason: "it changed since the command started (no longer a device or FIFO)")
        }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        guard bytes.withUnsafeBytes({ writeAll(descriptor, $0) }) else {
            throw .unwritableOutput(name: name, reason: systemErrorDescription())
        }
    }
}
