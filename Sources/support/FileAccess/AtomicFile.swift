#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a regular file (or creates a new one) all at once: the bytes go to a temporary file beside it, which is
/// then renamed over the path, so a reader sees the old file or the whole new one, never half of it.
///
/// Only for regular files and new paths: a caller that may be given a device, a FIFO or standard output decides
/// first (CommandSupport's output rules do), since renaming over `/dev/null` would replace the device with a file.
public enum AtomicFile {
    /// The longest file name the system takes (`NAME_MAX`).
    static let maximumNameBytes = 255

    /// Writes `bytes` to `path` atomically. An existing file keeps its permissions.
    ///
    /// - Throws: ``FileAccessError/unwritable(path:reason:)`` with the system's words; the temporary file is removed
    ///   and the file at `path` is left as it was.
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(FileAccessError) {
        let temporary = temporaryPath(for: path)
        var existing = stat()
        let mode: mode_t = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: systemErrorDescription()) }
        var failure: String?
        if !writeAll(descriptor, bytes) { failure = systemErrorDescription() }
        if failure == nil, stat(path, &existing) == 0, fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
            failure = systemErrorDescription()
        }
        if close(descriptor) != 0, failure == nil { failure = systemErrorDescription() }
        if failure == nil, rename(temporary, path) != 0 { failure = systemErrorDescription() }
        if let failure {
            unlink(temporary)
            throw .unwritable(path: path, reason: failure)
        }
    }

    /// Writes `bytes` to `path` atomically (see ``write(_:to:)-(UnsafeRawBufferPointer,_)``).
    public static func write(_ bytes: [UInt8], to path: String) throws(FileAccessError) {
        var failure: FileAccessError?
        bytes.withUnsafeBytes { buffer in
            do throws(FileAccessError) { try write(buffer, to: path) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// A name beside `path` that no other writer uses and that fits `NAME_MAX` however long `path`'s own name is:
    /// `.NAME.PID-RANDOM.tmp`, with NAME cut (at a character boundary) to make room.
    static func temporaryPath(for path: String) -> String {
        // Split at the last `/` byte, not at a character (`/` followed by a combining mark is one character).
        let bytes = Array(path.utf8)
        let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { String(decoding: bytes[...$0], as: UTF8.self) } ?? ""
        let name = slash.map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) } ?? path
        let suffix = ".\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).tmp"
        var stem = name
        while 1 + stem.utf8.count + suffix.utf8.count > maximumNameBytes { stem.removeLast() }
        return folder + "." + stem + suffix
    }
}

/// Writes all of `bytes` to `descriptor`, retrying after interruptions; false on failure (see `errno`).
package func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var written = 0
    while written < bytes.count {
        let count = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
        if count < 0 {
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK {
                // A non-blocking descriptor (a terminal or pipe someone else made non-blocking): wait until it drains.
                var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&waiting, 1, -1)
                continue
            }
            return false
        }
        written += count
    }
    return true
}
