import Testing
@testable import TextMeasure

@Suite struct FallbackTests {
    private func families(_ string: String) throws -> [String] {
        let layout = try Support.measurer.measure(string)
        return (0..<layout.lineCount).flatMap { layout.glyphRuns(inLine: $0).map(\.face.family) }
    }

    @Test(arguments: [
        ("Привет", "Inter"), ("Γειά", "Inter"), ("مرحبا", "Noto Sans Arabic UI"), ("שלום", "Noto Sans Hebrew"),
        ("नमस्ते", "Noto Sans Devanagari UI"), ("สวัสดี", "Noto Sans Thai UI"), ("标准内容", "Droid Sans Fallback"),
        ("こんにちは", "Droid Sans Fallback"), ("😀", "Noto Color Emoji"), ("👨‍👩‍👧‍👦", "Noto Color Emoji"),
        ("🇺🇦", "Noto Color Emoji"), ("❤️", "Noto Color Emoji"),
    ])
    func scriptGoesToItsFont(text: String, family: String) throws {
        #expect(try families(text) == [family])
    }

    @Test func mixedTextSplitsIntoFontRunsAndKeepsSpacesWithTheirScript() throws {
        #expect(try families("Hi 😀 مرحبا بالعالم") == ["Inter", "Noto Color Emoji", "Inter", "Noto Sans Arabic UI"])
    }

    @Test func emojiSequencesAreOneGlyph() throws {
        let layout = try Support.measurer.measure("👨‍👩‍👧‍👦🇺🇦")
        #expect(layout.glyphRuns(inLine: 0).map(\.glyphs.count) == [2])
    }
}
