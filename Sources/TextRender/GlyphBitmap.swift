/// One rasterized glyph in device pixels, placed relative to its origin (the pen on the baseline).
///
/// Outline glyphs hold 8-bit coverage; colour glyphs (emoji strikes) hold premultiplied RGBA8.
struct GlyphBitmap: Sendable {
    /// Width in pixels (0 for blank glyphs such as spaces).
    let width: Int
    /// Height in pixels.
    let height: Int
    /// The bitmap's left column relative to the origin's pixel column.
    let left: Int
    /// The bitmap's top row relative to the baseline row, in pixels, y down (negative: above the baseline).
    let top: Int
    /// Whether `pixels` holds premultiplied RGBA (4 bytes a pixel) instead of coverage (1 byte a pixel).
    let isColor: Bool
    /// Row-major pixels, `width` (coverage) or `width * 4` (colour) bytes a row.
    let pixels: [UInt8]

    /// A glyph with no ink.
    static let blank = GlyphBitmap(width: 0, height: 0, left: 0, top: 0, isColor: false, pixels: [])

    /// What the glyph costs a cache: its pixels plus bookkeeping.
    var byteCost: Int { pixels.count + 64 }
}
