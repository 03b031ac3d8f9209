import Foundation
import Raster
import Testing
import TextMeasure
@testable import TextRender

/// Canvases are allocated within a pixel budget, and shapes reaching far outside them are clipped instead of
/// exceeding FreeType's outline limits (issue 17: a 5 MB message failed the whole chat screen).
@Suite struct CanvasLimitsTests {
    @Test func canvasesAreCheckedAgainstTheirPixelBudget() throws {
        let context = try Fixtures.context()
        #expect(throws: RenderError.imageTooLarge(width: 20_000, height: 20_000, budget: PixelBudget.standard)) {
            try Canvas(width: 20_000, height: 20_000, context: context)
        }
        #expect(throws: RenderError.imageTooLarge(width: 101, height: 1, budget: 100)) {
            try Canvas(width: 101, height: 1, context: context, pixelBudget: 100)
        }
    }

    @Test func rectanglesFarBeyondTheCanvasFillOnlyWhatShows() throws {
        var canvas = try Fixtures.canvas(width: 10, height: 10, scale: 3)
        try canvas.fill(CGRect(x: 1, y: -5_000_000, width: 1, height: 10_000_000), color: .black)
        // Columns 3, 4 and 5 (1 pt at scale 3), every row.
        for y in 0..<10 {
            #expect(canvas.image[4, y] == Image.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
            #expect(canvas.image[7, y]?.alpha == 0)
        }
        try canvas.fill(CGRect(x: 0, y: 9_000_000, width: 5, height: 5), color: .black)  // nowhere near: nothing
        #expect(throws: RenderError.self) { try canvas.fill(CGRect(x: 0, y: Double.nan, width: 1, height: 1), color: .black) }
    }

    @Test func underlinesOfLinesFarDownALongTextAreSkipped() throws {
        let layout = try Fixtures.measurer.measure("link", style: TextStyle(size: 17))
        var canvas = try Fixtures.canvas(width: 60, height: 30)
        try canvas.draw(layout, at: CGPoint(x: 0, y: -9_000_000), paint: TextPaint(color: .black, underline: true))
        try canvas.draw(layout, at: CGPoint(x: 0, y: 0), paint: TextPaint(color: .black, underline: true))
        #expect(Pixels.inkBox(canvas.image).map { _ in 1 } ?? 0 > 0)
    }
}
