import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The PNG files under a folder, by relative path: regular files whose name ends in `.png` (any case), found by
/// walking sub-folders (symbolic links are not followed, so a link loop cannot trap the walk; hidden entries are
/// skipped).
enum FolderScan {
    /// - Parameter skipping: a folder not to walk into (the report being written, when it lies inside `root`).
    /// - Throws: `RasterError.unreadableFile` naming a folder that cannot be listed.
    static func pngFiles(under root: String, skipping: String? = nil) throws -> [String] {
        let skipped = skipping.flatMap(realPath)
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let directory = opendir(folder) else {
                throw RasterError.unreadableFile(path: folder, reason: "cannot list the folder: \(String(cString: strerror(errno)))")
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR where skipped == nil || realPath(root + "/" + path) != skipped: pending.append(path)
                case S_IFREG where name.lowercased().hasSuffix(".png"): found.append(path)
                default: break
                }
            }
        }
        return found.sorted()
    }

    /// The canonical path of an existing file or folder, or nil.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
