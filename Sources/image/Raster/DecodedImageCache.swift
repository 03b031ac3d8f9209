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
    public let byteLimit: Int
    private let state = Mutex(State())

    /// A cache that keeps at most `byteLimit` bytes of decoded pixels.
    public init(byteLimit: Int = DecodedImageCache.defaultByteLimit) {
        self.byteLimit = max(0, byteLimit)
    }

    /// Hits and misses since the cache was made, and what it holds.
    public var statistics: (hits: Int, misses: Int, entries: Int, bytes: Int) {
        state.withLock { ($0.hits, $0.misses, $0.entries.count, $0.bytes) }
    }

    /// The image decoded from the file `key` names, counting a hit or a miss.
    func image(for key: Key) -> Image? {
        state.withLock { state in
            state.clock &+= 1
            guard let index = state.entries.index(forKey: key) else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            state.entries.values[index].lastUse = state.clock
            return state.entries.values[index].image
        }
    }

    /// Keeps `image` for `key`, evicting the least recently used images until it fits.
    func insert(_ image: Image, for key: Key) {
        let bytes = image.width * image.height * 4
        guard bytes <= byteLimit else { return }
        state.withLock { state in
            state.clock &+= 1
            if let old = state.entries.removeValue(forKey: key) { state.bytes -= old.bytes }
            while state.bytes + bytes > byteLimit,
                  let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.bytes -= oldest.value.bytes
                state.entries.removeValue(forKey: oldest.key)
            }
            state.entries[key] = Entry(image: image, bytes: bytes, lastUse: state.clock)
            state.bytes += bytes
        }
    }

    /// A file as opened: what it is and which version of it.
    struct Key: Hashable {
        let identity: FileIdentity
        let size: Int
        let modificationTime: Int64
    }

    private struct Entry {
        let image: Image
        let bytes: Int
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
        var hits = 0
        var misses = 0
    }
}
