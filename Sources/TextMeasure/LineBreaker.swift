/// Greedy line breaking over a prepared paragraph's grapheme clusters (DESIGN.md, "Measuring", step 4).
struct LineBreaker {
    /// The widest a line may be, in points (`.infinity` for none).
    let maxWidth: Double
    let mode: LineBreakMode
    /// Tolerance for floating-point sums: a line that overshoots by less than this still fits.
    static let epsilon = 1e-9

    /// Breaks `paragraph` into lines (grapheme ranges), stopping once `limit` lines exist.
    func lines(of paragraph: PreparedParagraph, limit: Int = .max) -> [Range<Int>] {
        let count = paragraph.graphemeCount
        guard count > 0 else { return [0..<0] }
        let width = mode == .clip ? Double.infinity : maxWidth
        let everyGrapheme = mode == .charWrap
        var lines: [Range<Int>] = []
        var start = 0
        while start < count && lines.count < limit {
            var end = count
            var lastOpportunity = -1
            var g = start
            while g < count {
                let flags = paragraph.flags[g]
                if !flags.contains(.whitespace) && g > start
                    && paragraph.offsets[g + 1] - paragraph.offsets[start] > width + LineBreaker.epsilon {
                    end = lastOpportunity > start ? lastOpportunity : g
                    break
                }
                if flags.contains(.hardBreakAfter) && g + 1 < count {
                    end = g + 1
                    break
                }
                if everyGrapheme || flags.contains(.breakAfter) { lastOpportunity = g + 1 }
                g += 1
            }
            lines.append(start..<end)
            start = end
        }
        return lines
    }
}
