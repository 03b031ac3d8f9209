/// Values by key within a byte budget, the least recently used dropped first: the bookkeeping of Letterpress's
/// shared picture caches (`DecodedImageCache`, TextRender's `ResampledImageCache`), which guard it with a lock.
package struct LeastRecentlyUsed<Key: Hashable, Value> {
    /// The most bytes kept; a value larger than this is not kept.
    package let byteLimit: Int
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    /// The bytes kept now.
    package private(set) var bytes = 0
    /// Lookups that found a value, and that did not.
    package private(set) var hits = 0, misses = 0

    /// Nothing kept yet; at most `byteLimit` bytes.
    package init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
    }

    /// How many values are kept.
    package var count: Int { entries.count }

    /// The value for `key`, counting a hit or a miss.
    package mutating func value(for key: Key) -> Value? {
        clock &+= 1
        guard let index = entries.index(forKey: key) else {
            misses += 1
            return nil
        }
        hits += 1
        entries.values[index].lastUse = clock
        return entries.values[index].value
    }

    /// Keeps `value` (`bytes` of it) for `key`, dropping the least recently used values until it fits; a value over
    /// the whole limit is not kept.
    package mutating func insert(_ value: Value, bytes size: Int, for key: Key) {
        guard size <= byteLimit else { return }
        clock &+= 1
        if let old = entries.removeValue(forKey: key) { bytes -= old.bytes }
        while bytes + size > byteLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.bytes
            entries.removeValue(forKey: oldest.key)
        }
        entries[key] = Entry(value: value, bytes: size, lastUse: clock)
        bytes += size
    }

    private struct Entry {
        let value: Value
        let bytes: Int
        var lastUse: UInt64
    }
}
