import Testing
@testable import TextMeasure

/// Stage 3 alone: UAX #14 opportunities as flags on the grapheme before each.
@Suite struct BreakFinderTests {
    func breakAfter(_ result: ItemizedParagraph) -> [Int] {
        result.flags.indices.filter { result.flags[$0].contains(.breakAfter) }
    }

    @Test func afterSpacesAndAtTheEnd() throws {
        // "hello world": a break after the space (LB18) and at the end of the text (LB3).
        let result = try StageFixtures.breaks("hello world")
        #expect(breakAfter(result) == [5, 10])
        #expect(!result.flags.contains { $0.contains(.hardBreakAfter) })
    }

    @Test func aLineSeparatorIsAMandatoryBreak() throws {
        // U+2028 LINE SEPARATOR is class BK: a mandatory break after it (LB4).
        let result = try StageFixtures.breaks("ab\u{2028}cd")
        #expect(result.flags[2].contains(.hardBreakAfter))
        #expect(result.flags.indices.filter { result.flags[$0].contains(.hardBreakAfter) } == [2])
    }

    @Test func thaiBreaksBetweenDictionaryWordsOnGraphemes() throws {
        // สวัสดี (ส วั ส ดี: 4 graphemes, 6 units) ครับ (ค รั บ: 3 graphemes): the break between the words
        // falls after grapheme 3, though it is at UTF-16 offset 6.
        let result = try StageFixtures.breaks("สวัสดีครับ")
        #expect(result.count == 7)
        #expect(breakAfter(result) == [3, 6])
    }

    @Test func ideographsBreakBetweenEachOther() throws {
        #expect(breakAfter(try StageFixtures.breaks("中文字")) == [0, 1, 2])
    }
}
