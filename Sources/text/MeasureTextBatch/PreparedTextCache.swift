import Glibc
import Locking
import Synchronization
import TextMeasure

/// Texts `measure-text` prepared recently, keyed by text, style, paragraph style and options: a text seen again (at
/// another width) is only broken into lines again, not itemized and shaped. Bounded: each of its shards keeps at most
/// ``byteLimit`` / shards bytes and, when full, evicts with the clock algorithm (an entry used since the hand last
/// passed it gets a second chance), so a working set that fits is kept whole and a scan larger than the cache
/// replaces it gradually.
package final class PreparedTextCache: Sendable {
    /// The text compared as UTF-8 bytes (a `String`'s `==` would normalize non-ASCII text on every comparison, which
    /// cost more than the layout it saves) and hashed once, with the styles, when the key is made.
    struct Key: Hashable, Sendable {
        let text: String
        let style: TextStyle
        let paragraph: ParagraphStyle
        let options: MeasureOptions
        let hash: Int

        init(text: String, style: TextStyle, paragraph: ParagraphStyle, options: MeasureOptions) {
            var text = text
            text.makeContiguousUTF8()
            var hasher = Hasher()
            text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(style.size)
            hasher.combine(style.family)
            hasher.combine(style.fontFile)
            (self.text, self.style, self.paragraph, self.options, hash) = (text, style, paragraph, options, hasher.finalize())
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.text.utf8.count == b.text.utf8.count && a.sameBytes(as: b)
                && a.style == b.style && a.paragraph == b.paragraph && a.options == b.options
        }

        private func sameBytes(as other: Key) -> Bool {
            let equal = text.utf8.withContiguousStorageIfAvailable { mine in
                other.text.utf8.withContiguousStorageIfAvailable { theirs in
                    guard let mine = mine.baseAddress, let theirs = theirs.baseAddress else { return true }   // both empty
                    return memcmp(mine, theirs, text.utf8.count) == 0
                }
            }
            return (equal ?? nil) ?? text.utf8.elementsEqual(other.text.utf8)
        }
    }

    /// One shard: the entries in slots, the dictionary from key to slot, and the clock's hand.
    private struct Shard {
        struct Slot {
            var key: Key
            var prepared: PreparedText
            var bytes: Int
            var used: Bool
        }
        var slots: [Slot?] = []
        var index: [Key: Int] = [:]
        var free: [Int] = []
        var hand = 0
        var bytes = 0
    }

    /// 192 MiB: the default bytes of prepared texts kept (the 20,000-message corpus prepared takes about 140 MiB).
    package static let defaultByteLimit = 192 << 20
    private static let shardCount = 16
    private let shards: [Locked<Shard>]
    private let shardBytes: Int
    private let hits = Atomic<Int>(0), misses = Atomic<Int>(0), evictions = Atomic<Int>(0)

    package init(byteLimit: Int = PreparedTextCache.defaultByteLimit) {
        shards = (0..<Self.shardCount).map { _ in Locked(Shard()) }
        shardBytes = max(1, byteLimit / Self.shardCount)
    }

    /// What an entry holds: the prepared text, its key's text and the slot's bookkeeping.
    static func bytes(of prepared: PreparedText, key: Key) -> Int { prepared.byteCount + key.text.utf8.count + 128 }

    /// The prepared text for these inputs, from the cache or prepared now (and kept).
    package func prepared(_ text: AttributedText, paragraphStyle: ParagraphStyle, options: MeasureOptions,
                  measurer: TextMeasurer) throws -> PreparedText {
        guard let run = text.runs.first, text.runs.count == 1 else {
            return try measurer.prepare(text, paragraphStyle: paragraphStyle, options: options)
        }
        let key = Key(text: run.string, style: run.style, paragraph: paragraphStyle, options: options)
        let shard = shards[Int(UInt(bitPattern: key.hash) % UInt(Self.shardCount))]
        if let found = shard.withLock({ shard -> PreparedText? in
            guard let slot = shard.index[key] else { return nil }
            shard.slots[slot]?.used = true
            return shard.slots[slot]?.prepared
        }) {
            hits.add(1, ordering: .relaxed)
            return found
        }
        misses.add(1, ordering: .relaxed)
        let prepared = try measurer.prepare(text, paragraphStyle: paragraphStyle, options: options)
        let bytes = Self.bytes(of: prepared, key: key)
        if bytes <= shardBytes {
            shard.withLock { insert(prepared, bytes: bytes, for: key, into: &$0) }
        }
        return prepared
    }

    /// Entries and bytes held; hits, misses and evictions so far.
    package var statistics: CacheStatistics {
        var statistics = CacheStatistics(hits: hits.load(ordering: .relaxed), misses: misses.load(ordering: .relaxed),
                                         evictions: evictions.load(ordering: .relaxed))
        for shard in shards {
            shard.withLock {
                statistics.entries += $0.index.count
                statistics.bytes += $0.bytes
            }
        }
        return statistics
    }

    private func insert(_ prepared: PreparedText, bytes: Int, for key: Key, into shard: inout Shard) {
        guard shard.index[key] == nil else { return }   // another thread prepared it meanwhile
        while shard.bytes + bytes > shardBytes, !shard.index.isEmpty {
            evictOne(from: &shard)
        }
        let slot = Shard.Slot(key: key, prepared: prepared, bytes: bytes, used: false)
        if let reused = shard.free.popLast() {
            shard.slots[reused] = slot
            shard.index[key] = reused
        } else {
            shard.index[key] = shard.slots.count
            shard.slots.append(slot)
        }
        shard.bytes += bytes
    }

    /// Advances the hand past entries used since its last pass (clearing their mark) and evicts the first unused one.
    private func evictOne(from shard: inout Shard) {
        while true {
            if shard.hand >= shard.slots.count { shard.hand = 0 }
            defer { shard.hand += 1 }
            guard let slot = shard.slots[shard.hand] else { continue }
            if slot.used {
                shard.slots[shard.hand]?.used = false
                continue
            }
            shard.index[slot.key] = nil
            shard.slots[shard.hand] = nil
            shard.free.append(shard.hand)
            shard.bytes -= slot.bytes
            evictions.add(1, ordering: .relaxed)
            return
        }
    }
}
