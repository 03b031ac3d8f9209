/// The third stage of preparing a paragraph: UAX #14 line-break opportunities (DESIGN.md, "Measuring", step 4),
/// as flags on the grapheme before each one. Text in the characters most messages use takes ``SimpleLineBreaks``
/// (ICU's answers without ICU); anything else goes to ICU. An opportunity inside a grapheme cluster is dropped.
struct BreakFinder {
    let icu: ICUServices
    var rules: LineBreakRules = .unicode

    /// Adds `.breakAfter` (and `.hardBreakAfter` for mandatory breaks) to the flags of `itemized`; `breaks` is scratch.
    func findBreaks(_ units: UnsafeBufferPointer<UInt16>, in itemized: inout ItemizedParagraph,
                    breaks: inout [LineBreakOpportunity]) throws {
        try icu.lineBreaks(units, normal: rules == .chromium, into: &breaks)
        let n = units.count
        for item in breaks where item.offset > 0 && Int(item.offset) <= n {
            let g = itemized.grapheme(ofUnit: Int(item.offset) - 1)
            guard itemized.unitStart(of: g + 1) == item.offset else { continue }  // never inside a cluster
            itemized.flags[g].insert(.breakAfter)
            if item.isHard { itemized.flags[g].insert(.hardBreakAfter) }
            // A soft hyphen: a line that breaks after it shows a hyphen (elsewhere it is invisible and takes no room).
            if units[Int(item.offset) - 1] == 0x00AD { itemized.flags[g].insert(.hyphenAfter) }
        }
        if rules == .chromium { applyChromiumASCIIPairs(units, &itemized) }
    }

    /// Between two printable ASCII characters (never inside a cluster), Chromium's table decides instead of UAX #14.
    private func applyChromiumASCIIPairs(_ units: UnsafeBufferPointer<UInt16>, _ itemized: inout ItemizedParagraph) {
        guard units.count > 1 else { return }
        for offset in 1..<units.count {
            let first = units[offset - 1], second = units[offset]
            guard ChromiumASCIIBreaks.isPrintable(first) && ChromiumASCIIBreaks.isPrintable(second) else { continue }
            let g = itemized.grapheme(ofUnit: offset - 1)
            guard itemized.unitStart(of: g + 1) == offset else { continue }
            if ChromiumASCIIBreaks.breaks(between: first, and: second, after: offset >= 2 ? units[offset - 2] : nil) {
                itemized.flags[g].insert(.breakAfter)
            } else {
                itemized.flags[g].remove(.breakAfter)
            }
        }
    }
}
