import Synchronization
import TextMeasure
import Locking

/// Rasterized glyphs shared by every ``RasterContext`` that renders with it: keyed by (font instance, pixel size, glyph,
/// quarter-pixel x bin), bounded in bytes. When an insertion goes over the limit, the least recently used
/// quarter of the bytes is evicted in one batch, so eviction work is rare and amortised.
///
/// Thread-safe: one cache per process (or per RenderQueue) is the intended use; each worker thread owns its
/// own ``RasterContext`` and all of them share this cache.
public final class GlyphCache: Sendable {
    /// The most bytes of glyph pixels (plus a small per-entry overhead) the cache keeps.
    public let byteLimit: Int
    private let state: Locked<State>
    private let clearings = Atomic<Int>(0)

    /// How many times ``removeAll()`` ran: a context forgets its recent glyphs when this changes.
    var clearingCount: Int { clearings.load(ordering: .relaxed) }

    /// A cache that keeps at most `byteLimit` bytes (default 32 MiB; at least 64 KiB is used).
    public init(byteLimit: Int = 32 << 20) {
        self.byteLimit = max(byteLimit, 64 << 10)
        state = Locked(State())
    }

    /// Counters since the cache was created (or last cleared).
    public var statistics: GlyphCacheStatistics {
        state.withLock { state in
            GlyphCacheStatistics(entries: state.entries.count, bytes: state.bytes, hits: state.hits,
                                 misses: state.misses, evictions: state.evictions)
        }
    }

    /// Drops every glyph and resets the counters.
    public func removeAll() {
        clearings.add(1, ordering: .relaxed)
        state.withLock { state in
            state.entries.removeAll()
            state.bytes = 0
            state.hits = 0
            state.misses = 0
            state.evictions = 0
        }
    }

    /// The cached glyph for `key`, counting a hit or a miss.
    func glyph(for key: GlyphKey) -> GlyphBitmap? {
        state.withLock { state in
            state.clock &+= 1
            guard let index = state.entries.index(forKey: key) else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            state.entries.values[index].lastUse = state.clock
            return state.entries.values[index].bitmap
        }
    }

    /// Counts `count` hits found in a context's recent glyphs (``GlyphMemo``) without asking the cache.
    func recordHits(_ count: Int) {
        state.withLock { $0.hits += count }
    }

    /// Stores a glyph, evicting the least recently used quarter of the budget when over the limit.
    func insert(_ bitmap: GlyphBitmap, for key: GlyphKey) {
        let limit = byteLimit
        state.withLock { state in
            state.clock &+= 1
            if let old = state.entries.updateValue(Entry(bitmap: bitmap, lastUse: state.clock), forKey: key) {
                state.bytes -= old.bitmap.byteCost
            }
            state.bytes += bitmap.byteCost
            if state.bytes > limit { state.evict(downTo: limit - limit / 4) }
        }
    }

    private struct Entry {
        var bitmap: GlyphBitmap
        var lastUse: UInt64
    }

    private struct State {
        var entries: [GlyphKey: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
        var hits = 0
        var misses = 0
        var evictions = 0

        /// Removes the least recently used entries until at most `target` bytes remain.
        mutating func evict(downTo target: Int) {
            let byAge = entries.map { (key: $0.key, lastUse: $0.value.lastUse, cost: $0.value.bitmap.byteCost) }
                .sorted { $0.lastUse < $1.lastUse }
            for entry in byAge {
                guard bytes > target else { break }
                entries.removeValue(forKey: entry.key)
                bytes -= entry.cost
                evictions += 1
            }
        }
    }
}

/// What identifies one rasterized glyph in a ``GlyphCache``.
struct GlyphKey: Hashable, Sendable {
    /// The face's ``FontFace/identity``: one per face and variable instance (so the instance's normalized
    /// coordinates are part of the key), never reused.
    var face: UInt64
    /// The glyph id.
    var glyph: UInt32
    /// The pixel size (font size × scale) in 1/64 pixel.
    var size: Int32
    /// The x offset of the origin inside its pixel, in quarter pixels (0…3).
    var bin: UInt8
}

/// The glyph cache's counters.
public typealias GlyphCacheStatistics = CacheStatistics
