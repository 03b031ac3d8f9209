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
    /// The table starts with `initialSlots` slots, made with the first glyph remembered (a process that draws one
    /// card and exits does not fault in the full table), and grows to `maximumSlots` as glyphs arrive.
    private static let initialSlots = 256
    private static let maximumSlots = 4096

    private var keys: [GlyphKey?] = []
    /// The bitmaps, owned here, and their views (what lookups return: no reference counting per glyph).
    private var bitmaps: [GlyphBitmap] = []
    private var views: [GlyphView] = []
    private var bytes = 0
    /// Glyphs remembered since the table was last made.
    private var remembered = 0
    /// Hits not yet reported to the shared cache.
    private(set) var unreportedHits = 0

    /// The slot `key` lives in.
    private static func slot(_ key: GlyphKey, in slotCount: Int) -> Int {
        var hash = key.face &* 0x9E37_79B9_7F4A_7C15
        hash ^= UInt64(key.glyph) &* 0xC2B2_AE3D_27D4_EB4F
        hash ^= UInt64(UInt32(bitPattern: key.size)) &* 0x1656_67B1_9E37_79F9
        hash ^= UInt64(key.bin)
        return Int(truncatingIfNeeded: (hash ^ (hash >> 31)) & UInt64(slotCount - 1))
    }

    /// The remembered glyph for `key`, counting a hit. The view is valid until the next ``remember(_:for:)``.
    mutating func view(for key: GlyphKey) -> GlyphView? {
        guard !keys.isEmpty else { return nil }
        let slot = Self.slot(key, in: keys.count)
        guard keys[slot] == key else { return nil }
        unreportedHits += 1
        return views[slot]
    }

    /// Remembers `bitmap` for `key`; false (nothing kept) for a bitmap larger than the whole budget.
    mutating func remember(_ bitmap: GlyphBitmap, for key: GlyphKey) -> Bool {
        let cost = bitmap.byteCost
        guard cost <= Self.byteLimit else { return false }
        if bytes + cost > Self.byteLimit { forgetAll() }
        if keys.isEmpty || (remembered >= keys.count / 2 && keys.count < Self.maximumSlots) {
            // A larger table starts empty: the shared cache still holds every glyph.
            let count = keys.isEmpty ? Self.initialSlots : keys.count * 4
            keys = Array(repeating: nil, count: count)
            bitmaps = Array(repeating: .blank, count: count)
            views = Array(repeating: GlyphBitmap.blank.view, count: count)
            bytes = 0
            remembered = 0
        }
        remembered += 1
        let slot = Self.slot(key, in: keys.count)
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
        remembered = 0
    }
}
