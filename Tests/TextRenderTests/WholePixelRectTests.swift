import ChatSamples
import Foundation
import Raster
import Testing
@testable import TextRender

/// A rectangle on whole device pixels is filled without FreeType (`Path.wholePixelRect`): the pixels must be the
/// ones the rasterizer's coverage mask gives, for every scale, clip, colour and fill rule, and any path that is not
/// exactly such a rectangle must still go to the rasterizer.
@Suite struct WholePixelRectTests {
    /// The reference: FreeType's mask for the path, blended as every other fill is.
    private static func rasterized(_ path: Path, color: Color, rule: FillRule, on canvas: Canvas) throws -> Image {
        var canvas = canvas
        let rasterizer = PathRasterizer(library: canvas.context.library)
        if let mask = try rasterizer.fill(path.applying(scale: canvas.scale), rule: rule, window: canvas.clipBox) {
            canvas.composite(mask, color: color)
        }
        return canvas.image
    }

    @Test func rectsOnWholePixelsFillAsTheRasterizerDoes() throws {
        var random = SplitMix64(seed: 29)
        let context = try RasterContext()
        var fastPaths = 0
        for round in 0..<300 {
            let scale = [1.0, 2, 3, 0.5, 1.5][round % 5]
            func coordinate(_ limit: Int) -> Double { Double(Int(random.next() % UInt64(limit + 40))) - 20 }
            let (x, y) = (coordinate(60), coordinate(40))
            let rect = CGRect(x: x, y: y, width: coordinate(70) + 20, height: coordinate(50) + 20)
            let path: Path
            switch round % 4 {
            case 0: path = Path(rect: rect)
            case 1: path = Path(roundedRect: rect, cornerRadius: 0)  // zero-length corners: repeated points
            case 2:  // counter-clockwise, closed by a line back to the start
                var p = Path()
                p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.minY))
                path = p
            default: path = Path(rect: rect.offsetBy(dx: 0.25, dy: 0))  // off the pixel grid at most scales
            }
            let alpha: UInt8 = [255, 128, 0][round % 3]
            let color = Color(red: UInt8(random.next() % 256), green: UInt8(random.next() % 256),
                              blue: UInt8(random.next() % 256), alpha: alpha)
            let rule: FillRule = round % 2 == 0 ? .nonZero : .evenOdd
            let below = try Image(width: 50, height: 40, fill: Color(red: 10, green: 200, blue: 30, alpha: UInt8(round % 256)))
            var canvas = try Canvas(image: below, scale: scale, context: context)
            if round % 3 == 1 { canvas.clip(to: CGRect(x: 5, y: 3, width: 17, height: 11)) }
            let expected = try Self.rasterized(path, color: color, rule: rule, on: canvas)
            if path.applying(scale: scale).wholePixelRect != nil { fastPaths += 1 }
            try canvas.fill(path, color: color, rule: rule)
            #expect(canvas.image == expected, "round \(round): \(rect) at scale \(scale)")
        }
        #expect(fastPaths > 100, "the fast path ran \(fastPaths) times")
    }

    @Test func onlyExactRectanglesAreRecognized() {
        let rect = CGRect(x: 1, y: 2, width: 10, height: 5)
        #expect(Path(rect: rect).wholePixelRect == PixelBox(x0: 1, y0: 2, x1: 11, y1: 7))
        #expect(Path(roundedRect: rect, cornerRadius: 0).wholePixelRect == PixelBox(x0: 1, y0: 2, x1: 11, y1: 7))
        #expect(Path(rect: rect.offsetBy(dx: 0.5, dy: 0)).wholePixelRect == nil)
        #expect(Path(roundedRect: rect, cornerRadius: 2).wholePixelRect == nil)
        var twice = Path(rect: rect)  // the same rectangle twice: even-odd leaves it empty
        twice.addPath(Path(rect: rect))
        #expect(twice.wholePixelRect == nil)
        var lineFirst = Path()  // a line before any move is the rasterizer's error to report
        lineFirst.addLine(to: CGPoint(x: 1, y: 1))
        lineFirst.addLine(to: CGPoint(x: 5, y: 1))
        lineFirst.addLine(to: CGPoint(x: 5, y: 5))
        lineFirst.addLine(to: CGPoint(x: 1, y: 5))
        #expect(lineFirst.wholePixelRect == nil)
        var slanted = Path()
        slanted.move(to: CGPoint(x: 0, y: 0))
        slanted.addLine(to: CGPoint(x: 4, y: 1))
        slanted.addLine(to: CGPoint(x: 4, y: 5))
        slanted.addLine(to: CGPoint(x: 0, y: 5))
        #expect(slanted.wholePixelRect == nil)
        #expect(Path(rect: CGRect(x: 0, y: 0, width: 1e9, height: 1)).wholePixelRect == nil)
    }
}
