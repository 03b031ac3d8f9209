/// The first stage of preparing a paragraph (DESIGN.md, "Measuring", step 2): grapheme clusters, each cluster's
/// style, script and whether it is whitespace, and bidi levels.
///
/// Text whose UTF-16 units are graphemes by themselves (Latin up to the combining marks, Greek, Cyrillic, kana,
/// ideographs) needs no segmentation; anything else goes to ``GraphemeSegmenter`` (or, for the Indic scripts whose
/// clusters ICU tailors, to ICU). Bidi levels come from ICU only when something is right-to-left.
struct Itemizer {
    let icu: ICUServices
    let direction: WritingDirection

    /// Itemizes `units` (one paragraph) styled by `spans` into `result`; `unitLevels` is scratch.
    func itemize(_ units: UnsafeBufferPointer<UInt16>, spans: [StyleSpan], into result: inout ItemizedParagraph,
                 unitLevels: inout [UInt8], properties: inout ScalarPropertyCache) throws {
        try segment(units, into: &result, properties: &properties)
        let count = result.unitsAreGraphemes ? units.count : result.graphemeStarts.count - 1
        assignStyles(spans, count: count, into: &result)
        result.scripts.resetToZeros(count: count)
        result.flags.removeAll(keepingCapacity: true)
        result.flags.append(contentsOf: repeatElement([], count: count))
        let needsBidi = classify(units, into: &result, properties: &properties)
        result.levels.resetToZeros(count: count)
        result.baseLevel = 0
        guard needsBidi else { return }
        result.baseLevel = try icu.bidiLevels(units, direction: direction, into: &unitLevels)
        for g in 0..<count { result.levels[g] = unitLevels[result.unitStart(of: g)] }
    }

    /// Grapheme boundaries: none needed when every unit is a grapheme, else ``GraphemeSegmenter``'s.
    private func segment(_ units: UnsafeBufferPointer<UInt16>, into result: inout ItemizedParagraph,
                         properties: inout ScalarPropertyCache) throws {
        result.unitCount = units.count
        result.graphemeStarts.removeAll(keepingCapacity: true)
        result.graphemeOfUnit.removeAll(keepingCapacity: true)
        // Text below the combining marks (a maximum that vectorizes, unlike a search that stops early), or else of
        // units that are graphemes by themselves, needs no segmentation.
        if units.reduce(0, max) < 0x300 || units.allSatisfy(Itemizer.isOwnGrapheme) {
            result.unitsAreGraphemes = true
            return
        }
        result.unitsAreGraphemes = false
        result.graphemeStarts.append(0)
        if !GraphemeSegmenter.boundaries(units, properties: &properties, appendingTo: &result.graphemeStarts) {
            try icu.graphemeBoundaries(units, appendingTo: &result.graphemeStarts)
        }
        result.graphemeOfUnit.resetToZeros(count: units.count)
        result.graphemeOfUnit.withUnsafeMutableBufferPointer { ofUnit in
            let starts = result.graphemeStarts
            for g in 0..<(starts.count - 1) {
                for unit in Int(starts[g])..<Int(starts[g + 1]) { ofUnit[unit] = Int32(truncatingIfNeeded: g) }
            }
        }
    }

    /// Each grapheme's style: one fill for a paragraph of one style run.
    private func assignStyles(_ spans: [StyleSpan], count: Int, into result: inout ItemizedParagraph) {
        result.styles.removeAll(keepingCapacity: true)
        guard spans.count > 1 else {
            result.styles.append(contentsOf: repeatElement(Int32(truncatingIfNeeded: spans.first?.styleIndex ?? 0), count: count))
            return
        }
        var spanIndex = 0
        for g in 0..<count {
            let start = result.unitStart(of: g)
            while spanIndex + 1 < spans.count && spans[spanIndex].range.upperBound <= start { spanIndex += 1 }
            result.styles.append(Int32(truncatingIfNeeded: spans[spanIndex].styleIndex))
        }
    }

    /// Script, whitespace and common-script flags per grapheme; returns whether bidi levels are needed.
    private func classify(_ units: UnsafeBufferPointer<UInt16>, into result: inout ItemizedParagraph,
                          properties: inout ScalarPropertyCache) -> Bool {
        var needsBidi = direction == .rightToLeft
        var lastScript = ScriptCode.common
        var foundScript = false
        let count = result.count
        let unitsAreGraphemes = result.unitsAreGraphemes
        let starts = result.graphemeStarts
        result.scripts.withUnsafeMutableBufferPointer { scripts in
            result.flags.withUnsafeMutableBufferPointer { flags in
                for g in 0..<count {
                    let start = unitsAreGraphemes ? g : Int(starts[g])
                    let length = unitsAreGraphemes ? 1 : Int(starts[g + 1]) - start
                    let unit = units[start]
                    let script: UInt32
                    let isCommon: Bool
                    if length == 1 && unit < 0x80 {
                        // ASCII: letters are Latin, the rest common; no lookup.
                        let isLetter = (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A
                        if unit == 0x20 || unit == 0x09 { flags[g].insert(.whitespace) }
                        script = isLetter ? ScriptCode.latin : ScriptCode.common
                        isCommon = !isLetter
                    } else if length == 1 && unit & 0xF800 != 0xD800 && unit != 0xFFFF {
                        // One BMP scalar.
                        let known = properties.properties(of: unit)
                        if UnicodeProperties.isWhitespace(UInt32(unit)) { flags[g].insert(.whitespace) }
                        if known.isStrongRTL { needsBidi = true }
                        script = known.script
                        isCommon = ScriptCode.isCommon(script)
                    } else {
                        let cluster = UnsafeBufferPointer(rebasing: units[start..<(start + length)])
                        let first = UTF16Scalars.first(of: cluster)
                        if UnicodeProperties.isWhitespace(first) { flags[g].insert(.whitespace) }
                        if !needsBidi && first >= 0x590 && UTF16Scalars.contains(cluster, where: UnicodeProperties.isStrongRTL) {
                            needsBidi = true
                        }
                        script = ScriptCode.of(first)
                        isCommon = ScriptCode.isCommon(script)
                    }
                    if isCommon {
                        flags[g].insert(.commonScript)
                        scripts[g] = lastScript
                    } else {
                        scripts[g] = script
                        lastScript = script
                        if !foundScript {
                            foundScript = true
                            for earlier in 0..<g { scripts[earlier] = script }
                        }
                    }
                }
            }
        }
        return needsBidi
    }

    /// Whether a UTF-16 unit always forms a grapheme cluster by itself: Latin up to the combining marks, Greek
    /// and Cyrillic letters (not their combining marks), CJK punctuation, kana (not the voicing marks) and the
    /// unified ideographs. Text made only of these needs no ICU segmentation.
    @inline(__always)
    static func isOwnGrapheme(_ unit: UInt16) -> Bool {
        unit < 0x300 || (unit >= 0x370 && unit < 0x483) || (unit >= 0x48A && unit < 0x530)
            || (unit >= 0x3000 && unit < 0x3099) || (unit >= 0x309B && unit < 0x3100) || (unit >= 0x4E00 && unit < 0xA000)
    }
}
