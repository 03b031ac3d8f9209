import Foundation
import ChatLayout
import TextMeasure

/// The default sizing: every chat text measured by TextMeasure (HarfBuzz shaping, ICU line breaking,
/// pixel-rounded at `scale`), so bubbles fit the text exactly as the renderer will draw it.
///
/// `FontSpec`s map to `TextStyle`s (family, size, weight, italic). A line limit truncates the last kept line
/// with `…`. The measurer is thread-safe; wrap this sizing in a `CachedSizing` (see `cached(scale:)`) so that
/// each (text, font, width, line limit) is measured once.
public struct TextMeasureSizing: MessageSizing {
    /// The measurer (shared shape cache across copies).
    public let measurer: TextMeasurer
    /// Pixels per point: sizes are rounded up to whole pixels at this scale.
    public let scale: Double

    /// A sizing over `measurer`, rounding at `scale`.
    public init(measurer: TextMeasurer, scale: Double = 3) throws {
        guard scale.isFinite, scale > 0, scale <= 100 else {
            throw ChatLayoutError.invalidArgument(name: "scale", value: scale)
        }
        self.measurer = measurer
        self.scale = scale
    }

    /// A sizing over the embedded fonts (Inter, Noto, Droid Sans Fallback, Noto Color Emoji).
    public init(scale: Double = 3) throws {
        try self.init(measurer: try TextMeasurer(), scale: scale)
    }

    /// A cached sizing over the embedded fonts.
    public static func cached(scale: Double = 3, capacity: Int = 1_000_000) throws -> CachedSizing<TextMeasureSizing> {
        CachedSizing(try TextMeasureSizing(scale: scale), capacity: capacity)
    }

    /// The `TextStyle` a font request resolves to.
    public static func style(for font: FontSpec) -> TextStyle {
        TextStyle(family: font.family, size: Double(font.size), weight: FontWeight(rawValue: font.weight), italic: font.italic)
    }

    /// Measures with TextMeasure: word wrap at `maxWidth`, tail truncation at `maximumLines` (0: none).
    public func measure(_ text: String, font: FontSpec, maxWidth: CGFloat, maximumLines: Int) throws -> TextBox {
        var paragraph = ParagraphStyle()
        paragraph.maximumLines = max(0, maximumLines)
        paragraph.lineBreakMode = maximumLines > 0 ? .truncateTail : .wordWrap
        let layout = try measurer.measure(
            text, style: Self.style(for: font), width: Double(maxWidth), paragraphStyle: paragraph,
            options: MeasureOptions(scale: scale))
        // The last line's right edge: a right-to-left last line sits at the right, so nothing fits after it
        // unless the bubble grows.
        let lastLine = layout.lines.last.map { TextLayout.round($0.x + $0.width, scale: scale) } ?? 0
        return TextBox(width: layout.size.width, height: layout.size.height,
                       lastLineWidth: CGFloat(lastLine), lineCount: layout.lineCount)
    }
}
