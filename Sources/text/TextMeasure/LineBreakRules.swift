/// Which line-break opportunities a text has (``ParagraphStyle/lineBreakRules``).
public enum LineBreakRules: String, Hashable, Sendable, CaseIterable, Codable {
    /// UAX #14 as ICU implements it: `boundingRect`'s behaviour, and the default. A URL breaks after `/` before a
    /// letter, after `?`, and after `-` before a letter.
    case unicode
    /// Chromium's (and so the browser oracle's): between two printable ASCII characters Blink decides by a table of
    /// its own instead of UAX #14, which breaks only
    /// - after `-` before a letter, a digit, a grave accent or one of `"#%&'(*+-<=>@[\^_{|~` — before a digit only
    ///   when a letter or digit precedes the `-` (`ABCD-1234`, not the minus of `x = -1`);
    /// - after `?` before a letter, a digit, a grave accent or one of `#$%&(*+-<=>@[\^_{|~`;
    /// - after one of `!"#%&)*+,.:;=>\]|}~` before an opening `(`, `<`, `[` or `{`.
    ///
    /// So a URL breaks after `?` and `-` but never after `/`, `.`, `=` or `&`, and `and/or` stays whole. Beside any
    /// other character (spaces, non-ASCII letters, CJK) UAX #14 applies as in ``unicode``, with CSS's
    /// `line-break: normal` for Japanese: a line may also break before small kana (`ょ`, `ッ`) and the prolonged sound
    /// mark `ー` (ICU's `@lb=normal`; ``unicode`` keeps them with the character before, as UAX #14's default and
    /// `boundingRect` do). Recorded from Chromium 156 for every pair
    /// (`Tests/BrowserConformanceTests/Oracle/ascii_line_breaks.py`) and for Japanese texts
    /// (`Oracle/japanese_line_breaks.py`); FlexLayout's `.web` component trees use these rules.
    case chromium
}

/// Chromium's line-break table for pairs of printable ASCII characters (``LineBreakRules/chromium``).
enum ChromiumASCIIBreaks {
    /// Whether `unit` is printable ASCII (`!` … `~`), where the table applies.
    @inline(__always)
    static func isPrintable(_ unit: UInt16) -> Bool { unit >= 0x21 && unit <= 0x7E }

    private static func set(_ characters: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 128)
        for unit in characters.utf16 { table[Int(unit)] = true }
        return table
    }

    private static let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    private static let digits = "0123456789"
    private static let opening = set("(<[{")
    private static let beforeOpening = set(##"!"#%&)*+,.:;=>\]|}~"##)
    private static let afterHyphen = set(##""#%&'(*+-<=>@[\^_`{|~"## + letters)
    private static let afterQuestionMark = set(##"#$%&(*+-<=>@[\^_`{|~"## + letters + digits)
    private static let alphanumeric = set(letters + digits)

    /// Whether a line may break between the printable ASCII characters `first` and `second`; `previous` is the unit
    /// before `first` (nil at the paragraph's start).
    static func breaks(between first: UInt16, and second: UInt16, after previous: UInt16?) -> Bool {
        switch first {
        case 0x2D:  // -
            if second >= 0x30 && second <= 0x39 { return previous.map { $0 < 128 && alphanumeric[Int($0)] } ?? false }
            return afterHyphen[Int(second)]
        case 0x3F: return afterQuestionMark[Int(second)]  // ?
        default: return beforeOpening[Int(first)] && opening[Int(second)]
        }
    }
}
