/// Counters of a byte-bounded cache: the shape cache here, the glyph cache in TextRender.
public struct CacheStatistics: Hashable, Sendable {
    /// Entries held (words, or glyphs).
    public var entries: Int
    /// Approximate bytes held.
    public var bytes: Int
    /// Lookups answered from the cache.
    public var hits: Int
    /// Lookups that had to compute the entry (shape, or rasterize).
    public var misses: Int
    /// Entries evicted to stay within the byte budget.
    public var evictions: Int

    /// Creates counters.
    public init(entries: Int = 0, bytes: Int = 0, hits: Int = 0, misses: Int = 0, evictions: Int = 0) {
        self.entries = entries
        self.bytes = bytes
        self.hits = hits
        self.misses = misses
        self.evictions = evictions
    }

    /// Hits over all lookups (0 before the first lookup).
    public var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
}

/// The shape cache's counters.
public typealias ShapeCacheStatistics = CacheStatistics
