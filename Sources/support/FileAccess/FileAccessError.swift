/// Why a file named by input was not read. Every case names the path as it was given.
///
/// A path outside the allowed folders is refused without saying whether anything exists there.
public enum FileAccessError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path resolves (symbolic links and `..` followed) outside every allowed folder.
    case outsideAllowedFolders(path: String)
    /// The path names a FIFO, a device, a directory or a socket: only regular files are read.
    case notARegularFile(path: String, kind: String)
    /// The file holds more bytes than the policy's limit; nothing was read.
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// The system could not open or read the file; `reason` is its explanation.
    case unreadable(path: String, reason: String)
    /// The system could not write the file; `reason` is its explanation.
    case unwritable(path: String, reason: String)

    /// The path the error is about.
    public var path: String {
        switch self {
        case let .outsideAllowedFolders(path), let .notARegularFile(path, _), let .tooLarge(path, _, _),
             let .unreadable(path, _), let .unwritable(path, _):
            return path
        }
    }

    /// The problem without the path: "outside the allowed folders", "not a regular file (a FIFO)", ….
    public var reason: String {
        switch self {
        case .outsideAllowedFolders:
            return "outside the allowed folders"
        case let .notARegularFile(_, kind):
            return "not a regular file (\(kind))"
        case let .tooLarge(_, bytes, limit):
            return "\(bytes) bytes, more than the limit of \(limit) bytes"
        case let .unreadable(_, reason), let .unwritable(_, reason):
            return reason
        }
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}
