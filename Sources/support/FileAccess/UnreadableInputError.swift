/// An error that says whether it means an input could not be read at all — a missing, unreadable, refused, over-size
/// or corrupt file — rather than an input that was read and found invalid. The command-line tools exit with 3 for the
/// first kind and 1 for the second, deciding from this property rather than from case names.
public protocol UnreadableInputError: Error {
    /// Whether an input could not be read.
    var isUnreadableInput: Bool { get }
}

extension FileAccessError: UnreadableInputError {
    /// True for every case but ``unwritable(path:reason:)``.
    public var isUnreadableInput: Bool {
        if case .unwritable = self { return false }
        return true
    }
}
