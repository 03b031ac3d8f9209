import Locking

/// What a word's shape depends on. Shapes are computed at the face's units-per-em, so the font size is not
/// part of the key: one entry serves every size (letter spacing is applied after shaping). Words of up to 16
/// UTF-16 units — nearly all of them — are held inline, so building a key for a lookup allocates nothing.
struct ShapeKey: Hashable, Sendable {
    let face: ObjectIdentifier
    let script: UInt32
    let isRightToLeft: Bool
    let features: [FontFeature]
    let length: Int
    private let inline: (UInt64, UInt64, UInt64, UInt64)
    private let overflow: [UInt16]?
    private let hash: Int

    init(face: FontFace, script: UInt32, isRightToLeft: Bool, features: [FontFeature], text: UnsafeBufferPointer<UInt16>) {
        self.face = ObjectIdentifier(face)
        self.script = script
        self.isRightToLeft = isRightToLeft
        self.features = features
        length = text.count
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        if text.count <= 16 {
            withUnsafeMutableBytes(of: &words) { raw in
                raw.copyMemory(from: UnsafeRawBufferPointer(text))
            }
            overflow = nil
        } else {
            overflow = Array(text)
        }
        inline = words
        // As few SipHash rounds as the key needs: script, direction and length share a word, and the inline
        // words past the text (zero, and the length tells how many) are left out.
        var hasher = Hasher()
        hasher.combine(self.face)
        hasher.combine(UInt64(script) << 32 | UInt64(isRightToLeft ? 1 : 0) << 31 | UInt64(truncatingIfNeeded: text.count))
        if !features.isEmpty { hasher.combine(features) }
        if let overflow {
            overflow.withUnsafeBytes { hasher.combine(bytes: $0) }
        } else {
            hasher.combine(words.0)
            if text.count > 4 { hasher.combine(words.1) }
            if text.count > 8 { hasher.combine(words.2) }
            if text.count > 12 { hasher.combine(words.3) }
        }
        hash = hasher.finalize()
    }

    /// Approximate bytes the key holds beyond its own size.
    var extraBytes: Int { overflow.map { $0.count * 2 } ?? 0 }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    var shard: Int { Int(truncatingIfNeeded: UInt(bitPattern: hash) >> 7) }

    static func == (a: ShapeKey, b: ShapeKey) -> Bool {
        a.hash == b.hash && a.face == b.face && a.script == b.script && a.isRightToLeft == b.isRightToLeft
            && a.length == b.length && a.inline == b.inline && a.overflow == b.overflow && a.features == b.features
    }
}

/// A thread-safe cache of shaped words, bounded in bytes. It is split into shards, each behind its own lock,
/// so threads rarely wait on each other; a full shard evicts its least recently used half in one batch.
final class ShapeCache: Sendable {
    private struct Shard {
        var entries: [ShapeKey: ShapedWord] = [:]
        var bytes = 0
        var clock: UInt64 = 0
        var hits = 0
        var misses = 0
        var evictions = 0
    }

    private static let shardCount = 16
    private let shards: [Locked<Shard>]
    private let shardLimit: Int

    init(byteLimit: Int) {
        shards = (0..<ShapeCache.shardCount).map { _ in Locked(Shard()) }
        shardLimit = max(1, byteLimit / ShapeCache.shardCount)
    }

    /// The cached shape for `key`, or the result of `make()` stored for next time.
    func word(for key: ShapeKey, make: () throws -> ShapedWord) rethrows -> ShapedWord {
        let locked = shards[key.shard & (ShapeCache.shardCount - 1)]
        let found: ShapedWord? = locked.withLock { shard in
            shard.clock &+= 1
            guard let word = shard.entries[key] else {
                shard.misses += 1
                return nil
            }
            shard.hits += 1
            word.lastUse = shard.clock
            return word
        }
        if let found { return found }
        let word = try make()
        locked.withLock { shard in
            word.lastUse = shard.clock
            if shard.entries.updateValue(word, forKey: key) == nil {
                shard.bytes += word.byteCount + key.extraBytes + 96
            }
            if shard.bytes > shardLimit { evictOldestHalf(&shard) }
        }
        return word
    }

    private func evictOldestHalf(_ shard: inout Shard) {
        let sorted = shard.entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, word) in sorted.prefix(max(1, sorted.count / 2)) {
            shard.entries[key] = nil
            shard.bytes -= word.byteCount + key.extraBytes + 96
            shard.evictions += 1
        }
    }

    /// Current totals over all shards.
    var statistics: CacheStatistics {
        shards.reduce(into: CacheStatistics()) { total, shard in
            shard.withLock { s in
                total.entries += s.entries.count
                total.bytes += s.bytes
                total.hits += s.hits
                total.misses += s.misses
                total.evictions += s.evictions
            }
        }
    }
}
