import Dispatch
import FileAccess
import Foundation
import Locking
import Raster
import Testing
import TestSupport

@Suite struct DecodedImageCacheTests {
    /// A scratch folder with PNG files of distinct pixels, removed at the end.
    final class Folder {
        let path: String
        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("decoded-cache-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        /// Writes a `width`×`height` PNG filled with `color` as `name`; returns its path and the image it holds.
        @discardableResult
        func write(_ name: String, width: Int = 20, height: Int = 10, color: Color) throws -> (path: String, image: Image) {
            let image = try Image(width: width, height: height, fill: color)
            let file = path + "/" + name
            try Data(PNGEncoder().encode(image)).write(to: URL(fileURLWithPath: file))
            return (file, image)
        }
    }

    func decoder(_ folder: Folder, pixelBudget: Int = PNGDecoder.defaultPixelBudget) -> PNGDecoder {
        PNGDecoder(pixelBudget: pixelBudget, filePolicy: .inside([folder.path], maximumBytes: 1 << 20))
    }

    @Test func secondReadIsAHitWithTheSamePixels() throws {
        let folder = try Folder()
        let (path, image) = try folder.write("a.png", color: Color(red: 200, green: 40, blue: 10, alpha: 255))
        let cache = DecodedImageCache()
        let first = try decoder(folder).read(contentsOf: path, cache: cache)
        let second = try decoder(folder).read(contentsOf: folder.path + "/./a.png", cache: cache)
        #expect(first == image && second == image)
        #expect(try decoder(folder).read(contentsOf: path) == second)
        let statistics = cache.statistics
        #expect(statistics.hits == 1 && statistics.misses == 1 && statistics.entries == 1 && statistics.bytes == 20 * 10 * 4)
    }

    @Test func aChangedFileIsDecodedAgain() throws {
        let folder = try Folder()
        let (path, _) = try folder.write("a.png", color: Color(red: 200, green: 40, blue: 10, alpha: 255))
        let cache = DecodedImageCache()
        _ = try decoder(folder).read(contentsOf: path, cache: cache)
        // Same size and name, other pixels, a later modification time (set, so a coarse clock cannot hide the change).
        let (_, changed) = try folder.write("a.png", color: Color(red: 10, green: 40, blue: 200, alpha: 255))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: path)
        #expect(try decoder(folder).read(contentsOf: path, cache: cache) == changed)
        #expect(cache.statistics.misses == 2 && cache.statistics.hits == 0)
    }

    @Test func theFilePolicyAndPixelBudgetStillApplyToACachedFile() throws {
        let folder = try Folder()
        let (path, _) = try folder.write("a.png", color: .black)
        let cache = DecodedImageCache()
        _ = try decoder(folder).read(contentsOf: path, cache: cache)
        let elsewhere = PNGDecoder(filePolicy: .inside(["/nonexistent-folder"], maximumBytes: 1 << 20))
        #expect(throws: RasterError.self) { try elsewhere.read(contentsOf: path, cache: cache) }
        #expect {
            try decoder(folder, pixelBudget: 199).read(contentsOf: path, cache: cache)
        } throws: { error in
            if case .overPixelBudget = error as? RasterError { return true }
            return false
        }
        let tiny = PNGDecoder(filePolicy: .inside([folder.path], maximumBytes: 10))
        #expect(throws: RasterError.self) { try tiny.read(contentsOf: path, cache: cache) }
        #expect(cache.statistics.hits == 0)
    }

    @Test func theLeastRecentlyUsedImageIsEvictedOverTheByteLimit() throws {
        let folder = try Folder()
        let a = try folder.write("a.png", color: .black), b = try folder.write("b.png", color: .white)
        let c = try folder.write("c.png", color: Color(red: 1, green: 2, blue: 3, alpha: 255))
        let cache = DecodedImageCache(byteLimit: 2 * 20 * 10 * 4)  // two images
        for file in [a, b, a, c] { #expect(try decoder(folder).read(contentsOf: file.path, cache: cache) == file.image) }
        #expect(cache.statistics.entries == 2 && cache.statistics.bytes == 2 * 800)
        _ = try decoder(folder).read(contentsOf: a.path, cache: cache)  // kept: used after b
        #expect(cache.statistics.hits == 2)
        _ = try decoder(folder).read(contentsOf: b.path, cache: cache)  // evicted
        #expect(cache.statistics.misses == 4)
        let big = try folder.write("big.png", width: 50, height: 50, color: .black)
        #expect(try decoder(folder).read(contentsOf: big.path, cache: cache) == big.image)  // over the limit: not kept
        #expect(cache.statistics.entries == 2)
    }

    @Test func concurrentReadersShareOneCache() throws {
        let folder = try Folder()
        let files = try (0..<3).map { try folder.write("\($0).png", color: Color(red: UInt8($0 * 80), green: 9, blue: 9, alpha: 255)) }
        let cache = DecodedImageCache(byteLimit: 2 * 800)  // smaller than the three: evictions race with reads
        let decoder = decoder(folder)
        let wrong = Locked(0)
        let done = DispatchSemaphore(value: 0)
        for thread in 0..<8 {
            Thread.detachNewThread {
                for round in 0..<50 {
                    let file = files[(thread + round) % files.count]
                    if (try? decoder.read(contentsOf: file.path, cache: cache)) != file.image { wrong.withLock { $0 += 1 } }
                }
                done.signal()
            }
        }
        for _ in 0..<8 { done.waitBounded(for: "a reader thread") }
        #expect(wrong.withLock { $0 } == 0)
        #expect(cache.statistics.hits + cache.statistics.misses == 400)
        #expect(cache.statistics.bytes <= 2 * 800)
    }
}
