@testable import MeasureTextBatch
import Testing
import TextMeasure

/// The prepared-text cache `measure-text --jsonl` keeps: a text seen again is only broken into lines again, within
/// its byte budget.
@Suite struct PreparedTextCacheTests {
    static let measurer = Result { try TextMeasurer() }
    static let texts = (0..<300).map { "Message \($0): the quick brown fox jumps over the lazy dog, \($0 * 7919 % 1000)." }

    private func prepare(_ text: String, in cache: PreparedTextCache, size: Double = 17) throws -> PreparedText {
        try cache.prepared(AttributedText(text, style: TextStyle(size: size)), paragraphStyle: ParagraphStyle(),
                           options: MeasureOptions(), measurer: try Self.measurer.get())
    }

    @Test func aWorkingSetThatFitsIsKeptWhole() throws {
        let cache = PreparedTextCache(byteLimit: 64 << 20)
        for text in Self.texts { _ = try prepare(text, in: cache) }
        for text in Self.texts { _ = try prepare(text, in: cache) }
        let statistics = cache.statistics
        #expect(statistics.misses == Self.texts.count)
        #expect(statistics.hits == Self.texts.count)
        #expect(statistics.entries == Self.texts.count && statistics.evictions == 0)
    }

    @Test func theKeyIncludesTheStyle() throws {
        let cache = PreparedTextCache()
        let small = try prepare("Hello, world", in: cache, size: 12), large = try prepare("Hello, world", in: cache, size: 24)
        #expect(cache.statistics.misses == 2)
        #expect(try small.layout().rawSize.width < large.layout().rawSize.width)
    }

    @Test func staysWithinItsBytesAndKeepsWhatWasJustPrepared() throws {
        let limit = 96 << 10
        let cache = PreparedTextCache(byteLimit: limit)
        for text in Self.texts { _ = try prepare(text, in: cache) }
        let statistics = cache.statistics
        #expect(statistics.bytes <= limit)
        #expect(statistics.evictions > 0 && statistics.entries + statistics.evictions == Self.texts.count)
        let last = try #require(Self.texts.last)
        _ = try prepare(last, in: cache)
        #expect(cache.statistics.hits == 1, "the newest entry is not the first evicted")
    }

    @Test func aCachedTextMeasuresLikeAFreshOne() throws {
        let cache = PreparedTextCache()
        let measurer = try Self.measurer.get()
        for text in Self.texts.prefix(20) {
            _ = try prepare(text, in: cache)
            let cached = try prepare(text, in: cache).layout(width: 120)
            let fresh = try measurer.measure(text, style: TextStyle(size: 17), width: 120)
            #expect(cached.rawSize == fresh.rawSize && cached.lineCount == fresh.lineCount, "\(text)")
        }
        #expect(cache.statistics.hits == 20)
    }

    @Test func bytesFindTheTextTheyEncodeAndBadBytesAreRefused() throws {
        let cache = PreparedTextCache()
        let measurer = try Self.measurer.get()
        let text = "Прочитано в 12:45 — ok"
        let first = try prepare(text, in: cache)
        let styles = cache.styleKey(TextStyle(size: 17), paragraph: ParagraphStyle(), options: MeasureOptions())
        let again = try Array(text.utf8).withUnsafeBufferPointer { try cache.prepared(utf8: $0, styles: styles, measurer: measurer) }
        #expect(cache.statistics.hits == 1 && cache.statistics.misses == 1)
        #expect(try again.layout(width: 90).rawSize == first.layout(width: 90).rawSize)
        let bad: [UInt8] = Array("ok ".utf8) + [0xE2, 0x82]
        #expect(throws: BatchLineError.notUTF8) {
            try bad.withUnsafeBufferPointer { try cache.prepared(utf8: $0, styles: styles, measurer: measurer) }
        }
        #expect(cache.statistics.entries == 1, "nothing is kept for bytes that are not UTF-8")
    }

    @Test func equalStylesShareAKeyAndAForgottenOneIsNeverConfused() throws {
        let cache = PreparedTextCache()
        let measurer = try Self.measurer.get()
        func key(_ size: Double) -> PreparedTextCache.StyleKey {
            cache.styleKey(TextStyle(size: size), paragraph: ParagraphStyle(), options: MeasureOptions())
        }
        let first = key(17)
        #expect(key(17) === first)
        #expect(key(18) !== first)
        #expect(cache.styleKey(TextStyle(size: 17), paragraph: ParagraphStyle(), options: MeasureOptions(scale: 2)) !== first)
        let text = Array("Hello, world".utf8)
        _ = try text.withUnsafeBufferPointer { try cache.prepared(utf8: $0, styles: first, measurer: measurer) }
        // Enough other styles to forget the first: its key is made anew, and the text is prepared again under it.
        for size in 0..<PreparedTextCache.StyleKey.recentLimit { _ = key(30 + Double(size)) }
        let again = key(17)
        #expect(again !== first)
        _ = try text.withUnsafeBufferPointer { try cache.prepared(utf8: $0, styles: again, measurer: measurer) }
        #expect(cache.statistics.misses == 2 && cache.statistics.hits == 0)
        _ = try text.withUnsafeBufferPointer { try cache.prepared(utf8: $0, styles: first, measurer: measurer) }
        #expect(cache.statistics.hits == 1, "the entries made under either key stay findable by it")
    }
}
