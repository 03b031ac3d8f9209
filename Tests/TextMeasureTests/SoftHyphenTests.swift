import Testing
@testable import TextMeasure

/// Issue 26, soft hyphens: U+00AD takes no room, and a line broken after one shows a hyphen, counted in its width.
@Suite struct SoftHyphenTests {
    let measurer = Support.measurer
    static let hyphen = Support.harfBuzzWidth("\u{2010}", fontPath: Support.interPath, size: 17)

    func width(_ text: String) -> Double { Support.harfBuzzWidth(text, fontPath: Support.interPath, size: 17) }

    @Test(arguments: [("co\u{AD}operation", "co", "operation"), ("пере\u{AD}писка", "пере", "писка"),
                      ("Hyphen\u{AD}ation", "Hyphen", "ation")])
    func breaksAfterASoftHyphenWithAVisibleHyphen(text: String, head: String, tail: String) throws {
        let unwrapped = try measurer.measure(text)
        #expect(abs(unwrapped.rawSize.width - width(head + tail)) < 1e-9, "invisible when the line does not break there")
        #expect(unwrapped.lines[0].text == text && !unwrapped.lines[0].endsWithHyphen)
        let narrow = max(width(head) + Self.hyphen, width(tail)) + 1
        let layout = try measurer.measure(text, width: narrow)
        #expect(layout.lines.map(\.text) == [head + "-", tail])
        #expect(abs(layout.lines[0].width - (width(head) + Self.hyphen)) < 1e-9, "the hyphen counts")
        #expect(layout.lines[0].endsWithHyphen && !layout.lines[0].isTruncated && !layout.isTruncated)
        // The hyphen is drawn: the first line's ink reaches past the head's.
        let headInk = try measurer.measure(head).inkRect
        #expect(try #require(layout.inkRect(ofLine: 0)).maxX > headInk.maxX + Self.hyphen / 2)
        let glyphs = layout.glyphRuns(inLine: 0).flatMap(\.glyphs)
        #expect(glyphs.count == head.count + 2, "the head, the hidden soft hyphen and the shown hyphen")
    }

    @Test func aBreakWhoseHyphenDoesNotFitIsNotTaken() throws {
        let text = "ab\u{AD}cdefgh"
        // Room for "ab" but not for "ab-": the word breaks between clusters instead, as if there were no soft hyphen.
        let layout = try measurer.measure(text, width: width("ab") + Self.hyphen / 2)
        #expect(!layout.lines[0].endsWithHyphen)
        let plain = try measurer.measure("abcdefgh", width: width("ab") + Self.hyphen / 2)
        #expect(layout.lineCount == plain.lineCount)
    }
}
