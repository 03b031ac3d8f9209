/// A node of a layout tree as you describe it: an id, a style, and either children or measured content.
///
/// A tree of `FlexNode`s is a plain value, so it cannot contain a cycle; ``FlexTree`` lays it out.
///
/// ```swift
/// let card = FlexNode(id: "card", style: cardStyle, children: [
///     FlexNode(id: "title", style: titleStyle, content: titleText),   // a FlexMeasurable
///     FlexNode(id: "image", style: imageStyle),
/// ])
/// var tree = try FlexTree(root: card)
/// ```
public struct FlexNode: Sendable {
    /// The node's name: unique in its tree, used by lookups and in error messages.
    public var id: String
    /// The layout style.
    public var style: FlexStyle
    /// The children, in order (empty for a leaf).
    public var children: [FlexNode]
    /// The measured content of a leaf (text, an image), or nil for a box sized by its style and children.
    public var content: (any FlexMeasurable)?

    /// A box with children (or an empty box).
    public init(id: String, style: FlexStyle = FlexStyle(), children: [FlexNode] = []) {
        self.id = id
        self.style = style
        self.children = children
        self.content = nil
    }

    /// A leaf whose size its content measures.
    public init(id: String, style: FlexStyle = FlexStyle(), content: any FlexMeasurable) {
        self.id = id
        self.style = style
        self.children = []
        self.content = content
    }
}
