#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file opened under a ``FilePolicy``: non-blocking, checked on its descriptor (regular, at most the
/// policy's size), closed when the value goes away. Read a header with ``read(upTo:)`` and check it before reading
/// the rest with ``readToEnd(after:)``.
public struct UntrustedFile: ~Copyable {
    /// The path as it was given (what errors name).
    public let path: String
    /// The file's size in bytes when it was opened.
    public let size: Int
    /// The device and inode of the opened file: one file named many ways (`./a`, `././a`, a link) has one identity.
    public let identity: FileIdentity
    /// When the file was last modified, in nanoseconds since 1970, as the opened descriptor reported it: with
    /// `identity` and `size` it tells a cached copy of the file's contents from a changed file.
    public let modificationTime: Int64
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
        identity = FileIdentity(status)
        #if canImport(Darwin)
        modificationTime = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
        #else
        modificationTime = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        #endif
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
        try bytes(reading: max(0, count), after: [])
    }

    /// Reads the next bytes of the file into `buffer` until it is full or the file ends; returns how many it read.
    ///
    /// - Throws: ``FileAccessError/unreadable(path:reason:)`` when the system fails to read.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileAccessError) -> Int {
        var filled = 0
        while filled < buffer.count {
            let got = readSome(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: PathResolution.systemReason())
            }
            if got == 0 { break }
            filled += got
        }
        return filled
    }

    /// `prefix` (what ``read(upTo:)`` returned, say) followed by every byte from the current position to the end of
    /// the file, read in place into one buffer of the file's size (plus one byte, which tells a file that grew).
    ///
    /// - Throws: ``FileAccessError/tooLarge(path:bytes:limit:)`` when the file grew past the policy's limit since it
    ///   was opened, ``FileAccessError/unreadable(path:reason:)`` when the system fails to read.
    public func readToEnd(after prefix: [UInt8] = []) throws(FileAccessError) -> [UInt8] {
        let requested = max(0, min(maximumBytes, size) - prefix.count) + 1
        var bytes = try bytes(reading: requested, after: prefix)
        if bytes.count < prefix.count + requested { return bytes }
        while bytes.count <= maximumBytes {
            // The file grew since it was opened: read on in chunks, one byte past the limit at most.
            let chunk = try read(upTo: min(1 << 20, maximumBytes - bytes.count + 1))
            if chunk.isEmpty { return bytes }
            bytes += chunk
        }
        throw .tooLarge(path: path, bytes: bytes.count, limit: maximumBytes)
    }

    /// The file's `size` bytes mapped read-only and private (`mmap`), for data that belongs to the installation and
    /// does not shrink while mapped (a mapped file truncated under it raises SIGBUS on access); unmap them with
    /// `munmap` when done. Mapping this descriptor, not the path again, maps the very file the policy checked.
    ///
    /// - Throws: ``FileAccessError/unreadable(path:reason:)`` when the file is empty or the system cannot map it.
    package func mapped() throws(FileAccessError) -> UnsafeRawBufferPointer {
        guard size > 0 else { throw .unreadable(path: path, reason: "the file is empty") }
        guard let start = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), start != MAP_FAILED else {
            throw .unreadable(path: path, reason: PathResolution.systemReason())
        }
        return UnsafeRawBufferPointer(start: start, count: size)
    }

    /// `prefix` and at most `count` more bytes of the file, read into the array's own storage.
    private func bytes(reading count: Int, after prefix: [UInt8]) throws(FileAccessError) -> [UInt8] {
        var failure: FileAccessError?
        let bytes = [UInt8](unsafeUninitializedCapacity: prefix.count + count) { buffer, initialized in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            prefix.withUnsafeBytes { raw.copyMemory(from: $0) }
            do throws(FileAccessError) {
                initialized = try prefix.count + read(into: UnsafeMutableRawBufferPointer(rebasing: raw[prefix.count...]))
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return bytes
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
