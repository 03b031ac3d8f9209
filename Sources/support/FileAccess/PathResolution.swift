#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Real paths, lexical normalisation and folder containment for ``FilePolicy``.
enum PathResolution {
    /// The path a policy may open for `path`: `path` itself when unconfined, else its real path when that lies in
    /// an allowed folder or is an allowed file.
    ///
    /// A path that cannot be resolved (nothing there) is judged by its lexical form: refused as outside when that lies
    /// outside every folder (and is no allowed file), else reported with the system's reason — so an error never tells
    /// whether something exists outside the allowed folders.
    static func permittedPath(_ path: String, allowedFolders: [String]?, allowedFiles: [String] = []) throws(FileAccessError)
        -> String {
        guard let allowedFolders else { return path }
        guard !path.isEmpty, !path.utf8.contains(0) else { throw .unreadable(path: path, reason: "not a valid path") }
        func permitted(_ resolved: String) -> Bool {
            allowedFiles.contains(resolved) || allowedFolders.contains { isInside(resolved, folder: $0) }
        }
        if let real = realPath(path) {
            guard permitted(real) else { throw .outsideAllowedFolders(path: path) }
            return real
        }
        let reason = systemReason()
        guard permitted(normalised(absolute(path))) else { throw .outsideAllowedFolders(path: path) }
        throw .unreadable(path: path, reason: reason)
    }

    /// `path` (a folder or a file) as a real path, or (when it does not resolve) its normalised absolute form.
    static func resolved(_ path: String) -> String {
        realPath(path) ?? normalised(absolute(path))
    }

    /// Whether `path` (absolute, normalised) is `folder` or lies below it.
    static func isInside(_ path: String, folder: String) -> Bool {
        if folder == "/" { return path.hasPrefix("/") }
        return path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` with symbolic links, `.` and `..` resolved, or nil when it does not resolve (see `errno`).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(decoding: UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)), as: UTF8.self)
    }

    /// `path` made absolute against the current directory.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" + path }
        let directory = String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// An absolute path without empty, `.` and `..` components (`..` at the root stays at the root).
    static func normalised(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The system's explanation of `errno`.
    static func systemReason() -> String {
        systemErrorDescription()
    }
}
