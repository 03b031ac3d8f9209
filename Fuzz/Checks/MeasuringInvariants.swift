import Foundation
import Geometry
import TextMeasure

/// What every layout of a text must satisfy, computed from the text alone (DESIGN.md, "Measuring: the contract"):
///
/// - sizes, line positions and widths are finite and ≥ 0; the rounded size is the raw size rounded up at the scale;
/// - lines go top to bottom through the paragraphs (split at LF, CR, CR LF and U+2029) in order, none skipped; each
///   paragraph's lines tile its UTF-16 range (the first starts at its start, each starts where the last ended, the
///   last ends at its end); only the very last line may stop short, and only in a truncated layout;
/// - a line shows the text of its range; a truncated line (the last one only, in a truncating mode) shows a prefix
///   of the rest of its paragraph and `…` (tail), `…` and the end of it without its trailing whitespace (head), or a
///   prefix, `…` and the end (middle); a layout that is not truncated joins back to the whole text;
/// - no line is wider than a wrapping box unless it shows a single cluster; the width is the box's in `exactly` mode,
///   else the widest line's;
/// - at most `maximumLines` lines; below a height limit every line but the first fits;
/// - empty text has no lines.
struct MeasuringInvariants {
    /// The box a layout was made for.
    struct Box {
        var width: Extent, height: Extent
    }

    let text: String
    let paragraph: ParagraphStyle
    let box: Box

    /// The slack of a comparison against a box side: the breaker's own tolerance, plus rounding in sums that large.
    static func tolerance(_ side: Double) -> Double { 1e-9 + 8 * side.ulp }

    func check(_ layout: TextLayout) throws(FuzzFailure) {
        let units = Array(text.utf16)
        let paragraphs = Self.paragraphRanges(units)
        try checkSizes(layout)
        guard !units.isEmpty else {
            guard layout.lines.isEmpty else { throw FuzzFailure("empty text has \(layout.lineCount) lines") }
            return
        }
        guard !layout.lines.isEmpty else { throw FuzzFailure("\(units.count) UTF-16 units measure to no line") }
        if paragraph.maximumLines > 0 && layout.lineCount > paragraph.maximumLines {
            throw FuzzFailure("\(layout.lineCount) lines with a limit of \(paragraph.maximumLines)")
        }
        var expectedStart = paragraphs[0].lowerBound
        var paragraphIndex = 0
        for (index, line) in layout.lines.enumerated() {
            let isLast = index == layout.lineCount - 1
            if line.paragraphIndex != paragraphIndex {
                // The previous paragraph must have been finished, and the next one begins.
                guard line.paragraphIndex == paragraphIndex + 1, expectedStart == paragraphs[paragraphIndex].upperBound else {
                    throw FuzzFailure("line \(index) starts paragraph \(line.paragraphIndex) at \(line.utf16Range) before paragraph \(paragraphIndex) ended at \(paragraphs[paragraphIndex].upperBound)")
                }
                paragraphIndex += 1
                expectedStart = paragraphs[paragraphIndex].lowerBound
            }
            guard paragraphIndex < paragraphs.count, line.utf16Range.lowerBound == expectedStart,
                  line.utf16Range.upperBound <= paragraphs[paragraphIndex].upperBound else {
                throw FuzzFailure("line \(index) covers \(line.utf16Range), expected a range from \(expectedStart) in paragraph \(paragraphIndex)")
            }
            expectedStart = line.utf16Range.upperBound
            let rest = Array(units[line.utf16Range.lowerBound..<paragraphs[paragraphIndex].upperBound])
            try checkText(of: line, index: index, isLast: isLast, expected: Array(units[line.utf16Range]), rest: rest)
            try checkWidth(of: line, index: index, shownClusters: layout.shownClusterCount(ofLine: index))
        }
        let ended = paragraphIndex == paragraphs.count - 1 && expectedStart == paragraphs[paragraphIndex].upperBound
        if !ended && !layout.isTruncated {
            throw FuzzFailure("the lines stop at \(expectedStart) of \(units.count) units in paragraph \(paragraphIndex) of \(paragraphs.count), but the layout is not truncated")
        }
        if let last = layout.lines.last, layout.lineCount > 1, let height = box.height.limit,
           last.top + last.height > height + Self.tolerance(height) {
            throw FuzzFailure("the last of \(layout.lineCount) lines ends at \(last.top + last.height), below the height \(height)")
        }
    }

    /// Sizes finite and ≥ 0, rounded from the raw ones; lines top to bottom with finite metrics.
    private func checkSizes(_ layout: TextLayout) throws(FuzzFailure) {
        let raw = layout.rawSize, rounded = layout.size
        for value in [raw.width, raw.height, rounded.width, rounded.height] where !value.isFinite || value < 0 {
            throw FuzzFailure("sizes \(raw) (raw) and \(rounded) (rounded) are not finite and ≥ 0")
        }
        for (rawSide, roundedSide) in [(raw.width, rounded.width), (raw.height, rounded.height)] {
            guard roundedSide == TextLayout.round(rawSide, scale: layout.scale) else {
                throw FuzzFailure("\(rawSide) rounds to \(roundedSide) at scale \(layout.scale)")
            }
        }
        if case .exactly(let width) = box.width, raw.width != width { throw FuzzFailure("width \(raw.width) in an exact box of \(width)") }
        if case .exactly(let height) = box.height, raw.height != height { throw FuzzFailure("height \(raw.height) in an exact box of \(height)") }
        if case .exactly = box.width {} else {
            let widest = layout.lines.reduce(0) { max($0, $1.width) }
            guard raw.width == widest else { throw FuzzFailure("width \(raw.width), the widest line \(widest)") }
        }
        var previousTop = -Double.infinity
        for (index, line) in layout.lines.enumerated() {
            let values = [line.width, line.x, line.top, line.height, line.baseline, line.ascent, line.descent]
            guard values.allSatisfy(\.isFinite), line.width >= 0, line.height >= 0, line.top >= previousTop else {
                throw FuzzFailure("line \(index) has width \(line.width), x \(line.x), top \(line.top), height \(line.height), baseline \(line.baseline)")
            }
            previousTop = line.top
        }
    }

    /// The line's text: its range's, or (truncated) a prefix and/or suffix of the rest of its paragraph around `…`.
    private func checkText(of line: TextLine, index: Int, isLast: Bool, expected: [UInt16], rest: [UInt16]) throws(FuzzFailure) {
        let shown = Array(line.text.utf16)
        guard line.isTruncated else {
            // A line broken at a hyphenation point shows a hyphen, in place of the soft hyphen that ends it if any.
            let hyphenated = expected.last == 0x00AD ? expected.dropLast() + [0x2D] : expected + [0x2D]
            guard shown == (line.endsWithHyphen ? hyphenated : expected) else {
                throw FuzzFailure("line \(index) shows other text than its range \(line.utf16Range)")
            }
            return
        }
        guard isLast, paragraph.lineBreakMode.isTruncating else {
            throw FuzzFailure("line \(index) of mode \(paragraph.lineBreakMode) has an ellipsis")
        }
        let ellipsis = UInt16(0x2026)
        let fits: Bool
        switch paragraph.lineBreakMode {
        case .truncateTail:
            fits = shown.last == ellipsis && rest.starts(with: shown.dropLast())
        case .truncateHead:
            // The end of the paragraph, its trailing whitespace dropped: a run of the rest.
            fits = shown.first == ellipsis && Self.contains(rest, shown.dropFirst())
        default:
            fits = shown.indices.contains { position in
                shown[position] == ellipsis && rest.starts(with: shown[..<position])
                    && rest.reversed().starts(with: shown[(position + 1)...].reversed())
                    && shown.count - 1 <= rest.count
            }
        }
        guard fits else { throw FuzzFailure("truncated line \(index) (\(paragraph.lineBreakMode)) does not show its paragraph around …") }
    }

    private func checkWidth(of line: TextLine, index: Int, shownClusters: Int) throws(FuzzFailure) {
        guard let width = box.width.limit, line.width > width + Self.tolerance(width), shownClusters > 1 else { return }
        throw FuzzFailure("line \(index) is \(line.width) wide in a box of \(width) and shows \(shownClusters) clusters")
    }

    /// Whether `part` occurs in `whole` as a contiguous run.
    static func contains(_ whole: [UInt16], _ part: ArraySlice<UInt16>) -> Bool {
        guard !part.isEmpty else { return true }
        guard part.count <= whole.count else { return false }
        return (0...(whole.count - part.count)).contains { whole[$0..<($0 + part.count)].elementsEqual(part) }
    }

    /// The paragraphs of `units`: split at LF, CR, CR LF and U+2029 (none for empty text).
    static func paragraphRanges(_ units: [UInt16]) -> [Range<Int>] {
        guard !units.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        var start = 0, index = 0
        while index < units.count {
            let unit = units[index]
            if unit == 0x0A || unit == 0x0D || unit == 0x2029 {
                ranges.append(start..<index)
                if unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        ranges.append(start..<units.count)
        return ranges
    }
}

extension LineBreakMode {
    /// Whether the mode puts `…` on the last allowed line.
    var isTruncating: Bool { self == .truncateHead || self == .truncateMiddle || self == .truncateTail }
}
