/// The kerning a line must not count where it ends between two clusters of one shaped piece (a word broken between
/// characters): HarfBuzz shaped the word whole, so its last glyph's advance holds the pair kerning against the next
/// line's first glyph (issue 29: `жи` of a broken `жить`, Inter Bold 17, was 24.88 pt wide; shaped alone, 25.31).
///
/// OpenType pair kerning adjusts the pair's logically first glyph, in either direction (HarfBuzz positions in logical
/// order), so the line alone is as wide as the line in context plus the difference between its logically last glyph's
/// nominal advance (the font's `hmtx`/`HVAR`) and its shaped one. In a right-to-left run the font also moves that
/// glyph by the same amount (a single kerning value in a right-to-left lookup is both placement and advance), so the
/// glyph drawn alone gives that back too: `ירושלים` in Noto Sans Hebrew kerns `י` against `ר` by −20 units of each.
struct LineEndKerning {
    /// The prepared text's styles (their faces); none: no correction.
    let styles: [ResolvedStyle]

    /// A glyph as it is shaped alone at the end of a line: its position in the paragraph's glyphs and the values
    /// that replace its shaped ones.
    struct CutGlyph {
        let position: Int
        let xAdvance: Int32
        let xOffset: Int32
        /// The points the line gains (nominal minus shaped advance, scaled).
        let correction: Double
    }

    /// The glyph whose kerning a line ending after grapheme `g` cuts, or nil where there is none (the next grapheme
    /// is in another piece, so shaping already stopped there, or nothing kerns).
    func cutGlyph(after g: Int, in p: PreparedParagraph.View) -> CutGlyph? {
        guard !styles.isEmpty, g + 1 < p.graphemeCount, p.pieceOfGrapheme[g] == p.pieceOfGrapheme[g + 1] else { return nil }
        let piece = p.pieces[Int(p.pieceOfGrapheme[g])]
        // The grapheme's logically last glyph that advances (a mark, zeroed by HarfBuzz, carries no kerning); glyphs are
        // stored in visual order.
        let range = piece.glyphRange
        let isLast = { (glyph: PreparedParagraph.Glyph) in glyph.grapheme == g && glyph.xAdvance != 0 }
        guard let position = piece.isRightToLeft ? p.glyphs[range].firstIndex(where: isLast) : p.glyphs[range].lastIndex(where: isLast)
        else { return nil }
        let glyph = p.glyphs[position]
        let run = p.runs[Int(piece.run)]
        let nominal = styles[run.styleIndex].faces[run.faceIndex].advance(of: glyph.id)
        guard nominal != glyph.xAdvance else { return nil }
        let kern = glyph.xAdvance - nominal
        return CutGlyph(position: position, xAdvance: nominal, xOffset: piece.isRightToLeft ? glyph.xOffset - kern : glyph.xOffset,
                        correction: Double(-kern) * run.scale)
    }

    /// The points to add to the width of a line that ends after grapheme `g`.
    func correction(after g: Int, in p: PreparedParagraph.View) -> Double {
        cutGlyph(after: g, in: p)?.correction ?? 0
    }

    /// The width of the line `range` as ``PreparedParagraph/View/trimmedWidth(_:)`` sums it, corrected where the line
    /// ends between two clusters of a piece.
    func width(_ range: Range<Int>, in p: PreparedParagraph.View) -> Double {
        let end = p.trimmedEnd(range)
        let width = p.width(range.lowerBound..<end)
        return end == range.upperBound && end > range.lowerBound ? width + correction(after: end - 1, in: p) : width
    }
}
