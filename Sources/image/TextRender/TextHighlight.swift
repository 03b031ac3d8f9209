/// A paint for a range of a measured text, over its style runs' paints: a link in a message is coloured and
/// underlined this way, so the text is measured and drawn as one run (kerning across the link's ends kept).
public struct TextHighlight: Sendable, Hashable {
    /// The range of the text, in UTF-16 offsets of the whole measured text.
    public var utf16Range: Range<Int>
    /// How glyphs whose grapheme starts in the range are painted.
    public var paint: TextPaint

    /// A paint for a range of UTF-16 offsets.
    public init(utf16Range: Range<Int>, paint: TextPaint) {
        self.utf16Range = utf16Range
        self.paint = paint
    }
}
