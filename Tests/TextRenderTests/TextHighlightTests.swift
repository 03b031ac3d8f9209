import Foundation
import Raster
import Testing
import TextMeasure
@testable import TextRender

/// Paints by text range over one measured run (links): glyphs keep the positions the measurer gave them.
@Suite struct TextHighlightTests {
    @Test func glyphsReportTheirTextOffsetsAndAdvances() throws {
        let layout = try Fixtures.measurer.measure("ab\ncd", style: TextStyle(size: 20))
        var offsets: [Int] = []
        var pens: [Double] = []
        for line in 0..<layout.lineCount {
            layout.forEachGlyph(inLine: line) { glyph in
                offsets.append(glyph.utf16Offset)
                pens.append(glyph.position.x + glyph.advance)
            }
        }
        #expect(offsets == [0, 1, 3, 4])
        // The second glyph of each line ends where the line does.
        #expect(abs(pens[1] - layout.lines[0].width) < 1e-9 && abs(pens[3] - layout.lines[1].width) < 1e-9)
    }

    @Test func aHighlightRepaintsItsRangeOnlyAndUnderlinesIt() throws {
        let text = "plain link"
        let layout = try Fixtures.measurer.measure(text, style: TextStyle(size: 20), options: MeasureOptions(scale: 1))
        let red = Color(red: 255, green: 0, blue: 0)
        var canvas = try Fixtures.canvas(width: Int(layout.size.width) + 4, height: Int(layout.size.height) + 4)
        try canvas.draw(layout, at: CGPoint(x: 2, y: 2), paints: [TextPaint(color: .black)],
                        highlights: [TextHighlight(utf16Range: 6..<10, paint: TextPaint(color: red, underline: true))])
        // Where "link" starts: the pen after "plain ".
        var linkStart = 0.0
        layout.forEachGlyph(inLine: 0) { if $0.utf16Offset == 6 { linkStart = $0.position.x } }
        #expect(linkStart > 40)
        var redColumns = Set<Int>(), blackColumns = Set<Int>()
        for y in 0..<canvas.image.height {
            for x in 0..<canvas.image.width {
                guard let pixel = canvas.image[x, y], pixel.alpha > 200 else { continue }
                if pixel.red > 200 && pixel.green < 60 { redColumns.insert(x) } else if pixel.red < 60 { blackColumns.insert(x) }
            }
        }
        #expect((redColumns.min() ?? 0) >= Int(linkStart) + 1)
        #expect((blackColumns.max() ?? .max) < Int(linkStart) + 2)
        // The underline runs under the whole link: red in (almost) every column from its start to the line's end.
        let underlineColumns = redColumns.filter { $0 >= Int(linkStart) + 3 && $0 <= Int(layout.lines[0].width) }
        #expect(underlineColumns.count >= Int(layout.lines[0].width - linkStart) - 4)
    }
}
