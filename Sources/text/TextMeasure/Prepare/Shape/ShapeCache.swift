import CTextStack
import Locking

/// A thread-safe cache of shaped pieces, bounded in bytes, shared by the copies of a measurer.
///
/// It is split into shards (``ShapeTable``s), each behind its own lock. A paragraph's pieces are looked up together:
/// each shard they fall in is locked once, and a hit copies the glyphs out under the lock, so nothing is counted or
/// retained per piece. An entry is a pure function of its key (``ShapeKey`` holds the context HarfBuzz saw), so what
/// was measured before never changes what is measured now.
final class ShapeCache: Sendable {
    /// Where a looked-up piece's glyphs went and what the cache knows of them.
    struct Found {
        /// The glyphs' range in the array the lookup appended to.
        var glyphs: Range<Int>
        var summary: ShapeSummary
    }

    private static let shardCount = 8
    private let shards: [Locked<ShapeTable>]
    /// The key hash's seed: random per cache.
    let seed: UInt64

    init(byteLimit: Int) {
        let shardLimit = max(1, byteLimit / ShapeCache.shardCount)
        shards = (0..<ShapeCache.shardCount).map { _ in Locked(ShapeTable(byteLimit: shardLimit)) }
        seed = UInt64.random(in: .min ... .max)
    }

    deinit {
        for shard in shards { shard.withLock { $0.deallocate() } }
    }

    @inline(__always)
    private static func shard(of key: ShapeKey) -> Int { Int(truncatingIfNeeded: key.hash >> 61) }

    /// Looks up every key, locking each shard they fall in once. For each hit, appends its glyphs to `glyphs` and
    /// sets `found[i]`; misses stay nil.
    func lookUp(_ keys: UnsafeBufferPointer<ShapeKey>, found: UnsafeMutableBufferPointer<Found?>, glyphs: inout [ShapedGlyph]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: keys.count) { shardOf in
            var touched: UInt8 = 0
            for (index, key) in keys.enumerated() {
                shardOf[index] = UInt8(ShapeCache.shard(of: key))
                touched |= 1 << shardOf[index]
            }
            for shardIndex in 0..<ShapeCache.shardCount where touched & (1 << shardIndex) != 0 {
                shards[shardIndex].withLock { table in
                    for index in keys.indices where shardOf[index] == shardIndex {
                        let start = glyphs.count
                        if let summary = table.lookUp(keys[index], appendingGlyphsTo: &glyphs) {
                            found[index] = Found(glyphs: start..<glyphs.count, summary: summary)
                        }
                    }
                }
            }
        }
    }

    /// Stores the shape of `key` (a miss a moment ago) for next time.
    func insert(_ key: ShapeKey, glyphs: UnsafeBufferPointer<ShapedGlyph>, summary: ShapeSummary) {
        shards[ShapeCache.shard(of: key)].withLock { $0.insert(key, glyphs: glyphs, summary: summary) }
    }

    /// The shape of one key, from the cache or shaped now (and stored): for the odd piece shaped outside a paragraph,
    /// such as an ellipsis.
    func shape(_ key: ShapeKey, face: FontFace, features: [hb_feature_t]) -> (glyphs: [ShapedGlyph], summary: ShapeSummary) {
        var glyphs: [ShapedGlyph] = []
        var found: Found?
        withUnsafePointer(to: key) { key in
            withUnsafeMutablePointer(to: &found) { found in
                lookUp(UnsafeBufferPointer(start: key, count: 1), found: UnsafeMutableBufferPointer(start: found, count: 1), glyphs: &glyphs)
            }
        }
        if let found { return (glyphs, found.summary) }
        let summary = Shaper.shape(key, face: face, features: features, buffer: HarfBuzzBuffer(), appendingTo: &glyphs)
        glyphs.withUnsafeBufferPointer { insert(key, glyphs: $0, summary: summary) }
        return (glyphs, summary)
    }

    /// Current totals over all shards.
    var statistics: CacheStatistics {
        shards.reduce(into: CacheStatistics()) { total, shard in
            shard.withLock { table in
                total.entries += table.entryCount
                total.bytes += table.bytes
                total.hits += table.hits
                total.misses += table.misses
                total.evictions += table.evictions
            }
        }
    }
}
