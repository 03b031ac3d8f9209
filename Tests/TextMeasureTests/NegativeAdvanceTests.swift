import Testing
@testable import TextMeasure

/// Advances can sum below zero — negative letter spacing, negative kerning, a corrupt font's GPOS (fuzz-font-loading:
/// regression-negative-advances-negative-width measured a raw width of -3518.9). Sizes and line widths stay ≥ 0.
@Suite struct NegativeAdvanceTests {
    @Test func negativeLetterSpacingNeverMakesANegativeWidth() throws {
        var style = TextStyle(size: 17)
        style.letterSpacing = -100
        for text in ["abc", "a b c", "one\ntwo words"] {
            let layout = try Support.measurer.measure(text, style: style, width: 50)
            #expect(layout.rawSize.width >= 0 && layout.size.width >= 0, "\(text)")
            #expect(layout.lines.allSatisfy { $0.width >= 0 }, "\(text)")
        }
    }

    /// fuzz-measuring (regression-f90f1b4c2da8398a): a truncated line dropped whitespace at its cut edges after
    /// measuring with it, and whitespace narrower than nothing (letter spacing -12 on 17 pt makes a space -7.4 points
    /// wide) made the shown line wider than the box. What is shown now fits, in every truncating mode.
    @Test(arguments: [LineBreakMode.truncateHead, .truncateMiddle, .truncateTail])
    func truncatedLinesFitWhenWhitespaceIsNarrowerThanNothing(mode: LineBreakMode) throws {
        let style = TextStyle(size: 17, letterSpacing: -12)
        var paragraph = ParagraphStyle()
        paragraph.lineBreakMode = mode
        paragraph.maximumLines = 1
        var truncated = 0
        // The second paragraph makes the first line the last allowed one: it is truncated however narrow it is.
        for text in ["WWWW WWWW   \nnext", "   WWWW WWWW\nnext", "WW      WWWWWWWW WWWW\nnext", "W W W W W W W W   \nnext"] {
            for width in stride(from: 0.0, through: 60, by: 2.5) {
                let layout = try Support.measurer.measure(text, style: style, width: width, paragraphStyle: paragraph)
                let line = try #require(layout.lines.first)
                if line.isTruncated { truncated += 1 }
                #expect(line.width <= width + 1e-9 || layout.shownClusterCount(ofLine: 0) <= 1,
                        "\(mode): '\(line.text)' is \(line.width) wide at \(width)")
            }
        }
        #expect(truncated == 4 * 25)
    }
}
