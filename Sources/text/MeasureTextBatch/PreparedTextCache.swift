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
    /// The text as UTF-8 bytes (compared with `memcmp`: a `String`'s `==` would normalize non-ASCII text on every
    /// comparison, which cost more than the layout it saves), the styles, and their hash, computed once.
    struct Key: Sendable {
        let text: [UInt8]
        let style: TextStyle
        let paragraph: ParagraphStyle
        let options: MeasureOptions
        /// Covers the text and the font size (``SeededTextHash``). The family, weight and other style fields
        /// are left to the equality check: hashing a family's `String` cost more than the text's bytes, and a text can
        /// only share its hash with its own styles, of which a line can name only the registered ones.
        let hash: Int
    }

    /// One shard: the entries in slots, the index from key hash to slot, and the clock's hand. Read and changed only
    /// under its lock.
    private struct Shard {
        /// An entry (a class, so that looking one up copies nothing but a reference).
        final class Slot {
            let key: Key
            let prepared: PreparedText
            let bytes: Int
            var used = false

            init(key: Key, prepared: PreparedText, bytes: Int) {
                (self.key, self.prepared, self.bytes) = (key, prepared, bytes)
            }

            /// Whether the entry's key is this text in these styles, read in place (a `Key` copied out of the slot for
            /// the comparison cost a 224-byte copy and the retains of its fields on every probe).
            func matches(_ text: UnsafeBufferPointer<UInt8>, style: TextStyle, paragraph: ParagraphStyle,
                         options: MeasureOptions) -> Bool {
                guard key.text.count == text.count else { return false }
                let sameText = key.text.withUnsafeBufferPointer { mine in
                    guard let mine = mine.baseAddress, let theirs = text.baseAddress else { return true }   // both empty
                    return memcmp(mine, theirs, text.count) == 0
                }
                return sameText && key.style == style && key.paragraph == paragraph && key.options == options
            }
        }
        var slots: [Slot?] = []
        var index = HashSlotTable()
        var free: [Int] = []
        var hand = 0
        var bytes = 0

        func find(_ text: UnsafeBufferPointer<UInt8>, hash: Int, style: TextStyle, paragraph: ParagraphStyle,
                  options: MeasureOptions) -> Slot? {
            index.find(hash: hash) { slots[$0]?.matches(text, style: style, paragraph: paragraph, options: options) ?? false }
                .flatMap { slots[$0] }
        }
    }

    /// 192 MiB: the default bytes of prepared texts kept (the 20,000-message corpus prepared takes about 140 MiB).
    package static let defaultByteLimit = 192 << 20
    private static let shardCount = 16
    private let shards: [Locked<Shard>]
    private let shardBytes: Int
    private let hasher = SeededTextHash()
    private let hits = Atomic<Int>(0), misses = Atomic<Int>(0), evictions = Atomic<Int>(0)

    package init(byteLimit: Int = PreparedTextCache.defaultByteLimit) {
        shards = (0..<Self.shardCount).map { _ in Locked(Shard()) }
        shardBytes = max(1, byteLimit / Self.shardCount)
    }

    /// What an entry holds: the prepared text, its key's text and the slot's bookkeeping.
    static func bytes(of prepared: PreparedText, key: Key) -> Int { prepared.byteCount + key.text.count + 128 }

    /// The prepared text for these inputs, from the cache or prepared now (and kept).
    package func prepared(_ text: AttributedText, paragraphStyle: ParagraphStyle, options: MeasureOptions,
                          measurer: TextMeasurer) throws -> PreparedText {
        guard let run = text.runs.first, text.runs.count == 1 else {
            return try measurer.prepare(text, paragraphStyle: paragraphStyle, options: options)
        }
        var string = run.string
        return try string.withUTF8 {
            try prepared(utf8: $0, style: run.style, paragraphStyle: paragraphStyle, options: options, measurer: measurer)
        }
    }

    /// The prepared text of the UTF-8 text `utf8` in one style, from the cache or prepared now (and kept). A hit neither
    /// checks the bytes (they equal a cached text's, which were checked) nor makes a `String`.
    ///
    /// - Throws: ``BatchLineError/notUTF8`` when the bytes are new and not well-formed UTF-8; what preparing throws.
    package func prepared(utf8 text: UnsafeBufferPointer<UInt8>, style: TextStyle, paragraphStyle: ParagraphStyle,
                          options: MeasureOptions, measurer: TextMeasurer) throws -> PreparedText {
        let hash = hasher.hash(text, size: style.size)
        let shard = shards[Int(UInt(bitPattern: hash) % UInt(Self.shardCount))]
        if let found = shard.withLock({ shard -> PreparedText? in
            guard let slot = shard.find(text, hash: hash, style: style, paragraph: paragraphStyle, options: options) else { return nil }
            slot.used = true
            return slot.prepared
        }) {
            hits.add(1, ordering: .relaxed)
            return found
        }
        misses.add(1, ordering: .relaxed)
        guard let string = String(validating: text, as: UTF8.self) else { throw BatchLineError.notUTF8 }
        let attributed = AttributedText(string, style: style)
        let prepared = try measurer.prepare(attributed, paragraphStyle: paragraphStyle, options: options)
        let key = Key(text: Array(text), style: style, paragraph: paragraphStyle, options: options, hash: hash)
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
        let known = key.text.withUnsafeBufferPointer {
            shard.find($0, hash: key.hash, style: key.style, paragraph: key.paragraph, options: key.options)
        }
        guard known == nil else { return }   // another thread prepared it meanwhile
        while shard.bytes + bytes > shardBytes, shard.index.count > 0 {
            evictOne(from: &shard)
        }
        let slot = Shard.Slot(key: key, prepared: prepared, bytes: bytes)
        let number: Int
        if let reused = shard.free.popLast() {
            shard.slots[reused] = slot
            number = reused
        } else {
            number = shard.slots.count
            shard.slots.append(slot)
        }
        shard.index.insert(slot: number, hash: key.hash)
        shard.bytes += bytes
    }

    /// Advances the hand past entries used since its last pass (clearing their mark) and evicts the first unused one.
    private func evictOne(from shard: inout Shard) {
        while true {
            if shard.hand >= shard.slots.count { shard.hand = 0 }
            defer { shard.hand += 1 }
            guard let slot = shard.slots[shard.hand] else { continue }
            if slot.used {
                slot.used = false
                continue
            }
            shard.index.remove(slot: shard.hand)
            shard.slots[shard.hand] = nil
            shard.free.append(shard.hand)
            shard.bytes -= slot.bytes
            evictions.add(1, ordering: .relaxed)
            return
        }
    }
}
