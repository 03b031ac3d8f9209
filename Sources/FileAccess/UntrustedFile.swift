#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file opened under a ``FilePolicy``: non-blocking, checked on its descriptor (regular, at most the
/// policy's size), closed when the value goes away. Read a header with ``read(upTo:)`` and check it before reading
/// the rest with ``readToEnd()``.
public struct UntrustedFile: ~Copyable {
    /// The path as it was given (what errors name).
    public let path: String
    /// The file's size in bytes when it was opened.
    public let size: Int
    private let descriptor: Int32
    private let maximumBytes: Int

    /// Opens `target` (already permitted; a resolved real path is opened without following a link that replaced it
    /// since) non-blocking and checks it; errors name `path`.
    init(opening target: String, named path: String, resolved: Bool, maximumBytes: Int) throws(FileAccessError) {
        let descriptor = openForReading(target, flags: resolved ? O_NOFOLLOW : 0)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: PathResolution.systemReason()) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = PathResolution.systemReason()
            close(descriptor)
            throw .unreadable(path: path, reason: reason)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .notARegularFile(path: path, kind: Self.kind(of: status.st_mode))
        }
        let size = Int(status.st_size)
        guard size <= maximumBytes else {
            close(descriptor)
            throw .tooLarge(path: path, bytes: size, limit: maximumBytes)
        }
        self.path = path
        self.size = size
        self.descriptor = descriptor
        self.maximumBytes = maximumBytes
    }

    deinit {
        close(descriptor)
    }

    /// The next bytes of the file, at most `count` (fewer only at its end).
    ///
    /// - Throws: ``FileAccessError/unreadable(path:reason:)`` when the system fails to read.
    public func read(upTo count: Int) throws(FileAccessError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(0, count))
        var filled = 0
        while filled < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                readSome(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: PathResolution.systemReason())
            }
            if got == 0 { break }
            filled += got
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// `prefix` (what ``read(upTo:)`` returned, say) followed by every byte from the current position to the end of
    /// the file, in one buffer of the file's size.
    ///
    /// - Throws: ``FileAccessError/tooLarge(path:bytes:limit:)`` when the file grew past the policy's limit since it
    ///   was opened, ``FileAccessError/unreadable(path:reason:)`` when the system fails to read.
    public func readToEnd(after prefix: [UInt8] = []) throws(FileAccessError) -> [UInt8] {
        var bytes = prefix
        bytes.reserveCapacity(max(size, prefix.count))
        while true {
            // One byte past the limit tells a file that grew from one that ends exactly there.
            let chunk = try read(upTo: min(1 << 20, maximumBytes - bytes.count + 1))
            if chunk.isEmpty { return bytes }
            bytes += chunk
            guard bytes.count <= maximumBytes else {
                throw .tooLarge(path: path, bytes: bytes.count, limit: maximumBytes)
            }
        }
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "a special file"
        }
    }
}

/// `open(2)` for reading, non-blocking (a FIFO's open returns at once), never becoming a controlling terminal.
private func openForReading(_ path: String, flags: Int32) -> Int32 {
    open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | flags)
}

/// One `read(2)` into `buffer`: the byte count, 0 at the end, -1 on failure (see `errno`).
private func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
