import Testing
@testable import ChatBubbles

/// The fixed-width sizing the hand-worked tests and the estimates use, and the cache in front of a sizing.
@Suite struct FixedWidthSizingTests {
    @Test func fixedWidthSizingWrapsWordsAndLongWords() {
        let sizing = FixedWidthSizing()
        let font = FontSpec(size: 16)  // 8 per character; 10 characters per 80-wide line
        #expect(sizing.lineLengths("hello world again", font: font, maxWidth: 80) == [5, 5, 5])
        #expect(sizing.lineLengths("abcdefghijklmnopqrstuvwxyz", font: font, maxWidth: 80) == [10, 10, 6])
        #expect(sizing.lineLengths("one\n\ntwo", font: font, maxWidth: 80) == [3, 0, 3])
        #expect(sizing.lineLengths("no wrap at all", font: font, maxWidth: .infinity) == [14])
        #expect(sizing.lineLengths("no wrap at all", font: font, maxWidth: .nan) == [14])
        #expect(sizing.lineLengths("abc", font: font, maxWidth: -3) == [1, 1, 1])
        #expect(sizing.measure("hello world", font: font, maxWidth: 80, maximumLines: 1)
            == TextBox(width: 40, height: 20, lastLineWidth: 40, lineCount: 1))
        let cached = CachedSizing(sizing, capacity: 32)
        for index in 0..<100 { _ = try? cached.measure("text \(index)", font: font, maxWidth: 80, maximumLines: 0) }
        #expect(cached.count <= 32)
    }
}
