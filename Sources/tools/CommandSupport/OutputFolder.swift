import FileAccess
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder outputs go into (`--out-dir`), made with its missing parents before anything is written.
package enum OutputFolder {
    /// Creates `path` and its missing parents (like `mkdir -p`).
    ///
    /// - Throws: ``CommandError/unwritableOutput(name:reason:)`` naming the folder that could not be made, or a
    ///   path that exists and is not a folder.
    package static func create(_ path: String) throws(CommandError) {
        do throws(FileAccessError) { try Folder.create(path) } catch {
            throw .unwritableOutput(name: error.path, reason: error.reason)
        }
    }
}
