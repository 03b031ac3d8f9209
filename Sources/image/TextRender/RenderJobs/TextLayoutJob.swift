import Foundation
import Raster
import RenderQueue
import TextMeasure

/// Renders a measured text on its own: an image exactly the layout's rounded size (plus `padding` on every
/// side) at `scale`, on `background`. What `measure-text --png` draws, as a queue job.
public struct TextLayoutJob: CanvasJob {
    /// The text and its layout.
    public var text: MeasuredText
    /// One paint per style run of the text (runs past the end use the last one).
    public var paints: [TextPaint]
    /// The colour behind the text (transparent by default).
    public var background: Color
    /// Space around the text on every side, in points.
    public var padding: Double
    /// Pixels per point (default: the scale the text was measured at).
    public var scale: Double

    /// Creates a job; nothing is drawn until a worker renders it.
    public init(text: MeasuredText, paints: [TextPaint] = [TextPaint()], background: Color = .clear,
                padding: Double = 0, scale: Double? = nil) {
        self.text = text
        self.paints = paints.isEmpty ? [TextPaint()] : paints
        self.background = background
        self.padding = padding.isFinite ? max(0, padding) : 0
        self.scale = scale ?? text.options.scale
    }

    /// `TextLayoutJob`.
    public var label: String { "TextLayoutJob(\(text.layout.lineCount) lines)" }

    /// The text's rounded width plus padding, in pixels.
    public var pixelWidth: Int { pixelExtent(text.layout.size.width + 2 * padding, scale: scale) }

    /// The text's rounded height plus padding, in pixels.
    public var pixelHeight: Int { pixelExtent(text.layout.size.height + 2 * padding, scale: scale) }

    /// Draws the text line by line.
    public func draw(on canvas: inout Canvas, cancellation: RenderCancellationCheck) throws {
        try canvas.draw(text, at: CGPoint(x: padding, y: padding), paints: paints, cancellation: cancellation)
    }
}
