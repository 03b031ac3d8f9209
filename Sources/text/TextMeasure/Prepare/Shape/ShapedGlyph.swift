/// One glyph as HarfBuzz placed it, in font units at the face's units-per-em.
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph id in its face.
    public var glyph: UInt32
    /// The UTF-16 offset of the glyph's cluster, relative to the start of the shaped text.
    public var cluster: UInt32
    /// The horizontal advance.
    public var xAdvance: Int32
    /// Horizontal offset from the pen position.
    public var xOffset: Int32
    /// Vertical offset from the baseline (positive up).
    public var yOffset: Int32
}
