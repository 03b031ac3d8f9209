import Raster
import Synchronization

/// Pictures already scaled to where they were drawn, shared by every ``RasterContext`` made with it (a server's
/// requests, a benchmark's renders): the same image drawn at the same device position, scale and clip is resampled
/// once. Keyed by the source image's pixel storage (the entry keeps the image alive, so the storage cannot be freed,
/// reused or changed while it is cached: a changed copy of an image has storage of its own) and the resampler's exact
/// inputs, so a hit gives the very pixels resampling would. Bounded by bytes (the scaled pixels plus the source's);
/// the least recently used go first. Thread-safe.
///
/// ```swift
/// let pictures = ResampledImageCache()                                    // one per process
/// let context = try RasterContext(cache: glyphs, resampledImages: pictures)  // one per thread, as usual
/// ```
public final class ResampledImageCache: Sendable {
    /// The default bound: 64 MiB.
    public static let defaultByteLimit = 64 << 20

    /// The most bytes kept; a picture larger than this is resampled but not kept.
    public var byteLimit: Int { state.withLock { $0.byteLimit } }
    private let state: Mutex<LeastRecentlyUsed<Key, Entry>>

    /// A cache that keeps at most `byteLimit` bytes.
    public init(byteLimit: Int = ResampledImageCache.defaultByteLimit) {
        state = Mutex(LeastRecentlyUsed(byteLimit: byteLimit))
    }

    /// Hits and misses since the cache was made, and what it holds.
    public var statistics: (hits: Int, misses: Int, entries: Int, bytes: Int) {
        state.withLock { ($0.hits, $0.misses, $0.count, $0.bytes) }
    }

    /// `source` resampled with the inputs in `key`: from the cache, else made by `resample` and kept.
    func block(of source: Image, key: Key, resample: () -> Resampler.Block?) -> Resampler.Block? {
        if let found = state.withLock({ $0.value(for: key) }) { return found.block }
        let block = resample()
        let bytes = (block?.pixels.count ?? 0) + source.width * source.height * 4
        state.withLock { $0.insert(Entry(source: source, block: block), bytes: bytes, for: key) }
        return block
    }

    /// What the resampler is given: the source's storage and size, and the exact placement (the bit patterns of the
    /// device origin and scales) and window.
    struct Key: Hashable {
        var storage: UInt
        var width: Int
        var height: Int
        var placement: [UInt64]
        var window: [Int]
    }

    struct Entry {
        /// Keeps the source's storage alive (and unchanged) while its key names it.
        let source: Image
        let block: Resampler.Block?
    }
}
