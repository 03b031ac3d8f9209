import FileAccess
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads standard input with `read(2)`, so that a directory, a closed stream or an I/O error is an error with the
/// system's words, and stops at a limit instead of reading a gigabyte before checking it.
package enum StandardInput {
    /// Everything on standard input, at most `limit` bytes.
    ///
    /// - Throws: ``CommandError/inputTooLarge(name:limit:flag:)`` (naming `flag`) when more than `limit` bytes come,
    ///   having read only `limit + 1`; ``CommandError/unreadableInput(name:reason:)`` when the system cannot read it
    ///   ("Is a directory") or it was closed.
    package static func read(limit: Int, flag: String) throws(CommandError) -> [UInt8] {
        if Console.standard.standardInputIsClosed {
            throw .unreadableInput(name: "standard input", reason: "it is closed")
        }
        var bytes: [UInt8] = []
        let chunk = 1 << 16
        while bytes.count <= limit {
            let want = min(chunk, limit + 1 - bytes.count)
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: want))
            let got = bytes.withUnsafeMutableBytes { buffer in
                readSome(STDIN_FILENO, buffer.baseAddress.map { $0 + start }, want)
            }
            if got < 0 {
                let code = errno
                bytes.removeLast(want)
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    var waiting = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                    _ = poll(&waiting, 1, -1)
                    continue
                }
                throw .unreadableInput(name: "standard input", reason: systemErrorDescription(code))
            }
            bytes.removeLast(want - got)
            if got == 0 { return bytes }
        }
        throw .inputTooLarge(name: "standard input", limit: limit, flag: flag)
    }
}

/// One `read(2)`.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
