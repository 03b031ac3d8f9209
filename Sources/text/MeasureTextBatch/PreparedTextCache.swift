import Locking
import Synchronization
import TextMeasure

/// Texts `measure-text` prepared recently, keyed by text, style, paragraph style and options: a text seen again (at
/// another width) is only broken into lines again, not itemized and shaped. Bounded: each of its shards keeps two
/// generations of at most ``byteLimit`` / 2 / shards bytes; when the current one is full it becomes the old
/// one and the old one is dropped (one batch), and a hit in the old generation moves the entry to the current one.
package final class PreparedTextCache: Sendable {
    /// The text as UTF-8 bytes (hashed and compared as bytes: a `String` key would normalize Unicode on every hash
    /// and comparison, which cost more than the layout it saves), and the styles.
    struct Key: Hashable, Sendable {
        var text: [UInt8]
        var style: TextStyle
        var paragraph: ParagraphStyle
        var options: MeasureOptions

        func hash(into hasher: inout Hasher) {
            text.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(style.size)
            hasher.combine(style.family)
            hasher.combine(style.fontFile)
        }

        static func == (a: Key, b: Key) -> Bool {
            a.text == b.text && a.style == b.style && a.paragraph == b.paragraph && a.options == b.options
        }
    }

    private struct Shard {
        var current: [Key: PreparedText] = [:]
        var previous: [Key: PreparedText] = [:]
        var currentBytes = 0
    }

    /// 192 MiB: the default bytes of prepared texts kept (the 20,000-message corpus prepared takes about 100 MiB).
    package static let defaultByteLimit = 192 << 20
    private static let shardCount = 16
    private let shards: [Locked<Shard>]
    private let generationBytes: Int
    private let hits = Atomic<Int>(0), misses = Atomic<Int>(0)

    package init(byteLimit: Int = PreparedTextCache.defaultByteLimit) {
        shards = (0..<Self.shardCount).map { _ in Locked(Shard()) }
        generationBytes = max(1, byteLimit / 2 / Self.shardCount)
    }

    /// What an entry holds: the prepared text and its key's text (twice: the key and the dictionary's slot).
    static func bytes(of prepared: PreparedText, key: Key) -> Int { prepared.byteCount + key.text.count + 128 }

    /// The prepared text for these inputs, from the cache or prepared now (and kept).
    package func prepared(_ text: AttributedText, paragraphStyle: ParagraphStyle, options: MeasureOptions,
                  measurer: TextMeasurer) throws -> PreparedText {
        guard let run = text.runs.first, text.runs.count == 1 else {
            return try measurer.prepare(text, paragraphStyle: paragraphStyle, options: options)
        }
        let key = Key(text: Array(run.string.utf8), style: run.style, paragraph: paragraphStyle, options: options)
        let shard = shards[Int(UInt(bitPattern: key.hashValue) % UInt(Self.shardCount))]
        if let found = shard.withLock({ shard -> PreparedText? in
            if let hit = shard.current[key] { return hit }
            guard let old = shard.previous.removeValue(forKey: key) else { return nil }
            insert(old, for: key, into: &shard)
            return old
        }) {
            hits.add(1, ordering: .relaxed)
            return found
        }
        misses.add(1, ordering: .relaxed)
        let prepared = try measurer.prepare(text, paragraphStyle: paragraphStyle, options: options)
        shard.withLock { insert(prepared, for: key, into: &$0) }
        return prepared
    }

    /// Entries and bytes held, hits and misses so far.
    package var statistics: CacheStatistics {
        var statistics = CacheStatistics(hits: hits.load(ordering: .relaxed), misses: misses.load(ordering: .relaxed))
        for shard in shards {
            shard.withLock {
                statistics.entries += $0.current.count + $0.previous.count
                statistics.bytes += $0.currentBytes
            }
        }
        return statistics
    }

    private func insert(_ prepared: PreparedText, for key: Key, into shard: inout Shard) {
        let bytes = Self.bytes(of: prepared, key: key)
        guard bytes <= generationBytes else { return }
        if shard.currentBytes + bytes > generationBytes {
            shard.previous = shard.current
            shard.current = [:]
            shard.currentBytes = 0
        }
        shard.current[key] = prepared
        shard.currentBytes += bytes
    }
}
