import FileAccess

/// The exit statuses every Letterpress command uses.
package enum ExitStatus: Int32, Sendable, Comparable {
    /// Everything asked for was done.
    case success = 0
    /// An item failed (an invalid input, a difference, an output that could not be written); others may have
    /// succeeded.
    case failure = 1
    /// The command line is wrong.
    case usage = 2
    /// An input could not be read (missing, unreadable, not a regular file, over its size limit, corrupt).
    case unreadableInput = 3

    package static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The status for an error thrown by a library or a command: its own classification, else a failure.
    package init(for error: any Error) {
        switch error {
        case let error as CommandError: self = error.status
        case let error as any UnreadableInputError: self = error.isUnreadableInput ? .unreadableInput : .failure
        default: self = .failure
        }
    }
}
