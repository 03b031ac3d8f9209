import ChatBubbles
import ChatLayout
import ChatTextSizing
import Foundation
import Raster
import TextMeasure
import TextRender

/// Draws a cell's texts and shapes: a canvas plus the measurer, with the text helpers every cell uses.
///
/// What is measured is what is drawn, by construction: a text the layout measured is drawn from the `TextLayout` its
/// sizing kept (``MessageLabels/measured``, the date headers' and the separator's boxes); a box without one is an
/// error (``UnmeasuredText``), never measured again. Only the screen's own chrome, which no layout measures (the
/// navigation bar, avatars' initials, the loading row, the empty state), is measured here.
struct CellPainter {
    var canvas: Canvas
    let measurer: TextMeasurer
    let scale: Double

    /// The worker's FreeType state (custom trees are drawn by the component renderer with it).
    let raster: RasterContext

    init(width: Int, height: Int, scale: Double, worker: ChatRenderWorker) throws {
        canvas = try Canvas(width: width, height: height, scale: scale, background: .clear, context: worker.raster)
        raster = worker.raster
        measurer = worker.measurer
        self.scale = scale
    }

    /// The layout the sizing kept in `box` for the text named `part`.
    ///
    /// - Throws: ``UnmeasuredText`` when the box keeps none.
    func kept(_ box: TextBox?, _ part: String) throws -> TextLayout {
        guard let layout = box?.textLayout else { throw UnmeasuredText(part: part) }
        return layout
    }

    /// Measures a chrome text (one no layout measured) in `font` at `width`: word wrap, or tail truncation with a
    /// line limit.
    func chromeLayout(_ text: String, font: FontSpec, width: Double, maximumLines: Int,
                      alignment: TextAlignment = .natural) throws -> TextLayout {
        var paragraph = TextMeasureSizing.paragraphStyle(maximumLines: maximumLines)
        paragraph.alignment = alignment
        return try measurer.measure(AttributedText(text, style: TextMeasureSizing.style(for: font)), width: max(1, width),
                                    paragraphStyle: paragraph, options: MeasureOptions(scale: scale))
    }

    /// Draws `layout` centred in `frame` horizontally and vertically (pills, buttons, initials).
    mutating func centred(_ layout: TextLayout, in frame: CGRect, color: Color) throws {
        let origin = CGPoint(x: frame.minX + (frame.width - layout.size.width) / 2,
                             y: frame.minY + (frame.height - layout.size.height) / 2)
        try canvas.draw(layout, at: origin, paint: TextPaint(color: color))
    }

    /// Fills a rounded rectangle (cut to ``drawable(_:)``).
    mutating func fill(_ rect: CGRect, radius: Double, color: Color) throws {
        guard let visible = drawable(rect) else { return }
        try canvas.fill(roundedRect: visible, radii: CornerRadii(all: min(radius, rect.width / 2, rect.height / 2)), color: color)
    }

    /// The lines of `layout`, drawn with its top at `originY`, that can touch the canvas (a line's height to spare for
    /// ink above and below its box): a message of a million lines draws only the few the cell shows.
    func visibleLines(of layout: TextLayout, originY: Double) -> Range<Int> {
        let lines = layout.lines
        let top = -originY, bottom = Double(canvas.image.height) / scale - originY
        // Lines run top to bottom: the first line reaching below `top`, the first starting below `bottom`.
        func firstLine(where isPast: (TextLine) -> Bool) -> Int {
            var low = 0, high = lines.count
            while low < high {
                let middle = (low + high) / 2
                if isPast(lines[middle]) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let first = firstLine { $0.top + 2 * $0.height >= top }
        let end = firstLine { $0.top - $0.height > bottom }
        return first..<max(first, end)
    }

    /// `rect` cut to the canvas plus a margin wider than any corner, tail or anti-aliased edge, or nil when nothing of
    /// it can show. Inside the canvas the cut shape draws the same pixels; a bubble millions of points tall (a 5 MB
    /// message) is thereby clipped instead of exceeding FreeType's outline limits.
    func drawable(_ rect: CGRect) -> CGRect? {
        let margin = 64.0
        let bounds = CGRect(x: -margin, y: -margin, width: Double(canvas.image.width) / scale + 2 * margin,
                            height: Double(canvas.image.height) / scale + 2 * margin)
        let visible = rect.standardized.intersection(bounds)
        return visible.isNull || visible.isEmpty ? nil : visible
    }

    /// Fills a circle inscribed in `rect`.
    mutating func fillCircle(in rect: CGRect, color: Color) throws {
        try canvas.fill(Path(ellipseIn: rect), color: color)
    }
}

/// The per-thread state of a chat render worker: its own FreeType context (over the shared glyph cache) and the
/// shared, thread-safe measurer.
public final class ChatRenderWorker {
    /// This thread's FreeType state.
    public let raster: RasterContext
    /// The shared measurer.
    public let measurer: TextMeasurer

    /// Creates a worker's state.
    ///
    /// - Throws: `RenderError.freeType` when FreeType cannot be initialised.
    public init(cache: GlyphCache, measurer: TextMeasurer) throws {
        raster = try RasterContext(cache: cache)
        self.measurer = measurer
    }
}

@available(*, unavailable, message: "a ChatRenderWorker owns FreeType state: one per thread")
extension ChatRenderWorker: Sendable {}

/// A text the layout placed but whose measured layout did not reach the renderer (a sizing that keeps no layouts, or
/// a message whose size is still an estimate): drawing it would measure it again, so the cell fails instead.
struct UnmeasuredText: Error, CustomStringConvertible {
    /// The text's part ("body", "quote.text", "keyboard.0.1").
    let part: String

    var description: String {
        "the layout kept no measured text for \(part) (lay the screen out with a sizing that keeps layouts)"
    }
}
