import CTextStack
import Testing
@testable import TextMeasure

/// What context a piece's shape key holds, and the HarfBuzz behaviour that makes it enough.
@Suite struct JoiningContextTests {
    let arabic = HB_SCRIPT_ARABIC.rawValue

    func context(_ text: String, piece: Range<Int>, script: UInt32) -> (before: String, after: String) {
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { units in
            let before = JoiningContext.before(piece, in: units, script: script)
            let after = JoiningContext.after(piece, in: units, script: script)
            return (String(decoding: units[before], as: UTF16.self), String(decoding: units[after], as: UTF16.self))
        }
    }

    @Test func scriptsThatDoNotJoinGetNone() {
        #expect(context("abc", piece: 1..<2, script: HB_SCRIPT_LATIN.rawValue) == ("", ""))
        #expect(context("אבג", piece: 1..<2, script: HB_SCRIPT_HEBREW.rawValue) == ("", ""))
        #expect(!JoiningContext.joins(HB_SCRIPT_THAI.rawValue) && JoiningContext.joins(HB_SCRIPT_SYRIAC.rawValue))
    }

    @Test func lettersAroundAPieceCutInsideAWord() {
        // «مرح|با»: each side sees the nearest letter of the other.
        #expect(context("مرحبا", piece: 0..<3, script: arabic) == ("", "ب"))
        #expect(context("مرحبا", piece: 3..<5, script: arabic) == ("ح", ""))
    }

    @Test func marksAreSkippedUpToTheFirstLetter() {
        // «بَ|ت»: the piece after sees the fatha and the beh before it (HarfBuzz skips the transparent mark).
        #expect(context("بَت", piece: 2..<3, script: arabic) == ("بَ", ""))
    }

    @Test func spacesAndLatinAroundArabicAreNoContext() {
        // A space (or any non-joining code point below U+0600) resets the joining state.
        #expect(context("ب ت", piece: 2..<3, script: arabic) == ("", ""))
        #expect(context("ت ب", piece: 0..<2, script: arabic) == ("", ""), "the piece ends with a space: nothing after it matters")
        #expect(context("abتcd", piece: 2..<3, script: arabic) == ("", ""))
    }

    @Test func atMostFiveCodePoints() {
        // Six fathas before the piece: HarfBuzz keeps five code points of context, all transparent, so the beh before
        // them is out of its reach; the key keeps the five it saw.
        let text = "ب" + String(repeating: "\u{64E}", count: 6) + "ت"
        #expect(context(text, piece: 7..<8, script: arabic).before == String(repeating: "\u{64E}", count: 5))
    }

    /// HarfBuzz's shaping of «ببب» with `before` and `after` as context, glyph ids only.
    func shape(before: [UInt32], after: [UInt32], font: OpaquePointer) -> [UInt32] {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        let text: [UInt32] = before + [0x628, 0x628, 0x628] + after
        hb_buffer_add_utf32(buffer, text, Int32(text.count), UInt32(before.count), 3)
        hb_buffer_set_direction(buffer, HB_DIRECTION_RTL)
        hb_buffer_set_script(buffer, HB_SCRIPT_ARABIC)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        return (0..<Int(count)).map { infos[$0].codepoint }
    }

    /// The rule behind "below U+0600 is no context": HarfBuzz shapes Arabic the same with any such code point (that
    /// is not a mark or format character) on either side as with nothing there. Every one is tried.
    @Test func everyCodePointBelowArabicActsAsNoContext() throws {
        let face = try Support.fonts.face(family: "Noto Sans Arabic")
        let alone = shape(before: [], after: [], font: face.font)
        var differing: [UInt32] = []
        for scalar in UInt32(1)..<0x600 where !(0xD800...0xDFFF).contains(scalar) {
            let category = hb_unicode_general_category(hb_unicode_funcs_get_default(), scalar)
            guard category != HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, category != HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK,
                  category != HB_UNICODE_GENERAL_CATEGORY_FORMAT else { continue }
            if shape(before: [scalar], after: [], font: face.font) != alone || shape(before: [], after: [scalar], font: face.font) != alone {
                differing.append(scalar)
            }
        }
        #expect(differing.isEmpty)
        // And the rule can fail: a joining letter as context changes the shape.
        #expect(shape(before: [0x628], after: [], font: face.font) != alone)
        #expect(shape(before: [], after: [0x628], font: face.font) != alone)
    }
}
