import Foundation
import Geometry

/// Breaks a prepared text into lines at a width, applies the line limit, height limit and truncation, and
/// computes line metrics, alignment, sizes and ink (DESIGN.md, "Measuring", steps 4–8). Its extents are checked where
/// they come in (``PreparedText/layout(width:height:)-(Extent,Extent)``): their lengths are finite numbers ≥ 0.
struct LayoutBuilder {
    let prepared: PreparedText

    private struct Metrics {
        var ascent = 0.0, descent = 0.0, lineGap = 0.0
    }

    func build(width: Extent, height: Extent) -> TextLayout {
        var sink = LayoutLines()
        let (rawWidth, rawHeight, isTruncated) = breakLines(width: width, height: height, into: &sink)
        var lines = sink.lines, records = sink.records
        let style = prepared.paragraphStyle

        // Alignment.
        for position in lines.indices {
            let paragraph = prepared.paragraphs[lines[position].paragraphIndex]
            let lineWidth = lines[position].width
            let isRightToLeft = paragraph.baseLevel & 1 == 1
            switch style.alignment {
            case .left: lines[position].x = 0
            case .right: lines[position].x = rawWidth - lineWidth
            case .center: lines[position].x = (rawWidth - lineWidth) / 2
            case .natural: lines[position].x = isRightToLeft ? rawWidth - lineWidth : 0
            case .justified:
                var record = records[position]
                let endsParagraph = lines[position].sourceRange.upperBound == paragraph.withView { $0.header.unitCount }
                let spaces = justifiableSpaces(paragraph, record)
                if !endsParagraph && (record.ellipsis == nil || record.isHyphen) && spaces > 0 && rawWidth > lineWidth {
                    record.extraPerSpace = (rawWidth - lineWidth) / Double(spaces)
                    records[position] = record
                }
                lines[position].x = isRightToLeft && (endsParagraph || record.extraPerSpace == 0) ? rawWidth - lineWidth : 0
            }
        }

        let scale = prepared.options.scale
        return TextLayout(
            size: CGSize(width: TextLayout.round(rawWidth, scale: scale), height: TextLayout.round(rawHeight, scale: scale)),
            rawSize: CGSize(width: rawWidth, height: rawHeight), lines: lines,
            isTruncated: isTruncated, scale: scale, widthLimit: width.maximum, records: records,
            prepared: prepared)
    }

    /// The sizes and line count of the layout ``build(width:height:)`` makes, without making its lines (for answers
    /// that report only sizes).
    func summary(width: Extent, height: Extent) -> TextLayoutSummary {
        var sink = LineSummary()
        let (rawWidth, rawHeight, isTruncated) = breakLines(width: width, height: height, into: &sink)
        let scale = prepared.options.scale
        return TextLayoutSummary(
            size: CGSize(width: TextLayout.round(rawWidth, scale: scale), height: TextLayout.round(rawHeight, scale: scale)),
            rawSize: CGSize(width: rawWidth, height: rawHeight), lineCount: sink.count, isTruncated: isTruncated)
    }

    /// Breaks the text into lines until the line or height limit, hands each kept line to `sink`, truncates the last
    /// one when the mode truncates, and returns the raw size and whether text was cut.
    private func breakLines<Sink: LineSink>(width: Extent, height: Extent,
                                            into sink: inout Sink) -> (width: Double, height: Double, isTruncated: Bool) {
        let style = prepared.paragraphStyle
        let options = prepared.options
        let maxWidth = width.maximum
        let maxHeight = height.maximum
        let limit = style.maximumLines > 0 ? style.maximumLines : Int.max
        let kerning = LineEndKerning(styles: prepared.styles)
        let breaker = LineBreaker(maxWidth: options.fittingWidth(maxWidth), mode: style.lineBreakMode,
                                  hyphenationFactor: style.hyphenationFactor, kerning: kerning)

        var overflow = false
        var clipped = false
        var y = 0.0
        for (index, paragraph) in prepared.paragraphs.enumerated() where !overflow {
            let remaining = limit == Int.max ? Int.max : limit - sink.count + 1
            paragraph.withView { view in
                var lineIndex = 0
                breaker.forEachLine(of: view, limit: remaining) { range in
                    defer { lineIndex += 1 }
                    if sink.count == limit { overflow = true; return false }
                    let metrics = lineMetrics(view, paragraph, range)
                    let h = lineHeight(metrics)
                    let s = max(style.lineSpacing, options.usesFontLeading ? metrics.lineGap : 0)
                    var top = y
                    if lineIndex == 0 && index > 0 { top += style.paragraphSpacing + style.paragraphSpacingBefore }
                    if sink.count > 0 && top + h > maxHeight + LineBreaker.epsilon { overflow = true; return false }
                    var lineWidth = kerning.width(range, in: view)
                    // A line broken after a soft hyphen or a hyphenation point shows a hyphen in the font of the text before it
                    // (a soft hyphen alone on a line, where nothing fit, shows nothing).
                    let hyphen = range.count > 1 && range.upperBound < view.graphemeCount
                        && view.flags[range.upperBound - 1].contains(.hyphenAfter)
                        ? Truncator.hyphen(after: range.upperBound - 1, in: view, prepared: prepared) : nil
                    lineWidth += hyphen?.width ?? 0
                    if style.lineBreakMode == .clip && lineWidth > maxWidth {
                        lineWidth = maxWidth
                        clipped = true
                    }
                    sink.append(BrokenLine(paragraphIndex: index, range: range, width: lineWidth, top: top, height: h,
                                           ascent: metrics.ascent, descent: metrics.descent, hyphen: hyphen),
                                view: view, paragraph: paragraph)
                    y = top + h + s
                    return true
                }
            }
        }

        // Truncation of the last kept line.
        if overflow && style.lineBreakMode.truncates, let last = sink.last {
            sink.truncateLast(Truncator(prepared: prepared, paragraph: last.paragraph, maxWidth: maxWidth)
                .truncate(from: last.firstGrapheme, mode: style.lineBreakMode))
        }

        // Sizes. Advances can sum below zero (negative kerning or letter spacing, a corrupt font's GPOS): a line is never
        // narrower than nothing.
        let rawWidth = if case .exactly(let exact) = width { exact } else { sink.naturalWidth }
        let rawHeight = if case .exactly(let exact) = height { exact } else { sink.contentHeight }
        return (rawWidth, rawHeight, overflow || clipped)
    }

    private func lineMetrics(_ view: PreparedParagraph.View, _ paragraph: PreparedParagraph, _ range: Range<Int>) -> Metrics {
        guard !range.isEmpty else {
            let m = paragraph.emptyLine.metrics
            return Metrics(ascent: m.ascent, descent: m.descent, lineGap: m.lineGap)
        }
        var metrics = Metrics()
        if view.runs.count == 1 {
            // One font on the whole paragraph (the common case): its metrics, without walking the pieces.
            let m = view.runs[0].metrics
            return Metrics(ascent: max(0, m.ascent), descent: max(0, m.descent), lineGap: max(0, m.lineGap))
        }
        for index in view.pieces(covering: range) {
            let m = view.runs[Int(view.runOfPiece[index])].metrics
            metrics.ascent = max(metrics.ascent, m.ascent)
            metrics.descent = max(metrics.descent, m.descent)
            metrics.lineGap = max(metrics.lineGap, m.lineGap)
        }
        return metrics
    }

    private func lineHeight(_ metrics: Metrics) -> Double {
        let style = prepared.paragraphStyle
        var h = (metrics.ascent + metrics.descent) * (style.lineHeightMultiple > 0 ? style.lineHeightMultiple : 1)
        h = max(h, style.minimumLineHeight)
        if style.maximumLineHeight > 0 { h = min(h, style.maximumLineHeight) }
        let grid = prepared.options.lineHeightGrid
        if grid > 0 { h = (h / grid).rounded(.toNearestOrAwayFromZero) * grid }
        return h
    }

    private func justifiableSpaces(_ paragraph: PreparedParagraph, _ record: LineRecord) -> Int {
        paragraph.withView { view in
            record.segments.reduce(0) { count, segment in
                count + segment.filter { view.flags[$0].contains(.whitespace) }.count
            }
        }
    }
}
