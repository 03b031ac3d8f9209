import ChatBubbles
import ChatLayout
import ChatModel
import FileAccess
import JSON

/// Why a chat screen could not be rendered; every case names its input.
public enum ChatRenderError: Error, Equatable, Sendable, CustomStringConvertible, UnreadableInputError {
    /// The file could not be read at all.
    case unreadableFile(path: String, reason: String)
    /// The file is not a valid transcript: the transcript error names the message id and the field.
    case invalidTranscript(file: String, TranscriptError)
    /// The transcript has more messages than the limit (`render-chat --max-messages`).
    case tooManyMessages(file: String, count: Int, limit: Int)
    /// An option's value is not usable (a NaN width, a zero scale).
    case invalidOption(name: String, value: String, reason: String)
    /// `--scroll message:ID` names a message the transcript does not have.
    case unknownMessage(file: String, id: String)
    /// The image would exceed the pixel budget (a very long transcript drawn with `full`).
    case imageTooLarge(file: String, width: Int, height: Int, budget: Int)
    /// Laying out, drawing or encoding failed.
    case renderFailed(file: String, stage: String, reason: String)
    /// The output could not be written.
    case unwritableOutput(path: String, reason: String)

    /// Whether the input was unreadable (DESIGN.md's exit code 3) rather than an item that failed (1).
    public var isUnreadableInput: Bool {
        if case .unreadableFile = self { return true }
        return false
    }

    /// A sentence naming the input and the problem.
    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            "\(path): cannot read the file: \(reason)"
        case .invalidTranscript(let file, let error):
            "\(file): \(error)"
        case .tooManyMessages(let file, let count, let limit):
            "\(file): \(count) messages, more than the limit of \(limit) (raise it with --max-messages)"
        case .invalidOption(let name, let value, let reason):
            "\(name) \(JSONText.excerpt(value)): \(reason)"
        case .unknownMessage(let file, let id):
            "\(file): --scroll names message \(JSONText.quotedExcerpt(id)), which the transcript does not have"
        case .imageTooLarge(let file, let width, let height, let budget):
            "\(file): the image would be \(width) × \(height) pixels, over the budget of \(budget); "
                + "draw a viewport (--height) or lower --scale"
        case .renderFailed(let file, let stage, let reason):
            "\(file): \(stage) failed: \(reason)"
        case .unwritableOutput(let path, let reason):
            "\(path): cannot write: \(reason)"
        }
    }
}
