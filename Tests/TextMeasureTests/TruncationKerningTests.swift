import Foundation
import Testing
@testable import TextMeasure

/// A truncated line cut inside a word (issue 29): the kept part is as wide as HarfBuzz shapes it alone — its last
/// glyph without the kerning it had against the first glyph cut away — and the ellipsis is drawn right after it.
@Suite struct TruncationKerningTests {
    /// `AVAVAV…` in Inter kerns every pair, so nearly every cut leaves an `A` whose shaped advance held `AV`'s kerning.
    @Test(arguments: [LineBreakMode.truncateTail, .truncateMiddle, .truncateHead])
    func aCutWordIsAsWideAsShapedAlone(mode: LineBreakMode) throws {
        let text = "AVAVAVAVAVAVAVAVAVAV"
        let ellipsis = try Support.measurer.measure("…").rawSize.width
        var corrected = 0
        for (width, layout, line, parts) in try Self.truncations(of: text, mode: mode, tenths: stride(from: 300, through: 1_600, by: 7)) {
            // The oracle: each kept part shaped on its own (HarfBuzz gives its last glyph its nominal advance).
            let alone = try parts.reduce(ellipsis) { $0 + (try $1.isEmpty ? 0 : Support.measurer.measure($1).rawSize.width) }
            #expect(abs(line.width - alone) < 1e-9, "\(line.text) at \(width): \(line.width) vs \(alone)")
            #expect(line.width <= width + LineBreaker.epsilon, "\(line.text) overflows \(width)")
            // The same parts as they sit in the whole text's shaping (the first a prefix, the second a suffix).
            let whole = try Support.measurer.prepare(AttributedText(text)).paragraphs[0]
            let plain = whole.withView { view in
                ellipsis + view.width(0..<parts[0].count)
                    + view.width((view.graphemeCount - parts[1].count)..<view.graphemeCount)
            }
            if abs(plain - alone) > 1e-6 { corrected += 1 }
            // Drawn where measured: the ellipsis glyph starts where the part before it ends.
            var ellipsisPen: Double?
            layout.forEachGlyph(inLine: 0) { glyph in if glyph.utf16Offset < 0 { ellipsisPen = glyph.position.x } }
            let before = try parts[0].isEmpty ? 0 : Support.measurer.measure(parts[0]).rawSize.width
            #expect(abs(try #require(ellipsisPen) - line.x - before) < 1e-9, "\(line.text) at \(width)")
        }
        if mode != .truncateHead { #expect(corrected > 20, "the cuts fall between kerned pairs (\(corrected))") }
    }

    /// Right to left: `יריר…` in Noto Sans Hebrew kerns every `י` against the `ר` after it (the adjustment sits on the
    /// logically first glyph, as in left-to-right text, and moves it too). Each kept part is as wide as shaped alone,
    /// and the glyphs drawn (ellipsis included) advance by exactly the line's width.
    @Test(arguments: [LineBreakMode.truncateTail, .truncateMiddle, .truncateHead])
    func aCutRightToLeftWordIsAsWideAsShapedAlone(mode: LineBreakMode) throws {
        let text = String(repeating: "יר", count: 12)
        var corrected = 0
        for (width, layout, line, parts) in try Self.truncations(of: text, mode: mode, tenths: stride(from: 150, through: 1_000, by: 7)) {
            var ellipsis = 0.0, drawn = 0.0
            layout.forEachGlyph(inLine: 0) { glyph in
                drawn += glyph.advance
                if glyph.utf16Offset < 0 { ellipsis += glyph.advance }
            }
            let alone = try parts.reduce(ellipsis) { $0 + (try $1.isEmpty ? 0 : Support.measurer.measure($1).rawSize.width) }
            #expect(abs(line.width - alone) < 1e-9, "\(line.text) at \(width): \(line.width) vs \(alone)")
            #expect(abs(drawn - line.width) < 1e-9, "\(line.text) at \(width): drawn \(drawn) vs \(line.width)")
            #expect(line.width <= width + LineBreaker.epsilon, "\(line.text) overflows \(width)")
            if parts[0].hasSuffix("י") { corrected += 1 }
        }
        if mode != .truncateHead { #expect(corrected > 10, "the cuts fall between kerned pairs (\(corrected))") }
    }

    /// `text` truncated to one line (`mode`) at each width (in tenths of a point): the layout, its line and the parts
    /// before and after the ellipsis.
    static func truncations(of text: String, mode: LineBreakMode, tenths: StrideThrough<Int>) throws
        -> [(width: Double, layout: TextLayout, line: TextLine, parts: [String])] {
        var style = ParagraphStyle()
        style.lineBreakMode = mode
        style.maximumLines = 1
        return try tenths.map { tenths in
            let width = Double(tenths) / 10
            let layout = try Support.measurer.measure(text, width: width, paragraphStyle: style)
            let line = try #require(layout.lines.first)
            let parts = line.text.components(separatedBy: "…")
            try #require(parts.count == 2, "\(line.text) at \(width)")
            return (width, layout, line, parts)
        }
    }
}
