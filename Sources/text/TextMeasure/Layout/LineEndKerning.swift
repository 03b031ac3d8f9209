/// The kerning a line must not count where it ends between two clusters of one shaped piece (a word broken between
/// characters): HarfBuzz shaped the word whole, so its last glyph's advance holds the pair kerning against the next
/// line's first glyph (issue 29: `жи` of a broken `жить`, Inter Bold 17, was 24.88 pt wide; shaped alone, 25.31).
///
/// Pair kerning adjusts the advance of the pair's first glyph, so the line alone is as wide as the line in context
/// plus the difference between its last glyph's nominal advance (the font's `hmtx`/`HVAR`) and its shaped one. Only
/// left-to-right pieces are corrected: in a right-to-left run the adjustment sits on the next line's glyph.
struct LineEndKerning {
    /// The prepared text's styles (their faces); none: no correction.
    let styles: [ResolvedStyle]

    /// The points to add to the width of a line that ends after grapheme `g` (0 where the next grapheme is in
    /// another piece, so shaping already stopped there).
    func correction(after g: Int, in p: PreparedParagraph.View) -> Double {
        guard !styles.isEmpty, g + 1 < p.graphemeCount, p.pieceOfGrapheme[g] == p.pieceOfGrapheme[g + 1] else { return 0 }
        let piece = p.pieces[Int(p.pieceOfGrapheme[g])]
        guard !piece.isRightToLeft else { return 0 }
        // The grapheme's last glyph that advances (a mark, zeroed by HarfBuzz, carries no kerning).
        guard let last = p.glyphs[piece.glyphRange].last(where: { $0.grapheme == g && $0.xAdvance != 0 }) else { return 0 }
        let run = p.runs[Int(piece.run)]
        let nominal = styles[run.styleIndex].faces[run.faceIndex].advance(of: last.id)
        return Double(nominal - last.xAdvance) * run.scale
    }

    /// The width of the line `range` as ``PreparedParagraph/View/trimmedWidth(_:)`` sums it, corrected where the line
    /// ends between two clusters of a piece.
    func width(_ range: Range<Int>, in p: PreparedParagraph.View) -> Double {
        let end = p.trimmedEnd(range)
        let width = p.width(range.lowerBound..<end)
        return end == range.upperBound && end > range.lowerBound ? width + correction(after: end - 1, in: p) : width
    }
}
