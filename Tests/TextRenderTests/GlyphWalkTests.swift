import Foundation
import Testing
import TextMeasure

/// `TextLayout.forEachGlyph(inLine:_:)` reports exactly the glyphs of `glyphRuns(inLine:)`, in the same order,
/// with the same face, size, style, direction and position: the renderer relies on it instead of the runs.
@Suite struct GlyphWalkTests {
    private func expectSameGlyphs(_ layout: TextLayout) {
        for line in 0..<layout.lineCount {
            var walked: [PlacedGlyph] = []
            layout.forEachGlyph(inLine: line) { walked.append($0) }
            let runs = layout.glyphRuns(inLine: line)
            let expected = runs.flatMap { run in zip(run.glyphs, run.positions).map { (run, $0.0, $0.1) } }
            #expect(walked.count == expected.count)
            for (placed, (run, glyph, position)) in zip(walked, expected) {
                #expect(placed.face === run.face && placed.fontSize == run.fontSize && placed.styleIndex == run.styleIndex
                        && placed.isRightToLeft == run.isRightToLeft && placed.glyph == glyph && placed.position == position)
            }
        }
        var outOfRange = 0
        layout.forEachGlyph(inLine: layout.lineCount) { _ in outOfRange += 1 }
        layout.forEachGlyph(inLine: -1) { _ in outOfRange += 1 }
        #expect(outOfRange == 0)
    }

    @Test func sameGlyphsAsTheRuns() throws {
        var text = AttributedText("Mixed runs, עברית באמצע and مرحبا 123 ", style: TextStyle(size: 17))
        text.append("bold tail 👍🏽 fi", style: TextStyle(size: 21, weight: .bold))
        expectSameGlyphs(try Fixtures.measurer.measure(text, width: 160))
        var truncating = ParagraphStyle()
        truncating.maximumLines = 2
        truncating.lineBreakMode = .truncateMiddle
        truncating.alignment = .center
        expectSameGlyphs(try Fixtures.measurer.measure(text, width: 120, paragraphStyle: truncating))
    }
}
