import Foundation
import Testing
@testable import TextMeasure

/// `MeasureOptions.lineWidthGrid`: a line fits when its width rounded down to the grid does, as Chromium decides in
/// `LayoutUnit`s (1/64 px). Expected line counts are Chromium 156's for the same texts, widths and font (Inter, the
/// `Oracle/` page: "no" at 20 px fits in 23.625 px, not in 23.609375; "photo a no" at 17 px fits in 86, not in
/// 85.984375), hand-checked against our advances: 23.6364 and 86.0142 points.
@Suite struct LineWidthGridTests {
    static let grid = MeasureOptions(lineWidthGrid: MeasureOptions.chromiumLayoutUnit)

    @Test(arguments: [("no", 20.0, 23.625, 1), ("no", 20.0, 23.609375, 2), ("photo a no", 17.0, 86.0, 1),
                      ("photo a no", 17.0, 85.984375, 2)])
    func aLineFitsWhenItsFlooredWidthFits(text: String, size: Double, width: Double, lines: Int) throws {
        let layout = try Support.measurer.measure(text, style: TextStyle(size: size), width: width, options: Self.grid)
        #expect(layout.lineCount == lines)
    }

    /// The default (0) compares exact widths: 23.6364 does not fit in 23.625.
    @Test func offByDefault() throws {
        #expect(MeasureOptions().lineWidthGrid == 0)
        let exact = try Support.measurer.measure("no", style: TextStyle(size: 20), width: 23.625)
        #expect(exact.lineCount == 2)
        let raw = try Support.measurer.measure("no", style: TextStyle(size: 20))
        #expect(raw.rawSize.width > 23.625 && raw.rawSize.width < 23.625 + 1.0 / 64)
    }

    @Test(arguments: [-1.0, .nan, .infinity])
    func invalidGridsAreRefused(grid: Double) {
        #expect(throws: TextMeasureError.self) {
            try Support.measurer.measure("x", options: MeasureOptions(lineWidthGrid: grid))
        }
    }
}
