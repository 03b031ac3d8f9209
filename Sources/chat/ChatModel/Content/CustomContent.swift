import JSON
/// The content of a `custom` message: a component tree (the JSON `render-layout` reads), laid out by the flexbox
/// engine with the text measurer and drawn by its renderer, in a bubble or without one.
public struct CustomContent: Hashable, Sendable {
    /// The component tree, as written in the transcript.
    public var layout: JSONValue
    /// Whether it is drawn in a bubble (default) or on its own.
    public var bubble: Bool

    /// Creates custom content.
    public init(layout: JSONValue, bubble: Bool = true) {
        self.layout = layout
        self.bubble = bubble
    }
}
