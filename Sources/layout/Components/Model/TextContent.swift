import Raster
import TextMeasure

/// The text of a text component: styled runs, their colours, and how the paragraph wraps and aligns.
///
/// The paragraph's base direction comes from the component's layout direction (as CSS's `direction`), so an RTL
/// card lays out Latin text right-aligned too.
public struct TextContent: Sendable, Hashable {
    /// The runs of text with their fonts.
    public var text: AttributedText
    /// One colour per run of `text`.
    public var colors: [Color]
    /// Alignment, line break mode and maximum lines (the base direction is set by layout).
    public var paragraphStyle: ParagraphStyle
    /// Which line-break opportunities the text has; nil (the default) takes the tree's: Chromium's
    /// (`LineBreakRules.chromium`) in a `.web` tree, else `paragraphStyle`'s.
    public var lineBreakRules: LineBreakRules?

    /// Text of one style and colour.
    public init(_ string: String, style: TextStyle = TextStyle(), color: Color = .black,
                paragraphStyle: ParagraphStyle = ParagraphStyle()) {
        self.text = AttributedText(string, style: style)
        self.colors = [color]
        self.paragraphStyle = paragraphStyle
    }

    /// Text of several runs, each with its paint.
    public init(runs: [(string: String, style: TextStyle, color: Color)], paragraphStyle: ParagraphStyle = ParagraphStyle()) {
        self.text = AttributedText(runs: runs.map { AttributedText.Run($0.string, style: $0.style) })
        self.colors = runs.map(\.color)
        self.paragraphStyle = paragraphStyle
    }
}
