/// A face's glyph extents by glyph id, kept once asked for, in pages of 256 glyphs made on first use: a face with
/// tens of thousands of glyphs (the CJK fallback) costs a few bytes until one of its glyphs is asked about, where a
/// whole table was made — and faulted in — for every face at start-up.
struct GlyphExtentsTable {
    private static let pageBits = 8
    private let glyphCount: Int
    private var pages: [[GlyphExtents?]]

    init(glyphCount: Int) {
        self.glyphCount = max(0, glyphCount)
        pages = Array(repeating: [], count: (self.glyphCount + (1 << Self.pageBits) - 1) >> Self.pageBits)
    }

    /// The extents of `glyph`, if kept; setting outside the face's glyphs keeps nothing.
    subscript(glyph: Int) -> GlyphExtents? {
        get {
            let page = glyph >> Self.pageBits
            guard glyph >= 0, glyph < glyphCount, !pages[page].isEmpty else { return nil }
            return pages[page][glyph & (1 << Self.pageBits - 1)]
        }
        set {
            let page = glyph >> Self.pageBits
            guard glyph >= 0, glyph < glyphCount else { return }
            if pages[page].isEmpty { pages[page] = Array(repeating: nil, count: 1 << Self.pageBits) }
            pages[page][glyph & (1 << Self.pageBits - 1)] = newValue
        }
    }
}
