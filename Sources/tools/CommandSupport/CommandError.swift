/// What the command layer itself refuses or fails at: outputs that collide, streams that cannot be written, standard
/// input that cannot be read. Each case knows its exit status.
package enum CommandError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The command line is wrong (exit 2).
    case usage(String)
    /// An input named on the command line cannot be read (exit 3): `name` and the reason.
    case unreadableInput(name: String, reason: String)
    /// An input is larger than its limit (exit 1).
    case inputTooLarge(name: String, limit: Int, flag: String)
    /// An output cannot be written (exit 1).
    case unwritableOutput(name: String, reason: String)

    /// The exit status of this error.
    package var status: ExitStatus {
        switch self {
        case .usage: .usage
        case .unreadableInput: .unreadableInput
        case .inputTooLarge, .unwritableOutput: .failure
        }
    }

    package var description: String {
        switch self {
        case .usage(let message): message
        case let .unreadableInput(name, reason): "\(name): cannot be read: \(reason)"
        case let .inputTooLarge(name, limit, flag): "\(name): more than \(limit) bytes, the limit (\(flag))"
        case let .unwritableOutput(name, reason): "\(name): cannot be written: \(reason)"
        }
    }
}
