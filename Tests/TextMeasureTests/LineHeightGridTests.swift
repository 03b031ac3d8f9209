import Foundation
import Testing
@testable import TextMeasure

/// `MeasureOptions.lineHeightGrid` stacks whole grid units per line, as Chromium stacks `LayoutUnit`s (1/64 px); the
/// expected heights are Chromium 156's, printed by `Tests/BrowserConformanceTests/Oracle/line_heights.py`.
@Suite struct LineHeightGridTests {
    static let grid = MeasureOptions(scale: 64, lineHeightGrid: MeasureOptions.chromiumLayoutUnit)

    /// `line-height: 18.0078125px` is 1152.5 units: Chromium rounds it up, 1153 a line (3 lines: 3459 units).
    @Test func halvesRoundUp() throws {
        var style = ParagraphStyle()
        style.minimumLineHeight = 18.0078125
        style.maximumLineHeight = 18.0078125
        let text = "x x x"
        let snapped = try Support.measurer.measure(text, style: TextStyle(size: 15), width: 1, paragraphStyle: style, options: Self.grid)
        #expect(snapped.lineCount == 3)
        #expect(snapped.rawSize.height == 3459.0 / 64)
        let tops: [Double] = [0, 1153.0 / 64, 2306.0 / 64]
        #expect(snapped.lines.map(\.top) == tops)
        let exact = try Support.measurer.measure(text, style: TextStyle(size: 15), width: 1, paragraphStyle: style,
                                                 options: MeasureOptions(scale: 64))
        #expect(exact.rawSize.height == 3 * 18.0078125)
    }

    /// Inter's own line height at 13 px (15.7330 px) is 1007 units in Chromium (exact: 1006.9); 13 lines are 13,091
    /// (the exact sum rounded up at scale 64 is 13,090).
    @Test func fontLineHeightsRoundToTheNearestUnit() throws {
        let text = Array(repeating: "x", count: 13).joined(separator: " ")
        let layout = try Support.measurer.measure(text, style: TextStyle(size: 13), width: 1, options: Self.grid)
        #expect(layout.lineCount == 13)
        #expect(layout.size.height == 13091.0 / 64)
        // Baselines keep their distance to the (rounded) line's bottom: the descent.
        for line in layout.lines { #expect(abs(line.top + line.height - line.descent - line.baseline) < 1e-12) }
    }

    /// The default (0) is TextKit's: exact heights, rounded once.
    @Test func offByDefault() throws {
        #expect(MeasureOptions().lineHeightGrid == 0)
        let text = Array(repeating: "x", count: 13).joined(separator: " ")
        let layout = try Support.measurer.measure(text, style: TextStyle(size: 13), width: 1, options: MeasureOptions(scale: 64))
        // 13 × 15.7329545… = 204.528…, 13,089.8 units, rounded up to 13,090.
        #expect(layout.size.height == 13090.0 / 64)
    }

    @Test(arguments: [-1.0, .nan, .infinity])
    func invalidGridsAreRefused(grid: Double) {
        #expect(throws: TextMeasureError.self) {
            try Support.measurer.measure("x", options: MeasureOptions(lineHeightGrid: grid))
        }
    }
}
