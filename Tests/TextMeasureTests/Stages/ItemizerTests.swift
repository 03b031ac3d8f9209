import CTextStack
import Testing
@testable import TextMeasure

/// Stage 1 alone: graphemes, styles, scripts, whitespace and bidi levels.
@Suite struct ItemizerTests {
    @Test func latinTextIsOneGraphemePerUnitWithItsScript() throws {
        let result = try StageFixtures.itemize("Hi, you")
        #expect(result.unitsAreGraphemes && result.count == 7)
        #expect(result.scripts.allSatisfy { $0 == HB_SCRIPT_LATIN.rawValue }, "spaces and commas take the Latin of the text before them")
        #expect(result.flags.map { $0.contains(.whitespace) } == [false, false, false, true, false, false, false])
        #expect(result.flags.map { $0.contains(.commonScript) } == [false, false, true, true, false, false, false])
        #expect(result.levels.allSatisfy { $0 == 0 } && result.baseLevel == 0)
    }

    @Test func combiningMarksAndEmojiSequencesAreOneGraphemeEach() throws {
        // e + COMBINING ACUTE, THUMBS UP + SKIN TONE (two surrogate pairs), x.
        let result = try StageFixtures.itemize("e\u{301}👍🏽x")
        #expect(!result.unitsAreGraphemes)
        #expect(result.graphemeStarts == [0, 2, 6, 7])
        #expect(result.graphemeOfUnit == [0, 0, 1, 1, 1, 1, 2])
        #expect(result.count == 3)
    }

    @Test func leadingCommonTextTakesTheFirstScriptAndRightToLeftGetsLevels() throws {
        // "123 שלום": digits and space before the Hebrew take its script. Bidi by hand (UAX #9): the first strong
        // character is R, so the base level is 1; European digits at an odd level go up to 2 (I2); the space
        // between them and R resolves to R (N1), level 1.
        let result = try StageFixtures.itemize("123 שלום")
        #expect(result.scripts.allSatisfy { $0 == HB_SCRIPT_HEBREW.rawValue })
        #expect(result.baseLevel == 1)
        #expect(result.levels == [2, 2, 2, 1, 1, 1, 1, 1])
    }

    @Test func styleSpansGoToTheirGraphemes() throws {
        let result = try StageFixtures.itemize("abcdef", spans: [StyleSpan(range: 0..<2, styleIndex: 0), StyleSpan(range: 2..<6, styleIndex: 1)])
        #expect(result.styles == [0, 0, 1, 1, 1, 1])
    }

    @Test func whitespaceBeyondASCII() throws {
        // NO-BREAK SPACE, IDEOGRAPHIC SPACE and EM SPACE are White_Space; ZERO WIDTH SPACE is not.
        let result = try StageFixtures.itemize("a\u{A0}b\u{3000}c\u{2003}d\u{200B}e")
        #expect(result.flags.map { $0.contains(.whitespace) } == [false, true, false, true, false, true, false, false, false])
    }

    @Test func cyrillicAndArabicScripts() throws {
        #expect(try StageFixtures.itemize("Привет").scripts.allSatisfy { $0 == HB_SCRIPT_CYRILLIC.rawValue })
        let arabic = try StageFixtures.itemize("مرحبا")
        #expect(arabic.scripts.allSatisfy { $0 == HB_SCRIPT_ARABIC.rawValue })
        #expect(arabic.levels == [1, 1, 1, 1, 1] && arabic.baseLevel == 1)
    }

    @Test func forcedRightToLeftDirection() throws {
        // Latin letters in a right-to-left paragraph sit at level 2 (I1 on L at an odd level).
        let result = try StageFixtures.itemize("ab", direction: .rightToLeft)
        #expect(result.baseLevel == 1 && result.levels == [2, 2])
    }
}
