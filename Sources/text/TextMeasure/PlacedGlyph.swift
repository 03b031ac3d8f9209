import Foundation

/// One glyph of a laid-out line with everything needed to draw it, as ``TextLayout/forEachGlyph(inLine:_:)``
/// reports it: the same face, size, style, direction and origin the line's ``GlyphRun``s hold, without
/// building the runs' arrays.
public struct PlacedGlyph: Sendable {
    /// The face the glyph comes from.
    public let face: FontFace
    /// The font size in points.
    public let fontSize: Double
    /// The index of the ``AttributedText`` run whose style the glyph has.
    public let styleIndex: Int
    /// Whether the glyph's run reads right to left.
    public let isRightToLeft: Bool
    /// The glyph id.
    public let glyph: UInt32
    /// The glyph's origin (pen position plus its offset) in points: x from the layout's left, y of the baseline
    /// (minus the glyph's vertical offset) from the layout's top.
    public let position: CGPoint
    /// The pen's advance after the glyph, in points (letter spacing and justification not included).
    public let advance: Double
    /// The UTF-16 offset in the whole text where the glyph's grapheme cluster starts; -1 for the glyphs of an
    /// inserted ellipsis. Renderers paint ranges of the text with it (links) without cutting the text into runs.
    public let utf16Offset: Int
}
