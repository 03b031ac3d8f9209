import JSON
import ChatBubbles
import ChatLayout
import ChatModel
import Components
import Foundation
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
    /// Whether each box keeps its `TextLayout` as `TextBox.measured`, for a renderer to draw it as measured
    /// (what is measured is what is drawn). Off, a layout keeps only sizes, which is all a layout engine needs.
    public let keepsLayouts: Bool
    /// The folder a custom message's tree resolves its image paths in (the transcript's).
    public let treeFolder: String
    /// The appearance a custom message's tree reads its `{"light", "dark"}` colour pairs in (the screen's).
    public let appearance: Appearance

    /// A sizing over `measurer`, rounding at `scale`; `keepsLayouts` keeps each box's `TextLayout` (and each custom
    /// tree's `ComponentLayout`) for drawing; trees' images resolve in `treeFolder`, and their colours are read in
    /// `appearance`.
    public init(measurer: TextMeasurer, scale: Double = 3, keepsLayouts: Bool = false, treeFolder: String = ".",
                appearance: Appearance = .light) throws {
        guard scale.isFinite, scale > 0, scale <= 100 else {
            throw ChatLayoutError.invalidArgument(name: "scale", value: scale)
        }
        self.measurer = measurer
        self.scale = scale
        self.keepsLayouts = keepsLayouts
        self.treeFolder = treeFolder
        self.appearance = appearance
    }

    /// Lays a custom message's component tree out with the flexbox engine and this measurer: at its content's width,
    /// or at `maxWidth` when that is narrower; the box keeps the `ComponentLayout` (always: it is what is drawn).
    ///
    /// - Throws: `ComponentError` naming the node and the key for an invalid tree.
    public func measureTree(_ tree: JSONValue, maxWidth: CGFloat) throws -> TextBox {
        let document = try ComponentDocument(value: tree, baseDirectory: treeFolder, appearance: appearance)
        var layout = try ComponentLayout(document.root, measurer: measurer, scale: scale, conformance: document.conformance)
        if layout.size.width > Double(maxWidth) { try layout.relayout(width: Double(maxWidth)) }
        let size = layout.size
        return TextBox(width: CGFloat(size.width), height: CGFloat(size.height), lastLineWidth: CGFloat(size.width),
                       lineCount: 0, measured: MeasuredTree(layout))
    }

    /// The paragraph style every chat text is measured with: word wrap, or tail truncation at a line limit.
    public static func paragraphStyle(maximumLines: Int) -> ParagraphStyle {
        var paragraph = ParagraphStyle()
        paragraph.maximumLines = max(0, maximumLines)
        paragraph.lineBreakMode = maximumLines > 0 ? .truncateTail : .wordWrap
        return paragraph
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
        let layout = try measurer.measure(
            text, style: Self.style(for: font), width: Double(maxWidth),
            paragraphStyle: Self.paragraphStyle(maximumLines: maximumLines), options: MeasureOptions(scale: scale))
        // The last line's right edge: a right-to-left last line sits at the right, so nothing fits after it
        // unless the bubble grows.
        let lastLine = layout.lines.last.map { TextLayout.round($0.x + $0.width, scale: scale) } ?? 0
        return TextBox(width: layout.size.width, height: layout.size.height,
                       lastLineWidth: CGFloat(lastLine), lineCount: layout.lineCount,
                       measured: keepsLayouts ? TextLayoutBox(layout) : nil)
    }
}

/// A custom message's `ComponentLayout` as ``TextMeasureSizing/measureTree(_:maxWidth:)`` keeps it.
public final class MeasuredTree: Sendable {
    /// The laid-out tree.
    public let layout: ComponentLayout

    /// Boxes a tree's layout.
    public init(_ layout: ComponentLayout) { self.layout = layout }
}

extension TextBox {
    /// The `TextLayout` the sizing measured, when it kept one.
    public var textLayout: TextLayout? { (measured as? TextLayoutBox)?.layout }

    /// The `ComponentLayout` of a custom message's tree, when the sizing laid it out.
    public var treeLayout: ComponentLayout? { (measured as? MeasuredTree)?.layout }
}
