import Foundation

/// One line the line loop keeps: where it breaks, its width (hyphen included, clipped) and its vertical metrics.
struct BrokenLine {
    let paragraphIndex: Int
    /// The line's graphemes in its paragraph.
    let range: Range<Int>
    let width: Double
    let top: Double
    let height: Double
    let ascent: Double
    let descent: Double
    /// The hyphen the line shows when it was broken after a soft hyphen or a hyphenation point.
    let hyphen: Ellipsis?
}

/// What ``LayoutBuilder``'s line loop hands its lines to: the lines of a ``TextLayout``, or only the sizes.
protocol LineSink {
    /// The lines kept so far.
    var count: Int { get }
    /// The paragraph and first grapheme of the last kept line (what truncation starts from).
    var last: (paragraph: Int, firstGrapheme: Int)? { get }
    /// The widest line, never below zero.
    var naturalWidth: Double { get }
    /// The bottom of the last line.
    var contentHeight: Double { get }
    mutating func append(_ line: BrokenLine, view: PreparedParagraph.View, paragraph: PreparedParagraph)
    /// Replaces the last line by its truncation.
    mutating func truncateLast(_ truncated: (record: LineRecord, width: Double, text: String))
}

/// The lines and line records of a ``TextLayout``.
struct LayoutLines: LineSink {
    var lines: [TextLine] = []
    var records: [LineRecord] = []

    init() {
        lines.reserveCapacity(8)
        records.reserveCapacity(8)
    }

    var count: Int { lines.count }
    var last: (paragraph: Int, firstGrapheme: Int)? { records.last.map { ($0.paragraph, $0.first.lowerBound) } }
    var naturalWidth: Double { lines.reduce(0) { max($0, $1.width) } }
    var contentHeight: Double { lines.last.map { $0.top + $0.height } ?? 0 }

    mutating func append(_ line: BrokenLine, view: PreparedParagraph.View, paragraph: PreparedParagraph) {
        let units = view.unitStart(of: line.range.lowerBound)..<view.unitStart(of: line.range.upperBound)
        let offset = view.header.textOffset
        var textLine = TextLine(utf16Range: (units.lowerBound + offset)..<(units.upperBound + offset),
                                paragraphIndex: line.paragraphIndex, width: max(0, line.width), x: 0, top: line.top,
                                height: line.height, baseline: line.top + line.height - line.descent, ascent: line.ascent,
                                descent: line.descent, source: paragraph, sourceRange: units,
                                displayedText: line.hyphen.map { _ in
                                    // A soft hyphen gives way to the hyphen shown.
                                    let shown = view.text[units.upperBound - 1] == 0x00AD ? units.dropLast() : units
                                    return paragraph.string(shown) + "-"
                                })
        textLine.endsWithHyphen = line.hyphen != nil
        lines.append(textLine)
        records.append(LineRecord(paragraph: line.paragraphIndex, first: line.range.lowerBound..<view.trimmedEnd(line.range),
                                  ellipsis: line.hyphen, ellipsisSlot: 1, isHyphen: line.hyphen != nil))
    }

    mutating func truncateLast(_ truncated: (record: LineRecord, width: Double, text: String)) {
        let last = lines.count - 1
        records[last] = truncated.record
        lines[last].width = max(0, truncated.width)
        lines[last].displayedText = truncated.text
        lines[last].endsWithHyphen = false
    }
}

/// Only what a ``TextLayoutSummary`` reports: no lines are made.
struct LineSummary: LineSink {
    private(set) var count = 0
    private(set) var last: (paragraph: Int, firstGrapheme: Int)?
    private(set) var contentHeight = 0.0
    private var widestBeforeLast = 0.0
    private var lastWidth = 0.0

    var naturalWidth: Double { max(widestBeforeLast, lastWidth) }

    mutating func append(_ line: BrokenLine, view: PreparedParagraph.View, paragraph: PreparedParagraph) {
        widestBeforeLast = naturalWidth
        lastWidth = max(0, line.width)
        count += 1
        last = (line.paragraphIndex, line.range.lowerBound)
        contentHeight = line.top + line.height
    }

    mutating func truncateLast(_ truncated: (record: LineRecord, width: Double, text: String)) {
        lastWidth = max(0, truncated.width)
    }
}
