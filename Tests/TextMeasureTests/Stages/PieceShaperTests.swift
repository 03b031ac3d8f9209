import Testing
@testable import TextMeasure

/// Stage 4 alone: pieces cut at break opportunities and face changes, shaped through the cache, placed flat.
@Suite struct PieceShaperTests {
    /// Runs every stage on `text` with `cache`, returning the flat paragraph.
    func prepare(_ text: String, cache: ShapeCache) throws -> PreparedParagraph {
        let units = Array(text.utf16)
        var workspace = PreparationWorkspace()
        return try units.withUnsafeBufferPointer { units in
            try ParagraphPreparer(icu: StageFixtures.icu, cache: cache, styles: [StageFixtures.style], direction: .natural)
                .prepare(units, textOffset: 0, spans: [StyleSpan(range: 0..<units.count, styleIndex: 0)], workspace: &workspace)
        }
    }

    func pieceTexts(_ paragraph: PreparedParagraph) -> [String] {
        paragraph.withView { view in view.pieces.map { paragraph.string(Int($0.unitStart)..<Int($0.unitEnd)) } }
    }

    @Test func piecesEndAfterBreakOpportunitiesAndAtFaceChanges() throws {
        let paragraph = try prepare("ab cd😀ef", cache: ShapeCache(byteLimit: 1 << 20))
        #expect(pieceTexts(paragraph) == ["ab ", "cd", "😀", "ef"])
    }

    @Test func offsetsArePrefixSumsOfHarfBuzzAdvances() throws {
        let paragraph = try prepare("Hello wonderful world", cache: ShapeCache(byteLimit: 1 << 20))
        let widths = paragraph.withView { view in view.pieces.map { view.width($0.graphemes) } }
        let expected = ["Hello ", "wonderful ", "world"].map { Support.harfBuzzWidth($0, fontPath: Support.interPath, size: 17) }
        #expect(zip(widths, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(widths) vs \(expected)")
        #expect(paragraph.withView { $0.offsets.last } == widths.reduce(0, +))
    }

    @Test func glyphsKnowTheirGraphemes() throws {
        // "e\u{301}x": the combining acute belongs to grapheme 0 whether Inter composes it into é or not.
        let paragraph = try prepare("e\u{301}x", cache: ShapeCache(byteLimit: 1 << 20))
        let graphemes = paragraph.withView { view in view.glyphs.map(\.grapheme) }
        #expect(graphemes.first == 0 && graphemes.last == 1 && graphemes.count >= 2)
    }

    @Test func theSecondTimeEveryPieceIsACacheHitWithTheSameGlyphs() throws {
        let cache = ShapeCache(byteLimit: 1 << 20)
        let first = try prepare("one two three", cache: cache)
        let missesAfterFirst = cache.statistics.misses
        let second = try prepare("one two three", cache: cache)
        #expect(missesAfterFirst == 3 && cache.statistics.misses == 3 && cache.statistics.hits == 3)
        let ids = { (p: PreparedParagraph) in p.withView { view in view.glyphs.map(\.id) } }
        #expect(ids(first) == ids(second))
        #expect(first.withView { $0.pieces.map(\.ink) } == second.withView { $0.pieces.map(\.ink) })
    }

    @Test func oneFontRunPerFaceAndStyle() throws {
        let paragraph = try prepare("a b 中 c", cache: ShapeCache(byteLimit: 1 << 20))
        let runs = paragraph.withView { view in view.runs.map { StageFixtures.style.faces[$0.faceIndex].family } }
        #expect(runs == ["Inter", "Droid Sans Fallback"])
    }
}
