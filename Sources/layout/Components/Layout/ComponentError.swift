import FileAccess
import FlexLayout
import JSON

/// Why a component tree cannot be read, laid out or drawn. Every case names the place in the tree (key path, node
/// id) or the file; the document itself is named by whoever reads it (`render-layout: card.json: …`).
public enum ComponentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The tree is not valid JSON: the line, column and what was expected.
    case invalidJSON(JSONSyntaxError)
    /// A value of the tree is unknown or bad: its key path from the root (`children[2].style.flexGrow`), the node's
    /// id, and the problem (with the value, cut to 80 characters).
    case invalidValue(path: String, node: String, reason: String)
    /// The tree file cannot be read.
    case unreadableFile(path: String, reason: String)
    /// Layout failed (a bad style value, a duplicate id, …).
    case layout(FlexLayoutError)
    /// A text could not be prepared or measured (an unknown font family, …).
    case text(node: String, reason: String)
    /// Drawing failed.
    case drawing(node: String, reason: String)

    /// One line naming the input and the problem.
    public var description: String {
        switch self {
        case let .invalidJSON(error): "not valid JSON: \(error)"
        case let .invalidValue(path, node, reason):
            "\(JSONText.tailExcerpt(path)): \(reason) (node \(JSONText.quotedExcerpt(node)))"
        case let .unreadableFile(_, reason): "cannot be read: \(reason)"
        case let .layout(error): error.description
        case let .text(node, reason): "node \"\(node)\": text: \(reason)"
        case let .drawing(node, reason): "node \"\(node)\": drawing: \(reason)"
        }
    }
}

extension ComponentError: UnreadableInputError {
    /// A tree file that cannot be read.
    public var isUnreadableInput: Bool {
        if case .unreadableFile = self { return true }
        return false
    }
}
