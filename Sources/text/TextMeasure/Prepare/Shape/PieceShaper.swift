/// The fourth stage of preparing a paragraph (DESIGN.md, "Measuring", step 3): cuts it into pieces — runs of one
/// font, script, bidi level and style, cut after each line-break opportunity — and shapes them through the shape
/// cache; then places their glyphs and advances in the flat paragraph.
struct PieceShaper {
    let cache: ShapeCache
    let styles: [ResolvedStyle]

    /// What shaping produced, until ``assemble(_:_:into:)`` copies it into the paragraph.
    struct Scratch {
        /// The pieces, their glyph ranges and ink still unset.
        var pieces: [PreparedParagraph.Piece] = []
        /// The distinct faces and styles of the pieces.
        var runs: [PreparedParagraph.FontRun] = []
        /// Each run's face identity and feature set, for the pieces' keys.
        var runKeys: [(face: UInt, featureSet: UInt32)] = []
        /// The index of each run in `runs`, by style and face.
        var runIndex: [Int: Int] = [:]
        /// The pieces shaped in this paragraph a moment ago, by key hash (a word repeated in it is shaped once).
        var shapedByHash: [UInt64: Int] = [:]
        /// Each piece's key text (context before, piece, context after: a stretch of the paragraph) and how many
        /// units of it are context.
        var keySpans: [(text: Range<Int>, before: Int, after: Int)] = []
        var keys: [ShapeKey] = []
        var found: [ShapeCache.Found?] = []
        /// The glyphs of every piece, in the order the cache and HarfBuzz returned them.
        var glyphs: [ShapedGlyph] = []
        let harfBuzz = HarfBuzzBuffer()

        /// The number of glyphs the pieces have.
        var glyphCount: Int { found.reduce(0) { $0 + ($1?.glyphs.count ?? 0) } }
    }

    /// Cuts `units` into pieces and shapes them into `scratch`.
    func shape(_ units: UnsafeBufferPointer<UInt16>, _ itemized: ItemizedParagraph, faces: [UInt8], into scratch: inout Scratch) {
        cut(units, itemized, faces: faces, into: &scratch)
        let count = scratch.pieces.count
        scratch.glyphs.removeAll(keepingCapacity: true)
        scratch.found.removeAll(keepingCapacity: true)
        scratch.found.append(contentsOf: repeatElement(nil, count: count))
        scratch.keys.removeAll(keepingCapacity: true)
        scratch.shapedByHash.removeAll(keepingCapacity: true)
        for (index, span) in scratch.keySpans.enumerated() {
            let piece = scratch.pieces[index]
            let run = scratch.runKeys[Int(piece.run)]
            scratch.keys.append(ShapeKey(
                face: run.face, script: piece.script, featureSet: run.featureSet, isRightToLeft: piece.isRightToLeft,
                text: UnsafeBufferPointer(rebasing: units[span.text]), contextBefore: span.before, contextAfter: span.after,
                seed: cache.seed))
        }
        // A second reference to the keys' storage (not a copy), so that the scratch's other arrays can grow while
        // the keys are read.
        let keys = scratch.keys
        keys.withUnsafeBufferPointer { keys in
            scratch.found.withUnsafeMutableBufferPointer { cache.lookUp(keys, found: $0, glyphs: &scratch.glyphs) }
            for index in 0..<count where scratch.found[index] == nil {
                let key = keys[index]
                if let twin = scratch.shapedByHash[key.hash], keys[twin].matches(key) {
                    scratch.found[index] = scratch.found[twin]
                    continue
                }
                let run = scratch.runs[Int(scratch.pieces[index].run)]
                let style = styles[run.styleIndex]
                let start = scratch.glyphs.count
                let summary = Shaper.shape(key, face: style.faces[run.faceIndex], features: style.harfBuzzFeatures,
                                           buffer: scratch.harfBuzz, appendingTo: &scratch.glyphs)
                scratch.glyphs.withUnsafeBufferPointer { glyphs in
                    cache.insert(key, glyphs: UnsafeBufferPointer(rebasing: glyphs[start...]), summary: summary)
                }
                scratch.found[index] = ShapeCache.Found(glyphs: start..<scratch.glyphs.count, summary: summary)
                scratch.shapedByHash[key.hash] = index
            }
        }
    }

    /// Pieces end after a break opportunity and where the face, script, level or style changes.
    private func cut(_ units: UnsafeBufferPointer<UInt16>, _ itemized: ItemizedParagraph, faces: [UInt8], into scratch: inout Scratch) {
        scratch.pieces.removeAll(keepingCapacity: true)
        scratch.runs.removeAll(keepingCapacity: true)
        scratch.runKeys.removeAll(keepingCapacity: true)
        scratch.runIndex.removeAll(keepingCapacity: true)
        scratch.keySpans.removeAll(keepingCapacity: true)
        let count = itemized.count
        var pieceStart = 0
        var run = -1
        itemized.withColumns { columns in faces.withUnsafeBufferPointer { faces in
            let (flags, scripts, levels, styles) = (columns.flags, columns.scripts, columns.levels, columns.styles)
            let breaks: PreparedParagraph.GraphemeFlags = [.breakAfter, .hardBreakAfter]
            for g in 0..<count {
                let ends = g == count - 1 || !flags[g].isDisjoint(with: breaks) || faces[g + 1] != faces[g]
                    || scripts[g + 1] != scripts[g] || levels[g + 1] != levels[g] || styles[g + 1] != styles[g]
                guard ends else { continue }
                let styleIndex = Int(styles[g]), faceIndex = Int(faces[g])
                if run < 0 || scratch.runs[run].styleIndex != styleIndex || scratch.runs[run].faceIndex != faceIndex {
                    run = runIndex(styleIndex: styleIndex, faceIndex: faceIndex, in: &scratch)
                }
                let piece = itemized.unitStart(of: pieceStart)..<itemized.unitStart(of: g + 1)
                let script = scripts[g]
                if JoiningContext.joins(script) {
                    let before = JoiningContext.before(piece, in: units, script: script)
                    let after = JoiningContext.after(piece, in: units, script: script)
                    scratch.keySpans.append((before.lowerBound..<after.upperBound, before.count, after.count))
                } else {
                    scratch.keySpans.append((piece, 0, 0))
                }
                scratch.pieces.append(PreparedParagraph.Piece(
                    graphemeStart: Int32(truncatingIfNeeded: pieceStart), graphemeEnd: Int32(truncatingIfNeeded: g + 1),
                    unitStart: Int32(truncatingIfNeeded: piece.lowerBound), unitEnd: Int32(truncatingIfNeeded: piece.upperBound),
                    glyphStart: 0, glyphEnd: 0, run: Int32(truncatingIfNeeded: run), script: script, level: levels[g], ink: nil))
                pieceStart = g + 1
            }
        } }
    }

    /// The index of the font run of `styleIndex` and `faceIndex`, added when it is new.
    private func runIndex(styleIndex: Int, faceIndex: Int, in scratch: inout Scratch) -> Int {
        let key = styleIndex << 8 | faceIndex
        if let index = scratch.runIndex[key] { return index }
        let style = styles[styleIndex]
        scratch.runs.append(PieceShaper.fontRun(style, styleIndex: styleIndex, faceIndex: faceIndex))
        scratch.runKeys.append((ShapeKey.identity(of: style.faces[faceIndex]), style.featureSet))
        scratch.runIndex[key] = scratch.runs.count - 1
        return scratch.runs.count - 1
    }

    /// A face of a style at the style's size; its letter spacing is the style's plus the face's `trak` tracking.
    static func fontRun(_ style: ResolvedStyle, styleIndex: Int, faceIndex: Int) -> PreparedParagraph.FontRun {
        let face = style.faces[faceIndex]
        let scale = style.scale(for: face)
        return PreparedParagraph.FontRun(
            styleIndex: styleIndex, faceIndex: faceIndex, scale: scale,
            letterSpacing: style.style.letterSpacing + face.trackingPoints(for: style.style),
            metrics: .init(ascent: Double(face.ascender) * scale, descent: Double(face.descender) * scale,
                           lineGap: Double(face.lineGap) * scale),
            hyphenWidth: Double(face.hyphen?.advance ?? 0) * scale)
    }

    /// Copies the pieces, runs and glyphs into `paragraph` and sums the advances of each grapheme (letter spacing
    /// included) into its offsets.
    func assemble(_ scratch: Scratch, _ itemized: ItemizedParagraph, into paragraph: PreparedParagraph.MutableView) {
        let offsets = paragraph.offsets
        offsets.initialize(repeating: 0)
        let lastUnit = itemized.unitCount - 1
        var glyphCursor = 0
        scratch.glyphs.withUnsafeBufferPointer { shaped in
        scratch.found.withUnsafeBufferPointer { found in
        itemized.graphemeOfUnit.withUnsafeBufferPointer { graphemeOfUnit in
            let unitsAreGraphemes = itemized.unitsAreGraphemes
            for (index, var piece) in scratch.pieces.enumerated() {
                let run = scratch.runs[Int(piece.run)]
                guard let found = found[index] else { continue }
                piece.glyphStart = Int32(truncatingIfNeeded: glyphCursor)
                let unitStart = Int(piece.unitStart)
                for glyph in shaped[found.glyphs] {
                    let unit = max(0, min(unitStart + Int(glyph.cluster), lastUnit))
                    let g = unitsAreGraphemes ? unit : Int(graphemeOfUnit[unit])
                    offsets[g + 1] += Double(glyph.xAdvance) * run.scale
                    paragraph.glyphs[glyphCursor] = PreparedParagraph.Glyph(
                        id: glyph.glyph, grapheme: Int32(truncatingIfNeeded: g), xAdvance: glyph.xAdvance,
                        xOffset: glyph.xOffset, yOffset: glyph.yOffset)
                    glyphCursor += 1
                }
                piece.glyphEnd = Int32(truncatingIfNeeded: glyphCursor)
                piece.ink = found.summary.ink
                let letterSpacing = run.letterSpacing
                for member in piece.graphemes {
                    offsets[member + 1] += letterSpacing
                    paragraph.pieceOfGrapheme[member] = Int32(truncatingIfNeeded: index)
                }
                paragraph.pieces[index] = piece
            }
        }
        }
        }
        for g in 0..<itemized.count { offsets[g + 1] = offsets[g] + offsets[g + 1] }
        for (index, run) in scratch.runs.enumerated() { paragraph.runs[index] = run }
    }
}
