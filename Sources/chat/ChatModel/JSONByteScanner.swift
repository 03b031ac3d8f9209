import Foundation

/// A cursor over the UTF-8 bytes of a JSON document that reads the values the transcript decoder needs.
///
/// It is strict on purpose: everything it reads, `JSONDecoder` reads the same way; anything unusual (escaped
/// keys, numbers with a fraction or exponent where an integer is wanted, `-0`, lone surrogates, raw control
/// characters, invalid UTF-8, nesting deeper than `maximumDepth`) throws, and the caller falls back to
/// `JSONDecoder`. Only valid while the buffer it reads is alive: use it inside `withUnsafeBytes`.
struct JSONByteScanner {
    typealias Declined = TranscriptScanDeclined

    /// Skipped values nest at most this deep (`JSONDecoder` allows 512; deeper input goes the slow way).
    static let maximumDepth = 64

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position = 0
    /// Reused for strings with escapes.
    private var scratch: [UInt8] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, position: Int = 0) {
        self.bytes = bytes
        self.position = min(max(0, position), bytes.count)
    }

    /// Continues at `position` (where another scanner over the same bytes stopped).
    mutating func seek(to position: Int) {
        self.position = min(max(0, position), bytes.count)
    }

    func declined(_ reason: Declined.Reason, _ detail: String) -> Declined {
        Declined(reason, at: position, detail)
    }

    // MARK: Structure

    /// Skips JSON whitespace and returns the next byte (0 at the end).
    mutating func peek() -> UInt8 {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            case let byte: return byte
            }
        }
        return 0
    }

    /// Consumes `byte` (after whitespace) or throws.
    mutating func expect(_ byte: UInt8) throws(Declined) {
        guard peek() == byte else { throw declined(.syntax, "expected \"\(Character(Unicode.Scalar(byte)))\"") }
        position += 1
    }

    /// Throws unless only whitespace is left.
    mutating func expectEnd() throws(Declined) {
        guard peek() == 0, position == bytes.count else { throw declined(.syntax, "content after the document") }
    }

    /// Consumes `null` if it is next.
    mutating func consumeNull() throws(Declined) -> Bool {
        guard peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    /// Starts an object: call `nextKey` until it returns nil.
    mutating func beginObject() throws(Declined) {
        guard peek() == UInt8(ascii: "{") else { throw declined(.wrongType, "expected an object") }
        position += 1
    }

    /// The next key of the object (its raw bytes, without quotes; the `:` consumed), or nil at its `}`.
    mutating func nextKey(isFirst: inout Bool) throws(Declined) -> UnsafeBufferPointer<UInt8>? {
        let next = peek()
        if next == UInt8(ascii: "}") {
            position += 1
            return nil
        }
        if !isFirst {
            guard next == UInt8(ascii: ",") else { throw declined(.syntax, "expected \",\" or \"}\"") }
            position += 1
        }
        isFirst = false
        guard peek() == UInt8(ascii: "\"") else { throw declined(.syntax, "expected a key") }
        let key = try rawString()
        // JSONDecoder rejects a document with a key that is not UTF-8, even a key nobody reads; the fast path
        // declines it (issue 17: it skipped such keys and accepted the document).
        guard Self.isValidUTF8(key) else { throw declined(.syntax, "a key that is not UTF-8") }
        try expect(UInt8(ascii: ":"))
        return key
    }

    /// Whether `bytes` are well-formed UTF-8: ASCII at once (every key of the format), else by decoding.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 } || validString(bytes) != nil
    }

    /// Starts an array: call `nextElement` until it returns false.
    mutating func beginArray() throws(Declined) {
        guard peek() == UInt8(ascii: "[") else { throw declined(.wrongType, "expected an array") }
        position += 1
    }

    /// Whether another element follows (its `,` consumed); false at the array's `]` (consumed).
    mutating func nextElement(isFirst: inout Bool) throws(Declined) -> Bool {
        let next = peek()
        if next == UInt8(ascii: "]") {
            position += 1
            return false
        }
        if !isFirst {
            guard next == UInt8(ascii: ",") else { throw declined(.syntax, "expected \",\" or \"]\"") }
            position += 1
            // Foundation's JSONDecoder accepts a trailing comma (`[{…},]`): a syntax question for the full decoder,
            // not an element of the wrong type (fuzz-transcript-decode).
            guard peek() != UInt8(ascii: "]") else { throw declined(.syntax, "a trailing comma") }
        }
        isFirst = false
        return true
    }

    // MARK: Values

    /// The bytes of a string without escapes (the quotes consumed); throws on escapes and control characters.
    /// The bytes are not yet checked to be UTF-8.
    mutating func rawString() throws(Declined) -> UnsafeBufferPointer<UInt8> {
        guard peek() == UInt8(ascii: "\"") else { throw declined(.wrongType, "expected a string") }
        position += 1
        let start = position
        position = plainRunEnd(from: start)
        guard position < bytes.count else { throw declined(.syntax, "unterminated string") }
        guard bytes[position] == UInt8(ascii: "\"") else { throw declined(.syntax, "escape in a key or time") }
        position += 1
        return UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)])
    }

    /// The bytes of the string value that is next, when it has no escapes or control characters, without consuming
    /// anything; nil when the next value is not such a string (read it with ``string()``, which says why).
    mutating func peekPlainString() -> UnsafeBufferPointer<UInt8>? {
        guard peek() == UInt8(ascii: "\""), case let end = plainRunEnd(from: position + 1), end < bytes.count,
              bytes[end] == UInt8(ascii: "\"") else { return nil }
        return UnsafeBufferPointer(rebasing: bytes[(position + 1)..<end])
    }

    /// Consumes the string value whose content ``peekPlainString()`` returned.
    mutating func skipPlainString(_ content: UnsafeBufferPointer<UInt8>) {
        position += content.count + 2
    }

    /// A string value, escapes decoded; throws on invalid UTF-8, lone surrogates and control characters.
    mutating func string() throws(Declined) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw declined(.wrongType, "expected a string") }
        position += 1
        let start = position
        position = plainRunEnd(from: start)
        guard position < bytes.count else { throw declined(.syntax, "unterminated string") }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
            position += 1
            guard let string = Self.validString(text) else { throw declined(.syntax, "invalid UTF-8") }
            return string
        case UInt8(ascii: "\\"):
            return try escapedString(from: start)
        default:
            throw declined(.syntax, "control character in a string")
        }
    }

    /// The string `bytes` spell, or nil when they are not valid UTF-8 (what `String(validating:as:)` answers,
    /// without its generic overhead per call).
    ///
    /// Decoding replaces every ill-formed sequence with U+FFFD (`EF BF BD`, itself well-formed), so the decoded bytes
    /// equal `bytes` exactly when there was nothing to replace.
    static func validString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var string = String(decoding: bytes, as: UTF8.self)
        let unchanged = string.withUTF8 { decoded in
            guard decoded.count == bytes.count else { return false }
            guard let a = decoded.baseAddress, let b = bytes.baseAddress else { return true }
            return memcmp(a, b, bytes.count) == 0
        }
        return unchanged ? string : nil
    }

    /// The first index at or after `index` that holds a quote, a backslash or a control character (`bytes.count` if
    /// none does): the end of a run of plain string content, found eight bytes at a time.
    func plainRunEnd(from index: Int) -> Int {
        var i = index
        let count = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            let quotes = ones &* 0x22, backslashes = ones &* 0x5C, spaces = ones &* 0x20
            while i + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let q = word ^ quotes, b = word ^ backslashes
                // A byte's high bit ends up set where it is zero after the XOR (quote, backslash) or below 0x20;
                // borrows only mark bytes above a match, so "any" is exact.
                let special = ((q &- ones) & ~q) | ((b &- ones) & ~b) | ((word &- spaces) & ~word)
                if special & highs != 0 { break }
                i += 8
            }
        }
        while i < count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return i }
            i += 1
        }
        return count
    }

    /// A string or `null`.
    mutating func optionalString() throws(Declined) -> String? {
        try consumeNull() ? nil : string()
    }

    /// Finishes a string that has escapes; `start` is its first byte, `position` its first backslash.
    private mutating func escapedString(from start: Int) throws(Declined) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = scratch.withUnsafeBufferPointer({ Self.validString($0) }) else {
                    throw declined(.syntax, "invalid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                try escape()
            case 0..<0x20:
                throw declined(.syntax, "control character in a string")
            default:
                let end = plainRunEnd(from: position)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(position - 1)..<end]))
                position = end
            }
        }
        throw declined(.syntax, "unterminated string")
    }

    /// Decodes one escape (after its backslash) into `scratch`.
    private mutating func escape() throws(Declined) {
        guard position < bytes.count else { throw declined(.syntax, "unterminated string") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var value = try hex4()
            if (0xDC00...0xDFFF).contains(value) { throw declined(.syntax, "lone low surrogate") }
            if (0xD800...0xDBFF).contains(value) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                      bytes[position + 1] == UInt8(ascii: "u") else { throw declined(.syntax, "lone high surrogate") }
                position += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw declined(.syntax, "lone high surrogate") }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw declined(.syntax, "invalid \\u escape") }
            UTF8.encode(scalar) { scratch.append($0) }
        default:
            throw declined(.syntax, "invalid escape")
        }
    }

    private mutating func hex4() throws(Declined) -> UInt32 {
        guard position + 4 <= bytes.count else { throw declined(.syntax, "short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw declined(.syntax, "invalid \\u escape")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// An integer without fraction or exponent that fits an `Int` (not `-0`, no leading zeros).
    mutating func integer() throws(Declined) -> Int {
        var next = peek()
        let negative = next == UInt8(ascii: "-")
        if negative {
            position += 1
            next = position < bytes.count ? bytes[position] : 0
        }
        guard next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9") else {
            throw declined(negative ? .syntax : .wrongType, "expected an integer")
        }
        var value = 0
        var digits = 0
        while position < bytes.count, case let byte = bytes[position], byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow1, !overflow2 else { throw declined(.unsupportedValue, "integer out of range") }
            value = sum
            digits += 1
            position += 1
        }
        if digits > 1 && next == UInt8(ascii: "0") { throw declined(.syntax, "leading zero") }
        if negative && value == 0 { throw declined(.unsupportedValue, "-0") }
        // Beyond 2^53 a JSON number has no exact double: the reference decoder refuses it, so the fast path does not
        // read it either.
        if value > 1 << 53 { throw declined(.unsupportedValue, "an integer beyond 2^53") }
        if position < bytes.count,
           case let byte = bytes[position], byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            throw declined(.unsupportedValue, "a number that is not an integer")
        }
        return negative ? -value : value
    }

    /// A number in JSON's grammar, as the nearest `Double` (what `JSONDecoder` answers: both round correctly); a
    /// number beyond `Double`'s range is declined.
    mutating func double() throws(Declined) -> Double {
        guard peek() != 0 else { throw declined(.syntax, "expected a number") }
        let next = bytes[position]
        guard next == UInt8(ascii: "-") || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")) else {
            throw declined(.wrongType, "expected a number")
        }
        let start = position
        try skipNumber()
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw declined(.unsupportedValue, "a number out of range") }
        return value
    }

    /// `true` or `false`.
    mutating func bool() throws(Declined) -> Bool {
        switch peek() {
        case UInt8(ascii: "t"):
            try literal("true")
            return true
        case UInt8(ascii: "f"):
            try literal("false")
            return false
        default:
            throw declined(.wrongType, "expected a Boolean")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Declined) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count, UnsafeBufferPointer(rebasing: bytes[position..<(position + count)]).equals(word)
        else { throw declined(.syntax, "expected \(word)") }
        position += count
    }

    /// Skips any value, checking it is well-formed JSON (strictly: see the type's comment).
    mutating func skipValue(depth: Int = 0) throws(Declined) {
        guard depth < Self.maximumDepth else { throw declined(.syntax, "nested too deeply") }
        switch peek() {
        case UInt8(ascii: "\""):
            _ = try string()
        case UInt8(ascii: "{"):
            try beginObject()
            var isFirst = true
            while try nextKey(isFirst: &isFirst) != nil { try skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            try beginArray()
            var isFirst = true
            while try nextElement(isFirst: &isFirst) { try skipValue(depth: depth + 1) }
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            _ = try bool()
        case UInt8(ascii: "n"):
            try literal("null")
        default:
            try skipNumber()
        }
    }

    /// Skips a number in JSON's grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private mutating func skipNumber() throws(Declined) {
        func isDigit(_ index: Int) -> Bool {
            index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
        }
        func digits() throws(Declined) {
            guard isDigit(position) else { throw declined(.syntax, "expected a digit") }
            while isDigit(position) { position += 1 }
        }
        if position < bytes.count && bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard isDigit(position) else { throw declined(.syntax, "expected a value") }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if isDigit(position) { throw declined(.syntax, "leading zero") }
        } else {
            try digits()
        }
        if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
            position += 1
            try digits()
        }
        if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
            position += 1
            if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) {
                position += 1
            }
            try digits()
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes spell `word`.
    func equals(_ word: StaticString) -> Bool {
        count == word.utf8CodeUnitCount && word.withUTF8Buffer { other in
            guard let a = baseAddress, let b = other.baseAddress else { return count == 0 }
            return memcmp(a, b, count) == 0
        }
    }
}
