import JSON
import ChatModel
import Foundation

/// The measured size of one text, as the layout needs it, and (when the sizing keeps it) what was measured.
///
/// Two boxes are equal when their geometry is: `measured` is not compared or hashed.
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
    /// What the sizing measured, kept so that a renderer draws exactly it instead of measuring again (what is
    /// measured is what is drawn): `TextMeasureSizing` keeps its `TextLayout` here (in a `TextLayoutBox`) when
    /// asked to; nil otherwise. An object: a box stays a few words, copied with one retain.
    package var measured: (any AnyObject & Sendable)?

    /// Creates a text box.
    public init(width: CGFloat, height: CGFloat, lastLineWidth: CGFloat, lineCount: Int,
                measured: (any AnyObject & Sendable)? = nil) {
        self.width = width
        self.height = height
        self.lastLineWidth = lastLineWidth
        self.lineCount = lineCount
        self.measured = measured
    }

    /// Boxes are equal when their sizes, last lines and line counts are (`measured` is not compared).
    public static func == (lhs: TextBox, rhs: TextBox) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.lastLineWidth == rhs.lastLineWidth
            && lhs.lineCount == rhs.lineCount
    }

    /// Hashes the geometry (`measured` is not hashed).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(lastLineWidth)
        hasher.combine(lineCount)
    }

    /// The size (`width` × `height`).
    package var size: CGSize { CGSize(width: width, height: height) }

    /// The box of no text.
    package static let empty = TextBox(width: 0, height: 0, lastLineWidth: 0, lineCount: 0)
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

    /// Measures a custom message's component tree at most `maxWidth` wide: its size as `width` × `height` (and,
    /// in `TextBox.measured`, whatever a renderer needs to draw it as laid out). The default estimates it: the
    /// tree's texts (`"text": "…"`, or the component format's `"text": {"string"}`) in the body font, stacked, 8 pt around each.
    func measureTree(_ tree: JSONValue, maxWidth: CGFloat) throws -> TextBox
}

extension MessageSizing {
    /// An estimate of a tree: its texts in the 17 pt body font stacked, 8 pt around each.
    public func measureTree(_ tree: JSONValue, maxWidth: CGFloat) throws -> TextBox {
        var texts: [String] = []
        func collect(_ value: JSONValue, depth: Int) {
            guard depth < 64 else { return }
            switch value {
            case .object(let members):
                // `"text": "…"` or the component format's `"text": {"string": "…"}`.
                if case .string(let text)? = members["text"] { texts.append(text) }
                if case .object(let text)? = members["text"], case .string(let string)? = text["string"] { texts.append(string) }
                for key in members.keys.sorted() where key != "text" { collect(members[key] ?? .null, depth: depth + 1) }
            case .array(let values): for value in values { collect(value, depth: depth + 1) }
            default: break
            }
        }
        collect(tree, depth: 0)
        var width: CGFloat = 0, height: CGFloat = 8
        for text in texts {
            let box = try measure(text, font: FontSpec(size: 17), maxWidth: max(1, maxWidth - 16), maximumLines: 0)
            width = max(width, box.width + 16)
            height += box.height + 8
        }
        return TextBox(width: min(maxWidth, max(width, 16)), height: height, lastLineWidth: width, lineCount: 0)
    }
}
