#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders outputs go into.
public enum Folder {
    /// Creates `path` and its missing parents (like `mkdir -p`).
    ///
    /// - Throws: ``FileAccessError/unwritable(path:reason:)`` naming the folder that could not be made, or a path that
    ///   exists and is not a folder.
    public static func create(_ path: String) throws(FileAccessError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0 && errno != EEXIST {
                throw .unwritable(path: prefix, reason: systemErrorDescription())
            }
            prefix += "/"
        }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw .unwritable(path: path, reason: "it exists and is not a directory")
        }
    }
}
