import Foundation
import Raster
import Testing
import TextMeasure
@testable import TextRender

/// Drawing onto a fresh transparent canvas stores glyph rows without reading them (`InkedRows`); drawing onto a
/// canvas over an existing image blends every pixel. Both must give the same bytes, including where glyphs,
/// shapes and images overlap.
@Suite struct TransparentFastPathTests {
    static let text = "Kerning: AVAWAY To Ty fi ffl — overlapping ‘quotes’ ĀǺ ǻ ﬁ 😀👍🏽 and مرحبا بالعالم"

    private func render(fresh: Bool, gamma: TextGamma, color: Color) throws -> Image {
        let context = try RasterContext(cache: Fixtures.cache, gamma: gamma)
        var canvas = fresh ? try Canvas(width: 420, height: 160, scale: 2, context: context)
                           : try Canvas(image: Image(width: 420, height: 160), scale: 2, context: context)
        let layout = try Fixtures.measurer.measure(Self.text, style: TextStyle(size: 19), width: 190,
                                                   options: MeasureOptions(scale: 2))
        try canvas.fill(CGRect(x: 30, y: 10, width: 40, height: 12), color: Color(red: 200, green: 30, blue: 60, alpha: 170))
        try canvas.draw(layout, at: CGPoint(x: 3, y: 2), paint: TextPaint(color: color))
        // Drawn again a little to the right: every glyph now lands on ink.
        try canvas.draw(layout, at: CGPoint(x: 3.4, y: 2.5), paint: TextPaint(color: color))
        return canvas.image
    }

    @Test(arguments: [Color.black, Color.white, Color(red: 11, green: 132, blue: 255, alpha: 140)])
    func freshCanvasEqualsCanvasOverAnExistingImage(color: Color) throws {
        for gamma in [TextGamma.none, .standard] {
            let fresh = try render(fresh: true, gamma: gamma, color: color)
            let existing = try render(fresh: false, gamma: gamma, color: color)
            #expect(Pixels.area(fresh) > 100)
            #expect(fresh == existing)
        }
    }

    @Test func storedRowsEqualBlendedRowsOntoTransparentPixels() throws {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 3, 4, 7, 8, 9, 15, 16, 17, 33] {
            let blender = CoverageBlender(color: Color(red: .random(in: 0...255, using: &generator), green: 90, blue: 200,
                                                       alpha: .random(in: 0...255, using: &generator)))
            let coverage = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            var stored = [UInt8](repeating: 0, count: count * 4), blended = stored
            coverage.withUnsafeBufferPointer { source in
                guard let base = source.baseAddress else { return }
                stored.withUnsafeMutableBytes { CoverageBlender.storeRow(tables: blender.tables, base, $0.baseAddress!, count: count) }
                blended.withUnsafeMutableBytes { blender.blendRow(base, $0.baseAddress!, count: count) }
            }
            #expect(stored == blended)
        }
    }
}
