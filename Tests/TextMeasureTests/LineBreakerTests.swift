import ChatSamples
import Testing
import TestSupport
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

    /// The search that starts from the line's share of the paragraph against a scan from the line's start, on offsets
    /// that repeat (zero-width graphemes), jump (one wide grapheme among narrow ones), and widths that fall exactly on
    /// an offset.
    @Test func firstOvershootIsTheFirstGraphemeThatDoesNotFit() {
        var random = TestSupport.SplitMix64(seed: 26)
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...60, using: &random)
            var offsets = [0.0]
            for _ in 0..<count {
                let advance: Double = switch Int.random(in: 0..<10, using: &random) {
                case 0: 0
                case 1: Double(Int.random(in: 50...400, using: &random))
                default: Double(Int.random(in: 1...12, using: &random))
                }
                offsets.append(offsets[offsets.count - 1] + advance)
            }
            let start = Int.random(in: 0..<count, using: &random)
            let width: Double = switch Int.random(in: 0..<3, using: &random) {
            case 0: offsets[Int.random(in: start...count, using: &random)] - offsets[start]
            case 1: Double.random(in: 0...(offsets[count] - offsets[start] + 10), using: &random)
            default: [0, .infinity, 1e-9][Int.random(in: 0..<3, using: &random)]
            }
            // What the binary search over the whole paragraph returned: the first g > start whose end overshoots.
            var expected = start + 1
            while expected < count && !(offsets[expected + 1] - offsets[start] > width) { expected += 1 }
            let found = offsets.withUnsafeBufferPointer {
                LineBreaker.firstOvershoot($0, from: start, count: count, width: width)
            }
            #expect(found == expected, "offsets \(offsets), start \(start), width \(width)")
            if found != expected { return }
        }
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
