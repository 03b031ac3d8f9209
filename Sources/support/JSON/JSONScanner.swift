/// A cursor over the UTF-8 bytes of a JSON document with typed reads: structure (objects, keys, arrays), strings with
/// their escapes decoded, numbers, Booleans and `null`, and skipping any value.
///
/// The package's one reader of JSON bytes: ``JSONParser`` builds ``JSONValue``s with it, and the fast paths that read a
/// known format straight into their own types (ChatModel's transcript reader, measure-text's `--jsonl` lines) read
/// with it too. Every read is strict (RFC 8259's grammar, UTF-8, no lone surrogates, no raw control characters) and
/// throws a ``JSONScanDecline`` naming the problem and its byte offset: the parser reports it as a syntax error, a
/// fast path takes it as "not the form I read" and leaves the document to the parser.
///
/// Only valid while the buffer it reads is alive: use it inside `withUnsafeBufferPointer` / `withUnsafeBytes`.
package struct JSONScanner {
    package typealias Decline = JSONScanDecline

    package let bytes: UnsafeBufferPointer<UInt8>
    package private(set) var position: Int
    /// Whether strings are checked to be UTF-8 (false when the caller checked the whole document already).
    private let validatesUTF8: Bool
    /// Reused for strings with escapes.
    private var scratch: [UInt8] = []

    /// A scanner at `position` of `bytes`.
    package init(_ bytes: UnsafeBufferPointer<UInt8>, position: Int = 0, validatesUTF8: Bool = true) {
        self.bytes = bytes
        self.position = min(max(0, position), bytes.count)
        self.validatesUTF8 = validatesUTF8
    }

    /// Continues at `position` (where another scanner over the same bytes stopped).
    package mutating func seek(to position: Int) {
        self.position = min(max(0, position), bytes.count)
    }

    private func decline(_ problem: Decline.Problem, at offset: Int? = nil) -> Decline {
        Decline(problem, at: offset ?? position)
    }

    // MARK: Structure

    /// Skips JSON whitespace and returns the next byte, or nil at the end.
    package mutating func peek() -> UInt8? {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            case let byte: return byte
            }
        }
        return nil
    }

    /// Consumes `byte` after whitespace, or throws.
    package mutating func expect(_ byte: UInt8) throws(Decline) {
        guard peek() == byte else { throw decline(.expected("\"\(Character(Unicode.Scalar(byte)))\"")) }
        position += 1
    }

    /// Consumes `byte` after whitespace when it is next.
    package mutating func take(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    /// Throws unless only whitespace is left.
    package mutating func expectEnd() throws(Decline) {
        guard peek() == nil else { throw decline(.contentAfterDocument) }
    }

    /// Starts an object: call ``nextKey(isFirst:)`` until it returns nil.
    package mutating func beginObject() throws(Decline) {
        guard peek() == UInt8(ascii: "{") else { throw decline(.wrongType(expected: "an object")) }
        position += 1
    }

    /// The next key of the object (its bytes, without quotes; the `:` consumed), or nil at its `}` (consumed). Keys
    /// are plain: an escape in a key is declined.
    package mutating func nextKey(isFirst: inout Bool) throws(Decline) -> UnsafeBufferPointer<UInt8>? {
        let next = peek()
        if next == UInt8(ascii: "}") {
            position += 1
            return nil
        }
        if !isFirst {
            guard next == UInt8(ascii: ",") else { throw decline(.expected("\",\" or \"}\"")) }
            position += 1
        }
        isFirst = false
        guard peek() == UInt8(ascii: "\"") else { throw decline(.expected("a key")) }
        let key = try rawString()
        // A document with a key that is not UTF-8 is not JSON, even when nobody reads the key.
        guard !validatesUTF8 || Self.isValidUTF8(key) else { throw decline(.invalidUTF8) }
        try expect(UInt8(ascii: ":"))
        return key
    }

    /// Starts an array: call ``nextElement(isFirst:)`` until it returns false.
    package mutating func beginArray() throws(Decline) {
        guard peek() == UInt8(ascii: "[") else { throw decline(.wrongType(expected: "an array")) }
        position += 1
    }

    /// Whether another element follows (its `,` consumed); false at the array's `]` (consumed).
    package mutating func nextElement(isFirst: inout Bool) throws(Decline) -> Bool {
        let next = peek()
        if next == UInt8(ascii: "]") {
            position += 1
            return false
        }
        if !isFirst {
            guard next == UInt8(ascii: ",") else { throw decline(.expected("\",\" or \"]\"")) }
            position += 1
            guard peek() != UInt8(ascii: "]") else { throw decline(.trailingComma) }
        }
        isFirst = false
        return true
    }

    // MARK: Strings

    /// The bytes of a string without escapes (the quotes consumed); an escape or a control character is declined.
    /// The bytes are not checked to be UTF-8.
    package mutating func rawString() throws(Decline) -> UnsafeBufferPointer<UInt8> {
        guard peek() == UInt8(ascii: "\"") else { throw decline(.wrongType(expected: "a string")) }
        let open = position
        position += 1
        let start = position
        position = plainRunEnd(from: start)
        guard position < bytes.count else { throw decline(.unterminatedString, at: open) }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            position += 1
            return UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)])
        case UInt8(ascii: "\\"): throw decline(.escapeInPlainString)
        case let byte: throw decline(.controlCharacter(byte))
        }
    }

    /// The bytes of the string value that is next, when it has no escapes or control characters, without consuming
    /// anything; nil when the next value is not such a string (read it with ``string()``, which says why).
    package mutating func peekPlainString() -> UnsafeBufferPointer<UInt8>? {
        guard peek() == UInt8(ascii: "\""), case let end = plainRunEnd(from: position + 1), end < bytes.count,
              bytes[end] == UInt8(ascii: "\"") else { return nil }
        return UnsafeBufferPointer(rebasing: bytes[(position + 1)..<end])
    }

    /// Consumes the string value whose content ``peekPlainString()`` returned.
    package mutating func skipPlainString(_ content: UnsafeBufferPointer<UInt8>) {
        position += content.count + 2
    }

    /// A string value, escapes decoded. Invalid UTF-8 (when checked), lone surrogates, invalid escapes and raw control
    /// characters are declined: at the first bad byte of a string without escapes, else at the opening quote; at the
    /// backslash of a bad escape; at the control character.
    package mutating func string() throws(Decline) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw decline(.wrongType(expected: "a string")) }
        let open = position
        position += 1
        let start = position
        position = plainRunEnd(from: start)
        guard position < bytes.count else { throw decline(.unterminatedString, at: open) }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            let content = UnsafeBufferPointer(rebasing: bytes[start..<position])
            position += 1
            guard validatesUTF8 else { return String(decoding: content, as: UTF8.self) }
            guard let string = Self.validString(content) else {
                throw decline(.invalidUTF8, at: start + Self.validPrefixLength(content))
            }
            return string
        case UInt8(ascii: "\\"):
            return try escapedString(from: start, open: open)
        case let byte:
            throw decline(.controlCharacter(byte))
        }
    }

    /// A string or `null`.
    package mutating func optionalString() throws(Decline) -> String? {
        try consumeNull() ? nil : string()
    }

    /// Finishes a string that has escapes; `start` is its first byte, `position` its first backslash.
    private mutating func escapedString(from start: Int, open: Int) throws(Decline) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                guard validatesUTF8 else { return String(decoding: scratch, as: UTF8.self) }
                guard let string = scratch.withUnsafeBufferPointer({ Self.validString($0) }) else {
                    throw decline(.invalidUTF8, at: open)
                }
                return string
            case UInt8(ascii: "\\"):
                try escape()
            case 0..<0x20:
                throw decline(.controlCharacter(byte))
            default:
                let end = plainRunEnd(from: position + 1)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<end]))
                position = end
            }
        }
        throw decline(.unterminatedString, at: open)
    }

    /// Decodes the escape at `position` (its backslash) into `scratch`.
    private mutating func escape() throws(Decline) {
        let backslash = position
        position += 1
        guard position < bytes.count else { throw decline(.unterminatedString) }
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
            if value & 0xFC00 == 0xDC00 { throw decline(.loneLowSurrogate(value), at: backslash) }
            if value & 0xFC00 == 0xD800 {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
                else { throw decline(.loneHighSurrogate(value, followedBy: nil), at: backslash) }
                position += 2
                let low = try hex4()
                guard low & 0xFC00 == 0xDC00 else { throw decline(.loneHighSurrogate(value, followedBy: low), at: backslash) }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw decline(.invalidEscape(byte), at: backslash) }
            UTF8.encode(scalar) { scratch.append($0) }
        default:
            throw decline(.invalidEscape(byte), at: backslash)
        }
    }

    /// Four hexadecimal digits (after `\u`); declined at the first byte that is not one.
    private mutating func hex4() throws(Decline) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count else { throw decline(.shortUnicodeEscape) }
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw decline(.shortUnicodeEscape)
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// The first index at or after `index` that holds a quote, a backslash or a control character (`bytes.count` if
    /// none does): the end of a run of plain string content, found eight bytes at a time.
    package func plainRunEnd(from index: Int) -> Int {
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
                let special = (((q &- ones) & ~q) | ((b &- ones) & ~b) | ((word &- spaces) & ~word)) & highs
                if special != 0 {
                    #if _endian(little)
                    // The lowest marked byte is a match (a borrow only marks bytes above one): the first in memory.
                    return i + special.trailingZeroBitCount / 8
                    #else
                    break
                    #endif
                }
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

    // MARK: UTF-8

    /// Whether `bytes` are well-formed UTF-8: ASCII at once (every key of the formats we read), else by decoding.
    package static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 } || validString(bytes) != nil
    }

    /// The string `bytes` spell, or nil when they are not valid UTF-8 (what `String(validating:as:)` answers, without
    /// its generic overhead per call).
    ///
    /// Decoding replaces every ill-formed sequence with U+FFFD (`EF BF BD`, itself well-formed), so the decoded bytes
    /// equal `bytes` exactly when there was nothing to replace.
    package static func validString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var string = String(decoding: bytes, as: UTF8.self)
        let unchanged = string.withUTF8 { decoded in decoded.count == bytes.count && equal(decoded, bytes) }
        return unchanged ? string : nil
    }

    /// Whether two buffers of one length hold the same bytes, compared eight at a time.
    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
        let rawA = UnsafeRawPointer(pa), rawB = UnsafeRawPointer(pb)
        var i = 0
        while i + 8 <= a.count {
            if rawA.loadUnaligned(fromByteOffset: i, as: UInt64.self) != rawB.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                return false
            }
            i += 8
        }
        while i < a.count {
            if a[i] != b[i] { return false }
            i += 1
        }
        return true
    }

    /// How many bytes at the start of `bytes` are well-formed UTF-8 (where the first bad byte is).
    private static func validPrefixLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var length = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { length += UTF8.width(scalar) }
        return length
    }

    // MARK: Numbers, Booleans, null

    /// The number that is next, in JSON's grammar `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` (consumed): its
    /// bytes, and whether it is written as a whole number (no fraction, no exponent). A leading zero is declined at the
    /// number's start, a missing digit where it is missing.
    package mutating func numberToken() throws(Decline) -> (text: UnsafeBufferPointer<UInt8>, isInteger: Bool) {
        _ = peek()
        let start = position
        func isDigit(_ index: Int) -> Bool {
            index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
        }
        func digits(_ part: Decline.NumberPart) throws(Decline) {
            guard isDigit(position) else { throw decline(.expectedDigit(part)) }
            while isDigit(position) { position += 1 }
        }
        if position < bytes.count && bytes[position] == UInt8(ascii: "-") { position += 1 }
        if isDigit(position) && bytes[position] == UInt8(ascii: "0") {
            position += 1
            if isDigit(position) { throw decline(.leadingZero, at: start) }
        } else {
            try digits(.integer)
        }
        var isInteger = true
        if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
            position += 1
            isInteger = false
            try digits(.fraction)
        }
        if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
            position += 1
            isInteger = false
            if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) {
                position += 1
            }
            try digits(.exponent)
        }
        return (UnsafeBufferPointer(rebasing: bytes[start..<position]), isInteger)
    }

    /// A number as the nearest `Double` (correctly rounded); a value beyond `Double`'s range is declined at the
    /// number's start (consumed), a value that is not a number as a wrong type.
    package mutating func double() throws(Decline) -> Double {
        guard let next = peek() else { throw decline(.expected("a number")) }
        guard next == UInt8(ascii: "-") || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")) else {
            throw decline(.wrongType(expected: "a number"))
        }
        let start = position
        let (text, _) = try numberToken()
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else {
            throw decline(.numberOutOfRange, at: start)
        }
        return value
    }

    /// An integer without fraction or exponent that fits an `Int` and a `Double` exactly (at most 2^53), not `-0`.
    package mutating func integer() throws(Decline) -> Int {
        guard var next = peek() else { throw decline(.expected("an integer")) }
        let negative = next == UInt8(ascii: "-")
        if negative {
            position += 1
            next = position < bytes.count ? bytes[position] : 0
        }
        guard next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9") else {
            throw negative ? decline(.expectedDigit(.integer)) : decline(.wrongType(expected: "an integer"))
        }
        var value = 0
        var digits = 0
        while position < bytes.count, case let byte = bytes[position], byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow1, !overflow2 else { throw decline(.integerOutOfRange) }
            value = sum
            digits += 1
            position += 1
        }
        if digits > 1 && next == UInt8(ascii: "0") { throw decline(.leadingZero) }
        if negative && value == 0 { throw decline(.negativeZero) }
        if value > 1 << 53 { throw decline(.integerOutOfRange) }
        if position < bytes.count,
           case let byte = bytes[position], byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            throw decline(.notAnInteger)
        }
        return negative ? -value : value
    }

    /// `true` or `false`.
    package mutating func bool() throws(Decline) -> Bool {
        switch peek() {
        case UInt8(ascii: "t"):
            try literal("true")
            return true
        case UInt8(ascii: "f"):
            try literal("false")
            return false
        default:
            throw decline(.wrongType(expected: "a Boolean"))
        }
    }

    /// Consumes `null` if it is next.
    package mutating func consumeNull() throws(Decline) -> Bool {
        guard peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    /// Consumes `word` (`true`, `false`, `null`) at the position; declined there, nothing consumed, when it is not next.
    package mutating func literal(_ word: StaticString) throws(Decline) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count,
              UnsafeBufferPointer(rebasing: bytes[position..<(position + count)]).elementsEqual(
                  UnsafeBufferPointer(start: word.utf8Start, count: count))
        else { throw decline(.expected("\(word)")) }
        position += count
    }

    /// Skips any value, checking it is well-formed (strictly: see the type's comment); arrays and objects nest at most
    /// `maximumDepth` deep.
    package mutating func skipValue(maximumDepth: Int, depth: Int = 0) throws(Decline) {
        guard depth < maximumDepth else { throw decline(.nestedTooDeeply) }
        switch peek() {
        case UInt8(ascii: "\""):
            _ = try string()
        case UInt8(ascii: "{"):
            try beginObject()
            var isFirst = true
            while try nextKey(isFirst: &isFirst) != nil { try skipValue(maximumDepth: maximumDepth, depth: depth + 1) }
        case UInt8(ascii: "["):
            try beginArray()
            var isFirst = true
            while try nextElement(isFirst: &isFirst) { try skipValue(maximumDepth: maximumDepth, depth: depth + 1) }
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            _ = try bool()
        case UInt8(ascii: "n"):
            try literal("null")
        default:
            _ = try numberToken()
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes spell `word`.
    package func equals(_ word: StaticString) -> Bool {
        count == word.utf8CodeUnitCount && elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: count))
    }
}
