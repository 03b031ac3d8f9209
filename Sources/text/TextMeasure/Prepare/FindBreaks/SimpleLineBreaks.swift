/// Line-break opportunities of text made only of the characters most chat messages use — ASCII, the Latin and
/// Cyrillic letters, curly quotes, dashes and the ellipsis — found without ICU, and the same as ICU's line break
/// iterator finds (the tests compare the two on every string of up to three of these characters, on random
/// strings and on the corpus). Any other character (a combining mark, a control, emoji, another script, a no-break
/// space) makes ``find(_:into:)`` decline, and the caller asks ICU.
///
/// The rules are UAX #14's for these classes, as ICU 72 applies them: no break before a space (LB7) or before
/// closing punctuation, `!`, `?` and `/` (LB13), nor before `.`, `,`, `:`, `;` unless spaces precede it and a
/// digit follows it (".5"); none after an opening bracket, even across spaces (LB14), nor between a quote and an
/// opening bracket across spaces (LB15) or two em dashes across spaces (LB17); a break after spaces (LB18); none
/// around quotes (LB19), before a hyphen, a tab, `|` or an en dash (LB21), before an ellipsis (LB22), or after a
/// hyphen that starts a word; none inside words (LB23, LB24, LB28, LB29) or whole numbers such as `$(1.5)%`
/// (LB25), or between words or numbers and brackets (LB30); a break anywhere else (LB31).
enum SimpleLineBreaks {
    /// A line-breaking class (UAX #14), only those the fast path handles.
    private enum Class: UInt8 {
        case alphabetic, numeric, space, breakAfter, hyphen, solidus, infixSeparator, exclamation, quotation,
             openPunctuation, closePunctuation, closeParenthesis, prefixNumeric, postfixNumeric, breakBoth,
             inseparable
    }

    /// The classes of ASCII, one letter per code unit (`a` is class 0): controls other than tab are `~`.
    private static let asciiClasses: StaticString =
        "~~~~~~~~~d~~~~~~~~~~~~~~~~~~~~~~chiamnaijlamgegfbbbbbbbbbbggaaahaaaaaaaaaaaaaaaaaaaaaaaaaaajmlaaaaaaaaaaaaaaaaaaaaaaaaaaaaajdka~"

    /// The class of `unit`, or nil when the fast path does not handle it.
    @inline(__always)
    private static func lineClass(_ unit: UInt16, ascii: UnsafeBufferPointer<UInt8>) -> Class? {
        if unit < 0x80 { return Class(rawValue: ascii[Int(unit)] &- UInt8(ascii: "a")) }
        switch unit {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2AF, 0x400...0x482, 0x48A...0x52F: return .alphabetic
        case 0xAB, 0xBB, 0x2018, 0x2019, 0x201C, 0x201D: return .quotation
        case 0x2013: return .breakAfter
        case 0x2014: return .breakBoth
        case 0x2026: return .inseparable
        default: return nil
        }
    }

    /// Appends the break opportunities of `text` (after the first unit, up to and including its end; none is
    /// mandatory) and returns true, or returns false without touching `breaks` when `text` has a character the
    /// fast path does not handle.
    static func find(_ text: UnsafeBufferPointer<UInt16>, into breaks: inout [LineBreakOpportunity]) -> Bool {
        let n = text.count
        guard n > 0 else { return false }
        return withUnsafeTemporaryAllocation(of: Class.self, capacity: n) { classes in
            let known = asciiClasses.withUTF8Buffer { ascii in
                for index in 0..<n {
                    guard let lineClass = lineClass(text[index], ascii: ascii) else { return false }
                    classes[index] = lineClass
                }
                return true
            }
            guard known else { return false }
            return withUnsafeTemporaryAllocation(of: Bool.self, capacity: n) { insideNumber in
                markNumbers(classes, insideNumber)
                let pairs = pairTable, afterSpaces = afterSpacesTable
                // The last class before the current run of spaces (`startOfText`: none yet), and the one before
                // the spaces that precede the last hyphen.
                var beforeSpaces = classes[0] == .space ? startOfText : Int(classes[0].rawValue)
                var beforeHyphen = startOfText
                for index in 1..<n {
                    let previous = classes[index - 1], next = classes[index]
                    guard next != .space else { continue }  // LB7
                    let allowed: Bool
                    if insideNumber[index] {
                        allowed = false  // LB25
                    } else if previous == .space {
                        // A `.`, `,`, `:` or `;` may begin a line only where it begins a number (".5").
                        allowed = afterSpaces[beforeSpaces] & (1 << next.rawValue) != 0
                            && (next != .infixSeparator || (index + 1 < n && classes[index + 1] == .numeric))
                        if next == .hyphen { beforeHyphen = beforeSpaces }
                    } else if previous == .hyphen && next == .alphabetic
                                && (index == 1 || (classes[index - 2] == .space && beforeHyphen != Int(Class.openPunctuation.rawValue))) {
                        allowed = false  // a word-initial hyphen stays with its word, unless "( " took the spaces
                    } else {
                        allowed = pairs[Int(previous.rawValue)] & (1 << next.rawValue) != 0
                    }
                    if allowed { breaks.append(LineBreakOpportunity(offset: Int32(index), isHard: false)) }
                    beforeSpaces = Int(next.rawValue)
                }
                breaks.append(LineBreakOpportunity(offset: Int32(n), isHard: false))
                return true
            }
        }
    }

    /// The row index of "no class before the spaces" in ``afterSpacesTable``.
    private static let startOfText = 16

    /// Bit `b` of entry `a`: whether a line may break between classes `a` and `b` (``breakBetween(_:_:)``).
    private static let pairTable: SIMD16<UInt16> = table { a in (0..<16).map { b in breakBetween(a, Class(rawValue: UInt8(b))!) } }

    /// Bit `b` of entry `a` (16: the start of the text): whether a line may break between spaces that follow `a`
    /// and `b` (``breakAfterSpaces(_:_:)``).
    private static let afterSpacesTable: SIMD32<UInt16> = {
        var rows = SIMD32<UInt16>()
        for a in 0...16 {
            let before = a == startOfText ? nil : Class(rawValue: UInt8(a))
            for b in 0..<16 where breakAfterSpaces(before, Class(rawValue: UInt8(b))!) { rows[a] |= 1 << b }
        }
        return rows
    }()

    private static func table(_ row: (Class) -> [Bool]) -> SIMD16<UInt16> {
        var rows = SIMD16<UInt16>()
        for a in 0..<16 {
            for (b, allowed) in row(Class(rawValue: UInt8(a))!).enumerated() where allowed { rows[a] |= 1 << b }
        }
        return rows
    }

    /// LB25 as ICU applies it, on whole numbers: `(PR|PO)? (OP|HY)? IS? NU (NU|SY|IS)* (CL|CP)? (PR|PO)?` is never
    /// broken inside. Sets `inside[i]` when offset `i` falls inside such a number.
    private static func markNumbers(_ classes: UnsafeMutableBufferPointer<Class>, _ inside: UnsafeMutableBufferPointer<Bool>) {
        let n = classes.count
        inside.initialize(repeating: false)
        var index = 0
        while index < n {
            guard classes[index] == .numeric else {
                index += 1
                continue
            }
            var end = index + 1
            while end < n, classes[end] == .numeric || classes[end] == .solidus || classes[end] == .infixSeparator { end += 1 }
            var lower = index, upper = end
            if lower > 0, classes[lower - 1] == .infixSeparator { lower -= 1 }
            if lower > 0, classes[lower - 1] == .openPunctuation || classes[lower - 1] == .hyphen { lower -= 1 }
            if lower > 0, classes[lower - 1] == .prefixNumeric || classes[lower - 1] == .postfixNumeric { lower -= 1 }
            if upper < n, classes[upper] == .closePunctuation || classes[upper] == .closeParenthesis { upper += 1 }
            if upper < n, classes[upper] == .prefixNumeric || classes[upper] == .postfixNumeric { upper += 1 }
            for offset in (lower + 1)..<upper { inside[offset] = true }
            index = end
        }
    }

    /// Whether a line may break between `a` and `b`, neither of them a space.
    private static func breakBetween(_ a: Class, _ b: Class) -> Bool {
        switch (a, b) {
        case (_, .closePunctuation), (_, .closeParenthesis), (_, .exclamation), (_, .infixSeparator), (_, .solidus):
            return false  // LB13
        case (.openPunctuation, _), (.quotation, _), (_, .quotation): return false  // LB14, LB19
        case (_, .breakAfter), (_, .hyphen), (_, .inseparable): return false  // LB21, LB22
        case (.breakBoth, .breakBoth): return false  // LB17
        case (.alphabetic, .numeric), (.numeric, .alphabetic): return false  // LB23
        case (.prefixNumeric, .alphabetic), (.postfixNumeric, .alphabetic),
             (.alphabetic, .prefixNumeric), (.alphabetic, .postfixNumeric): return false  // LB24
        case (.alphabetic, .alphabetic), (.infixSeparator, .alphabetic): return false  // LB28, LB29
        case (.alphabetic, .openPunctuation), (.numeric, .openPunctuation),
             (.closeParenthesis, .alphabetic), (.closeParenthesis, .numeric): return false  // LB30
        default: return true  // LB31
        }
    }

    /// Whether a line may break between spaces and `b` (not a space), `a` being the class before the spaces; for
    /// `.`, `,`, `:` and `;` the caller also asks for a digit after them.
    private static func breakAfterSpaces(_ a: Class?, _ b: Class) -> Bool {
        switch (a, b) {
        case (_, .closePunctuation), (_, .closeParenthesis), (_, .exclamation), (_, .solidus): return false  // LB13
        case (.openPunctuation, _), (.quotation, .openPunctuation): return false  // LB14, LB15
        case (.breakBoth, .breakBoth): return false  // LB17
        default: return true  // LB18; before `.`, `,`, `:`, `;` only when a number starts
        }
    }
}
