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

    private var scanner: JSONScanner
    private let maximumDepth: Int
    private var bytes: UnsafeBufferPointer<UInt8> { scanner.bytes }
    private var position: Int { scanner.position }

    private init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        scanner = JSONScanner(bytes)
        self.maximumDepth = maximumDepth
    }

    /// The value of the document in `bytes`.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = defaultMaximumDepth)
        throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes, maximumDepth: maximumDepth)
        // A UTF-8 byte order mark is allowed before the document (RFC 8259 §8.1 lets a parser ignore it).
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { parser.scanner.seek(to: 3) }
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
    private mutating func skipWhitespace() -> UInt8? { scanner.peek() }

    /// Consumes the byte at the position (one that ``skipWhitespace()`` returned).
    private mutating func advance() { scanner.seek(to: position + 1) }

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
                advance()
                let isObject = byte == UInt8(ascii: "{")
                guard let next = skipWhitespace() else {
                    throw error("unexpected end of the document: expected \(isObject ? "a key or \"}\"" : "a value or \"]\"")")
                }
                if next == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    advance()
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
                        advance()
                        if skipWhitespace() == UInt8(ascii: "]") { throw error("expected a value after \",\", found \"]\"") }
                        open.append(.array)
                        break attaching
                    case UInt8(ascii: "]"):
                        advance()
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
                        advance()
                        let (next, nextStart) = try self.key()
                        open.append(.object(key: next, keyStart: nextStart))
                        break attaching
                    case UInt8(ascii: "}"):
                        advance()
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
        advance()
        return (key, keyStart)
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        do throws(JSONScanDecline) { try scanner.literal(word) } catch {
            throw self.error("expected a value, found \(describe(at: position))")
        }
    }

    /// A number as a double; the text must be JSON's number grammar, and its value finite.
    private mutating func number() throws(JSONSyntaxError) -> Double {
        do throws(JSONScanDecline) { return try scanner.double() } catch { throw syntaxError(error) }
    }

    /// A string (the opening quote next), escapes decoded; UTF-8 checked.
    private mutating func string() throws(JSONSyntaxError) -> String {
        do throws(JSONScanDecline) { return try scanner.string() } catch { throw syntaxError(error) }
    }

    /// The scanner's refusal of a string or number, in this parser's words.
    private func syntaxError(_ decline: JSONScanDecline) -> JSONSyntaxError {
        let message: String
        switch decline.problem {
        case .unterminatedString: message = "a string is not closed (no ending \")"
        case .invalidUTF8: message = "a string is not valid UTF-8"
        case .controlCharacter(let byte): message = "a control character (U+\(hex(UInt32(byte), digits: 4))) in a string must be escaped"
        case .shortUnicodeEscape: message = "expected 4 hexadecimal digits after \\u"
        case .loneHighSurrogate(let high, nil):
            message = "a lone surrogate \\u\(hex(high, digits: 4)) (a high surrogate needs a low one after it)"
        case .loneHighSurrogate(let high, let low?):
            message = "a lone surrogate \\u\(hex(high, digits: 4)) (followed by \\u\(hex(low, digits: 4)))"
        case .loneLowSurrogate(let low):
            message = "a lone surrogate \\u\(hex(low, digits: 4)) (a low surrogate without a high one)"
        case .invalidEscape(let byte):
            message = "an invalid escape \\\(describeByte(byte)) (use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)"
        case .leadingZero: message = "a number may not start with 0 followed by digits"
        case .expectedDigit(.integer): message = "expected a digit in the number"
        case .expectedDigit(.fraction): message = "expected a digit after the decimal point"
        case .expectedDigit(.exponent): message = "expected a digit in the exponent"
        case .numberOutOfRange:
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[decline.offset..<position]), as: UTF8.self)
            message = "the number \(JSONText.excerpt(text, limit: 40)) is too large (beyond ±1.8e308)"
        default: message = decline.detail
        }
        return error(message, at: decline.offset)
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
