import ChatModel

/// Why a layout operation was refused.
public enum ChatLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A configuration length is NaN, infinite, negative, or leaves no room for a bubble.
    case invalidConfiguration(field: String, value: Double)
    /// A query or update argument is not usable (a NaN offset, a negative height).
    case invalidArgument(name: String, value: Double)
    /// A batch update names an index that does not exist, or names one twice.
    case invalidUpdate(String)
    /// After a batch update the sections or items do not add up to the new transcript.
    case inconsistentUpdate(String)
    /// No message has this id.
    case unknownMessage(MessageID)
    /// The sizing failed to measure a text.
    case measurementFailed(messageID: MessageID?, reason: String)

    /// A sentence naming the input and the problem.
    public var description: String {
        switch self {
        case .invalidConfiguration(let field, let value):
            return "configuration: \(field) = \(value) is not usable"
        case .invalidArgument(let name, let value):
            return "argument \(name) = \(value) is not usable"
        case .invalidUpdate(let problem):
            return "batch update: \(problem)"
        case .inconsistentUpdate(let problem):
            return "batch update does not match the new transcript: \(problem)"
        case .unknownMessage(let id):
            return "no message has the id \"\(id)\""
        case .measurementFailed(let id, let reason):
            return "measuring message \"\(id?.rawValue ?? "-")\" failed: \(reason)"
        }
    }
}
