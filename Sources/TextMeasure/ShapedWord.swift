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

/// The shaping result of one word: glyphs in visual order (right-to-left words come out reversed, as HarfBuzz
/// returns them), with positions independent of font size. Immutable and shared through the shape cache.
final class ShapedWord: Sendable {
    let face: FontFace
    let glyphs: [ShapedGlyph]
    let isRightToLeft: Bool
    /// The union of the glyphs' ink in font units, relative to the word's pen start, y up; nil when nothing is inked.
    let ink: (minX: Int32, minY: Int32, maxX: Int32, maxY: Int32)?
    /// The sum of the glyph advances, in font units.
    let advance: Int32
    /// Approximate memory held, for the cache's byte budget.
    var byteCount: Int { 64 + glyphs.count * MemoryLayout<ShapedGlyph>.stride }

    init(face: FontFace, glyphs: [ShapedGlyph], isRightToLeft: Bool) {
        self.face = face
        self.glyphs = glyphs
        self.isRightToLeft = isRightToLeft
        var pen: Int32 = 0
        var ink: (minX: Int32, minY: Int32, maxX: Int32, maxY: Int32)?
        for glyph in glyphs {
            let e = face.extents(of: glyph.glyph)
            if e.width != 0 && e.height != 0 {
                let x0 = pen + glyph.xOffset + e.xBearing, x1 = x0 + e.width
                let y1 = glyph.yOffset + e.yBearing, y0 = y1 + e.height
                ink = ink.map { (min($0.minX, x0), min($0.minY, y0), max($0.maxX, x1), max($0.maxY, y1)) } ?? (x0, y0, x1, y1)
            }
            pen += glyph.xAdvance
        }
        self.ink = ink
        advance = pen
    }
}
