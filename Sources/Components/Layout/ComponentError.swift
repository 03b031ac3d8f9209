import FlexLayout

/// Why a component tree cannot be read, laid out or drawn. Every case names the input (file, node id, key).
public enum ComponentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The tree file is not valid JSON (or not a JSON object).
    case invalidJSON(source: String, reason: String)
    /// A node of the tree has an unknown key or a bad value.
    case invalidNode(node: String, key: String, reason: String)
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
        case let .invalidJSON(source, reason): "\(source): not a valid tree: \(reason)"
        case let .invalidNode(node, key, reason): "node \"\(node)\": \(key) \(reason)"
        case let .unreadableFile(path, reason): "\(path): cannot be read: \(reason)"
        case let .layout(error): error.description
        case let .text(node, reason): "node \"\(node)\": text: \(reason)"
        case let .drawing(node, reason): "node \"\(node)\": drawing: \(reason)"
        }
    }
}
