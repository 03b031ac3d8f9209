/// A small table of recently drawn glyphs in front of the shared ``GlyphCache``, owned by one ``RasterContext``
/// (one thread): a hit costs a multiply and a compare instead of the shared cache's lock and hashed lookup.
///
/// Direct-mapped (a new glyph replaces whatever shared its slot) and bounded in bytes: when the bitmaps it holds
/// would exceed ``byteLimit`` it empties itself. Its hits are counted and handed to the shared cache's statistics
/// in batches, so the cache still counts every lookup; they do not refresh the shared cache's recency, so under
/// eviction pressure the shared cache may drop a glyph the memo still holds (it is then found here until replaced).
struct GlyphMemo {
    /// The most bytes of glyph bitmaps the memo keeps alive (mostly the same bitmaps the shared cache holds).
    static let byteLimit = 4 << 20
    private static let slotCount = 4096

    /// The slots, made with the first glyph remembered (a context that draws no text, or a process that draws one
    /// card and exits, does not fault in ~300 KB for them).
    private var keys: [GlyphKey?] = []
    /// The bitmaps, owned here, and their views (what lookups return: no reference counting per glyph).
    private var bitmaps: [GlyphBitmap] = []
    private var views: [GlyphView] = []
    private var bytes = 0
    /// Hits not yet reported to the shared cache.
    private(set) var unreportedHits = 0

    /// The slot `key` lives in.
    private static func slot(_ key: GlyphKey) -> Int {
        var hash = key.face &* 0x9E37_79B9_7F4A_7C15
        hash ^= UInt64(key.glyph) &* 0xC2B2_AE3D_27D4_EB4F
        hash ^= UInt64(UInt32(bitPattern: key.size)) &* 0x1656_67B1_9E37_79F9
        hash ^= UInt64(key.bin)
        return Int(truncatingIfNeeded: (hash ^ (hash >> 31)) & UInt64(slotCount - 1))
    }

    /// The remembered glyph for `key`, counting a hit. The view is valid until the next ``remember(_:for:)``.
    mutating func view(for key: GlyphKey) -> GlyphView? {
        guard !keys.isEmpty else { return nil }
        let slot = Self.slot(key)
        guard keys[slot] == key else { return nil }
        unreportedHits += 1
        return views[slot]
    }

    /// Remembers `bitmap` for `key`; false (nothing kept) for a bitmap larger than the whole budget.
    mutating func remember(_ bitmap: GlyphBitmap, for key: GlyphKey) -> Bool {
        let cost = bitmap.byteCost
        guard cost <= Self.byteLimit else { return false }
        if bytes + cost > Self.byteLimit { forgetAll() }
        if keys.isEmpty {
            keys = Array(repeating: nil, count: Self.slotCount)
            bitmaps = Array(repeating: .blank, count: Self.slotCount)
            views = Array(repeating: GlyphBitmap.blank.view, count: Self.slotCount)
        }
        let slot = Self.slot(key)
        if keys[slot] != nil { bytes -= bitmaps[slot].byteCost }
        keys[slot] = key
        bitmaps[slot] = bitmap
        views[slot] = bitmap.view
        bytes += cost
        return true
    }

    /// The hits since the last call, reset to zero.
    mutating func takeUnreportedHits() -> Int {
        defer { unreportedHits = 0 }
        return unreportedHits
    }

    /// Drops every glyph (the shared cache keeps its own).
    mutating func forgetAll() {
        let blank = GlyphBitmap.blank
        for slot in keys.indices {
            keys[slot] = nil
            bitmaps[slot] = blank
            views[slot] = blank.view
        }
        bytes = 0
    }
}
