import Raster

/// How a run of text is painted: its colour and decorations. Fonts and sizes come from the measured layout;
/// a paint only says how to colour what the measurer laid out.
public struct TextPaint: Sendable, Hashable {
    /// The text colour (emoji keep their own colours and take only its alpha).
    public var color: Color
    /// Whether to draw a line under the run, at the font's underline position and thickness.
    public var underline: Bool
    /// Whether to draw a line through the run, at the font's strikeout position and thickness.
    public var strikethrough: Bool

    /// Creates a paint (default: black, no decorations).
    public init(color: Color = .black, underline: Bool = false, strikethrough: Bool = false) {
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
    }
}
