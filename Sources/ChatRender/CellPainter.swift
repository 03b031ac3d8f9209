import ChatLayout
import ChatTextSizing
import Foundation
import Raster
import TextMeasure
import TextRender

/// Draws a cell's texts and shapes: a canvas plus the measurer, with the text helpers every cell uses.
///
/// What is measured is what is drawn: a text the layout measured is drawn from the `TextLayout` its sizing kept
/// (``MessageLabels/measured``), never measured again. Only texts the layout has no layout for (a message whose size
/// is still an estimate, the screen's own chrome) are measured here, the way the sizing measures, at the width of
/// their frame (any width between the text's own and the one the layout measured at gives the same lines, since
/// breaking is greedy).
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

    /// The paragraph style the layout's sizing measures with: word wrap, or tail truncation with a line limit.
    static func paragraph(maximumLines: Int, alignment: TextAlignment = .natural) -> ParagraphStyle {
        var paragraph = ParagraphStyle()
        paragraph.maximumLines = max(0, maximumLines)
        paragraph.lineBreakMode = maximumLines > 0 ? .truncateTail : .wordWrap
        paragraph.alignment = alignment
        return paragraph
    }

    /// Measures `text` in `font` at `width` as the layout's sizing does.
    func layout(_ text: AttributedText, width: Double, maximumLines: Int, alignment: TextAlignment = .natural) throws -> TextLayout {
        try measurer.measure(text, width: max(1, width) + 1e-6, paragraphStyle: Self.paragraph(maximumLines: maximumLines, alignment: alignment),
                             options: MeasureOptions(scale: scale))
    }

    /// The layout the sizing kept in `box`, or `text` measured as the sizing measures it at `width` when it kept none.
    func measured(_ box: TextBox?, _ text: String, font: FontSpec, width: Double, maximumLines: Int) throws -> TextLayout {
        if let layout = box?.textLayout { return layout }
        return try layout(text, font: font, width: width, maximumLines: maximumLines)
    }

    /// Measures plain `text` in `font` at `width`.
    func layout(_ text: String, font: FontSpec, width: Double, maximumLines: Int, alignment: TextAlignment = .natural) throws -> TextLayout {
        try layout(AttributedText(text, style: TextMeasureSizing.style(for: font)), width: width, maximumLines: maximumLines,
                   alignment: alignment)
    }

    /// Draws `text` with its top-left corner at the frame's, measured at the frame's width; returns the layout.
    @discardableResult
    mutating func text(_ text: String, font: FontSpec, in frame: CGRect, color: Color, maximumLines: Int = 0,
                       alignment: TextAlignment = .natural) throws -> TextLayout {
        let measured = try layout(text, font: font, width: frame.width, maximumLines: maximumLines, alignment: alignment)
        try canvas.draw(measured, at: frame.origin, paint: TextPaint(color: color))
        return measured
    }

    /// Draws `text` centred in `frame` horizontally and vertically (pills, buttons, initials): the layout kept in
    /// `box` when there is one.
    mutating func centredText(_ text: String, font: FontSpec, in frame: CGRect, color: Color, box: TextBox? = nil) throws {
        let measured = try box?.textLayout
            ?? layout(text, font: font, width: frame.width, maximumLines: 1, alignment: .center)
        let origin = CGPoint(x: frame.minX + (frame.width - measured.size.width) / 2,
                             y: frame.minY + (frame.height - measured.size.height) / 2)
        try canvas.draw(measured, at: origin, paint: TextPaint(color: color))
    }

    /// Fills a rounded rectangle (cut to ``drawable(_:)``).
    mutating func fill(_ rect: CGRect, radius: Double, color: Color) throws {
        guard let visible = drawable(rect) else { return }
        try canvas.fill(Path(roundedRect: visible, cornerRadius: min(radius, rect.width / 2, rect.height / 2)), color: color)
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
