/// A ``TextLayout`` kept by reference: what a measurement hands on to whoever draws it.
///
/// Layout engines keep what a measurement produced beside its size (FlexLayout's measured content, a chat bubble's
/// parts) and copy it often; a box is one pointer to retain instead of a layout's fields. Every module that keeps a
/// text layout for drawing keeps it in this box, so a renderer finds the very layout that was measured, whoever
/// measured it.
public final class TextLayoutBox: Sendable {
    /// The measured layout.
    public let layout: TextLayout

    /// Boxes a measured layout.
    public init(_ layout: TextLayout) { self.layout = layout }
}
