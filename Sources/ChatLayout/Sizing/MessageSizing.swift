import Foundation

/// The measured size of one text, as the layout needs it.
public struct TextBox: Hashable, Sendable {
    /// The widest line (trailing whitespace excluded), pixel-rounded.
    public var width: CGFloat
    /// The height of all lines, pixel-rounded.
    public var height: CGFloat
    /// The right edge of the last line (its width, plus its offset when a right-to-left line is right-aligned):
    /// decides whether the time label fits after it.
    public var lastLineWidth: CGFloat
    /// The number of lines.
    public var lineCount: Int

    /// Creates a text box.
    public init(width: CGFloat, height: CGFloat, lastLineWidth: CGFloat, lineCount: Int) {
        self.width = width
        self.height = height
        self.lastLineWidth = lastLineWidth
        self.lineCount = lineCount
    }

    /// The size (`width` × `height`).
    public var size: CGSize { CGSize(width: width, height: height) }

    /// The box of no text.
    public static let empty = TextBox(width: 0, height: 0, lastLineWidth: 0, lineCount: 0)
}

/// What the layout asks a measurer: the box of a text in a font, wrapped to a width.
///
/// Every text of a chat goes through it: message bodies, author names, reply quotes, file names,
/// call rows, card titles and buttons, times, date headers, system messages. The layout composes bubbles
/// from these boxes. Implementations must be thread-safe: full layouts measure on several threads.
/// The default implementation, `TextMeasureSizing`, uses the TextMeasure module; `FixedWidthSizing`
/// is a deterministic stand-in for tests and estimates. Wrap either in a `CachedSizing`.
public protocol MessageSizing: Sendable {
    /// Measures `text` in `font`, word-wrapped at `maxWidth`, keeping at most `maximumLines` lines
    /// (0: no limit; the last kept line is truncated with an ellipsis).
    func measure(_ text: String, font: FontSpec, maxWidth: CGFloat, maximumLines: Int) throws -> TextBox
}
