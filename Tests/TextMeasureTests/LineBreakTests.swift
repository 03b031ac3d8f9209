import Foundation
import Testing
@testable import TextMeasure

@Suite struct LineBreakTests {
    let measurer = Support.measurer

    func layout(_ text: String, width: Double, mode: LineBreakMode = .wordWrap, maxLines: Int = 0,
                height: Double = .infinity) throws -> TextLayout {
        var style = ParagraphStyle()
        style.lineBreakMode = mode
        style.maximumLines = maxLines
        return try measurer.measure(text, width: width, height: height, paragraphStyle: style)
    }

    /// Font families of runs in visual order, adjacent repeats merged.
    func families(_ runs: [GlyphRun]) -> [String] {
        runs.map(\.face.family).reduce(into: []) { if $0.last != $1 { $0.append($1) } }
    }

    func hb(_ text: String) -> Double { Support.harfBuzzWidth(text, fontPath: Support.interPath, size: 17) }

    @Test func wordWrapBreaksAfterTheLastWordThatFits() throws {
        let width = hb("aaa bbb") + 0.01
        let result = try layout("aaa bbb ccc", width: width)
        #expect(result.lines.map(\.text) == ["aaa bbb ", "ccc"])
        // One hundredth less and "bbb" moves down, where "ccc" joins it.
        #expect(try layout("aaa bbb ccc", width: hb("aaa bbb") - 0.01).lines.map(\.text) == ["aaa ", "bbb ccc"])
    }

    @Test func overLongWordBreaksBetweenGraphemes() throws {
        let text = "tiny supercalifragilisticexpialidocious end"
        let width = 60.0
        let result = try layout(text, width: width)
        #expect(result.lines.map(\.text).joined() == text)
        #expect(result.lines.first?.text == "tiny ")
        #expect(result.lines.allSatisfy { $0.width <= width + 1e-9 })
        // Every wrapped piece of the long word is as long as it can be: one more grapheme would not fit.
        for line in result.lines.dropFirst().dropLast(2) {
            let next = text[text.index(text.startIndex, offsetBy: line.utf16Range.upperBound)]
            #expect(hb(line.text + String(next)) > width)
        }
    }

    @Test func charWrapFillsEveryLine() throws {
        let text = "hello wonderful world"
        let width = 50.0
        let result = try layout(text, width: width, mode: .charWrap)
        #expect(result.lines.map(\.text).joined() == text)
        for line in result.lines.dropLast() {
            let next = text[text.index(text.startIndex, offsetBy: line.utf16Range.upperBound)]
            if next != " " { #expect(hb(line.text.trimmingCharacters(in: .whitespaces) + String(next)) > width) }
        }
    }

    @Test func clipKeepsOneLinePerParagraph() throws {
        let result = try layout("a long line that does not fit\nsecond", width: 50, mode: .clip)
        #expect(result.lines.map(\.text) == ["a long line that does not fit", "second"])
        #expect(result.rawSize.width == 50)
        #expect(result.isTruncated)
    }

    @Test func hardLineBreakInsideAParagraph() throws {
        let result = try layout("one\u{2028}two", width: 500)
        #expect(result.lineCount == 2)
        #expect(result.lines[0].paragraphIndex == result.lines[1].paragraphIndex)
    }

    @Test func truncateTailEndsTheLastAllowedLineWithAnEllipsis() throws {
        let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let result = try layout(text, width: 120, mode: .truncateTail, maxLines: 2)
        #expect(result.lineCount == 2)
        #expect(result.isTruncated)
        #expect(result.lines[1].isTruncated)
        #expect(result.lines[1].text.hasSuffix("…"))
        #expect(!result.lines[1].text.dropLast().hasSuffix(" "))
        #expect(result.lines[1].width <= 120 + 1e-9)
        #expect(text.hasPrefix(result.lines[0].text + result.lines[1].text.dropLast()))
        // The ellipsis is drawn: the last line's glyphs include Inter's "…".
        let ellipsisGlyph = try Support.fonts.face(family: "Inter").glyph(for: 0x2026)
        #expect(result.glyphRuns(inLine: 1).last?.glyphs.last == ellipsisGlyph)
    }

    @Test func truncateHeadAndMiddle() throws {
        let text = "Start of the message, then a long middle part, and the end"
        let head = try layout(text, width: 150, mode: .truncateHead, maxLines: 1)
        #expect(head.lines[0].text.hasPrefix("…"))
        #expect(text.hasSuffix(head.lines[0].text.dropFirst()))
        #expect(head.lines[0].width <= 150 + 1e-9)
        let middle = try layout(text, width: 150, mode: .truncateMiddle, maxLines: 1)
        let parts = middle.lines[0].text.components(separatedBy: "…")
        #expect(parts.count == 2)
        #expect(text.hasPrefix(parts[0]) && text.hasSuffix(parts[1]))
        #expect(!parts[0].isEmpty && !parts[1].isEmpty)
        #expect(middle.lines[0].width <= 150 + 1e-9)
    }

    @Test func wordWrapWithALineLimitDropsLinesWithoutEllipsis() throws {
        let result = try layout("one two three four five six", width: 40, maxLines: 2)
        #expect(result.lineCount == 2)
        #expect(result.isTruncated)
        #expect(!result.lines.contains { $0.text.contains("…") })
    }

    @Test func heightLimitKeepsTheLinesThatFit() throws {
        let natural = (Support.interAscender + Support.interDescender) / Support.interUnitsPerEm * 17
        let result = try layout("one two three four five six", width: 40, mode: .truncateTail, height: natural * 2.5)
        #expect(result.lineCount == 2)
        #expect(result.lines[1].text.hasSuffix("…"))
        #expect(abs(result.rawSize.height - 2 * natural) < 1e-9)
    }

    @Test func cjkBreaksBetweenAnyIdeographs() throws {
        // Droid Sans Fallback advances ideographs by one em: 17 pt each.
        let result = try layout("标准能够内容发表最大", width: 17 * 3 + 1)
        #expect(result.lines.map(\.text) == ["标准能", "够内容", "发表最", "大"])
    }

    @Test func thaiBreaksAtDictionaryWordBoundaries() throws {
        // No spaces: ICU's dictionary finds the words สวัสดี | ครับ | ยินดี | ต้อนรับ.
        let words = ["สวัสดี", "ครับ", "ยินดี", "ต้อนรับ"]
        let result = try layout(words.joined(), width: 60)
        #expect(result.lineCount > 1)
        #expect(result.lines.map(\.text).joined() == words.joined())
        var boundaries = Set<Int>()
        var offset = 0
        for word in words { offset += word.utf16.count; boundaries.insert(offset) }
        for line in result.lines.dropLast() { #expect(boundaries.contains(line.utf16Range.upperBound)) }
    }

    @Test func emojiSequencesAndFlagsAreNeverSplit() throws {
        let clusters = ["👨‍👩‍👧‍👦", "🇺🇦", "👍🏽", "🏳️‍🌈"]
        for mode in [LineBreakMode.wordWrap, .charWrap] {
            let result = try layout(clusters.joined(), width: 1, mode: mode)
            #expect(result.lines.map(\.text) == clusters)
        }
    }

    @Test func rightToLeftParagraphAlignsRightAndReordersRuns() throws {
        let result = try layout("שלום עולם יפה מאוד", width: 80)
        #expect(result.lineCount == 2)
        for line in result.lines { #expect(abs(line.x + line.width - result.rawSize.width) < 1e-9) }
        // Mixed: the Latin word sits left of the Hebrew in a left-to-right paragraph, the Hebrew glyphs reversed.
        let mixed = try Support.measurer.measure("abc שלום def")
        let runs = mixed.glyphRuns(inLine: 0)
        #expect(families(runs) == ["Inter", "Noto Sans Hebrew", "Inter"])
        #expect(runs[1].isRightToLeft)
        #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.xRange.upperBound <= $1.xRange.lowerBound + 1e-9 })
        let hebrew = try Support.fonts.face(family: "Noto Sans Hebrew")
        #expect(runs[1].glyphs.first == hebrew.glyph(for: 0x05DD))  // ם, the last letter, is drawn leftmost
        // In a right-to-left paragraph the Latin runs move to the ends.
        var rtl = ParagraphStyle()
        rtl.baseWritingDirection = .rightToLeft
        let flipped = try Support.measurer.measure("abc שלום", paragraphStyle: rtl)
        #expect(families(flipped.glyphRuns(inLine: 0)) == ["Noto Sans Hebrew", "Inter"])
    }

    @Test func alignmentMovesLinesNotTheRect() throws {
        var style = ParagraphStyle()
        let text = "short\na much longer line"
        var xs: [TextAlignment: Double] = [:]
        for alignment in TextAlignment.allCases {
            style.alignment = alignment
            let result = try measurer.measure(text, paragraphStyle: style)
            #expect(Double(result.rawSize.width) == result.lines[1].width)
            xs[alignment] = result.lines[0].x
        }
        let gap = try measurer.measure(text).lines[1].width - measurer.measure(text).lines[0].width
        #expect(xs[.left] == 0 && xs[.natural] == 0 && xs[.justified] == 0)
        #expect(abs((xs[.right] ?? 0) - gap) < 1e-9)
        #expect(abs((xs[.center] ?? 0) - gap / 2) < 1e-9)
    }

    @Test func justifiedLinesStretchToTheFullWidth() throws {
        var style = ParagraphStyle()
        style.alignment = .justified
        let result = try measurer.measure("aa bb cc dd ee ff gg hh", width: 60, paragraphStyle: style)
        let first = result.glyphRuns(inLine: 0)
        #expect(abs((first.last?.xRange.upperBound ?? 0) - Double(result.rawSize.width)) < 1e-6)
    }
}
