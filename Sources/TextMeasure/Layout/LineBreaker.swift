/// Greedy line breaking over a prepared paragraph's grapheme clusters (DESIGN.md, "Measuring", step 4): a tight
/// loop over the paragraph's offsets and flags.
struct LineBreaker {
    /// The widest a line may be, in points (`.infinity` for none).
    let maxWidth: Double
    let mode: LineBreakMode
    /// Tolerance for floating-point sums: a line that overshoots by less than this still fits.
    static let epsilon = 1e-9

    /// Appends the lines of `paragraph` (grapheme ranges) to `lines`, at most `limit` of them. An empty paragraph
    /// has one empty line.
    ///
    /// A line ends before the first grapheme that is not whitespace and does not fit, at the last opportunity
    /// before it (or at that grapheme when there is none), or after a hard break. Where offsets never decrease and
    /// nothing breaks hard (nearly always), that grapheme is found by binary search rather than by walking the line.
    func appendLines(of paragraph: PreparedParagraph.View, limit: Int = .max, to lines: inout [Range<Int>]) {
        let count = paragraph.graphemeCount
        guard count > 0 else {
            lines.append(0..<0)
            return
        }
        guard paragraph.header.offsetsNeverDecrease && !paragraph.header.hasHardBreaks else {
            appendLinesWalking(paragraph, limit: limit, to: &lines)
            return
        }
        let width = (mode == .clip ? Double.infinity : maxWidth) + LineBreaker.epsilon
        let everyGrapheme = mode == .charWrap
        let offsets = paragraph.offsets, flags = paragraph.flags
        var reported = 0
        var start = 0
        while start < count && reported < limit {
            // The first g > start whose end overshoots: offsets[g + 1] - offsets[start] grows with g.
            let base = offsets[start]
            var low = start + 1, high = count
            while low < high {
                let middle = (low + high) / 2
                if offsets[middle + 1] - base > width { high = middle } else { low = middle + 1 }
            }
            var g = low
            while g < count && flags[g].contains(.whitespace) { g += 1 }   // hanging whitespace never overshoots
            var end = count
            if g < count {
                var opportunity = g - 1
                while opportunity >= start && !everyGrapheme && !flags[opportunity].contains(.breakAfter) { opportunity -= 1 }
                end = opportunity + 1 > start ? opportunity + 1 : g
            }
            reported += 1
            lines.append(start..<end)
            start = end
        }
    }

    /// ``appendLines(of:limit:to:)`` grapheme by grapheme, for any paragraph.
    func appendLinesWalking(_ paragraph: PreparedParagraph.View, limit: Int = .max, to lines: inout [Range<Int>]) {
        let count = paragraph.graphemeCount
        guard count > 0 else {
            lines.append(0..<0)
            return
        }
        let width = (mode == .clip ? Double.infinity : maxWidth) + LineBreaker.epsilon
        let everyGrapheme = mode == .charWrap
        let offsets = paragraph.offsets, flags = paragraph.flags
        var reported = 0
        var start = 0
        while start < count && reported < limit {
            var end = count
            var lastOpportunity = -1
            var g = start
            while g < count {
                let flag = flags[g]
                if !flag.contains(.whitespace) && g > start && offsets[g + 1] - offsets[start] > width {
                    end = lastOpportunity > start ? lastOpportunity : g
                    break
                }
                if flag.contains(.hardBreakAfter) && g + 1 < count {
                    end = g + 1
                    break
                }
                if everyGrapheme || flag.contains(.breakAfter) { lastOpportunity = g + 1 }
                g += 1
            }
            reported += 1
            lines.append(start..<end)
            start = end
        }
    }

    /// The lines of `paragraph` (grapheme ranges).
    func lines(of paragraph: PreparedParagraph.View) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        appendLines(of: paragraph, to: &lines)
        return lines
    }
}
