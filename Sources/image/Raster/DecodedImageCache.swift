import FileAccess
import Synchronization

/// Decoded PNG files shared by every document a long-lived process reads (a server's requests): keyed by the file as
/// it was opened under the reader's `FilePolicy` — device, inode, size and modification time in nanoseconds — so
/// every read still opens and checks the file (confinement, size cap, header and pixel budgets) and a file that
/// changed is decoded again. Bounded by the decoded bytes it keeps (4 per pixel); the least recently used images go
/// first. Thread-safe; an `Image` is copy-on-write, so a hit shares the pixels rather than copying them.
///
/// ```swift
/// let pictures = DecodedImageCache()                       // one per process, 64 MiB of pixels
/// let document = try ComponentDocument(bytes: tree, baseDirectory: assets, imageCache: pictures)
/// ```
public final class DecodedImageCache: Sendable {
    /// The default bound: 64 MiB of decoded pixels (about 25 pictures of 800 × 800).
    public static let defaultByteLimit = 64 << 20

    /// The most bytes of decoded pixels kept; an image larger than this is decoded but not kept.
    public var byteLimit: Int { state.withLock { $0.byteLimit } }
    private let state: Mutex<LeastRecentlyUsed<Key, Image>>

    /// A cache that keeps at most `byteLimit` bytes of decoded pixels.
    public init(byteLimit: Int = DecodedImageCache.defaultByteLimit) {
        state = Mutex(LeastRecentlyUsed(byteLimit: byteLimit))
    }

    /// Hits and misses since the cache was made, and what it holds.
    public var statistics: (hits: Int, misses: Int, entries: Int, bytes: Int) {
        state.withLock { ($0.hits, $0.misses, $0.count, $0.bytes) }
    }

    /// The image decoded from the file `key` names, counting a hit or a miss.
    func image(for key: Key) -> Image? {
        state.withLock { $0.value(for: key) }
    }

    /// Keeps `image` for `key`, evicting the least recently used images until it fits.
    func insert(_ image: Image, for key: Key) {
        state.withLock { $0.insert(image, bytes: image.width * image.height * 4, for: key) }
    }

    /// A file as opened: what it is and which version of it.
    struct Key: Hashable {
        let identity: FileIdentity
        let size: Int
        let modificationTime: Int64
    }
}
