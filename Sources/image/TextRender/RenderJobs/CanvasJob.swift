import Foundation
import Raster
import RenderQueue

/// A render job that draws on a `Canvas` with the worker's `RasterContext`: the shape of every concrete
/// Letterpress job (`TextLayoutJob`, `BubbleJob`, and the chat screen job of `ChatRender`).
///
/// A conforming type says how big its image is and draws; `render` makes the canvas. Draw in steps (lines,
/// cells, messages) and call `cancellation.throwIfCancelled()` between them.
public protocol CanvasJob: RenderJob where Context == RasterContext {
    /// The image width in pixels.
    var pixelWidth: Int { get }
    /// The image height in pixels.
    var pixelHeight: Int { get }
    /// Pixels per point of the canvas.
    var scale: Double { get }
    /// The colour the image starts as.
    var background: Color { get }

    /// Draws the job on a canvas of `pixelWidth` × `pixelHeight` pixels at `scale`, filled with `background`.
    ///
    /// - Throws: drawing errors (`RenderError`) or `RenderQueueError.cancelled` from the check.
    func draw(on canvas: inout Canvas, cancellation: RenderCancellationCheck) throws
}

extension CanvasJob {
    /// Makes the canvas with the worker's context and draws on it.
    public func render(in context: inout RasterContext, cancellation: RenderCancellationCheck) throws -> Image {
        try cancellation.throwIfCancelled()
        var canvas = try Canvas(width: pixelWidth, height: pixelHeight, scale: scale, background: background,
                                context: context)
        try draw(on: &canvas, cancellation: cancellation)
        return canvas.image
    }
}

extension Canvas {
    /// Draws a measured text line by line, checking `cancellation` before each line.
    ///
    /// - Throws: `RenderError` from drawing, `RenderQueueError.cancelled` when the check fires.
    public mutating func draw(_ text: MeasuredText, at origin: CGPoint, paints: [TextPaint],
                              cancellation: RenderCancellationCheck) throws {
        for line in 0..<text.layout.lineCount {
            try cancellation.throwIfCancelled()
            try draw(text.layout, at: origin, paints: paints, lines: line..<(line + 1))
        }
    }
}

/// The pixels needed for `points` at `scale`, rounded up (the measurer's rounding rule), at least 1.
func pixelExtent(_ points: Double, scale: Double) -> Int {
    let pixels = (points * scale - 1e-6).rounded(.up)
    guard pixels.isFinite, pixels >= 1 else { return 1 }
    return pixels < Double(1 << 20) ? Int(pixels) : 1 << 20
}
