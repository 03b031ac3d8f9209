import Foundation
import Testing
@testable import TextMeasure

@Suite struct InputValidationTests {
    let measurer = Support.measurer

    @Test func emptyTextHasNoLinesAndNoSize() throws {
        let layout = try measurer.measure("")
        #expect(layout.lineCount == 0)
        #expect(layout.size == .zero)
        #expect(layout.inkRect == .zero)
    }

    @Test func runsOutsideAParagraphDoNotTrap() throws {
        // Three style runs over two paragraphs: the second paragraph lies wholly after the first run.
        let style = TextStyle()
        let text = AttributedText(runs: [.init("one two\nthree ", style: style), .init("https://example.com", style: style),
                                         .init(" four", style: style)])
        let layout = try measurer.measure(text, width: 120)
        let plain = try measurer.measure(text.string, width: 120)
        #expect(layout.lines.map(\.text) == plain.lines.map(\.text))
        #expect(layout.size == plain.size)
        #expect(Set((0..<layout.lineCount).flatMap { layout.glyphRuns(inLine: $0).map(\.styleIndex) }) == [0, 1, 2])
    }

    @Test func emptyParagraphsKeepTheirLineHeight() throws {
        let natural = (Support.interAscender + Support.interDescender) / Support.interUnitsPerEm * 17
        #expect(abs(try measurer.measure("\n").rawSize.height - 2 * natural) < 1e-9)
        #expect(try measurer.measure("a\r\nb\rc\u{2029}d").lineCount == 4)
    }

    @Test(arguments: [Double.nan, -1, -Double.infinity])
    func badWidthsAndHeightsAreErrors(value: Double) {
        #expect(throws: TextMeasureError.self) { try measurer.measure("x", width: value) }
        #expect(throws: TextMeasureError.self) { try measurer.measure("x", height: value) }
    }

    @Test(arguments: [Double.nan, 0, -3, Double.infinity, 1e-320, 0.009, 10_000.5])
    func badSizesAreErrors(size: Double) {
        #expect(throws: TextMeasureError.invalidArgument(name: "font size", value: "\(size)", reason: "must be a finite number in [0.01, 10000] points")) {
            try measurer.measure("x", style: TextStyle(size: size))
        }
    }

    @Test func badParagraphStyleAndOptionsAreErrors() {
        var style = ParagraphStyle()
        style.lineSpacing = .nan
        #expect(throws: TextMeasureError.self) { try measurer.measure("x", paragraphStyle: style) }
        style = ParagraphStyle()
        style.maximumLines = -1
        #expect(throws: TextMeasureError.self) { try measurer.measure("x", paragraphStyle: style) }
        #expect(throws: TextMeasureError.self) { try measurer.measure("x", options: MeasureOptions(scale: 0)) }
        #expect(throws: TextMeasureError.self) { try measurer.measure("x", options: MeasureOptions(scale: .nan)) }
    }

    /// Issue 17's audit: finite but huge spacings (a `--jsonl` line may carry `"lineSpacing": 1e308`) summed to
    /// infinite heights. Lengths are capped at 1,000,000 points and the line height multiple at 1,000, so sizes stay
    /// finite for any text.
    @Test func hugeSpacingsAreRefusedAndTheLargestAllowedGiveFiniteSizes() throws {
        let lengths: [(String, WritableKeyPath<ParagraphStyle, Double>)] = [
            ("line spacing", \.lineSpacing), ("paragraph spacing", \.paragraphSpacing),
            ("paragraph spacing before", \.paragraphSpacingBefore), ("minimum line height", \.minimumLineHeight),
            ("maximum line height", \.maximumLineHeight), ("line height multiple", \.lineHeightMultiple),
        ]
        for (name, key) in lengths {
            var style = ParagraphStyle()
            style[keyPath: key] = 1e308
            #expect(throws: TextMeasureError.invalidArgument(name: name, value: "1e+308", reason: ParagraphStyle.limitReason(of: name))) {
                try measurer.measure("a\nb\nc", paragraphStyle: style)
            }
            style[keyPath: key] = key == \.lineHeightMultiple ? ParagraphStyle.maximumLineHeightMultiple : ParagraphStyle.maximumLength
            let layout = try measurer.measure("a\nb\nc\nd", paragraphStyle: style)
            #expect(layout.rawSize.height.isFinite && layout.size.height.isFinite, "\(name)")
            #expect(layout.lines.allSatisfy { $0.top.isFinite && $0.baseline.isFinite }, "\(name)")
        }
    }

    @Test func zeroWidthPutsOneGraphemeOnEachLine() throws {
        let layout = try measurer.measure("abc", width: 0)
        #expect(layout.lines.map(\.text) == ["a", "b", "c"])
    }

    @Test func hugeInputMeasures() throws {
        let word = "lorem ipsum dolor sit amet "
        let text = String(repeating: word, count: 8_000)  // 216,000 characters
        let layout = try measurer.measure(text, width: 260)
        #expect(layout.lineCount > 1_000)
        #expect(layout.lines.map(\.text).joined() == text)
        let unbroken = String(repeating: "x", count: 100_000)
        #expect(try measurer.measure(unbroken, width: 260).lines.map(\.text).joined() == unbroken)
    }

    /// Issue 17's hostile word: 1.4 MB of letters without a break. Its advances sum past Int32 in font units
    /// (1,400,000 × about 1,500 units), which once trapped; it is too big to cache, and measures.
    @Test func anUnbrokenWordOfOnePointFourMegabytesMeasures() throws {
        let word = String(repeating: "m", count: 1_400_000)
        let measurer = TextMeasurer(fonts: Support.fonts)
        let layout = try measurer.measure(word)
        #expect(layout.lineCount == 1)
        let one = try measurer.measure("m").rawSize.width
        #expect(abs(layout.rawSize.width - one * 1_400_000) < 1e-3 * layout.rawSize.width)
        #expect(layout.inkRect.width > layout.rawSize.width * 0.99)
        #expect(measurer.shapeCacheStatistics.entries == 1, "only «m» is cached, not the huge word")
    }

    /// Every word a cache miss, in one paragraph: each is shaped once and the glyphs of all of them placed (an
    /// exactly-sized reservation per miss once made this quadratic).
    @Test func aParagraphOfTwentyThousandDistinctWords() throws {
        let text = (0..<20_000).map { "w\($0)" }.joined(separator: " ")
        let measurer = TextMeasurer(fonts: Support.fonts)
        let layout = try measurer.measure(text, width: 260)
        #expect(layout.lines.map(\.text).joined() == text)
        #expect(measurer.shapeCacheStatistics.misses == 20_000)
    }

    @Test func unpairedControlsAndUnassignedScalarsStillMeasure() throws {
        let layout = try measurer.measure("a\u{0}b\u{10FFFD}c\u{FEFF}")
        #expect(layout.lineCount == 1)
        #expect(layout.rawSize.width > 0)
    }
}
