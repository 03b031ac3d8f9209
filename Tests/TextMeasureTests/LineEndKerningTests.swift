import Foundation
import Testing
@testable import TextMeasure

/// A line broken between two characters of a word is as wide as HarfBuzz shapes it alone: it never counts the pair
/// kerning its last glyph has against the next line's first (issue 29). The oracle is `Support.harfBuzzWidth`, one
/// direct `hb_shape` call over the line's text, with no cache and no word split.
@Suite struct LineEndKerningTests {
    static let boldPath = FontLibrary.embeddedDirectory + "/Inter-Bold.otf"

    /// Lines broken greedily by HarfBuzz's widths of each candidate line alone.
    static func harfBuzzLines(_ text: String, width: Double, fontPath: String, size: Double) -> [String] {
        var lines: [String] = [], line = ""
        for character in text {
            let candidate = line + String(character)
            if !line.isEmpty && Support.harfBuzzWidth(candidate, fontPath: fontPath, size: size) > width {
                lines.append(line)
                line = String(character)
            } else {
                line = candidate
            }
        }
        return lines + [line]
    }

    /// `жить` in Inter Bold 17 at 25 pt: `жи` alone is 25.31 pt (in the word, with и–т kerning, 24.88), so it does
    /// not fit: the lines are `ж`, `ит`, `ь`.
    @Test func theIssueCase() throws {
        let alone = Support.harfBuzzWidth("жи", fontPath: Self.boldPath, size: 17)
        #expect(alone > 25 && abs(alone - 25.31) < 0.005)
        let layout = try Support.measurer.measure("жить", style: TextStyle(size: 17, weight: .bold), width: 25)
        #expect(layout.lines.map(\.text) == Self.harfBuzzLines("жить", width: 25, fontPath: Self.boldPath, size: 17))
        #expect(layout.lines.map(\.text) == ["ж", "ит", "ь"])
        for line in layout.lines {
            #expect(abs(line.width - Support.harfBuzzWidth(line.text, fontPath: Self.boldPath, size: 17)) < 1e-9, "\(line.text)")
        }
    }

    /// Character wrapping of Latin and Cyrillic words (kerning pairs such as `Te`, `AV`, `ГА`, `ут`) at many widths:
    /// every line is HarfBuzz's greedy line, as wide as HarfBuzz shapes it alone.
    @Test(arguments: ["WAVETYPE", "Tervetuloa", "ГАЗЕТА утром", "AVATAR Vyatka", "жить", "Typography"])
    func characterBrokenLinesAreShapedAlone(text: String) throws {
        for (path, weight) in [(Support.interPath, FontWeight.regular), (Self.boldPath, .bold)] {
            for width in stride(from: 18.0, through: 80, by: 3.5) {
                var style = ParagraphStyle()
                style.lineBreakMode = .charWrap
                let layout = try Support.measurer.measure(text, style: TextStyle(size: 17, weight: weight), width: width,
                                                          paragraphStyle: style)
                for line in layout.lines where !line.text.hasSuffix(" ") {
                    let alone = Support.harfBuzzWidth(line.text, fontPath: path, size: 17)
                    #expect(abs(line.width - alone) < 1e-9, "\(text) at \(width), \(weight): \(line.text)")
                    #expect(line.width <= width + 1e-9 || line.text.count == 1, "\(text) at \(width): \(line.text)")
                }
                if !text.contains(" ") {
                    #expect(layout.lines.map(\.text) == Self.harfBuzzLines(text, width: width, fontPath: path, size: 17),
                            "\(text) at \(width), \(weight)")
                }
            }
        }
    }

    /// Right-to-left words (Noto Sans Hebrew kerns `י` before `ר` and `ו` after `ת`) broken between characters: the
    /// kerning of a pair cut by the break belongs to neither line.
    @Test(arguments: ["ירושלים", "תורה", "שלום עולם", "ירושלים תורה"])
    func rightToLeftCharacterBrokenLinesAreShapedAlone(text: String) throws {
        let path = FontLibrary.embeddedDirectory + "/NotoSansHebrew-Regular.ttf"
        for width in stride(from: 12.0, through: 60, by: 1.5) {
            var style = ParagraphStyle()
            style.lineBreakMode = .charWrap
            let layout = try Support.measurer.measure(text, style: TextStyle(size: 17), width: width, paragraphStyle: style)
            for line in layout.lines where !line.text.hasSuffix(" ") {
                let alone = Support.harfBuzzWidth(line.text, fontPath: path, size: 17)
                #expect(abs(line.width - alone) < 1e-9, "\(text) at \(width): \(line.text)")
            }
            if !text.contains(" ") {
                #expect(layout.lines.map(\.text) == Self.harfBuzzLines(text, width: width, fontPath: path, size: 17),
                        "\(text) at \(width)")
            }
        }
    }

    /// Drawn as measured: each line of a word broken between characters places its glyphs (origin and advance,
    /// relative to the line's start) where the line's own text, measured alone, places them — left to right (`AV`
    /// in Inter) and right to left (Noto Sans Hebrew, whose kerning also moves the glyph).
    @Test(arguments: ["AVATAR", "ירושלים", "תורה"])
    func brokenLinesAreDrawnAsShapedAlone(text: String) throws {
        func glyphs(_ layout: TextLayout, line: Int) -> [(glyph: UInt32, x: Double, advance: Double)] {
            var out: [(glyph: UInt32, x: Double, advance: Double)] = []
            let start = layout.lines[line].x
            layout.forEachGlyph(inLine: line) { out.append(($0.glyph, $0.position.x - start, $0.advance)) }
            return out
        }
        var cutsCompared = 0
        for width in stride(from: 12.0, through: 60, by: 1.5) {
            var style = ParagraphStyle()
            style.lineBreakMode = .charWrap
            let layout = try Support.measurer.measure(text, style: TextStyle(size: 17), width: width, paragraphStyle: style)
            for (index, line) in layout.lines.enumerated() {
                let alone = try Support.measurer.measure(line.text, style: TextStyle(size: 17))
                let (drawn, expected) = (glyphs(layout, line: index), glyphs(alone, line: 0))
                #expect(drawn.map(\.glyph) == expected.map(\.glyph), "\(text) at \(width): \(line.text)")
                for (a, b) in zip(drawn, expected) {
                    #expect(abs(a.x - b.x) < 1e-9 && abs(a.advance - b.advance) < 1e-9, "\(text) at \(width): \(line.text)")
                }
                if index + 1 < layout.lines.count { cutsCompared += 1 }
            }
        }
        #expect(cutsCompared > 10)
    }
}
