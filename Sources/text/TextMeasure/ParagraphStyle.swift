/// How lines are broken when they do not fit, and where text is cut when it must be truncated.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// Break at line-break opportunities (UAX #14); a word longer than the line breaks between grapheme clusters.
    case wordWrap
    /// Break at any grapheme cluster boundary.
    case charWrap
    /// One line per paragraph; no wrapping.
    case clip
    /// Wrap; the last allowed line shows the end of its text after `…`.
    case truncateHead
    /// Wrap; the last allowed line shows its start and end around `…`.
    case truncateMiddle
    /// Wrap; the last allowed line ends with `…`.
    case truncateTail

    var truncates: Bool { self == .truncateHead || self == .truncateMiddle || self == .truncateTail }
}

/// Horizontal alignment of lines inside the measured rect. It never changes the rect's size.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable, Codable {
    /// Left for left-to-right paragraphs, right for right-to-left ones.
    case natural
    /// Flush left.
    case left
    /// Flush right.
    case right
    /// Centred.
    case center
    /// Lines but the last of each paragraph stretch to the full width at their spaces.
    case justified
}

/// The base writing direction of paragraphs.
public enum WritingDirection: String, Hashable, Sendable, CaseIterable, Codable {
    /// From the first strong character of each paragraph (left-to-right when there is none).
    case natural
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// Paragraph-level layout settings, with the semantics of `NSParagraphStyle`.
public struct ParagraphStyle: Hashable, Sendable {
    /// Line alignment.
    public var alignment: TextAlignment = .natural
    /// Wrapping and truncation.
    public var lineBreakMode: LineBreakMode = .wordWrap
    /// The most lines to lay out; 0 means no limit.
    public var maximumLines: Int = 0
    /// Extra space between lines, in points (the larger of this and the font's line gap is used).
    public var lineSpacing: Double = 0
    /// Multiplies the natural line height when greater than 0.
    public var lineHeightMultiple: Double = 0
    /// The smallest line height, in points.
    public var minimumLineHeight: Double = 0
    /// The largest line height, in points; 0 means none.
    public var maximumLineHeight: Double = 0
    /// Space after each paragraph, in points (not after the last).
    public var paragraphSpacing: Double = 0
    /// Space before each paragraph, in points (not before the first).
    public var paragraphSpacingBefore: Double = 0
    /// The paragraphs' base direction.
    public var baseWritingDirection: WritingDirection = .natural
    /// Hyphenation, 0…1, as `NSParagraphStyle.hyphenationFactor`: 0 (the default) never hyphenates; otherwise a word is
    /// hyphenated (Knuth–Liang patterns for English and Russian, by script) when the line broken without it would be
    /// filled less than this fraction of the width. Soft hyphens (U+00AD) apply whatever the factor.
    public var hyphenationFactor: Double = 0
    /// Which line-break opportunities the text has: UAX #14 (``LineBreakRules/unicode``, the default) or Chromium's
    /// (``LineBreakRules/chromium``: URLs break after `?` and `-`, not after `/`).
    public var lineBreakRules: LineBreakRules = .unicode

    /// The default style: natural alignment, word wrap, no limits, no extra spacing.
    public init() {}

    /// The largest spacing or line height, in points: with it, the sizes of any text stay finite.
    public static let maximumLength = 1_000_000.0
    /// The largest line height multiple.
    public static let maximumLineHeightMultiple = 1_000.0

    func validate() throws {
        let lengths: [(String, Double)] = [
            ("line spacing", lineSpacing), ("minimum line height", minimumLineHeight),
            ("maximum line height", maximumLineHeight), ("paragraph spacing", paragraphSpacing),
            ("paragraph spacing before", paragraphSpacingBefore),
        ]
        for (name, value) in lengths where !(value >= 0 && value <= Self.maximumLength) {
            throw TextMeasureError.invalidArgument(name: name, value: "\(value)", reason: Self.limitReason(of: name))
        }
        if !(lineHeightMultiple >= 0 && lineHeightMultiple <= Self.maximumLineHeightMultiple) {
            throw TextMeasureError.invalidArgument(name: "line height multiple", value: "\(lineHeightMultiple)",
                                                   reason: Self.limitReason(of: "line height multiple"))
        }
        guard hyphenationFactor >= 0 && hyphenationFactor <= 1 else {
            throw TextMeasureError.invalidArgument(name: "hyphenation factor", value: "\(hyphenationFactor)", reason: "must be a number in [0, 1]")
        }
        guard maximumLines >= 0 else {
            throw TextMeasureError.invalidArgument(name: "maximum lines", value: "\(maximumLines)", reason: "must be ≥ 0")
        }
    }
}

/// Measuring options outside the paragraph style.
public struct MeasureOptions: Hashable, Sendable {
    /// Whether the font's line gap adds to the space between lines (TextKit's `usesFontLeading`).
    public var usesFontLeading: Bool
    /// Pixels per point; rounded sizes are whole pixels at this scale.
    public var scale: Double
    /// When greater than 0, each line's height is rounded to the nearest multiple of this length (points, halves
    /// away from zero) before lines are stacked, as a browser stacks line boxes in its layout units; 0 (the default,
    /// TextKit's behaviour) stacks the exact heights and rounds only the text's size.
    /// ``chromiumLayoutUnit`` reproduces Chromium, whose line boxes are whole `LayoutUnit`s (1/64 CSS pixel, one
    /// point here).
    public var lineHeightGrid: Double
    /// When greater than 0, a line fits its width when its width rounded down to a multiple of this length does, as
    /// a browser that adds up a line's advances in its layout units decides (Chromium fits "no" in Inter 20, 23.636
    /// points, in 23.625); 0 (the default, TextKit's behaviour) compares the exact width.
    public var lineWidthGrid: Double

    /// Chromium's `LayoutUnit`, 1/64 CSS pixel: the ``lineHeightGrid`` and ``lineWidthGrid`` of text laid out as
    /// Chromium lays it out (FlexLayout's `.web` trees).
    public static let chromiumLayoutUnit = 1.0 / 64

    /// Creates options; defaults match TextKit: font leading on, scale 1, exact line heights and widths.
    public init(usesFontLeading: Bool = true, scale: Double = 1, lineHeightGrid: Double = 0, lineWidthGrid: Double = 0) {
        self.usesFontLeading = usesFontLeading
        self.scale = scale
        self.lineHeightGrid = lineHeightGrid
        self.lineWidthGrid = lineWidthGrid
    }

    /// The widest a line's exact width may be for the line to fit `width`: with a ``lineWidthGrid``, just under the
    /// next grid line above `width` (the line's width rounded down to the grid must not exceed it).
    func fittingWidth(_ width: Double) -> Double {
        guard lineWidthGrid > 0, width.isFinite else { return width }
        let units = (width / lineWidthGrid + 1e-9).rounded(.down)
        return (units + 1) * lineWidthGrid - 2 * LineBreaker.epsilon
    }

    /// The scales measuring takes: from 0.01 pixels per point (so rounding never takes a visible text to zero) to 100.
    public static let scaleRange = 0.01...100.0

    func validate() throws {
        guard scale.isFinite, Self.scaleRange.contains(scale) else {
            throw TextMeasureError.invalidArgument(name: "scale", value: "\(scale)", reason: "must be a finite number in [0.01, 100]")
        }
        guard lineHeightGrid >= 0 && lineHeightGrid <= ParagraphStyle.maximumLength else {
            throw TextMeasureError.invalidArgument(name: "line height grid", value: "\(lineHeightGrid)",
                                                   reason: ParagraphStyle.limitReason(of: "line height grid"))
        }
        guard lineWidthGrid >= 0 && lineWidthGrid <= ParagraphStyle.maximumLength else {
            throw TextMeasureError.invalidArgument(name: "line width grid", value: "\(lineWidthGrid)",
                                                   reason: ParagraphStyle.limitReason(of: "line width grid"))
        }
    }
}

extension ParagraphStyle {
    /// Why a value of the setting called `name` was refused: the range it must lie in.
    package static func limitReason(of name: String) -> String {
        name == "line height multiple"
            ? "must be a finite number in [0, \(Int(maximumLineHeightMultiple))]"
            : "must be a finite number in [0, \(Int(maximumLength))] points"
    }
}
