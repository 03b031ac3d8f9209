import FileAccess
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder outputs go into (`--out-dir`), made with its missing parents before anything is written.
public enum OutputFolder {
    /// Creates `path` and its missing parents (like `mkdir -p`).
    ///
    /// - Throws: ``CommandError/unwritableOutput(name:reason:)`` naming the folder that could not be made, or a
    ///   path that exists and is not a folder.
    public static func create(_ path: String) throws(CommandError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0 && errno != EEXIST {
                throw .unwritableOutput(name: prefix, reason: systemErrorDescription())
            }
            prefix += "/"
        }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw .unwritableOutput(name: path, reason: "it exists and is not a directory")
        }
    }
}
