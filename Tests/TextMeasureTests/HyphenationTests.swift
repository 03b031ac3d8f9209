import Foundation
import Testing
@testable import TextMeasure

/// Issue 26, opt-in hyphenation: Knuth–Liang patterns (Debian's hyphen-en-us and hyphen-ru) put hyphens where pyphen,
/// an independent implementation, puts them (`Fixtures/hyphenation-points.json`), and lines break there with a
/// visible hyphen only when `hyphenationFactor` asks for it.
@Suite struct HyphenationTests {
    struct Fixture: Decodable { var words: [String: [String: [Int]]] }

    @Test func pointsEqualPyphenOverTheCorpusWords() throws {
        let url = URL(fileURLWithPath: Support.fixtures + "/hyphenation-points.json")
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
        let hyphenator = try Hyphenator.shared()
        var compared = 0
        for (language, patterns) in [("en", hyphenator.english), ("ru", hyphenator.russian)] {
            let words = try #require(fixture.words[language])
            #expect(words.count > 400)
            for (word, expected) in words {
                #expect(patterns.points(in: Array(word.unicodeScalars)) == expected, "\(language) \(word)")
                compared += 1
            }
        }
        #expect(compared > 1_000)
        #expect(hyphenator.english.points(in: Array("hyphenation".unicodeScalars)) == [2, 6])   // hy-phen-ation
    }

    static func width(_ text: String) -> Double { Support.harfBuzzWidth(text, fontPath: Support.interPath, size: 17) }
    static let hyphen = width("\u{2010}")

    @Test(arguments: [("Hyphenation", "Hyphen", "ation"), ("переписка", "пере", "писка")])
    func linesBreakAtPatternPointsWithAHyphen(word: String, head: String, tail: String) throws {
        let measurer = Support.measurer
        let text = "To \(word)"
        let box = max(Self.width("To " + head) + Self.hyphen, Self.width(word)) + 0.5
        var paragraph = ParagraphStyle()
        paragraph.hyphenationFactor = 1
        let layout = try measurer.measure(text, width: box, paragraphStyle: paragraph)
        #expect(layout.lines.map(\.text) == ["To \(head)-", tail])
        #expect(abs(layout.lines[0].width - (Self.width("To " + head) + Self.hyphen)) < 1e-9, "the hyphen is measured")
        // Without hyphenation (factor 0) the word moves to the next line whole.
        let plain = try measurer.measure(text, width: box)
        #expect(plain.lines.map(\.text) == ["To ", word])
        // A small factor: "To " fills the line by more than the factor, so the word is not hyphenated.
        paragraph.hyphenationFactor = 0.05
        #expect(try measurer.measure(text, width: box, paragraphStyle: paragraph).lines.map(\.text) == ["To ", word])
        // Hyphenation points never shrink the longest word (flexbox min-content, shrink-to-fit).
        paragraph.hyphenationFactor = 1
        let prepared = try measurer.prepare(AttributedText(text), paragraphStyle: paragraph)
        #expect(abs(prepared.minIntrinsicWidth - Self.width(word)) < 1e-9)
    }

    @Test func theFactorIsChecked() throws {
        var paragraph = ParagraphStyle()
        paragraph.hyphenationFactor = 1.5
        #expect(throws: TextMeasureError.self) { try Support.measurer.measure("x", paragraphStyle: paragraph) }
    }
}
