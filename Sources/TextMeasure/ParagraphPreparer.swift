/// Turns one paragraph into a ``PreparedParagraph``: graphemes, bidi levels, scripts, a font per grapheme
/// cluster, line-break opportunities, and shaped pieces (through the shared shape cache).
struct ParagraphPreparer {
    let icu: ICUServices
    let cache: ShapeCache
    let styles: [ResolvedStyle]
    let direction: WritingDirection

    /// A style run in paragraph-relative UTF-16 offsets.
    struct StyleSpan {
        var range: Range<Int>
        var styleIndex: Int
    }

    func prepare(_ text: [UInt16], textOffset: Int, spans: [StyleSpan]) throws -> PreparedParagraph {
        try text.withUnsafeBufferPointer { units in
            try prepare(units, text: text, textOffset: textOffset, spans: spans)
        }
    }

    private func prepare(_ units: UnsafeBufferPointer<UInt16>, text: [UInt16], textOffset: Int,
                         spans: [StyleSpan]) throws -> PreparedParagraph {
        let n = units.count
        let emptyStyle = spans.first?.styleIndex ?? 0
        // What a piece needs from its style and face, looked up again only when they change (most pieces of a
        // paragraph share both): fewer reference-count operations per word. It starts at the primary face of the
        // first style, whose metrics an empty line takes.
        var run = PieceRun(style: styles[emptyStyle], faceIndex: 0, styleIndex: emptyStyle)
        let emptyMetrics = run.metrics

        // 1. Grapheme clusters. Text below the combining marks (a maximum that vectorizes, unlike a search
        // that stops early), or else of units that are graphemes by themselves, needs no segmentation.
        let starts: [Int32]
        let graphemeOfUnit: [Int32]
        if units.reduce(0, max) < 0x300 || units.allSatisfy(ParagraphPreparer.isOwnGrapheme) {
            starts = ParagraphPreparer.identity(count: n + 1)
            graphemeOfUnit = ParagraphPreparer.identity(count: n)
        } else {
            var boundaries: [Int32] = []
            try icu.graphemeBoundaries(units, into: &boundaries)
            starts = [0] + boundaries
            var ofUnit = [Int32](repeating: 0, count: n)
            for g in 0..<(starts.count - 1) {
                for unit in Int(starts[g])..<Int(starts[g + 1]) { ofUnit[unit] = Int32(g) }
            }
            graphemeOfUnit = ofUnit
        }
        let count = starts.count - 1

        // 2. Per grapheme: style, font, script, whitespace.
        var styleOf = [Int32](repeating: 0, count: count)
        var faceOf = [UInt8](repeating: 0, count: count)
        var scriptOf = [UInt32](repeating: Shaper.commonScript, count: count)
        var flags = [PreparedParagraph.GraphemeFlags](repeating: [], count: count)
        var needsBidi = direction == .rightToLeft
        var spanIndex = 0
        var scalars: [UInt32] = []
        var lastScript = Shaper.commonScript
        var firstRealScript: UInt32?
        // One style (the common case) is looked up once, not per grapheme.
        let single = spans.count <= 1 ? styles[emptyStyle] : nil
        let singleCoverage = single?.coverage ?? []
        for g in 0..<count {
            let start = Int(starts[g]), end = Int(starts[g + 1])
            while spanIndex + 1 < spans.count && spans[spanIndex].range.upperBound <= start { spanIndex += 1 }
            let styleIndex = spans.isEmpty ? 0 : spans[spanIndex].styleIndex
            styleOf[g] = Int32(styleIndex)
            // Spaces, digits and punctuation stay in the font of the text around them when it has them.
            let previous = g > 0 && styleOf[g - 1] == styleOf[g] ? Int(faceOf[g - 1]) : nil
            let script: UInt32
            let isCommon: Bool
            let unit = UInt32(units[start])
            if end - start == 1 && unit < 0x80 {
                // ASCII: letters are Latin, the rest common; no decoding, no ICU.
                let isLetter = (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A
                if unit == 0x20 || unit == 0x09 { flags[g].insert(.whitespace) }
                script = isLetter ? Shaper.latinScript : Shaper.commonScript
                isCommon = !isLetter
            } else {
                scalars.removeAll(keepingCapacity: true)
                decodeScalars(units, start..<end, into: &scalars)
                let first = scalars.first ?? 0xFFFD
                if UnicodeProperties.isWhitespace(first) { flags[g].insert(.whitespace) }
                if !needsBidi && first >= 0x590 && scalars.contains(where: UnicodeProperties.isStrongRTL) { needsBidi = true }
                script = Shaper.script(of: first)
                isCommon = script == Shaper.commonScript || script == Shaper.inheritedScript || script == Shaper.unknownScript
            }
            if end - start == 1 && unit < 0x2000 && (unit < 0xD800 || unit > 0xDFFF) {
                // One BMP scalar below the emoji blocks: coverage bits only.
                let index: Int
                if let single {
                    index = singleCoverage.withUnsafeBufferPointer {
                        ResolvedStyle.faceIndex(forBMP: unit, previous: isCommon ? previous : nil, coverage: $0, emojiIndex: single.emojiIndex)
                    }
                } else {
                    let style = styles[styleIndex]
                    index = style.coverage.withUnsafeBufferPointer {
                        ResolvedStyle.faceIndex(forBMP: unit, previous: isCommon ? previous : nil, coverage: $0, emojiIndex: style.emojiIndex)
                    }
                }
                faceOf[g] = UInt8(truncatingIfNeeded: index)
            } else {
                faceOf[g] = UInt8(truncatingIfNeeded: scalars.withUnsafeBufferPointer {
                    styles[styleIndex].faceIndex(forCluster: $0, previous: isCommon ? previous : nil)
                })
            }
            if isCommon {
                scriptOf[g] = lastScript
            } else {
                scriptOf[g] = script
                lastScript = script
                if firstRealScript == nil {
                    firstRealScript = script
                    for earlier in 0..<g { scriptOf[earlier] = script }
                }
            }
        }

        // 3. Bidi levels (only when something is right-to-left).
        var levelOf = [UInt8](repeating: 0, count: count)
        var baseLevel: UInt8 = 0
        if needsBidi {
            var unitLevels: [UInt8] = []
            baseLevel = try icu.bidiLevels(units, direction: direction, into: &unitLevels)
            for g in 0..<count { levelOf[g] = unitLevels[Int(starts[g])] }
        }

        // 4. Line-break opportunities.
        var breaks: [LineBreakOpportunity] = []
        try icu.lineBreaks(units, into: &breaks)
        for item in breaks where item.offset > 0 && Int(item.offset) <= n {
            let g = Int(graphemeOfUnit[Int(item.offset) - 1])
            guard starts[g + 1] == item.offset else { continue }  // never inside a cluster
            flags[g].insert(.breakAfter)
            if item.isHard { flags[g].insert(.hardBreakAfter) }
        }

        // 5. Pieces: runs of one font, script, level and style, cut after each break opportunity; shape them.
        var pieces: [PreparedParagraph.Piece] = []
        var pieceMetrics: [PreparedParagraph.FontMetrics] = []
        var pieceOfGrapheme = [Int32](repeating: 0, count: count)
        var advances = [Double](repeating: 0, count: count)
        var pieceStart = 0
        pieces.reserveCapacity(count / 4 + 2)
        pieceMetrics.reserveCapacity(count / 4 + 2)
        for g in 0..<count {
            let isLast = g == count - 1
            let ends = isLast || !flags[g].isDisjoint(with: [.breakAfter, .hardBreakAfter])
                || faceOf[g + 1] != faceOf[g] || scriptOf[g + 1] != scriptOf[g]
                || levelOf[g + 1] != levelOf[g] || styleOf[g + 1] != styleOf[g]
            guard ends else { continue }
            let styleIndex = Int(styleOf[g]), faceIndex = Int(faceOf[g])
            if styleIndex != run.styleIndex || faceIndex != run.faceIndex {
                run = PieceRun(style: single ?? styles[styleIndex], faceIndex: faceIndex, styleIndex: styleIndex)
            }
            let utf16 = Int(starts[pieceStart])..<Int(starts[g + 1])
            let rtl = levelOf[g] & 1 == 1
            let key = ShapeKey(face: run.face, script: scriptOf[g], isRightToLeft: rtl, features: run.features,
                               text: UnsafeBufferPointer(rebasing: units[utf16]))
            let word = cache.word(for: key) {
                Shaper.shape(units, range: utf16, face: run.face, script: scriptOf[g], isRightToLeft: rtl,
                             features: run.features)
            }
            let scale = run.scale
            for glyph in word.glyphs {
                let unit = min(utf16.lowerBound + Int(glyph.cluster), n - 1)
                advances[Int(graphemeOfUnit[unit])] += Double(glyph.xAdvance) * scale
            }
            let index = Int32(pieces.count)
            for member in pieceStart...g {
                pieceOfGrapheme[member] = index
                advances[member] += run.letterSpacing
            }
            pieces.append(.init(graphemes: pieceStart..<(g + 1), utf16: utf16, word: word, scale: scale,
                                letterSpacing: run.letterSpacing, level: levelOf[g], styleIndex: styleIndex))
            pieceMetrics.append(run.metrics)
            pieceStart = g + 1
        }

        var offsets = [Double](repeating: 0, count: count + 1)
        for g in 0..<count { offsets[g + 1] = offsets[g] + advances[g] }
        return PreparedParagraph(text: text, textOffset: textOffset, baseLevel: baseLevel, graphemeStarts: starts,
                                 graphemeOfUnit: graphemeOfUnit,
                                 offsets: offsets, flags: flags, pieces: pieces, pieceOfGrapheme: pieceOfGrapheme,
                                 pieceMetrics: pieceMetrics, emptyLineMetrics: emptyMetrics, emptyStyleIndex: emptyStyle)
    }

    /// [0, 1, …, count − 1].
    private static func identity(count: Int) -> [Int32] {
        [Int32](unsafeUninitializedCapacity: count) { values, initialized in
            for index in 0..<count { values[index] = Int32(truncatingIfNeeded: index) }
            initialized = count
        }
    }

    /// Whether a UTF-16 unit always forms a grapheme cluster by itself: Latin up to the combining marks, Greek
    /// and Cyrillic letters (not their combining marks), CJK punctuation, kana (not the voicing marks) and the
    /// unified ideographs. Text made only of these needs no ICU segmentation.
    @inline(__always)
    static func isOwnGrapheme(_ unit: UInt16) -> Bool {
        unit < 0x300 || (unit >= 0x370 && unit < 0x483) || (unit >= 0x48A && unit < 0x530)
            || (unit >= 0x3000 && unit < 0x3099) || (unit >= 0x309B && unit < 0x3100) || (unit >= 0x4E00 && unit < 0xA000)
    }

    /// One style and face of a paragraph's pieces, with what shaping and placing a piece reads from them.
    private struct PieceRun {
        let styleIndex: Int
        let faceIndex: Int
        let face: FontFace
        let features: [FontFeature]
        let scale: Double
        let letterSpacing: Double
        let metrics: PreparedParagraph.FontMetrics

        init(style: ResolvedStyle, faceIndex: Int, styleIndex: Int) {
            self.styleIndex = styleIndex
            self.faceIndex = faceIndex
            face = style.faces[faceIndex]
            features = style.style.features
            scale = style.scale(for: face)
            letterSpacing = style.style.letterSpacing
            metrics = .init(ascent: Double(face.ascender) * scale, descent: Double(face.descender) * scale,
                            lineGap: Double(face.lineGap) * scale)
        }
    }

    private func decodeScalars(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, into scalars: inout [UInt32]) {
        var index = range.lowerBound
        while index < range.upperBound {
            let unit = UInt32(units[index])
            if unit & 0xFC00 == 0xD800, index + 1 < range.upperBound, UInt32(units[index + 1]) & 0xFC00 == 0xDC00 {
                scalars.append(0x10000 + ((unit - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00))
                index += 2
            } else {
                scalars.append(unit & 0xF800 == 0xD800 ? 0xFFFD : unit)
                index += 1
            }
        }
    }
}
