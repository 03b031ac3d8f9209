import CTextStack
import ChatSamples
import Testing
@testable import TextMeasure

/// The shape cache never changes a glyph: a measured paragraph's glyphs equal HarfBuzz's shaping of each whole
/// run (one face, script, direction and style) in one call with the paragraph around it, whether the cache was cold
/// or warm and in whatever order texts were measured.
@Suite struct ContextSafeShapingTests {
    /// One glyph as compared: id, advance and offsets in font units, and the grapheme its cluster starts in.
    struct Glyph: Equatable, CustomStringConvertible {
        var id: UInt32, advance: Int32, xOffset: Int32, yOffset: Int32, grapheme: Int

        var description: String { "\(id)@\(grapheme)+\(advance)(\(xOffset),\(yOffset))" }
    }

    /// A run of a measured paragraph: consecutive pieces of one face, style, script and level.
    struct Run {
        var paragraph: Int
        var units: Range<Int>
        var face: FontFace
        var features: [FontFeature]
        var script: UInt32
        var isRightToLeft: Bool
        var glyphs: [Glyph]
    }

    /// Every corpus message with Arabic, Hebrew, Devanagari or Thai in it.
    static let messages: [String] = {
        let all = (try? SampleCorpus.messages()) ?? []
        return all.map(\.text).filter { text in
            text.unicodeScalars.contains { (0x590...0x6FF).contains($0.value) || (0x900...0x97F).contains($0.value) || (0xE00...0xE7F).contains($0.value) }
        }
    }()

    /// The runs of `prepared`, with the glyphs the measurer placed, pieces in visual order within each run.
    static func measuredRuns(_ prepared: PreparedText) -> [Run] {
        var runs: [Run] = []
        for (index, paragraph) in prepared.paragraphs.enumerated() {
            paragraph.withView { view in
                var start = 0
                while start < view.pieces.count {
                    let first = view.pieces[start]
                    var end = start + 1
                    while end < view.pieces.count, view.pieces[end].run == first.run, view.pieces[end].script == first.script,
                          view.pieces[end].level == first.level { end += 1 }
                    let pieces = Array(view.pieces[start..<end])
                    let visual = first.isRightToLeft ? pieces.reversed() : pieces
                    let glyphs = visual.flatMap { piece in
                        view.glyphs[piece.glyphRange].map {
                            Glyph(id: $0.id, advance: $0.xAdvance, xOffset: $0.xOffset, yOffset: $0.yOffset, grapheme: Int($0.grapheme))
                        }
                    }
                    let run = view.runs[Int(first.run)]
                    let style = prepared.styles[run.styleIndex]
                    runs.append(Run(paragraph: index, units: Int(first.unitStart)..<Int(pieces[pieces.count - 1].unitEnd),
                                    face: style.faces[run.faceIndex], features: style.style.features, script: first.script,
                                    isRightToLeft: first.isRightToLeft, glyphs: glyphs))
                    start = end
                }
            }
        }
        return runs
    }

    /// HarfBuzz's glyphs for `run`, shaped in one call from the font file (not the measurer's HarfBuzz objects),
    /// with the whole paragraph as context; clusters mapped to graphemes of `paragraph`.
    static func harfBuzzGlyphs(_ run: Run, paragraph: PreparedParagraph) -> [Glyph] {
        let blob = hb_blob_create_from_file(run.face.descriptor.path)
        let face = hb_face_create(blob, UInt32(run.face.descriptor.faceIndex))
        let font = hb_font_create(face)
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer); hb_font_destroy(font); hb_face_destroy(face); hb_blob_destroy(blob) }
        return paragraph.withView { view in
            var graphemeOfUnit = [Int](repeating: 0, count: view.text.count)
            for g in 0..<view.graphemeCount { for unit in view.unitStart(of: g)..<view.unitStart(of: g + 1) { graphemeOfUnit[unit] = g } }
            hb_buffer_add_utf16(buffer, view.text.baseAddress, Int32(view.text.count), UInt32(run.units.lowerBound), Int32(run.units.count))
            hb_buffer_set_direction(buffer, run.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_set_script(buffer, hb_script_t(run.script))
            let features = run.features.map { hb_feature_t(tag: FontFace.tag($0.tag), value: $0.value, start: 0, end: .max) }
            hb_shape(font, buffer, features, UInt32(features.count))
            var count: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &count)!
            let positions = hb_buffer_get_glyph_positions(buffer, &count)!
            return (0..<Int(count)).map {
                Glyph(id: infos[$0].codepoint, advance: positions[$0].x_advance, xOffset: positions[$0].x_offset,
                      yOffset: positions[$0].y_offset, grapheme: graphemeOfUnit[Int(infos[$0].cluster)])
            }
        }
    }

    /// "message i, run r: …" for every run of the texts whose glyphs differ from HarfBuzz's whole-run shaping.
    static func mismatches(measuring order: [Int], with measurer: () -> TextMeasurer) throws -> [String] {
        var found: [String] = []
        for index in order {
            let prepared = try measurer().prepare(AttributedText(messages[index]))
            for (number, run) in measuredRuns(prepared).enumerated() {
                let expected = harfBuzzGlyphs(run, paragraph: prepared.paragraphs[run.paragraph])
                if run.glyphs != expected {
                    found.append("message \(index), run \(number) \(run.units): \(run.glyphs) ≠ HarfBuzz \(expected)")
                }
            }
        }
        return found
    }

    /// The Arabic messages with every word of four letters or more split between two styles, so that pieces end
    /// inside words where letters join.
    static let splitWords: [AttributedText] = messages.filter { $0.unicodeScalars.contains { (0x600...0x6FF).contains($0.value) } }.map { text in
        let regular = TextStyle(), spaced = TextStyle(letterSpacing: 0.5)
        var runs: [AttributedText.Run] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let characters = Array(word)
            let cut = characters.count >= 4 ? characters.count / 2 : characters.count
            runs.append(.init(String(characters[..<cut]), style: regular))
            runs.append(.init(String(characters[cut...]) + " ", style: spaced))
        }
        return AttributedText(runs: runs)
    }

    @Test func styleChangesInsideArabicWordsKeepTheJoining() throws {
        #expect(Self.splitWords.count > 600)
        let measurer = TextMeasurer(fonts: Support.fonts)
        for text in Self.splitWords + Self.splitWords.reversed() {
            let prepared = try measurer.prepare(text)
            let runs = Self.measuredRuns(prepared)
            let differing = runs.filter { $0.glyphs != Self.harfBuzzGlyphs($0, paragraph: prepared.paragraphs[$0.paragraph]) }
            #expect(differing.isEmpty, "\(text.string): \(differing.map(\.units))")
            if !differing.isEmpty { return }
        }
    }

    /// Issue 16's example: in Noto Sans Arabic, «مرح» followed by «با» ends in glyph 417 (ح joining onward),
    /// followed by a space in glyph 415; one cache answers both, in either order.
    @Test func theSameLettersBeforeDifferentNeighbours() throws {
        let joined = AttributedText(runs: [.init("مرح", style: TextStyle()), .init("با", style: TextStyle(letterSpacing: 1))])
        let spaced = AttributedText("مرح با")
        for order in [[joined, spaced], [spaced, joined]] {
            let measurer = TextMeasurer(fonts: Support.fonts)
            let glyphs = try order.map { text in
                // The glyph of ح, the third grapheme.
                try measurer.prepare(text).paragraphs[0].withView { view in view.glyphs.first { $0.grapheme == 2 }?.id }
            }
            let byText = order[0] == joined ? (joined: glyphs[0], spaced: glyphs[1]) : (joined: glyphs[1], spaced: glyphs[0])
            #expect(byText.joined == 417)
            #expect(byText.spaced == 415)
        }
    }

    @Test func theCorpusHasTheseScripts() {
        #expect(Self.messages.count > 1_700)
    }

    @Test func coldMeasurerPerMessage() throws {
        let found = try Self.mismatches(measuring: Array(Self.messages.indices)) { TextMeasurer(fonts: Support.fonts) }
        #expect(found.isEmpty, "\(found.count) runs differ, e.g. \(found.prefix(3))")
    }

    @Test func oneMeasurerInCorpusOrderAndReversed() throws {
        let forward = TextMeasurer(fonts: Support.fonts)
        #expect(try Self.mismatches(measuring: Array(Self.messages.indices)) { forward }.isEmpty)
        let backward = TextMeasurer(fonts: Support.fonts)
        #expect(try Self.mismatches(measuring: Self.messages.indices.reversed()) { backward }.isEmpty)
    }

    @Test func warmMeasurerInShuffledOrder() throws {
        let measurer = TextMeasurer(fonts: Support.fonts)
        for text in Self.messages { _ = try measurer.prepare(AttributedText(text)) }
        var random = SplitMix64(seed: 16)
        let order = Array(Self.messages.indices).shuffled(using: &random)
        #expect(try Self.mismatches(measuring: order) { measurer }.isEmpty)
        #expect(measurer.shapeCacheStatistics.hits > 0)
    }
}
