import Raster
import Testing
@testable import measure_text

/// `measure-text --png`'s canvas size: the layout's rounded size × scale, in whole pixels.
@Suite struct PNGRenderingTests {
    /// Issue 17's audit: the size was converted with `Int(…)`, which traps for a length past `Int.max`; such a length
    /// now becomes `Int.max`, and the canvas refuses it as over the pixel budget.
    @Test func pixelSizesNeverTrap() throws {
        #expect(PNGRendering.pixels(10.4, scale: 2) == 21)
        #expect(PNGRendering.pixels(0, scale: 3) == 1, "PNG needs a pixel")
        #expect(PNGRendering.pixels(1e300, scale: 100) == .max)
        #expect(PNGRendering.pixels(.infinity, scale: 1) == .max)
        // What the canvas allocates: refused before anything is.
        #expect(throws: RasterError.overPixelBudget(input: "image", width: .max, height: 1, budget: PixelBudget.standard)) {
            _ = try Image(width: PNGRendering.pixels(1e300, scale: 1), height: 1, fill: .clear)
        }
    }
}
