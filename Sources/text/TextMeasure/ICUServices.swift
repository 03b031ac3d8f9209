import CICU
import Locking

/// A pool of ICU objects (break iterators, bidi) so that each measuring thread borrows its own: ICU objects
/// are not safe to share, and opening one costs far more than reusing it.
final class ICUObjectPool: Sendable {
    private struct Handle: @unchecked Sendable { let pointer: UnsafeMutableRawPointer }
    private let free = Locked<[Handle]>([])
    private let open: @Sendable () -> UnsafeMutableRawPointer?
    private let close: @Sendable (UnsafeMutableRawPointer) -> Void
    private let name: String

    init(name: String, open: @escaping @Sendable () -> UnsafeMutableRawPointer?,
         close: @escaping @Sendable (UnsafeMutableRawPointer) -> Void) {
        self.name = name
        self.open = open
        self.close = close
    }

    deinit {
        free.withLock { handles in handles.forEach { close($0.pointer) } }
    }

    /// Runs `body` with an object no other thread is using.
    func with<R>(_ body: (UnsafeMutableRawPointer) throws -> R) throws -> R {
        let pointer: UnsafeMutableRawPointer
        if let handle = free.withLock({ $0.popLast() }) {
            pointer = handle.pointer
        } else if let opened = open() {
            pointer = opened
        } else {
            throw TextMeasureError.icuFailure(operation: "open \(name)", code: "no object")
        }
        defer { free.withLock { $0.append(Handle(pointer: pointer)) } }
        return try body(pointer)
    }
}

/// The ICU services a measurer needs: line and grapheme breaks, and bidi levels.
final class ICUServices: Sendable {
    let lineBreakers = ICUObjectPool(name: "line break iterator", open: { ICUServices.openBreaker(LPBreakKindLine) }, close: { lp_break_close($0) })
    /// ICU's `normal` line breaking (CSS `line-break: normal`, what Chromium applies): a line may also break before small
    /// kana and the prolonged sound mark ー (UAX #14's class CJ taken as ID, not NS). Elsewhere it agrees with the default
    /// (on the whole corpus only lines with kana differ).
    let normalLineBreakers = ICUObjectPool(name: "line break iterator (normal)",
                                           open: { ICUServices.openBreaker(LPBreakKindLine, locale: "@lb=normal") },
                                           close: { lp_break_close($0) })
    let graphemeBreakers = ICUObjectPool(name: "character break iterator", open: { ICUServices.openBreaker(LPBreakKindCharacter) }, close: { lp_break_close($0) })
    let bidi = ICUObjectPool(name: "bidi", open: { lp_bidi_open() }, close: { lp_bidi_close($0) })

    private static func openBreaker(_ kind: LPBreakKind, locale: String? = nil) -> UnsafeMutableRawPointer? {
        var error: Int32 = 0
        guard let locale else { return lp_break_open(kind, nil, &error) }
        return locale.withCString { lp_break_open(kind, $0, &error) }
    }

    /// Appends the grapheme cluster boundaries of `text` (excluding 0, including `text.count`) to `boundaries`.
    func graphemeBoundaries(_ text: UnsafeBufferPointer<UInt16>, appendingTo boundaries: inout [Int32]) throws {
        guard let base = text.baseAddress, !text.isEmpty else { return }
        try graphemeBreakers.with { iterator in
            let status = lp_break_set_text(iterator, base, Int32(text.count))
            guard status <= 0 else { throw TextMeasureError.icuFailure(operation: "character break", code: String(cString: lp_error_name(status))) }
            while true {
                let next = lp_break_next(iterator)
                if next < 0 { break }
                boundaries.append(next)
            }
        }
    }

    /// Line-break opportunities of `text`: each boundary offset and whether the break there is mandatory; `normal`:
    /// ICU's `normal` line breaking (``normalLineBreakers``). Text in the characters most messages use takes
    /// ``SimpleLineBreaks`` (the same answers in either, without ICU: it has no character of class CJ).
    func lineBreaks(_ text: UnsafeBufferPointer<UInt16>, normal: Bool = false, into breaks: inout [LineBreakOpportunity]) throws {
        breaks.removeAll(keepingCapacity: true)
        guard !text.isEmpty, !SimpleLineBreaks.find(text, into: &breaks) else { return }
        try icuLineBreaks(text, normal: normal, into: &breaks)
    }

    /// ICU's line-break opportunities of `text`, whatever characters it holds.
    func icuLineBreaks(_ text: UnsafeBufferPointer<UInt16>, normal: Bool = false, into breaks: inout [LineBreakOpportunity]) throws {
        breaks.removeAll(keepingCapacity: true)
        guard let base = text.baseAddress, !text.isEmpty else { return }
        try (normal ? normalLineBreakers : lineBreakers).with { iterator in
            let status = lp_break_set_text(iterator, base, Int32(text.count))
            guard status <= 0 else { throw TextMeasureError.icuFailure(operation: "line break", code: String(cString: lp_error_name(status))) }
            while true {
                let next = lp_break_next(iterator)
                if next < 0 { break }
                breaks.append(LineBreakOpportunity(offset: next, isHard: lp_break_is_hard(iterator) != 0))
            }
        }
    }

    /// Bidi embedding levels of one paragraph and its resolved base level.
    func bidiLevels(_ text: UnsafeBufferPointer<UInt16>, direction: WritingDirection, into levels: inout [UInt8]) throws -> UInt8 {
        levels = [UInt8](repeating: 0, count: text.count)
        let requested: UInt8 = direction == .leftToRight ? 0 : direction == .rightToLeft ? 1 : 0xFE
        guard let base = text.baseAddress, !text.isEmpty else { return requested == 1 ? 1 : 0 }
        return try bidi.with { bidi in
            var resolved: UInt8 = 0
            let status = levels.withUnsafeMutableBufferPointer { out in
                lp_bidi_levels(bidi, base, Int32(text.count), requested, out.baseAddress!, &resolved)
            }
            guard status <= 0 else { throw TextMeasureError.icuFailure(operation: "bidi", code: String(cString: lp_error_name(status))) }
            return resolved
        }
    }
}

/// A UAX #14 line-break opportunity: a UTF-16 offset and whether the break is mandatory.
struct LineBreakOpportunity {
    var offset: Int32
    var isHard: Bool
}

/// Unicode properties used when choosing fonts and breaking lines.
enum UnicodeProperties {
    /// Whether a grapheme cluster that contains `scalar` should be drawn from the colour emoji font.
    @inline(__always)
    static func prefersEmojiFont(_ scalar: UInt32) -> Bool {
        scalar >= 0x231A && (lp_is_emoji_presentation(scalar) != 0 || lp_is_regional_indicator(scalar) != 0)
    }

    /// U+FE0F VARIATION SELECTOR-16 asks for emoji presentation; U+20E3 makes a keycap.
    @inline(__always)
    static func requestsEmojiPresentation(_ scalar: UInt32) -> Bool { scalar == 0xFE0F || scalar == 0x20E3 }

    /// Whether a font need not map `scalar` (joiners, variation selectors, other invisible controls).
    @inline(__always)
    static func isIgnorableForCoverage(_ scalar: UInt32) -> Bool {
        scalar >= 0xAD && lp_is_default_ignorable(scalar) != 0
    }

    /// Whitespace that hangs at a line's end: space, tab, and above ASCII the White_Space property (its short
    /// list of code points, unchanged since Unicode 6.3; a test compares it with ICU's over every code point).
    @inline(__always)
    static func isWhitespace(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x20, 0x09, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Whether `scalar` is strongly right-to-left (so that bidi resolution is needed).
    @inline(__always)
    static func isStrongRTL(_ scalar: UInt32) -> Bool { scalar >= 0x590 && lp_is_strong_rtl(scalar) != 0 }
}
