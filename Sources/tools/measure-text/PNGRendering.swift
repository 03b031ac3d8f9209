import Foundation
import Raster
import TextMeasure
import TextRender

/// `--png`: draws a measured layout into an image of exactly its rounded size × scale, encoded as PNG.
struct PNGRendering {
    var scale: Double
    var textColor: Color
    var background: Color
    var debugBoxes: Bool

    /// Line boxes in translucent magenta, baselines in red, the ink rect in translucent blue.
    static let lineBoxColor = Color(red: 255, green: 0, blue: 255, alpha: 110)
    static let baselineColor = Color(red: 255, green: 0, blue: 0, alpha: 200)
    static let inkColor = Color(red: 0, green: 110, blue: 255, alpha: 110)

    /// Renders and encodes; an empty layout becomes a 1 × 1 image (PNG needs a pixel).
    func encode(_ layout: TextLayout) throws -> [UInt8] {
        let width = Self.pixels(layout.size.width, scale: scale), height = Self.pixels(layout.size.height, scale: scale)
        var canvas = try Canvas(width: width, height: height, scale: scale, background: background,
                                context: try RasterContext(cache: GlyphCache(byteLimit: 4 << 20)))
        try canvas.draw(layout, at: .zero, paint: TextPaint(color: textColor))
        if debugBoxes { try drawDebugBoxes(layout, on: &canvas) }
        return try PNGEncoder(compression: .small).encode(canvas.image, input: "the rendered text")
    }

    /// `points × scale` rounded, at least 1 (PNG needs a pixel); `Int.max` for a length no `Int` holds, which the
    /// canvas's pixel budget then refuses with a typed error (converting it would trap).
    static func pixels(_ points: Double, scale: Double) -> Int {
        let value = (points * scale).rounded()
        guard value.isFinite, value < 1e15 else { return .max }
        return max(1, Int(value))
    }

    private func drawDebugBoxes(_ layout: TextLayout, on canvas: inout Canvas) throws {
        let hairline = StrokeStyle(lineWidth: 1 / scale)
        let inset = 0.5 / scale   // centre one-pixel strokes on pixel centres
        for line in layout.lines {
            let box = CGRect(x: line.x, y: line.top, width: line.width, height: line.height).insetBy(dx: inset, dy: inset)
            if box.width > 0, box.height > 0 { try canvas.stroke(Path(rect: box), color: Self.lineBoxColor, style: hairline) }
            let y = ((line.baseline * scale).rounded() + 0.5) / scale
            var baseline = Path()
            baseline.move(to: CGPoint(x: 0, y: y))
            baseline.addLine(to: CGPoint(x: layout.size.width, y: y))
            try canvas.stroke(baseline, color: Self.baselineColor, style: hairline)
        }
        let ink = layout.inkRect.insetBy(dx: inset, dy: inset)
        if ink.width > 0, ink.height > 0 { try canvas.stroke(Path(rect: ink), color: Self.inkColor, style: hairline) }
    }
}
