import Glibc
import Locking
import TextMeasure

/// Texts `measure-text` prepared recently, keyed by text, style, paragraph style and options: a text seen again (at
/// another width) is only broken into lines again, not itemized and shaped. Bounded: each of its shards keeps at most
/// ``byteLimit`` / shards bytes and, when full, evicts with the clock algorithm (an entry used since the hand last
/// passed it gets a second chance), so a working set that fits is kept whole and a scan larger than the cache
/// replaces it gradually.
package final class PreparedTextCache: Sendable {
    /// The styles a text is prepared in, made once for equal styles (``styleKey(_:paragraph:options:)``): entries
    /// compare them by identity, so a lookup reads one reference instead of comparing two style values in an entry
    /// that is rarely in the cache. Styles are remembered for ``StyleKey/recentLimit`` distinct keys; a style seen
    /// again after it was forgotten gets a new key, and its texts are prepared again (never confused with others).
    package final class StyleKey: Sendable {
        let style: TextStyle
        let paragraph: ParagraphStyle
        let options: MeasureOptions
        /// How many distinct styles are remembered.
        static let recentLimit = 64

        fileprivate init(style: TextStyle, paragraph: ParagraphStyle, options: MeasureOptions) {
            (self.style, self.paragraph, self.options) = (style, paragraph, options)
        }
    }

    /// One shard: the entries in slots, the index from key hash to slot, and the clock's hand. Read and changed only
    /// under its lock.
    private struct Shard {
        /// An entry (a class, so that looking one up copies nothing but a reference). The text's bytes are compared
        /// with `memcmp` (a `String`'s `==` would normalize non-ASCII text on every comparison, which cost more than
        /// the layout it saves).
        final class Slot {
            let text: [UInt8]
            let styles: StyleKey
            /// Covers the text and the font size (``SeededTextHash``); the styles are compared by identity.
            let hash: Int
            let prepared: PreparedText
            let bytes: Int
            var used = false

            init(text: [UInt8], styles: StyleKey, hash: Int, prepared: PreparedText, bytes: Int) {
                (self.text, self.styles, self.hash, self.prepared, self.bytes) = (text, styles, hash, prepared, bytes)
            }

            func matches(_ text: UnsafeBufferPointer<UInt8>, styles: StyleKey) -> Bool {
                guard self.styles === styles, self.text.count == text.count else { return false }
                return self.text.withUnsafeBufferPointer { mine in
                    guard let mine = mine.baseAddress, let theirs = text.baseAddress else { return true }   // both empty
                    return memcmp(mine, theirs, text.count) == 0
                }
            }
        }
        var slots: [Slot?] = []
        var index = HashSlotTable()
        var free: [Int] = []
        var hand = 0
        var bytes = 0
        /// Counted under the shard's lock: a counter shared by the shards would be written by both threads at every
        /// line.
        var hits = 0, misses = 0, evictions = 0

        func find(_ text: UnsafeBufferPointer<UInt8>, hash: Int, styles: StyleKey) -> Slot? {
            index.find(hash: hash) { slots[$0]?.matches(text, styles: styles) ?? false }.flatMap { slots[$0] }
        }
    }

    /// 192 MiB: the default bytes of prepared texts kept (the 20,000-message corpus prepared takes about 140 MiB).
    package static let defaultByteLimit = 192 << 20
    private static let shardCount = 16
    private let shards: [Locked<Shard>]
    private let shardBytes: Int
    private let hasher = SeededTextHash()
    /// The style keys made most recently, oldest first.
    private let recentStyles = Locked<[StyleKey]>([])

    package init(byteLimit: Int = PreparedTextCache.defaultByteLimit) {
        shards = (0..<Self.shardCount).map { _ in Locked(Shard()) }
        shardBytes = max(1, byteLimit / Self.shardCount)
    }

    /// What an entry holds: the prepared text, its text and the slot's bookkeeping.
    static func bytes(of prepared: PreparedText, textBytes: Int) -> Int { prepared.byteCount + textBytes + 128 }

    /// The key of these styles: the one made before for equal styles when it is still remembered, else a new one.
    package func styleKey(_ style: TextStyle, paragraph: ParagraphStyle, options: MeasureOptions) -> StyleKey {
        recentStyles.withLock { recent in
            if let known = recent.last(where: { $0.style == style && $0.paragraph == paragraph && $0.options == options }) {
                return known
            }
            if recent.count == StyleKey.recentLimit { recent.removeFirst() }
            let made = StyleKey(style: style, paragraph: paragraph, options: options)
            recent.append(made)
            return made
        }
    }

    /// The prepared text for these inputs, from the cache or prepared now (and kept).
    package func prepared(_ text: AttributedText, paragraphStyle: ParagraphStyle, options: MeasureOptions,
                          measurer: TextMeasurer) throws -> PreparedText {
        guard let run = text.runs.first, text.runs.count == 1 else {
            return try measurer.prepare(text, paragraphStyle: paragraphStyle, options: options)
        }
        var string = run.string
        let styles = styleKey(run.style, paragraph: paragraphStyle, options: options)
        return try string.withUTF8 { try prepared(utf8: $0, styles: styles, measurer: measurer) }
    }

    /// The prepared text of the UTF-8 text `utf8` in one style, from the cache or prepared now (and kept). A hit neither
    /// checks the bytes (they equal a cached text's, which were checked) nor makes a `String`.
    ///
    /// - Throws: ``BatchLineError/notUTF8`` when the bytes are new and not well-formed UTF-8; what preparing throws.
    package func prepared(utf8 text: UnsafeBufferPointer<UInt8>, styles: StyleKey, measurer: TextMeasurer) throws -> PreparedText {
        let hash = hasher.hash(text, size: styles.style.size)
        let shard = shards[Int(UInt(bitPattern: hash) % UInt(Self.shardCount))]
        if let found = shard.withLock({ shard -> PreparedText? in
            guard let slot = shard.find(text, hash: hash, styles: styles) else {
                shard.misses += 1
                return nil
            }
            shard.hits += 1
            slot.used = true
            return slot.prepared
        }) {
            return found
        }
        guard let string = String(validating: text, as: UTF8.self) else { throw BatchLineError.notUTF8 }
        let attributed = AttributedText(string, style: styles.style)
        let prepared = try measurer.prepare(attributed, paragraphStyle: styles.paragraph, options: styles.options)
        let bytes = Self.bytes(of: prepared, textBytes: text.count)
        if bytes <= shardBytes {
            let slot = Shard.Slot(text: Array(text), styles: styles, hash: hash, prepared: prepared, bytes: bytes)
            shard.withLock { insert(slot, into: &$0) }
        }
        return prepared
    }

    /// Entries and bytes held; hits, misses and evictions so far.
    package var statistics: CacheStatistics {
        var statistics = CacheStatistics()
        for shard in shards {
            shard.withLock {
                statistics.entries += $0.index.count
                statistics.bytes += $0.bytes
                statistics.hits += $0.hits
                statistics.misses += $0.misses
                statistics.evictions += $0.evictions
            }
        }
        return statistics
    }

    private func insert(_ slot: Shard.Slot, into shard: inout Shard) {
        let known = slot.text.withUnsafeBufferPointer { shard.find($0, hash: slot.hash, styles: slot.styles) }
        guard known == nil else { return }   // another thread prepared it meanwhile
        while shard.bytes + slot.bytes > shardBytes, shard.index.count > 0 {
            evictOne(from: &shard)
        }
        let number: Int
        if let reused = shard.free.popLast() {
            shard.slots[reused] = slot
            number = reused
        } else {
            number = shard.slots.count
            shard.slots.append(slot)
        }
        shard.index.insert(slot: number, hash: slot.hash)
        shard.bytes += slot.bytes
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
            shard.evictions += 1
            return
        }
    }
}
