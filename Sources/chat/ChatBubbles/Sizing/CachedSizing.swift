import JSON
import ChatModel
import Foundation
import Locking

/// A thread-safe cache in front of another sizing, keyed by (text, font, width, line limit).
///
/// Measuring the same text at the same width again costs one hash lookup; a width change misses and
/// measures anew. The cache is split into shards with their own locks so that threads rarely wait, and it
/// is bounded: a shard that reaches its share of `capacity` is emptied in one batch.
public final class CachedSizing<Base: MessageSizing>: MessageSizing, @unchecked Sendable {
    /// A key that hashes its text once (a long non-ASCII text is normalized to hash it): the shard, the lookup
    /// and the insertion reuse that hash.
    private struct Key: Hashable {
        let text: String
        let font: FontSpec
        let maxWidth: CGFloat
        let maximumLines: Int
        let hash: Int

        init(text: String, font: FontSpec, maxWidth: CGFloat, maximumLines: Int) {
            self.text = text
            self.font = font
            self.maxWidth = maxWidth
            self.maximumLines = maximumLines
            var hasher = Hasher()
            hasher.combine(text)
            hasher.combine(font)
            hasher.combine(maxWidth)
            hasher.combine(maximumLines)
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hash == rhs.hash && lhs.maxWidth == rhs.maxWidth && lhs.maximumLines == rhs.maximumLines
                && lhs.font == rhs.font && lhs.text == rhs.text
        }
    }

    /// The sizing that measures on a miss.
    package let base: Base
    /// The most entries kept.
    package let capacity: Int
    private let shards: [Locked<[Key: TextBox]>]

    /// Wraps `base` with a cache of at most `capacity` entries.
    package init(_ base: Base, capacity: Int = 1_000_000) {
        self.base = base
        self.capacity = max(16, capacity)
        shards = (0..<16).map { _ in Locked([:]) }
    }

    /// The cached box, or the base sizing's (then cached).
    public func measure(_ text: String, font: FontSpec, maxWidth: CGFloat, maximumLines: Int) throws -> TextBox {
        let key = Key(text: text, font: font, maxWidth: maxWidth, maximumLines: maximumLines)
        let shard = shards[Int(UInt(bitPattern: key.hash) % UInt(shards.count))]
        if let cached = shard.withLock({ $0[key] }) { return cached }
        let box = try base.measure(text, font: font, maxWidth: maxWidth, maximumLines: maximumLines)
        let shardCapacity = capacity / shards.count
        shard.withLock { boxes in
            if boxes.count >= shardCapacity { boxes.removeAll(keepingCapacity: true) }
            boxes[key] = box
        }
        return box
    }

    /// The base sizing's box of a component tree (trees are not cached: a custom message is measured once per layout).
    public func measureTree(_ tree: JSONValue, maxWidth: CGFloat) throws -> TextBox {
        try base.measureTree(tree, maxWidth: maxWidth)
    }

    /// The number of cached boxes.
    package var count: Int {
        shards.reduce(0) { total, shard in total + shard.withLock { $0.count } }
    }

    /// Forgets every cached box.
    package func removeAll() {
        for shard in shards { shard.withLock { $0.removeAll() } }
    }
}
