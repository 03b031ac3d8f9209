import Foundation
import Raster
import RenderQueue
import TextMeasure

/// Renders one chat bubble around a measured text: the bubble body is the text plus `padding`, with the
/// tail outside the body on `side`; the image is the bubble's bounds at `scale`.
public struct BubbleJob: CanvasJob {
    /// Space between the bubble's edge and the text, in points.
    public struct Padding: Sendable, Hashable {
        /// Left and right.
        public var horizontal: Double
        /// Top and bottom.
        public var vertical: Double

        /// Creates padding (default: 12 pt by 7 pt, an iMessage-like bubble at 17 pt text).
        public init(horizontal: Double = 12, vertical: Double = 7) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// The text and its layout.
    public var text: MeasuredText
    /// One paint per style run of the text (runs past the end use the last one).
    public var paints: [TextPaint]
    /// The bubble's fill.
    public var bubbleColor: Color
    /// The tail style.
    public var tail: BubbleShape.Tail
    /// The corner that carries the tail.
    public var side: BubbleShape.Side
    /// The body's corner radius, in points.
    public var cornerRadius: Double
    /// How far the tail sticks out, in points.
    public var tailWidth: Double
    /// Space between the bubble's edge and the text.
    public var padding: Padding
    /// The colour behind the bubble (transparent by default).
    public var background: Color
    /// Pixels per point (default: the scale the text was measured at).
    public var scale: Double

    /// Creates a job; nothing is drawn until a worker renders it.
    public init(text: MeasuredText, paints: [TextPaint] = [TextPaint(color: .white)],
                bubbleColor: Color = Color(red: 0x0B, green: 0x84, blue: 0xFF), tail: BubbleShape.Tail = .curved,
                side: BubbleShape.Side = .trailing, cornerRadius: Double = 17, tailWidth: Double = 5,
                padding: Padding = Padding(), background: Color = .clear, scale: Double? = nil) {
        self.text = text
        self.paints = paints.isEmpty ? [TextPaint(color: .white)] : paints
        self.bubbleColor = bubbleColor
        self.tail = tail
        self.side = side
        self.cornerRadius = cornerRadius
        self.tailWidth = tailWidth.isFinite ? max(0, tailWidth) : 0
        self.padding = Padding(horizontal: padding.horizontal.isFinite ? max(0, padding.horizontal) : 0,
                               vertical: padding.vertical.isFinite ? max(0, padding.vertical) : 0)
        self.background = background
        self.scale = scale ?? text.options.scale
    }

    /// `BubbleJob`.
    public var label: String { "BubbleJob(\(text.layout.lineCount) lines)" }

    /// The bubble with its body placed so that its bounds start at (0, 0).
    public var shape: BubbleShape {
        let size = text.layout.size
        let isRightToLeft = text.paragraphStyle.baseWritingDirection == .rightToLeft
        var bubble = BubbleShape(rect: .zero, cornerRadius: cornerRadius, tail: tail, side: side,
                                 tailWidth: tailWidth, isRightToLeft: isRightToLeft)
        let tailOnLeft = tail != .none && !bubble.tailIsOnRight
        bubble.rect = CGRect(x: tailOnLeft ? tailWidth : 0, y: 0, width: size.width + 2 * padding.horizontal,
                             height: size.height + 2 * padding.vertical)
        return bubble
    }

    /// The bubble's bounds in pixels.
    public var pixelWidth: Int { pixelExtent(shape.bounds.maxX, scale: scale) }

    /// The bubble's height in pixels.
    public var pixelHeight: Int { pixelExtent(shape.bounds.maxY, scale: scale) }

    /// Fills the bubble, then draws the text line by line.
    public func draw(on canvas: inout Canvas, cancellation: RenderCancellationCheck) throws {
        let bubble = shape
        try canvas.fill(bubble.path, color: bubbleColor)
        let origin = CGPoint(x: bubble.rect.minX + padding.horizontal, y: bubble.rect.minY + padding.vertical)
        try canvas.draw(text, at: origin, paints: paints, cancellation: cancellation)
    }
}
