import FlexLayout
import Geometry
import TextMeasure

/// Text as a FlexLayout leaf: prepared (itemized and shaped) once, laid out by TextMeasure at every size layout
/// asks about. Each answer carries its `TextLayout` (``TextLeaf/layout(of:)`` reads it back), which is what
/// `ComponentRenderer` (ComponentRender) draws. ``ComponentLayout`` makes these for text components; use it directly to put
/// Letterpress text into a FlexLayout tree of your own.
///
/// ```swift
/// let prepared = try measurer.prepare(AttributedText("Hello"), options: MeasureOptions(scale: 3))
/// var tree = try FlexTree(root: FlexNode(id: "root", children: [FlexNode(id: "hello", content: TextLeaf(prepared))]))
/// try tree.computeLayout(width: 320, scale: 3)
/// let lines = TextLeaf.layout(of: tree.measuredContent(of: tree.node(withID: "hello")!))?.lines
/// ```
public struct TextLeaf: FlexMeasurable {
    /// The shaped text, kept by reference: layout copies its leaves' content often.
    private let storage: PreparedStorage

    /// How the leaf answers layout.
    public enum Behavior: Sendable {
        /// As `boundingRect` and Yoga measure functions: a height limit keeps only the lines that fit (at least one),
        /// and the baseline is the first line's.
        case boundingRect
        /// As a browser's block of text (FlexLayout `.web` trees): every line is kept whatever the height, overflowing
        /// the box, and the baseline sits where Blink puts it — the first line's ascent and descent rounded to whole
        /// points (a descent rounded down takes a point from the ascent), half of what is left of the line's height
        /// floored to a whole point above the ascent.
        case browser
    }

    private let behavior: Behavior

    /// The shaped text.
    public var prepared: PreparedText { storage.prepared }

    /// A leaf for `prepared` (its options' scale rounds the sizes it answers), answering as `behavior` says
    /// (``ComponentLayout`` makes its texts ``Behavior/browser`` in FlexLayout `.web` trees).
    public init(_ prepared: PreparedText, behavior: Behavior = .boundingRect) {
        storage = PreparedStorage(prepared)
        self.behavior = behavior
    }

    /// The text laid out under the request's constraints (``Behavior/browser``: its height unconstrained); the size is
    /// rounded up to the pixel grid.
    public func measure(_ request: FlexMeasureRequest) throws -> FlexMeasurement {
        let layout = try prepared.layout(width: request.width, height: behavior == .browser ? .unconstrained : request.height)
        return FlexMeasurement(size: Size(width: layout.size.width, height: layout.size.height),
                               content: TextLayoutBox(layout))
    }

    /// The text layout in a measurement's content (`FlexTree.measuredContent(of:)`), if it came from a text leaf.
    public static func layout(of content: (any Sendable)?) -> TextLayout? {
        (content as? TextLayoutBox)?.layout
    }

    /// The longest word, rounded up to the pixel grid as measured sizes are.
    public func minContentWidth() throws -> Double? {
        TextLayout.round(prepared.minIntrinsicWidth, scale: prepared.options.scale)
    }

    /// The first line's baseline.
    public func baseline(_ request: FlexBaselineRequest) throws -> Double? {
        guard let layout = Self.layout(of: request.content), let first = layout.lines.first else { return nil }
        guard behavior == .browser else { return request.contentTop + first.baseline }
        // Blink: `SimpleFontData` rounds the ascent and descent — a descent rounded down borrows a point from the
        // ascent (subpixel positioning, as on Linux) —, and `FontHeight::AddLeading` adds half the leading, in layout
        // units, floored.
        var ascent = first.ascent.rounded(), descent = first.descent.rounded()
        if descent < first.descent && ascent >= 1 {
            descent += 1
            ascent -= 1
        }
        let unit = MeasureOptions.chromiumLayoutUnit
        let halfLeading = ((first.height - ascent - descent) / 2 / unit).rounded(.towardZero) * unit
        return request.contentTop + first.top + ascent + halfLeading.rounded(.down)
    }
}

/// Prepared text kept by reference.
final class PreparedStorage: Sendable {
    let prepared: PreparedText

    init(_ prepared: PreparedText) {
        self.prepared = prepared
    }
}
