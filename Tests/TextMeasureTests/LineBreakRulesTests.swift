import Foundation
import Testing
@testable import TextMeasure

/// `LineBreakRules.chromium` against Chromium's own answers (`Fixtures/chromium-line-breaks.json`, recorded by
/// `Tests/BrowserConformanceTests/Oracle/ascii_line_breaks.py` from Chromium 156); `.unicode` stays ICU's UAX #14.
@Suite struct LineBreakRulesTests {
    struct Fixture: Decodable {
        struct URLCase: Decodable {
            var text: String
            var width: Double
            var lines: [String]
        }
        var chars: String
        var contexts: [String: [String]]
        var urls: [URLCase]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: Support.fixtures).appendingPathComponent("chromium-line-breaks.json")
        do { return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url)) } catch { fatalError("\(url.path): \(error)") }
    }()

    static func paragraphStyle(_ rules: LineBreakRules) -> ParagraphStyle {
        var style = ParagraphStyle()
        style.lineBreakRules = rules
        return style
    }

    /// Whether the prepared `text` has an opportunity after its UTF-16 unit `offset` (every unit a grapheme here).
    static func breaks(_ text: String, after offset: Int, rules: LineBreakRules) throws -> Bool {
        let prepared = try Support.measurer.prepare(AttributedText(text), paragraphStyle: paragraphStyle(rules))
        return prepared.paragraphs[0].withView { $0.flags[offset].contains(.breakAfter) }
    }

    /// Every pair of printable ASCII characters, after four contexts: 4 × 94 × 94 texts `c a b x`.
    @Test func everyASCIIPairBreaksAsInChromium() throws {
        let chars = Array(Self.fixture.chars)
        #expect(chars.count == 94)
        var differingFromICU = 0, checked = 0
        for (context, rows) in Self.fixture.contexts {
            for (i, row) in rows.enumerated() {
                for (j, bit) in row.enumerated() {
                    let text = context + String(chars[i]) + String(chars[j]) + "x"
                    let chromium = try Self.breaks(text, after: 1, rules: .chromium)
                    try #require(chromium == (bit == "1"), "\(text.debugDescription): Chromium \(bit == "1" ? "breaks" : "does not break") after \(chars[i])")
                    if try Self.breaks(text, after: 1, rules: .unicode) != chromium { differingFromICU += 1 }
                    checked += 1
                }
            }
        }
        #expect(checked == 4 * 94 * 94)
        // The rules differ on real pairs (ICU breaks after "/" before a letter, Chromium does not).
        #expect(differingFromICU > 0)
        #expect(try Self.breaks("and/or", after: 3, rules: .unicode))
        #expect(try !Self.breaks("and/or", after: 3, rules: .chromium))
    }

    /// A minus after a space or at the start does not break before a digit; after a letter or digit it does.
    @Test func hyphenBeforeADigitLooksAtTheCharacterBefore() throws {
        #expect(try Self.breaks("x-1", after: 1, rules: .chromium))
        #expect(try !Self.breaks("-1", after: 0, rules: .chromium))
        #expect(try !Self.breaks("x = -1", after: 4, rules: .chromium))
    }

    /// Whole texts with URLs laid out at a width: the lines Chromium gives them (surrounding spaces aside: a space
    /// that ends a line hangs).
    @Test func urlsWrapAsInChromium() throws {
        var differsWithUnicode = false
        let urls = Self.fixture.urls
        #expect(urls.count == 5)
        for item in urls {
            let expected: [String] = item.lines.map { $0.trimmingCharacters(in: .whitespaces) }
            let chromium = try Support.measurer.measure(item.text, style: TextStyle(size: 15), width: item.width,
                                                        paragraphStyle: Self.paragraphStyle(.chromium))
            let chromiumLines: [String] = chromium.lines.map { $0.text.trimmingCharacters(in: .whitespaces) }
            #expect(chromiumLines == expected, "\(item.text) at \(item.width)")
            let unicode = try Support.measurer.measure(item.text, style: TextStyle(size: 15), width: item.width)
            let unicodeLines: [String] = unicode.lines.map { $0.text.trimmingCharacters(in: .whitespaces) }
            if unicodeLines != expected { differsWithUnicode = true }
        }
        #expect(differsWithUnicode, "the default rules are ICU's, not Chromium's")
    }

    /// Beside non-ASCII characters the rules are ICU's: Cyrillic and CJK break as with `.unicode`.
    @Test func nonASCIITextIsUnchanged() throws {
        for text in ["Привет, мир/тест", "日本語のテキスト、です。", "naïve café/bar"] {
            let chromium = try Support.measurer.prepare(AttributedText(text), paragraphStyle: Self.paragraphStyle(.chromium))
            let unicode = try Support.measurer.prepare(AttributedText(text))
            let a = chromium.paragraphs[0].withView { Array($0.flags).map { $0.contains(.breakAfter) } }
            let b = unicode.paragraphs[0].withView { Array($0.flags).map { $0.contains(.breakAfter) } }
            if text.hasPrefix("naïve") {
                // "é/b" and "/b" involve only "/" and "b" as an ASCII pair: ICU breaks after "/", Chromium does not.
                #expect(a != b)
            } else {
                #expect(a == b, "\(text)")
            }
        }
    }

    struct JapaneseFixture: Decodable {
        struct Case: Decodable {
            var text: String
            var breaks: [Int]
        }
        var provenance: String
        var cases: [Case]
    }

    /// The UTF-16 offsets before which the prepared `text` may break.
    static func opportunities(_ text: String, rules: LineBreakRules) throws -> [Int] {
        let prepared = try Support.measurer.prepare(AttributedText(text), paragraphStyle: paragraphStyle(rules))
        return prepared.paragraphs[0].withView { view in
            (0..<max(0, view.graphemeCount - 1)).filter { view.flags[$0].contains(.breakAfter) }
                .map { view.unitStart(of: $0 + 1) }
        }
    }

    /// Japanese as Chromium breaks it (`Fixtures/chromium-japanese-line-breaks.json`, recorded by
    /// `Oracle/japanese_line_breaks.py`): CSS `line-break: normal`, so also before small kana and ー; `.unicode` keeps
    /// UAX #14's default and does not.
    @Test func japaneseBreaksAsInChromium() throws {
        let url = URL(fileURLWithPath: Support.fixtures).appendingPathComponent("chromium-japanese-line-breaks.json")
        let fixture = try JSONDecoder().decode(JapaneseFixture.self, from: Data(contentsOf: url))
        #expect(fixture.cases.count >= 60)
        var stricter = 0
        for item in fixture.cases {
            #expect(try Self.opportunities(item.text, rules: .chromium) == item.breaks, "\(item.text)")
            if try Self.opportunities(item.text, rules: .unicode) != item.breaks { stricter += 1 }
        }
        #expect(stricter >= 50, "most of these texts break differently under UAX #14's default")
        #expect(try Self.opportunities("ちょっと", rules: .chromium) == [1, 2, 3])
        #expect(try Self.opportunities("ちょっと", rules: .unicode) == [3])
    }
}
