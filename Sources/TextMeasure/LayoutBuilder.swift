import Foundation

/// Breaks a prepared text into lines at a width, applies the line limit, height limit and truncation, and
/// computes line metrics, alignment, sizes and ink (DESIGN.md, "Measuring", steps 4–8).
struct LayoutBuilder {
    let prepared: PreparedText

    private struct Candidate {
        var paragraph: Int
        var range: Range<Int>
    }

    private struct Metrics {
        var ascent = 0.0, descent = 0.0, lineGap = 0.0
    }

    private struct KeptLine {
        var candidate: Candidate
        var metrics: Metrics
        var top: Double
        var height: Double
    }

    func build(width: Double, widthMode: MeasureMode, height: Double, heightMode: MeasureMode) throws -> TextLayout {
        try check(width, "width", mode: widthMode)
        try check(height, "height", mode: heightMode)
        let style = prepared.paragraphStyle
        let options = prepared.options
        let maxWidth = widthMode == .undefined ? Double.infinity : width
        let maxHeight = heightMode == .undefined ? Double.infinity : height
        let limit = style.maximumLines > 0 ? style.maximumLines : Int.max
        let breaker = LineBreaker(maxWidth: maxWidth, mode: style.lineBreakMode)
        let paragraphs = prepared.paragraphs

        // Lines, metrics and vertical positions, until the line or height limit.
        var kept: [KeptLine] = []
        var overflow = false
        var y = 0.0
        paragraphLoop: for (index, paragraph) in paragraphs.enumerated() {
            let remaining = limit == Int.max ? Int.max : limit - kept.count + 1
            for (lineIndex, range) in breaker.lines(of: paragraph, limit: remaining).enumerated() {
                if kept.count == limit { overflow = true; break paragraphLoop }
                let metrics = lineMetrics(paragraph, range)
                let h = lineHeight(metrics)
                let s = max(style.lineSpacing, options.usesFontLeading ? metrics.lineGap : 0)
                var top = y
                if lineIndex == 0 && index > 0 { top += style.paragraphSpacing + style.paragraphSpacingBefore }
                if !kept.isEmpty && top + h > maxHeight + LineBreaker.epsilon { overflow = true; break paragraphLoop }
                kept.append(KeptLine(candidate: Candidate(paragraph: index, range: range), metrics: metrics, top: top, height: h))
                y = top + h + s
            }
        }

        // Truncation of the last kept line, and line widths.
        var records: [LineRecord] = []
        var widths: [Double] = []
        var texts: [String?] = []
        var clipped = false
        for (position, line) in kept.enumerated() {
            let paragraph = paragraphs[line.candidate.paragraph]
            let isLast = position == kept.count - 1
            if isLast && overflow && style.lineBreakMode.truncates {
                let truncated = Truncator(prepared: prepared, paragraph: line.candidate.paragraph, maxWidth: maxWidth)
                    .truncate(from: line.candidate.range.lowerBound, mode: style.lineBreakMode)
                records.append(truncated.record)
                widths.append(truncated.width)
                texts.append(truncated.text)
                continue
            }
            let range = line.candidate.range
            var lineWidth = paragraph.trimmedWidth(range)
            if style.lineBreakMode == .clip && lineWidth > maxWidth {
                lineWidth = maxWidth
                clipped = true
            }
            records.append(LineRecord(paragraph: line.candidate.paragraph, first: range.lowerBound..<paragraph.trimmedEnd(range),
                                      ellipsis: nil, ellipsisSlot: 0))
            widths.append(lineWidth)
            texts.append(nil)
        }

        // Sizes. Advances can sum below zero (negative kerning or letter spacing, a corrupt font's GPOS): a line is never
        // narrower than nothing.
        widths = widths.map { max(0, $0) }
        let naturalWidth = widths.max() ?? 0
        let contentHeight = kept.last.map { $0.top + $0.height } ?? 0
        let rawWidth = widthMode == .exactly ? width : naturalWidth
        let rawHeight = heightMode == .exactly ? height : contentHeight

        // Alignment and the public lines.
        var lines: [TextLine] = []
        lines.reserveCapacity(kept.count)
        for (position, line) in kept.enumerated() {
            let paragraph = paragraphs[line.candidate.paragraph]
            let endsParagraph = line.candidate.range.upperBound == paragraph.graphemeCount
            let x: Double
            var record = records[position]
            switch style.alignment {
            case .left: x = 0
            case .right: x = rawWidth - widths[position]
            case .center: x = (rawWidth - widths[position]) / 2
            case .natural: x = paragraph.baseLevel & 1 == 1 ? rawWidth - widths[position] : 0
            case .justified:
                let spaces = justifiableSpaces(paragraph, record)
                if !endsParagraph && record.ellipsis == nil && spaces > 0 && rawWidth > widths[position] {
                    record.extraPerSpace = (rawWidth - widths[position]) / Double(spaces)
                    records[position] = record
                }
                x = paragraph.baseLevel & 1 == 1 && (endsParagraph || record.extraPerSpace == 0) ? rawWidth - widths[position] : 0
            }
            let start = paragraph.textOffset + Int(paragraph.graphemeStarts[line.candidate.range.lowerBound])
            let end = paragraph.textOffset + Int(paragraph.graphemeStarts[line.candidate.range.upperBound])
            lines.append(TextLine(utf16Range: start..<end, paragraphIndex: line.candidate.paragraph,
                                  width: widths[position], x: x, top: line.top, height: line.height,
                                  baseline: line.top + line.height - line.metrics.descent,
                                  ascent: line.metrics.ascent, descent: line.metrics.descent, source: paragraph,
                                  sourceRange: (start - paragraph.textOffset)..<(end - paragraph.textOffset),
                                  displayedText: texts[position]))
        }

        let scale = prepared.options.scale
        return TextLayout(
            size: CGSize(width: TextLayout.round(rawWidth, scale: scale), height: TextLayout.round(rawHeight, scale: scale)),
            rawSize: CGSize(width: rawWidth, height: rawHeight), lines: lines,
            isTruncated: overflow || clipped, scale: scale, records: records, prepared: prepared)
    }

    private func check(_ value: Double, _ name: String, mode: MeasureMode) throws {
        guard !value.isNaN, value >= 0, mode == .undefined || !value.isInfinite || mode == .atMost else {
            throw TextMeasureError.invalidArgument(name: name, value: "\(value)", reason: "must be a number ≥ 0")
        }
    }

    private func lineMetrics(_ paragraph: PreparedParagraph, _ range: Range<Int>) -> Metrics {
        guard !range.isEmpty else {
            let m = paragraph.emptyLineMetrics
            return Metrics(ascent: m.ascent, descent: m.descent, lineGap: m.lineGap)
        }
        var metrics = Metrics()
        for index in Int(paragraph.pieceOfGrapheme[range.lowerBound])...Int(paragraph.pieceOfGrapheme[range.upperBound - 1]) {
            let m = paragraph.pieceMetrics[index]
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
        return h
    }

    private func justifiableSpaces(_ paragraph: PreparedParagraph, _ record: LineRecord) -> Int {
        record.segments.reduce(0) { count, segment in
            count + segment.filter { paragraph.flags[$0].contains(.whitespace) }.count
        }
    }
}
