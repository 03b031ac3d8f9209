/// Greedy line breaking over a prepared paragraph's grapheme clusters (DESIGN.md, "Measuring", step 4): a tight
/// loop over the paragraph's offsets and flags.
struct LineBreaker {
    /// The widest a line may be, in points (`.infinity` for none).
    let maxWidth: Double
    let mode: LineBreakMode
    /// Hyphenation points are taken only when the line broken at the last other opportunity would be filled less
    /// than this fraction of `maxWidth` (``ParagraphStyle/hyphenationFactor``).
    var hyphenationFactor: Double = 0
    /// What a line ending between two clusters of a word must not count (none: the sums of shaped advances).
    var kerning = LineEndKerning(styles: [])
    /// Tolerance for floating-point sums: a line that overshoots by less than this still fits.
    static let epsilon = 1e-9

    /// Appends the lines of `paragraph` (grapheme ranges) to `lines`, at most `limit` of them. An empty paragraph
    /// has one empty line.
    ///
    /// A line ends before the first grapheme that is not whitespace and does not fit, at the last opportunity
    /// before it (or at that grapheme when there is none), or after a hard break. An opportunity after a soft hyphen
    /// is taken only where the line fits with the hyphen it then shows, and never as the line's only grapheme. Where offsets never decrease and
    /// nothing breaks hard (nearly always), that grapheme is found by binary search rather than by walking the line.
    func appendLines(of paragraph: PreparedParagraph.View, limit: Int = .max, to lines: inout [Range<Int>]) {
        forEachLine(of: paragraph, limit: limit) { lines.append($0); return true }
    }

    /// Hands the lines ``appendLines(of:limit:to:)`` would append to `body`, one at a time, until it returns false
    /// (the layout builder's loop: no array of lines is made).
    @inline(__always)
    func forEachLine(of paragraph: PreparedParagraph.View, limit: Int = .max, _ body: (Range<Int>) -> Bool) {
        let count = paragraph.graphemeCount
        guard count > 0 else {
            _ = body(0..<0)
            return
        }
        guard paragraph.header.offsetsNeverDecrease && !paragraph.header.hasHardBreaks else {
            forEachLineWalking(paragraph, limit: limit, body)
            return
        }
        let width = (mode == .clip ? Double.infinity : maxWidth) + LineBreaker.epsilon
        let everyGrapheme = mode == .charWrap
        let offsets = paragraph.offsets, flags = paragraph.flags
        var reported = 0
        var start = 0
        while start < count && reported < limit {
            var g = LineBreaker.firstOvershoot(offsets, from: start, count: count, width: width)
            while g < count && flags[g].contains(.whitespace) { g += 1 }   // hanging whitespace never overshoots
            var end = count
            if g < count {
                var opportunity = g - 1
                // An opportunity after a soft hyphen counts only where the line fits with its hyphen.
                while opportunity >= start && !opens(opportunity, from: start, paragraph, width: width, everyGrapheme: everyGrapheme) {
                    opportunity -= 1
                }
                end = opportunity + 1 > start ? opportunity + 1 : LineBreaker.clusterBreak(before: g, from: start, paragraph, width: width)
                end = withoutKerning(end, from: start, paragraph, width: width)
            }
            reported += 1
            guard body(start..<end) else { return }
            start = end
        }
    }

    /// The first grapheme `g` after `start` whose end overshoots `width` (`offsets[g + 1] - offsets[start] > width`, which
    /// grows with `g`), or `count` when none does. Searched from where the line's share of the rest of the paragraph
    /// puts it, outwards by doubling steps, then by halving: a prepared text read again at a new width is usually
    /// out of the cache, and a binary search over the whole paragraph loaded a new cache line at nearly every step.
    @inline(__always)
    static func firstOvershoot(_ offsets: UnsafeBufferPointer<Double>, from start: Int, count: Int, width: Double) -> Int {
        let base = offsets[start]
        let rest = offsets[count] - base
        guard rest > width, count - start > 1 else { return count }   // the rest fits, or only one grapheme is left
        func overshoots(_ g: Int) -> Bool { offsets[g + 1] - base > width }
        // Bracket the answer in (low, high]: overshoots(high) holds, and low == start or overshoots(low) fails.
        let span = count - start
        var guess = start + Int(Double(span) * (width / rest))   // rest > width ≥ 0, so the share is in [0, 1)
        guess = min(max(guess, start + 1), count - 1)
        var low: Int, high: Int
        if overshoots(guess) {
            high = guess
            var step = 1
            low = guess - step
            while low > start && overshoots(low) {
                high = low
                step *= 2
                low = max(start, high - step)
            }
        } else {
            low = guess
            var step = 1
            high = min(count - 1, guess + step)
            while !overshoots(high) {   // overshoots(count - 1) holds: rest > width
                low = high
                step *= 2
                high = min(count - 1, low + step)
            }
        }
        while high - low > 1 {
            let middle = (low + high) / 2
            if overshoots(middle) { high = middle } else { low = middle }
        }
        return high
    }

    /// ``appendLines(of:limit:to:)`` grapheme by grapheme, for any paragraph.
    func appendLinesWalking(_ paragraph: PreparedParagraph.View, limit: Int = .max, to lines: inout [Range<Int>]) {
        forEachLineWalking(paragraph, limit: limit) { lines.append($0); return true }
    }

    /// ``forEachLine(of:limit:_:)`` grapheme by grapheme, for any paragraph.
    private func forEachLineWalking(_ paragraph: PreparedParagraph.View, limit: Int, _ body: (Range<Int>) -> Bool) {
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
                    end = lastOpportunity > start ? lastOpportunity : LineBreaker.clusterBreak(before: g, from: start, paragraph, width: width)
                    end = withoutKerning(end, from: start, paragraph, width: width)
                    break
                }
                if flag.contains(.hardBreakAfter) && g + 1 < count {
                    end = g + 1
                    break
                }
                if opens(g, from: start, paragraph, width: width, everyGrapheme: everyGrapheme) { lastOpportunity = g + 1 }
                g += 1
            }
            reported += 1
            guard body(start..<end) else { return }
            start = end
        }
    }

    /// A line end `end` that falls between two clusters of a word, moved back until the line fits without the kerning
    /// its last glyph has against the next one (``LineEndKerning``); a line keeps at least one cluster. Elsewhere
    /// (after an opportunity, between pieces) the correction is 0 and `end` stays.
    @inline(__always)
    private func withoutKerning(_ end: Int, from start: Int, _ paragraph: PreparedParagraph.View, width: Double) -> Int {
        var end = end
        while end - 1 > start && end < paragraph.graphemeCount && !paragraph.flags[end - 1].contains(.whitespace)
            && paragraph.width(start..<end) + kerning.correction(after: end - 1, in: paragraph) > width {
            end -= 1
        }
        return end
    }

    /// Whether a line from `start` can end after grapheme `o`: after any grapheme in character wrapping, else at a
    /// usable opportunity; in both, after a soft hyphen or a hyphenation point only where the line fits with its hyphen.
    @inline(__always)
    private func opens(_ o: Int, from start: Int, _ paragraph: PreparedParagraph.View, width: Double, everyGrapheme: Bool) -> Bool {
        if everyGrapheme && !paragraph.flags[o].contains(.hyphenAfter) { return true }
        return usable(o, from: start, paragraph, width: width)
    }

    /// Whether the opportunity after grapheme `o` can end a line from `start`: a break opportunity; after a soft hyphen
    /// or a hyphenation point, only where the line fits with its hyphen and is not that grapheme alone; at a
    /// hyphenation point, only when the line ending at the previous other opportunity is less full than the factor.
    @inline(__always)
    private func usable(_ o: Int, from start: Int, _ paragraph: PreparedParagraph.View, width: Double) -> Bool {
        let flag = paragraph.flags[o]
        guard flag.contains(.breakAfter) else { return false }
        guard flag.contains(.hyphenAfter) else { return true }
        guard o > start, paragraph.offsets[o + 1] - paragraph.offsets[start] + paragraph.hyphenWidth(after: o) <= width else { return false }
        return !flag.contains(.hyphenationPoint) || fill(before: o, from: start, paragraph) < hyphenationFactor
    }

    /// How full (a fraction of `maxWidth`) the line from `start` would be if it ended at the last opportunity before
    /// grapheme `o` that is not a hyphenation point (0 when there is none).
    private func fill(before o: Int, from start: Int, _ paragraph: PreparedParagraph.View) -> Double {
        var p = o - 1
        while p >= start && (!paragraph.flags[p].contains(.breakAfter) || paragraph.flags[p].contains(.hyphenationPoint)) { p -= 1 }
        guard p >= start, maxWidth > 0, maxWidth.isFinite else { return 0 }
        return paragraph.trimmedWidth(start..<(p + 1)) / maxWidth
    }

    /// Where a line from `start` with no usable opportunity breaks between clusters: before `g`, the first that does not
    /// fit, or one earlier when the cluster before it is a soft hyphen whose hyphen would not fit (the line would end
    /// after it and show the hyphen).
    @inline(__always)
    static func clusterBreak(before g: Int, from start: Int, _ paragraph: PreparedParagraph.View, width: Double) -> Int {
        guard g - 1 > start, paragraph.flags[g - 1].contains(.hyphenAfter),
              paragraph.offsets[g] - paragraph.offsets[start] + paragraph.hyphenWidth(after: g - 1) > width else { return g }
        return g - 1
    }

    /// The lines of `paragraph` (grapheme ranges).
    func lines(of paragraph: PreparedParagraph.View) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        appendLines(of: paragraph, to: &lines)
        return lines
    }
}
