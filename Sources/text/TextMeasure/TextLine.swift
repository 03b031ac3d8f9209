import Foundation

/// One laid-out line, in points relative to the layout's top-left corner.
public struct TextLine: Hashable, Sendable {
    /// The text shown on the line (with `…` where it was truncated; trailing whitespace kept). Decoded on access.
    public var text: String { displayedText ?? source.string(sourceRange) }
    /// The line's content in the whole text, as UTF-16 offsets (before truncation).
    public var utf16Range: Range<Int>
    /// The paragraph the line belongs to.
    public var paragraphIndex: Int
    /// The line's width, trailing whitespace excluded (it hangs).
    public var width: Double
    /// The x of the line's left edge after alignment.
    public var x: Double
    /// The y of the line's top.
    public var top: Double
    /// The line height `h` (DESIGN.md: `clamp((a + d) × m, min, max)`), without the space after it.
    public var height: Double
    /// The y of the baseline: `top + height - descent`.
    public var baseline: Double
    /// The largest ascent of the fonts on the line.
    public var ascent: Double
    /// The largest descent of the fonts on the line.
    public var descent: Double
    /// Whether an ellipsis was inserted into this line.
    public var isTruncated: Bool { displayedText != nil && !endsWithHyphen }
    /// Whether the line was broken after a soft hyphen and shows a hyphen (``text`` ends with "-").
    public internal(set) var endsWithHyphen = false

    let source: PreparedParagraph
    let sourceRange: Range<Int>
    /// The text shown when it is not the source's (a truncated line).
    var displayedText: String?

    /// Calls `body` with the line's text as UTF-16 units (what ``text`` decodes), without making a `String` (for
    /// writers that escape the text straight into their output).
    package func withTextUTF16<R>(_ body: (UnsafeBufferPointer<UInt16>) throws -> R) rethrows -> R {
        if let displayedText { return try Array(displayedText.utf16).withUnsafeBufferPointer(body) }
        return try source.withView { try body(UnsafeBufferPointer(rebasing: $0.text[sourceRange])) }
    }

    public static func == (a: TextLine, b: TextLine) -> Bool {
        a.utf16Range == b.utf16Range && a.paragraphIndex == b.paragraphIndex && a.width == b.width && a.x == b.x
            && a.top == b.top && a.height == b.height && a.baseline == b.baseline && a.text == b.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(utf16Range)
        hasher.combine(width)
        hasher.combine(top)
        hasher.combine(text)
    }
}

/// A run of glyphs of one face, size and style, in visual order, ready to draw.
public struct GlyphRun: Sendable {
    /// The face the glyphs come from.
    public var face: FontFace
    /// The font size in points.
    public var fontSize: Double
    /// The index of the ``AttributedText`` run whose style the glyphs have.
    public var styleIndex: Int
    /// Whether the run reads right to left.
    public var isRightToLeft: Bool
    /// Glyph ids.
    public var glyphs: [UInt32]
    /// Each glyph's origin (pen position plus its offset) in points: x from the layout's left, y of the baseline
    /// (minus the glyph's vertical offset) from the layout's top.
    public var positions: [CGPoint]
    /// The x where the run starts and where it ends.
    public var xRange: ClosedRange<Double>
}
