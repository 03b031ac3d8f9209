#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Atomic writes (temporary file in the same folder + `rename`) and folders. (Files are read under a
/// `FilePolicy`: see `PNGDecoder.filePolicy`.)
///
/// A reader never sees a half-written file: either the old file or the complete new one.
public enum RasterFile {
    /// Writes `bytes` to `path` atomically: a temporary file beside it, then `rename`.
    ///
    /// - Throws: `RasterError.unwritableFile` naming the path and the system's reason; the temporary
    ///   file is removed and any existing file at `path` is left untouched.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw RasterError.unwritableFile(path: path, reason: systemReason()) }
        var failure: String?
        if !bytes.withUnsafeBytes({ writeAll(descriptor, $0) }) { failure = systemReason() }
        if close(descriptor) != 0, failure == nil { failure = systemReason() }
        if failure == nil, rename(temporary, path) != 0 { failure = systemReason() }
        if let failure {
            unlink(temporary)
            throw RasterError.unwritableFile(path: path, reason: failure)
        }
    }

    /// Creates a directory and its missing parents (like `mkdir -p`).
    ///
    /// - Throws: `RasterError.unwritableFile` naming the directory that could not be created.
    public static func createDirectories(_ path: String) throws {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw RasterError.unwritableFile(path: prefix, reason: systemReason())
            }
            prefix += "/"
        }
    }

    /// Whether a file or directory exists at `path`.
    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}

/// Writes all of `bytes` with the C library's `write`, retrying on EINTR; false on failure (see `errno`).
private func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var written = 0
    while written < bytes.count {
        let count = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
        if count < 0 {
            if errno == EINTR { continue }
            return false
        }
        written += count
    }
    return true
}
