import FileAccess
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Atomic writes (FileAccess's `AtomicFile`: a temporary file in the same folder, then `rename`) and folders. (Files are read under a
/// `FilePolicy`: see `PNGDecoder.filePolicy`.)
///
/// A reader never sees a half-written file: either the old file or the complete new one.
public enum RasterFile {
    /// Writes `bytes` to `path` atomically: a temporary file beside it, then `rename`.
    ///
    /// - Throws: `RasterError.unwritableFile` naming the path and the system's reason; the temporary
    ///   file is removed and any existing file at `path` is left untouched.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        do throws(FileAccessError) { try AtomicFile.write(bytes, to: path) } catch {
            throw RasterError.unwritableFile(path: path, reason: error.reason)
        }
    }

    /// Creates a directory and its missing parents (like `mkdir -p`).
    ///
    /// - Throws: `RasterError.unwritableFile` naming the directory that could not be created.
    public static func createDirectories(_ path: String) throws {
        do throws(FileAccessError) { try Folder.create(path) } catch {
            throw RasterError.unwritableFile(path: error.path, reason: error.reason)
        }
    }

    /// Whether a file or directory exists at `path`.
    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

}
