import ChatSamples
import Testing
@testable import TextMeasure

/// The line breaker's search (offsets that never decrease, no hard breaks) against its grapheme-by-grapheme walk.
@Suite struct LineBreakerTests {
    @Test func searchAndWalkBreakTheCorpusAlike() throws {
        let measurer = TextMeasurer(fonts: Support.fonts)
        var searched = 0
        for message in try SampleCorpus.messages(limit: 3_000) {
            for paragraph in try measurer.prepare(AttributedText(message.text)).paragraphs {
                try paragraph.withView { view in
                    if view.header.offsetsNeverDecrease && !view.header.hasHardBreaks { searched += 1 }
                    for mode in [LineBreakMode.wordWrap, .charWrap, .clip] {
                        for width in [0, 1, 40, 100, 160, 260, 1_000, .infinity] {
                            let breaker = LineBreaker(maxWidth: width, mode: mode)
                            var fast: [Range<Int>] = [], walked: [Range<Int>] = []
                            breaker.appendLines(of: view, to: &fast)
                            breaker.appendLinesWalking(view, to: &walked)
                            try #require(fast == walked, "message \(message.id), width \(width), \(mode)")
                        }
                    }
                }
            }
        }
        #expect(searched > 2_900, "the search is what nearly every paragraph takes")
    }

    @Test func negativeLetterSpacingAndHardBreaksWalk() throws {
        let measurer = TextMeasurer(fonts: Support.fonts)
        let squeezed = try measurer.prepare(AttributedText("iiii llll", style: TextStyle(letterSpacing: -10))).paragraphs[0]
        #expect(squeezed.withView { !$0.header.offsetsNeverDecrease })
        let hard = try measurer.prepare(AttributedText("one\u{2028}two")).paragraphs[0]
        #expect(hard.withView { $0.header.hasHardBreaks })
        #expect(try measurer.measure("one\u{2028}two").lines.map(\.text) == ["one\u{2028}", "two"])
    }
}
