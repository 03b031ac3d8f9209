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
}
