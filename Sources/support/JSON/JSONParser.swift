/// Reads a JSON document (RFC 8259) into a ``JSONValue``, strictly: UTF-8 only, no trailing commas, comments or
/// extra content; a duplicate key in an object, a lone surrogate, a raw control character in a string, a number
/// outside the range of a double and nesting deeper than `maximumDepth` are errors too. Every error is a
/// ``JSONSyntaxError`` with its line and column.
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"{"width": 320}"#.utf8))
/// value.objectValue?["width"]   // .number(320)
/// ```
public struct JSONParser {
    /// The deepest nesting of arrays and objects read by default.
    public static let defaultMaximumDepth = 1024

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int
    private var position = 0
    private var scratch: [UInt8] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// The value of the document in `bytes`.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = defaultMaximumDepth)
        throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes, maximumDepth: maximumDepth)
        // A UTF-8 byte order mark is allowed before the document (RFC 8259 §8.1 lets a parser ignore it).
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { parser.position = 3 }
        guard parser.skipWhitespace() != nil else { throw parser.error("the document is empty: expected a JSON value") }
        let value = try parser.value()
        if parser.skipWhitespace() != nil { throw parser.error("unexpected content after the JSON value") }
        return value
    }

    /// The value of the document in `bytes`.
    public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError) -> JSONValue {
        var result: Result<JSONValue, JSONSyntaxError> = .success(.null)
        bytes.withUnsafeBufferPointer { buffer in
            do throws(JSONSyntaxError) { result = .success(try parse(buffer, maximumDepth: maximumDepth)) } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }

    private func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        .at(offset ?? position, in: bytes, message)
    }

    /// Skips whitespace; the next byte, or nil at the end.
    private mutating func skipWhitespace() -> UInt8? {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            case let byte: return byte
            }
        }
        return nil
    }

    /// An array or object being read (for an object, the key whose value is next). What each holds so far lives in
    /// stacks of their own, so that appending mutates it in place.
    private enum Open {
        case array
        case object(key: String, keyStart: Int)
    }

    /// The value that starts here, read without recursion: nesting lives in an explicit stack, so a document nested
    /// to the limit needs no more machine stack than a flat one (parsers run on worker threads with small stacks).
    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        var open: [Open] = []
        var elements: [[JSONValue]] = [], members: [[String: JSONValue]] = []
        while true {
            // A value starts here: a scalar, or an array or object that opens.
            var current: JSONValue
            guard let byte = skipWhitespace() else { throw error("unexpected end of the document: expected a value") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard open.count < maximumDepth else { throw error("arrays and objects nest deeper than \(maximumDepth) levels") }
                position += 1
                let isObject = byte == UInt8(ascii: "{")
                guard let next = skipWhitespace() else {
                    throw error("unexpected end of the document: expected \(isObject ? "a key or \"}\"" : "a value or \"]\"")")
                }
                if next == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    current = isObject ? .object([:]) : .array([])
                } else if isObject {
                    let (key, keyStart) = try key()
                    open.append(.object(key: key, keyStart: keyStart))
                    members.append([:])
                    continue
                } else {
                    open.append(.array)
                    elements.append([])
                    continue
                }
            case UInt8(ascii: "\""): current = .string(try string())
            case UInt8(ascii: "t"): try literal("true"); current = .bool(true)
            case UInt8(ascii: "f"): try literal("false"); current = .bool(false)
            case UInt8(ascii: "n"): try literal("null"); current = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): current = .number(try number())
            default: throw error("expected a value, found \(describe(at: position))")
            }
            // A value is complete: hand it to the containers it closes, until one expects another value.
            attaching: while let container = open.popLast() {
                switch container {
                case .array:
                    elements[elements.count - 1].append(current)
                    switch skipWhitespace() {
                    case UInt8(ascii: ","):
                        position += 1
                        if skipWhitespace() == UInt8(ascii: "]") { throw error("expected a value after \",\", found \"]\"") }
                        open.append(.array)
                        break attaching
                    case UInt8(ascii: "]"):
                        position += 1
                        current = .array(elements.removeLast())
                    default: throw error("expected \",\" or \"]\" after an element, found \(describe(at: position))")
                    }
                case .object(let key, let keyStart):
                    guard members[members.count - 1].updateValue(current, forKey: key) == nil else {
                        throw error("duplicate key \(JSONText.quotedExcerpt(key, limit: 40)): a key may appear once in an object",
                                    at: keyStart)
                    }
                    switch skipWhitespace() {
                    case UInt8(ascii: ","):
                        position += 1
                        let (next, nextStart) = try self.key()
                        open.append(.object(key: next, keyStart: nextStart))
                        break attaching
                    case UInt8(ascii: "}"):
                        position += 1
                        current = .object(members.removeLast())
                    default: throw error("expected \",\" or \"}\" after a member, found \(describe(at: position))")
                    }
                }
            }
            if open.isEmpty { return current }
        }
    }

    /// An object's key and the `:` after it; the key and where it starts.
    private mutating func key() throws(JSONSyntaxError) -> (String, Int) {
        guard skipWhitespace() == UInt8(ascii: "\"") else {
            throw error("expected a key (a string in double quotes), found \(describe(at: position))")
        }
        let keyStart = position
        let key = try string()
        guard skipWhitespace() == UInt8(ascii: ":") else {
            throw error("expected \":\" after the key \(JSONText.quotedExcerpt(key, limit: 40)), found \(describe(at: position))")
        }
        position += 1
        return (key, keyStart)
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches = position + count <= bytes.count
            && (0..<count).allSatisfy { bytes[position + $0] == word.utf8Start[$0] }
        guard matches else { throw error("expected a value, found \(describe(at: position))") }
        position += count
    }

    /// A number as a double; the text must be JSON's number grammar, and its value finite.
    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = position
        func digit(_ index: Int) -> Bool {
            index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard digit(position) else { throw error("expected a digit in the number") }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if digit(position) { throw error("a number may not start with 0 followed by digits", at: start) }
        } else {
            while digit(position) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digit(position) else { throw error("expected a digit after the decimal point") }
            while digit(position) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard digit(position) else { throw error("expected a digit in the exponent") }
            while digit(position) { position += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(JSONText.excerpt(text, limit: 40)) is too large (beyond ±1.8e308)", at: start)
        }
        return value
    }

    /// A string (the opening quote next), escapes decoded; UTF-8 checked.
    private mutating func string() throws(JSONSyntaxError) -> String {
        let open = position
        position += 1
        let start = position
        // The common case: no escapes.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            position += 1
        }
        guard position < bytes.count else { throw error("a string is not closed (no ending \")", at: open) }
        if bytes[position] == UInt8(ascii: "\"") {
            let content = UnsafeBufferPointer(rebasing: bytes[start..<position])
            position += 1
            return try decodeUTF8(content, at: start)
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while true {
            guard position < bytes.count else { throw error("a string is not closed (no ending \")", at: open) }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                let text: String? = scratch.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) }
                guard let text else { throw error("a string is not valid UTF-8", at: open) }
                return text
            case UInt8(ascii: "\\"):
                try escape()
            case 0..<0x20:
                throw error("a control character (U+\(hex(UInt32(byte), digits: 4))) in a string must be escaped")
            default:
                scratch.append(byte)
                position += 1
            }
        }
    }

    private func decodeUTF8(_ content: UnsafeBufferPointer<UInt8>, at offset: Int) throws(JSONSyntaxError) -> String {
        if content.allSatisfy({ $0 < 0x80 }) { return String(decoding: content, as: UTF8.self) }
        guard let text = String(validating: content, as: UTF8.self) else {
            // Find the first bad byte for the column.
            var index = 0
            var iterator = content.makeIterator()
            var decoder = UTF8()
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): index += UTF8.width(scalar)
                case .emptyInput, .error: break loop
                }
            }
            throw error("a string is not valid UTF-8", at: offset + index)
        }
        return text
    }

    /// Decodes the escape at `position` (its backslash) into `scratch`.
    private mutating func escape() throws(JSONSyntaxError) {
        let start = position
        position += 1
        guard position < bytes.count else { throw error("a string is not closed (no ending \")") }
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
            var scalar = try hex4()
            if scalar & 0xFC00 == 0xD800 {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
                else { throw error("a lone surrogate \\u\(hex(scalar, digits: 4)) (a high surrogate needs a low one after it)", at: start) }
                position += 2
                let low = try hex4()
                guard low & 0xFC00 == 0xDC00 else {
                    throw error("a lone surrogate \\u\(hex(scalar, digits: 4)) (followed by \\u\(hex(low, digits: 4)))", at: start)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if scalar & 0xFC00 == 0xDC00 {
                throw error("a lone surrogate \\u\(hex(scalar, digits: 4)) (a low surrogate without a high one)", at: start)
            }
            guard let value = Unicode.Scalar(scalar) else { throw error("an invalid escape", at: start) }
            scratch.append(contentsOf: String(Character(value)).utf8)
        default:
            throw error("an invalid escape \\\(describeByte(byte)) (use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)", at: start)
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count else { throw error("expected 4 hexadecimal digits after \\u") }
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected 4 hexadecimal digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// The token at `offset` for a message: `"]"`, `end of the document`, `"abc…"`.
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the document" }
        var end = offset
        while end < bytes.count, end - offset < 20, !Self.isDelimiter(bytes[end]) { end += 1 }
        if end == offset { end = offset + 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return JSONLiteral.string(text)
    }

    private func describeByte(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x" + hex(UInt32(byte), digits: 2)
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\""): true
        default: false
        }
    }

    private func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
