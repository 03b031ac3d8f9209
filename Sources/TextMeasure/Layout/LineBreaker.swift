/// Greedy line breaking over a prepared paragraph's grapheme clusters (DESIGN.md, "Measuring", step 4): a tight
/// loop over the paragraph's offsets and flags.
struct LineBreaker {
    /// The widest a line may be, in points (`.infinity` for none).
    let maxWidth: Double
    let mode: LineBreakMode
    /// Tolerance for floating-point sums: a line that overshoots by less than this still fits.
    static let epsilon = 1e-9

    /// Breaks `paragraph` into lines (grapheme ranges), calling `body` with each; stops once `limit` lines were
    /// reported or `body` returns false. An empty paragraph has one empty line.
    func forEachLine(of paragraph: PreparedParagraph.View, limit: Int = .max, _ body: (Range<Int>) -> Bool) {
        let count = paragraph.graphemeCount
        guard count > 0 else {
            _ = body(0..<0)
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
            guard body(start..<end) else { return }
            start = end
        }
    }

    /// The lines of `paragraph` (grapheme ranges).
    func lines(of paragraph: PreparedParagraph.View) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        forEachLine(of: paragraph) { lines.append($0); return true }
        return lines
    }
}
