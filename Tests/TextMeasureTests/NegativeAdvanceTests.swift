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
}
