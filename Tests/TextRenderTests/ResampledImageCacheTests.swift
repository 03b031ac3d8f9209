import Foundation
import Locking
import Raster
import Testing
import TestSupport
import TextRender

@Suite struct ResampledImageCacheTests {
    /// An 80 × 60 picture of gradients and varied alpha (premultiplied: each colour ≤ its alpha).
    static func photo(seed: Int = 0) throws -> Image {
        var pixels: [UInt8] = []
        for y in 0..<60 {
            for x in 0..<80 {
                let alpha = UInt8(128 + (x * 3 + y + seed) % 128)
                pixels += [UInt8((x * 5 + seed) % 256) & alpha, UInt8(y * 4 % 256) & alpha, UInt8((x + y) % 256) & alpha, alpha]
            }
        }
        return try Image(width: 80, height: 60, pixels: pixels)
    }

    /// A card-like draw: the picture scaled to fill a box larger than it (enlarged), clipped to the box, with rounded
    /// corners, and again shrunk elsewhere.
    static func render(_ picture: Image, context: RasterContext) throws -> Image {
        var canvas = try Canvas(width: 120, height: 90, scale: 1.5, background: .white, context: context)
        let box = CGRect(x: 3.3, y: 2.7, width: 50, height: 40)
        try canvas.withClip(box) { clipped in
            try clipped.draw(picture, in: CGRect(x: -1.1, y: 2.7, width: 60.2, height: 45.15),
                             mask: Path(roundedRect: box, cornerRadius: 6))
        }
        try canvas.draw(picture, in: CGRect(x: 55.5, y: 30.25, width: 20, height: 15))
        return canvas.image
    }

    @Test func cachedDrawsArePixelIdenticalAndHit() throws {
        let picture = try Self.photo()
        let plain = try Self.render(picture, context: RasterContext())
        let cache = ResampledImageCache()
        let first = try Self.render(picture, context: RasterContext(resampledImages: cache))
        let copy = picture  // the same storage: the same entry
        let second = try Self.render(copy, context: RasterContext(resampledImages: cache))
        #expect(first.pixels == plain.pixels && second.pixels == plain.pixels)
        #expect(cache.statistics.misses == 2 && cache.statistics.hits == 2 && cache.statistics.entries == 2)
    }

    @Test func aChangedPictureIsResampledAgain() throws {
        let cache = ResampledImageCache()
        var picture = try Self.photo()
        _ = try Self.render(picture, context: RasterContext(resampledImages: cache))
        picture.withUnsafeMutableBytes { bytes in for index in bytes.indices { bytes[index] /= 2 } }  // still premultiplied
        let changed = try Self.render(picture, context: RasterContext(resampledImages: cache))
        #expect(changed.pixels == (try Self.render(picture, context: RasterContext())).pixels)
        #expect(cache.statistics.hits == 0 && cache.statistics.misses == 4)
    }

    @Test func theLeastRecentlyUsedPictureIsEvictedOverTheByteLimit() throws {
        let pictures = try (0..<3).map { try Self.photo(seed: $0 * 40) }
        let canvasBytes = 120 * 90 * 4, sourceBytes = 80 * 60 * 4
        let cache = ResampledImageCache(byteLimit: 2 * (canvasBytes + sourceBytes))  // two whole-canvas draws
        func draw(_ picture: Image) throws -> Image {
            var canvas = try Canvas(width: 120, height: 90, context: RasterContext(resampledImages: cache))
            try canvas.draw(picture, in: CGRect(x: 0, y: 0, width: 120, height: 90))
            return canvas.image
        }
        for index in [0, 1, 0, 2] { _ = try draw(pictures[index]) }
        #expect(cache.statistics.entries == 2 && cache.statistics.bytes <= cache.byteLimit)
        #expect(cache.statistics.hits == 1)
        let again = try draw(pictures[1])  // evicted: resampled again, the same pixels
        #expect(cache.statistics.misses == 4)
        var plain = try Canvas(width: 120, height: 90, context: RasterContext())
        try plain.draw(pictures[1], in: CGRect(x: 0, y: 0, width: 120, height: 90))
        #expect(again.pixels == plain.image.pixels)
    }

    @Test func contextsOnManyThreadsShareOneCache() throws {
        let pictures = try (0..<3).map { try Self.photo(seed: $0 * 40) }
        let expected = try pictures.map { try Self.render($0, context: RasterContext()).pixels }
        let cache = ResampledImageCache(byteLimit: 60_000)  // about two pictures' entries: evictions race with draws
        let wrong = Locked(0)
        let done = DispatchSemaphore(value: 0)
        for thread in 0..<6 {
            Thread.detachNewThread {
                defer { done.signal() }
                guard let context = try? RasterContext(resampledImages: cache) else { wrong.withLock { $0 += 1 }; return }
                for round in 0..<20 {
                    let index = (thread + round) % pictures.count
                    if (try? Self.render(pictures[index], context: context))?.pixels != expected[index] { wrong.withLock { $0 += 1 } }
                }
            }
        }
        for _ in 0..<6 { done.waitBounded(for: "a drawing thread") }
        #expect(wrong.withLock { $0 } == 0)
        #expect(cache.statistics.hits + cache.statistics.misses == 6 * 20 * 2)
        #expect(cache.statistics.bytes <= 60_000)
    }
}
