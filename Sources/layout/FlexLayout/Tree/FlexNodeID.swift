/// A node of a ``FlexTree``: its position in the tree's depth-first order (the root is 0).
///
/// An id is valid for the tree that gave it out (and its copies).
public struct FlexNodeID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The index in depth-first order.
    public let index: Int

    init(_ index: Int) { self.index = index }

    public static func < (a: FlexNodeID, b: FlexNodeID) -> Bool { a.index < b.index }

    /// `#index`.
    public var description: String { "#\(index)" }
}
