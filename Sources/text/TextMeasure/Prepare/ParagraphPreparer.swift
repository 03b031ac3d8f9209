/// Turns one paragraph into a ``PreparedParagraph`` by running the preparing stages in order: ``Itemizer``
/// (graphemes, styles, scripts, bidi levels), ``FontResolver`` (a face per grapheme), ``BreakFinder`` (line-break
/// opportunities) and ``PieceShaper`` (pieces shaped through the shape cache), then copying what they produced into
/// one allocation.
struct ParagraphPreparer {
    let icu: ICUServices
    let cache: ShapeCache
    let styles: [ResolvedStyle]
    let direction: WritingDirection
    /// Adds hyphenation points after shaping (nil: no hyphenation).
    var hyphenator: Hyphenator? = nil
    /// Which line-break opportunities the text has.
    var lineBreakRules: LineBreakRules = .unicode

    /// Prepares `units` (one paragraph, starting at `textOffset` in the whole text) styled by `spans`.
    func prepare(_ units: UnsafeBufferPointer<UInt16>, textOffset: Int, spans: [StyleSpan],
                 workspace: inout PreparationWorkspace) throws -> PreparedParagraph {
        try Itemizer(icu: icu, direction: direction)
            .itemize(units, spans: spans, into: &workspace.itemized, unitLevels: &workspace.unitLevels,
                     properties: &workspace.properties)
        FontResolver(styles: styles).resolve(units, workspace.itemized, into: &workspace.faces, scalars: &workspace.scalars)
        try BreakFinder(icu: icu, rules: lineBreakRules).findBreaks(units, in: &workspace.itemized, breaks: &workspace.breaks)
        let shaper = PieceShaper(cache: cache, styles: styles)
        shaper.shape(units, workspace.itemized, faces: workspace.faces, into: &workspace.shaping)
        hyphenator?.hyphenate(units, &workspace.itemized)

        let itemized = workspace.itemized
        let shaping = workspace.shaping
        // An empty line takes the metrics of the primary face of the paragraph's first style.
        let emptyStyle = spans.first?.styleIndex ?? 0
        let emptyLine = PreparedParagraph.EmptyLine(
            metrics: PieceShaper.fontRun(styles[emptyStyle], styleIndex: emptyStyle, faceIndex: 0).metrics,
            styleIndex: emptyStyle)
        let isLeftToRight = itemized.baseLevel == 0 && shaping.pieces.allSatisfy { $0.level == 0 }
        return PreparedParagraph.make(
            textOffset: textOffset, units: units.count, graphemes: itemized.count, pieces: shaping.pieces.count,
            runs: shaping.runs.count, glyphs: shaping.glyphCount, unitsAreGraphemes: itemized.unitsAreGraphemes,
            baseLevel: itemized.baseLevel, isLeftToRight: isLeftToRight, emptyLine: emptyLine
        ) { paragraph in
            if let base = units.baseAddress { paragraph.text.baseAddress?.initialize(from: base, count: units.count) }
            _ = paragraph.flags.initialize(from: itemized.flags)
            _ = paragraph.graphemeStarts.initialize(from: itemized.graphemeStarts)
            shaper.assemble(shaping, itemized, into: paragraph)
        }
    }
}
