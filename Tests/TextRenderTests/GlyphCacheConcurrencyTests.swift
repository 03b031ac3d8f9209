import Dispatch
import Foundation
import Raster
import Testing
import TextMeasure
@testable import TextRender
import Locking

@Suite struct GlyphCacheConcurrencyTests {
    static let paragraph = "Glyph caches keep rasterized glyphs: a second drawing of the same text finds every glyph. 123 ÀÉÎ"

    private func draw(_ layout: TextLayout, context: RasterContext, x: Double = 4) throws -> Image {
        var canvas = try Canvas(width: 640, height: 120, scale: 2, context: context)
        try canvas.draw(layout, at: CGPoint(x: x, y: 4))
        return canvas.image
    }

    @Test func secondDrawingIsAllHits() throws {
        let cache = GlyphCache()
        let context = try RasterContext(cache: cache)
        let layout = try Fixtures.measurer.measure(Self.paragraph, style: TextStyle(size: 17), width: 300)
        let glyphs = (0..<layout.lineCount).reduce(0) { $0 + layout.glyphRuns(inLine: $1).reduce(0) { $0 + $1.glyphs.count } }
        let first = try draw(layout, context: context)
        let afterFirst = cache.statistics
        #expect(afterFirst.hits + afterFirst.misses == glyphs)
        #expect(afterFirst.entries == afterFirst.misses, "one entry per distinct (glyph, size, bin)")
        #expect(afterFirst.misses < glyphs, "repeated letters at the same bin hit already")
        let second = try draw(layout, context: context)
        let afterSecond = cache.statistics
        #expect(afterSecond.hits - afterFirst.hits == glyphs)
        #expect(afterSecond.misses == afterFirst.misses)
        #expect(first == second)
    }

    @Test func tinyCacheEvictsInBatchesAndDrawsTheSame() throws {
        let layout = try Fixtures.measurer.measure(Self.paragraph, style: TextStyle(size: 40), width: 300)
        let reference = try draw(layout, context: RasterContext(cache: GlyphCache()))
        let small = GlyphCache(byteLimit: 64 << 10)
        let context = try RasterContext(cache: small)
        var images: [Image] = []
        for _ in 0..<3 { images.append(try draw(layout, context: context)) }
        let stats = small.statistics
        #expect(stats.bytes <= small.byteLimit)
        #expect(stats.evictions > 0)
        #expect(images.allSatisfy { $0 == reference })
        small.removeAll()
        #expect(small.statistics == GlyphCacheStatistics(entries: 0, bytes: 0, hits: 0, misses: 0, evictions: 0))
    }

    @Test func workersWithTheirOwnContextsShareOneCache() throws {
        let layout = try Fixtures.measurer.measure(Self.paragraph + " مرحبا 你好 😀", style: TextStyle(size: 17), width: 300)
        let reference = try draw(layout, context: RasterContext(cache: GlyphCache()))
        let cache = GlyphCache()
        let results = Locked<[Image?]>(Array(repeating: nil, count: 8))
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            // Each worker owns a context (its own FT_Library and FT_Faces) on its own thread.
            guard let context = try? RasterContext(cache: cache),
                  let image = try? draw(layout, context: context) else { return }
            results.withLock { $0[index] = image }
        }
        let images = results.withLock { $0 }
        #expect(images.allSatisfy { $0 == reference })
        #expect(cache.statistics.hits > 0)
    }
}
