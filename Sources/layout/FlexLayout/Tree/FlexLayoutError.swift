/// Why a tree cannot be built or laid out. Every case names the node (its id) or the argument, and the problem.
public enum FlexLayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A style property has a value layout cannot use (NaN, a negative size, `auto` padding, …).
    case invalidStyle(node: String, property: String, value: String, reason: String)
    /// Two nodes share an id.
    case duplicateNodeID(String)
    /// A node has both measured content and children.
    case contentWithChildren(node: String)
    /// The tree nests deeper than layout allows.
    case tooDeep(node: String, limit: Int)
    /// An argument of the layout call is unusable (a NaN or negative available size, a bad scale).
    case invalidArgument(name: String, value: String, reason: String)
    /// A measure function answered a NaN, infinite or negative size.
    case invalidMeasurement(node: String, width: Double, height: Double)
    /// A baseline function answered NaN or an infinite value.
    case invalidBaseline(node: String, value: Double)
    /// A measure or baseline function threw.
    case measureFailed(node: String, reason: String)

    /// One line naming the node or argument and the problem.
    public var description: String {
        switch self {
        case let .invalidStyle(node, property, value, reason):
            "node \"\(node)\": \(property) \(value) \(reason)"
        case let .duplicateNodeID(id):
            "node \"\(id)\": the id is used by another node"
        case let .contentWithChildren(node):
            "node \"\(node)\": a node with measured content cannot have children"
        case let .tooDeep(node, limit):
            "node \"\(node)\": the tree nests deeper than \(limit) levels"
        case let .invalidArgument(name, value, reason):
            "\(name) \(value) \(reason)"
        case let .invalidMeasurement(node, width, height):
            "node \"\(node)\": the measure function returned \(width) × \(height); sizes must be finite numbers ≥ 0"
        case let .invalidBaseline(node, value):
            "node \"\(node)\": the baseline function returned \(value); it must be a finite number"
        case let .measureFailed(node, reason):
            "node \"\(node)\": measuring failed: \(reason)"
        }
    }
}
