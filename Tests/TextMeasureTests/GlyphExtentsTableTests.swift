import Testing
@testable import TextMeasure

/// The paged extents table keeps what was set, per glyph, across page boundaries, and nothing outside the face.
@Suite struct GlyphExtentsTableTests {
    @Test func keepsEachGlyphsExtentsAndNothingOutsideTheFace() {
        var table = GlyphExtentsTable(glyphCount: 600)
        let glyphs = [0, 1, 255, 256, 257, 511, 512, 599]
        for glyph in glyphs { #expect(table[glyph] == nil) }
        for glyph in glyphs {
            table[glyph] = GlyphExtents(xBearing: Int32(glyph), yBearing: -1, width: Int32(glyph) + 2, height: 3)
        }
        for glyph in 0..<600 {
            let expected = glyphs.contains(glyph)
                ? GlyphExtents(xBearing: Int32(glyph), yBearing: -1, width: Int32(glyph) + 2, height: 3) : nil
            #expect(table[glyph] == expected, "glyph \(glyph)")
        }
        for outside in [-1, 600, 1_000_000] {
            table[outside] = GlyphExtents(xBearing: 1, yBearing: 1, width: 1, height: 1)
            #expect(table[outside] == nil)
        }
        var empty = GlyphExtentsTable(glyphCount: 0)
        empty[0] = GlyphExtents(xBearing: 1, yBearing: 1, width: 1, height: 1)
        #expect(empty[0] == nil)
    }
}
