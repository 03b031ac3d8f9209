import Synchronization

/// What a word's shape depends on. Shapes are computed at the face's units-per-em, so the font size is not
/// part of the key: one entry serves every size (letter spacing is applied after shaping).
struct ShapeKey: Hashable, Sendable {
    let face: ObjectIdentifier
    let script: UInt32
    let isRightToLeft: Bool
    let features: [FontFeature]
    let text: [UInt16]
    private let hash: Int

    init(face: FontFace, script: UInt32, isRightToLeft: Bool, features: [FontFeature], text: [UInt16]) {
        self.face = ObjectIdentifier(face)
        self.script = script
        self.isRightToLeft = isRightToLeft
        self.features = features
        self.text = text
        var hasher = Hasher()
        hasher.combine(self.face)
        hasher.combine(script)
        hasher.combine(isRightToLeft)
        if !features.isEmpty { hasher.combine(features) }
        text.withUnsafeBytes { hasher.combine(bytes: $0) }
        hash = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    var shard: Int { Int(truncatingIfNeeded: UInt(bitPattern: hash) >> 7) }

    static func == (a: ShapeKey, b: ShapeKey) -> Bool {
        a.hash == b.hash && a.face == b.face && a.script == b.script && a.isRightToLeft == b.isRightToLeft
            && a.text == b.text && a.features == b.features
    }
}

/// A thread-safe cache of shaped words, bounded in bytes. It is split into shards, each behind its own lock,
/// so threads rarely wait on each other; a full shard evicts its least recently used half in one batch.
final class ShapeCache: Sendable {
    /// A cached word; a class so that a hit can stamp its use without a second dictionary lookup.
    private final class Entry {
        let word: ShapedWord
        var lastUse: UInt64
        init(word: ShapedWord, lastUse: UInt64) {
            self.word = word
            self.lastUse = lastUse
        }
    }

    private struct Shard {
        var entries: [ShapeKey: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
        var hits = 0
        var misses = 0
        var evictions = 0
    }

    /// Counters for benchmarks and tests.
    struct Statistics: Sendable, Equatable {
        var entries = 0
        var bytes = 0
        var hits = 0
        var misses = 0
        var evictions = 0
    }

    /// One lock and its entries (a class, because a `Mutex` cannot sit in an array).
    private final class Locked: Sendable {
        let shard = Mutex(Shard())
    }

    private static let shardCount = 16
    private let shards: [Locked]
    private let shardLimit: Int

    init(byteLimit: Int) {
        shards = (0..<ShapeCache.shardCount).map { _ in Locked() }
        shardLimit = max(1, byteLimit / ShapeCache.shardCount)
    }

    /// The cached shape for `key`, or the result of `make()` stored for next time.
    func word(for key: ShapeKey, make: () throws -> ShapedWord) rethrows -> ShapedWord {
        let locked = shards[key.shard & (ShapeCache.shardCount - 1)]
        let found: ShapedWord? = locked.shard.withLock { shard in
            shard.clock &+= 1
            guard let entry = shard.entries[key] else {
                shard.misses += 1
                return nil
            }
            shard.hits += 1
            entry.lastUse = shard.clock
            return entry.word
        }
        if let found { return found }
        let word = try make()
        locked.shard.withLock { shard in
            if shard.entries.updateValue(Entry(word: word, lastUse: shard.clock), forKey: key) == nil {
                shard.bytes += word.byteCount + key.text.count * 2 + 48
            }
            if shard.bytes > shardLimit { evictOldestHalf(&shard) }
        }
        return word
    }

    private func evictOldestHalf(_ shard: inout Shard) {
        let sorted = shard.entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, entry) in sorted.prefix(max(1, sorted.count / 2)) {
            shard.entries[key] = nil
            shard.bytes -= entry.word.byteCount + key.text.count * 2 + 48
            shard.evictions += 1
        }
    }

    /// Current totals over all shards.
    var statistics: Statistics {
        shards.reduce(into: Statistics()) { total, shard in
            shard.shard.withLock { s in
                total.entries += s.entries.count
                total.bytes += s.bytes
                total.hits += s.hits
                total.misses += s.misses
                total.evictions += s.evictions
            }
        }
    }
}
