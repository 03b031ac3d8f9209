/// `…` shaped for a truncated line, or the hyphen of a line broken after a soft hyphen. A class: the line loop passes
/// an optional one with every line it breaks (nearly always nil), and a nil reference costs nothing to copy or drop.
final class Ellipsis: Sendable {
    let face: FontFace
    let glyphs: [ShapedGlyph]
    /// The glyphs' ink in font units, relative to the pen start, y up.
    let ink: InkBox?
    let scale: Double
    let width: Double
    let styleIndex: Int
    let level: UInt8

    init(face: FontFace, glyphs: [ShapedGlyph], ink: InkBox?, scale: Double, width: Double, styleIndex: Int, level: UInt8) {
        (self.face, self.glyphs, self.ink, self.scale) = (face, glyphs, ink, scale)
        (self.width, self.styleIndex, self.level) = (width, styleIndex, level)
    }
}

/// What a line shows, for drawing and ink: grapheme segments of its paragraph (one, or two around a middle
/// ellipsis), the ellipsis and where it goes, and the line's placement.
struct LineRecord: Sendable {
    let paragraph: Int
    /// What the line shows (before a middle ellipsis, when there is one).
    let first: Range<Int>
    /// What the line shows after a middle ellipsis.
    var second: Range<Int>? = nil
    let ellipsis: Ellipsis?
    /// The ellipsis goes before `segments[ellipsisSlot]` (or after the last segment when equal to the count).
    let ellipsisSlot: Int
    /// Extra space after each inner whitespace grapheme (justified alignment).
    var extraPerSpace: Double = 0
    /// Whether `ellipsis` is the hyphen a line broken after a soft hyphen shows (then it follows the first segment).
    var isHyphen = false

    /// The shown grapheme ranges in logical order.
    var segments: [Range<Int>] { second.map { [first, $0] } ?? [first] }
}
