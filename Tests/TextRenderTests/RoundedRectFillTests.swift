import ChatSamples
import Foundation
import Raster
import Testing
@testable import TextRender

/// A rounded rectangle on whole device pixels is filled with only its corners rasterized (`Canvas.fill(roundedRect:)`):
/// the pixels must be the ones FreeType's mask of the whole path gives, for any radii (each corner its own, fitted,
/// zero, a pill), scale, clip and colour; off the pixel grid the whole path is rasterized.
@Suite struct RoundedRectFillTests {
    /// The reference: FreeType's mask for the whole path, blended as every other fill is.
    private static func rasterized(_ path: Path, color: Color, on canvas: Canvas) throws -> Image {
        var canvas = canvas
        let rasterizer = PathRasterizer(library: canvas.context.library)
        if let mask = try rasterizer.fill(path.applying(scale: canvas.scale), rule: .nonZero, window: canvas.clipBox) {
            canvas.composite(mask, color: color)
        }
        return canvas.image
    }

    /// Where two images of one size first differ, and how: nil when they are the same.
    private static func firstDifference(_ a: Image, _ b: Image) -> String? {
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                return "(\(x), \(y)): \(a[x, y].map { "\($0)" } ?? "-") instead of \(b[x, y].map { "\($0)" } ?? "-")"
            }
        }
        return nil
    }

    @Test func roundedRectsFillAsTheRasterizerDoes() throws {
        var random = SplitMix64(seed: 31)
        let context = try RasterContext()
        var fastPaths = 0
        for round in 0..<400 {
            let scale = [1.0, 2, 3, 1.5][round % 4]
            func whole(_ limit: Int) -> Double { Double(Int(random.next() % UInt64(limit))) }
            // On whole device pixels (except every fifth round): device coordinates divided by the scale.
            let offGrid = round % 5 == 4 ? 0.3 : 0
            let rect = CGRect(x: (whole(60) - 10 + offGrid) / scale, y: (whole(40) - 10) / scale,
                              width: (whole(70) + 4) / scale, height: (whole(50) + 4) / scale)
            func radius() -> Double { [0, 0.5, 2, 7.25, 12, 40][Int(random.next() % 6)] / scale }
            let radii = round % 7 == 0 ? CornerRadii(all: min(rect.width, rect.height) / 2)  // a pill or a circle
                : round % 2 == 0 ? CornerRadii(all: radius())
                : CornerRadii(topLeft: radius(), topRight: radius(), bottomRight: radius(), bottomLeft: radius())
            let alpha: UInt8 = [255, 128, 0][round % 3]
            let color = Color(red: UInt8(random.next() % 256), green: UInt8(random.next() % 256),
                              blue: UInt8(random.next() % 256), alpha: alpha)
            let below = try Image(width: 64, height: 48, fill: Color(red: 10, green: 200, blue: 30, alpha: UInt8(round % 256)))
            var canvas = try Canvas(image: below, scale: scale, context: context)
            if round % 3 == 1 { canvas.clip(to: CGRect(x: 5 / scale, y: 3 / scale, width: 37 / scale, height: 21 / scale)) }
            let expected = try Self.rasterized(Path(roundedRect: rect, radii: radii), color: color, on: canvas)
            if RoundedRectFill(rect: rect, radii: radii, scale: scale) != nil { fastPaths += 1 }
            try canvas.fill(roundedRect: rect, radii: radii, color: color)
            #expect(Self.firstDifference(canvas.image, expected) == nil, "round \(round): \(rect) radii \(radii) at scale \(scale)")
        }
        #expect(fastPaths > 120, "the fast path ran \(fastPaths) times")
    }

    @Test func theCornersAndBandsTileTheRectangle() throws {
        // 100 × 60 device pixels; corners 10, none, 20 and 4.5 (its square rounds up to 5).
        let plan = try #require(RoundedRectFill(rect: CGRect(x: 0, y: 0, width: 100, height: 60),
                                                radii: CornerRadii(topLeft: 10, topRight: 0, bottomRight: 20, bottomLeft: 4.5),
                                                scale: 1))
        let area = (plan.interior + plan.corners).reduce(0) { $0 + ($1.x1 - $1.x0) * ($1.y1 - $1.y0) }
        #expect(area == 100 * 60)
        #expect(plan.corners.map { $0.x1 - $0.x0 } == [10, 20, 5])
        let boxes = plan.interior + plan.corners
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] { #expect(a.intersection(b).isEmpty, "\(a) overlaps \(b)") }
        }
        #expect(RoundedRectFill(rect: CGRect(x: 0.5, y: 0, width: 10, height: 10), radii: CornerRadii(all: 2), scale: 1) == nil)
        #expect(RoundedRectFill(rect: CGRect(x: 0, y: 0, width: 10, height: 10), radii: CornerRadii(all: 5), scale: 1) != nil)
        #expect(RoundedRectFill(rect: CGRect(x: 0, y: 0, width: 10, height: 10), radii: CornerRadii(all: 5.2), scale: 1) != nil)
        #expect(RoundedRectFill(rect: CGRect(x: 0, y: 0, width: 10, height: 9), radii: CornerRadii(all: 4.6), scale: 1) == nil)
        // Opposite corners whose squares would overlap across the diagonal.
        #expect(RoundedRectFill(rect: CGRect(x: 0, y: 0, width: 16, height: 18),
                                radii: CornerRadii(topLeft: 14, topRight: 0, bottomRight: 5, bottomLeft: 0), scale: 1) == nil)
        #expect(RoundedRectFill(rect: CGRect(x: 0, y: 0, width: 16, height: 18),
                                radii: CornerRadii(topLeft: 14, topRight: 0, bottomRight: 4, bottomLeft: 0), scale: 1) != nil)
    }
}
