/// One paragraph after itemizing and shaping: everything line breaking needs, at any width.
///
/// Grapheme clusters are the unit: each has an advance (points, letter spacing included) and flags saying
/// whether a line may or must break after it and whether it is whitespace. Shaped pieces (a run of one font,
/// script, direction and style, cut at line-break opportunities) keep the glyphs for drawing and ink.
final class PreparedParagraph: Sendable {
    struct Piece: Sendable {
        /// Graphemes covered.
        let graphemes: Range<Int>
        /// UTF-16 offsets covered, relative to the paragraph.
        let utf16: Range<Int>
        let word: ShapedWord
        /// Points per font unit.
        let scale: Double
        let letterSpacing: Double
        let level: UInt8
        let styleIndex: Int
        var isRightToLeft: Bool { level & 1 == 1 }
    }

    struct GraphemeFlags: OptionSet, Sendable {
        let rawValue: UInt8
        static let breakAfter = GraphemeFlags(rawValue: 1)
        static let hardBreakAfter = GraphemeFlags(rawValue: 2)
        static let whitespace = GraphemeFlags(rawValue: 4)
    }

    /// Vertical metrics of one font at one size, in points.
    struct FontMetrics: Sendable, Equatable {
        var ascent: Double
        var descent: Double
        var lineGap: Double
    }

    /// The paragraph's UTF-16 code units.
    let text: [UInt16]
    /// Where the paragraph starts in the whole text (UTF-16 offset).
    let textOffset: Int
    /// The resolved base bidi level (0 left-to-right, 1 right-to-left).
    let baseLevel: UInt8
    /// Whether every piece and the paragraph are left-to-right (no reordering needed).
    let isLeftToRight: Bool
    /// UTF-16 start of each grapheme, plus the paragraph's length at the end.
    let graphemeStarts: [Int32]
    /// The grapheme each UTF-16 unit belongs to.
    let graphemeOfUnit: [Int32]
    /// Prefix sums of grapheme advances: the width of graphemes a..<b is `offsets[b] - offsets[a]`.
    let offsets: [Double]
    let flags: [GraphemeFlags]
    let pieces: [Piece]
    /// The piece each grapheme belongs to.
    let pieceOfGrapheme: [Int32]
    /// Metrics of each piece's font at its size.
    let pieceMetrics: [FontMetrics]
    /// Metrics used for a line with no glyphs (an empty paragraph).
    let emptyLineMetrics: FontMetrics
    /// Style used for an empty paragraph.
    let emptyStyleIndex: Int

    var graphemeCount: Int { flags.count }

    init(text: [UInt16], textOffset: Int, baseLevel: UInt8, graphemeStarts: [Int32], graphemeOfUnit: [Int32], offsets: [Double],
         flags: [GraphemeFlags], pieces: [Piece], pieceOfGrapheme: [Int32], pieceMetrics: [FontMetrics],
         emptyLineMetrics: FontMetrics, emptyStyleIndex: Int) {
        self.text = text
        self.textOffset = textOffset
        self.baseLevel = baseLevel
        isLeftToRight = baseLevel == 0 && pieces.allSatisfy { $0.level == 0 }
        self.graphemeStarts = graphemeStarts
        self.graphemeOfUnit = graphemeOfUnit
        self.offsets = offsets
        self.flags = flags
        self.pieces = pieces
        self.pieceOfGrapheme = pieceOfGrapheme
        self.pieceMetrics = pieceMetrics
        self.emptyLineMetrics = emptyLineMetrics
        self.emptyStyleIndex = emptyStyleIndex
    }

    /// Width of graphemes `range`.
    @inline(__always)
    func width(_ range: Range<Int>) -> Double { offsets[range.upperBound] - offsets[range.lowerBound] }

    /// Width of `range` without its trailing whitespace.
    func trimmedWidth(_ range: Range<Int>) -> Double { width(range.lowerBound..<trimmedEnd(range)) }

    /// The end of `range` once trailing whitespace is dropped.
    func trimmedEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound && flags[end - 1].contains(.whitespace) { end -= 1 }
        return end
    }

    /// The widest unbreakable stretch (between line-break opportunities), trailing whitespace excluded.
    var longestWordWidth: Double {
        var longest = 0.0
        var start = 0
        for index in 0..<graphemeCount where flags[index].contains(.breakAfter) || flags[index].contains(.hardBreakAfter) || index == graphemeCount - 1 {
            longest = max(longest, trimmedWidth(start..<(index + 1)))
            start = index + 1
        }
        return longest
    }

    /// The widest grapheme.
    var widestGrapheme: Double {
        (0..<graphemeCount).reduce(0) { max($0, offsets[$1 + 1] - offsets[$1]) }
    }
}
