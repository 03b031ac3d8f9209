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

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
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
        try expect(UInt8(ascii: ":"))
        return key
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
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)])
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { throw declined(.syntax, "escape in a key or time") }
            position += 1
        }
        throw declined(.syntax, "unterminated string")
    }

    /// A string value, escapes decoded; throws on invalid UTF-8, lone surrogates and control characters.
    mutating func string() throws(Declined) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw declined(.wrongType, "expected a string") }
        position += 1
        let start = position
        var isASCII = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                if isASCII { return String(decoding: text, as: UTF8.self) }
                guard let string = String(validating: text, as: UTF8.self) else {
                    throw declined(.syntax, "invalid UTF-8")
                }
                return string
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            if byte < 0x20 { throw declined(.syntax, "control character in a string") }
            isASCII = isASCII && byte < 0x80
            position += 1
        }
        throw declined(.syntax, "unterminated string")
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
                guard let string = String(validating: scratch, as: UTF8.self) else {
                    throw declined(.syntax, "invalid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                try escape()
            case 0..<0x20:
                throw declined(.syntax, "control character in a string")
            default:
                scratch.append(byte)
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
        if position < bytes.count,
           case let byte = bytes[position], byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            throw declined(.unsupportedValue, "a number that is not an integer")
        }
        return negative ? -value : value
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
        count == word.utf8CodeUnitCount && word.withUTF8Buffer { $0.elementsEqual(self) }
    }
}
