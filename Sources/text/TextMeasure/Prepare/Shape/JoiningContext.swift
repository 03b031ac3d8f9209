import CTextStack

/// The text around a piece that its shaping can depend on, so that a cached shape holds everything it depended on
/// (DESIGN.md: "a cache entry holds everything its shaping depended on").
///
/// HarfBuzz reads the text before and after the shaped item (up to five code points each side) in one place only:
/// the joining state machine of the scripts that join (Arabic, Syriac, N'Ko, Mongolian, …), which takes the nearest
/// code point that is not transparent on each side. For every other script a piece is shaped with no context at all.
/// For a joining script the context kept is the nearest code points up to and including the first that is not a
/// mark or a format character (HarfBuzz stops there or earlier), and none where it cannot matter: when the piece
/// itself starts (ends) with a non-joining code point below U+0600, or when the context is made only of code points
/// below U+0600 (no code point there joins: each is transparent or non-joining).
enum JoiningContext {
    /// How many code points HarfBuzz keeps on each side (`HB_BUFFER_CONTEXT_LENGTH`).
    static let length = 5

    /// Whether HarfBuzz shapes `script` with the joining state machine (its Arabic shaper, or the USE shaper's
    /// Arabic joining).
    static func joins(_ script: UInt32) -> Bool {
        switch hb_script_t(script) {
        case HB_SCRIPT_ARABIC, HB_SCRIPT_SYRIAC, HB_SCRIPT_NKO, HB_SCRIPT_MONGOLIAN, HB_SCRIPT_PHAGS_PA, HB_SCRIPT_MANDAIC,
             HB_SCRIPT_MANICHAEAN, HB_SCRIPT_PSALTER_PAHLAVI, HB_SCRIPT_ADLAM, HB_SCRIPT_HANIFI_ROHINGYA, HB_SCRIPT_SOGDIAN,
             HB_SCRIPT_CHORASMIAN, HB_SCRIPT_OLD_UYGHUR:
            return true
        default:
            return false
        }
    }

    /// The UTF-16 range of the context before `piece` in `paragraph` (empty: none is needed).
    static func before(_ piece: Range<Int>, in paragraph: UnsafeBufferPointer<UInt16>, script: UInt32) -> Range<Int> {
        guard joins(script), piece.lowerBound > 0, !piece.isEmpty,
              !isNonJoiningLow(scalar(startingAt: piece.lowerBound, in: paragraph)) else { return piece.lowerBound..<piece.lowerBound }
        var start = piece.lowerBound
        var allLow = true
        for _ in 0..<length where start > 0 {
            start -= 1
            if start > 0, paragraph[start] & 0xFC00 == 0xDC00, paragraph[start - 1] & 0xFC00 == 0xD800 { start -= 1 }
            let scalar = scalar(startingAt: start, in: paragraph)
            allLow = allLow && scalar < 0x600
            if !isMarkOrFormat(scalar) { break }
        }
        return allLow ? piece.lowerBound..<piece.lowerBound : start..<piece.lowerBound
    }

    /// The UTF-16 range of the context after `piece` in `paragraph` (empty: none is needed).
    static func after(_ piece: Range<Int>, in paragraph: UnsafeBufferPointer<UInt16>, script: UInt32) -> Range<Int> {
        let none = piece.upperBound..<piece.upperBound
        guard joins(script), piece.upperBound < paragraph.count, !piece.isEmpty else { return none }
        var last = piece.upperBound - 1
        if last > piece.lowerBound, paragraph[last] & 0xFC00 == 0xDC00, paragraph[last - 1] & 0xFC00 == 0xD800 { last -= 1 }
        guard !isNonJoiningLow(scalar(startingAt: last, in: paragraph)) else { return none }
        var end = piece.upperBound
        var allLow = true
        for _ in 0..<length where end < paragraph.count {
            let scalar = scalar(startingAt: end, in: paragraph)
            end += scalar >= 0x10000 ? 2 : 1
            allLow = allLow && scalar < 0x600
            if !isMarkOrFormat(scalar) { break }
        }
        return allLow ? none : piece.upperBound..<end
    }

    /// A code point below U+0600 that is not a mark or format character: it never joins, so HarfBuzz's joining
    /// state resets there whatever came before, and nothing after it can change what came before.
    private static func isNonJoiningLow(_ scalar: UInt32) -> Bool { scalar < 0x600 && !isMarkOrFormat(scalar) }

    /// Non-spacing marks, enclosing marks and format characters: the only code points HarfBuzz may skip as
    /// transparent when it looks for the joining context.
    private static func isMarkOrFormat(_ scalar: UInt32) -> Bool {
        switch hb_unicode_general_category(hb_unicode_funcs_get_default(), scalar) {
        case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK,
             HB_UNICODE_GENERAL_CATEGORY_FORMAT:
            return true
        default:
            return false
        }
    }

    /// The scalar at `index` (a lone surrogate reads as U+FFFD, as HarfBuzz reads it).
    private static func scalar(startingAt index: Int, in text: UnsafeBufferPointer<UInt16>) -> UInt32 {
        UTF16Scalars.first(of: UnsafeBufferPointer(rebasing: text[index...]))
    }
}
