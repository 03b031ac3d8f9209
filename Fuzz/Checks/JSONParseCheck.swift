import Foundation
import JSON

/// `json-parse`: the one JSON parser against Foundation's `JSONSerialization` as a reference, and against itself.
///
/// Properties: the scanner's fast search for the end of plain string content equals a byte-by-byte search; the
/// parser answers a value or a `JSONSyntaxError` with a line and column inside the document and a
/// message (never a trap, whatever the nesting); a value written back as JSON parses to the same value; where
/// `JSONSerialization` reads the document too, both read the same value; where only one of them reads it, the
/// difference is one the parser documents: it refuses duplicate keys, numbers beyond a double, lone surrogates,
/// a leading zero, a trailing comma and anything after the value (Foundation stops at a NUL byte), and it reads nesting deeper than
/// Foundation's limit.
package enum JSONParseCheck: FuzzCheck {
    package static let name = "json-parse"

    package static func check(_ input: [UInt8]) throws(FuzzFailure) {
        // The scanner's eight-bytes-at-a-time search for the end of plain string content, against a byte-by-byte one.
        let start = input.isEmpty ? 0 : Int(input[0]) % (input.count + 1)
        let fast = input.withUnsafeBufferPointer { JSONScanner($0).plainRunEnd(from: start) }
        let slow = input[start...].firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 } ?? input.count
        guard fast == slow else { throw FuzzFailure("plainRunEnd(from: \(start)) is \(fast), a byte-by-byte search \(slow)") }
        let ours: Result<JSONValue, JSONSyntaxError> = Result { () throws(JSONSyntaxError) in try JSONParser.parse(input) }
        if case .failure(let error) = ours {
            let lines = input.split(separator: 0x0A, omittingEmptySubsequences: false).count
            guard error.line >= 1, error.line <= max(1, lines), error.column >= 1, !error.message.isEmpty else {
                throw FuzzFailure("an error with no place in the document: \(error)")
            }
        }
        if case .success(let value) = ours {
            let written = JSONWriter.text(value, sortedKeys: true, pretty: input.count % 2 == 0)
            guard let again = try? JSONParser.parse(written) else {
                throw FuzzFailure("the value written back does not parse: \(String(decoding: written.prefix(200), as: UTF8.self))")
            }
            guard again == value else { throw FuzzFailure("the value written back parses to another value") }
        }
        let reference = try? JSONSerialization.jsonObject(with: Data(input), options: [.fragmentsAllowed])
        switch (ours, reference) {
        case let (.success(value), reference?):
            guard same(value, reference) else { throw FuzzFailure("JSONSerialization reads another value: \(value.excerpt())") }
        case let (.success(value), nil):
            guard depth(value) > 400 || input.starts(with: [0xEF, 0xBB, 0xBF]) else {
                throw FuzzFailure("only the parser reads the document: \(value.excerpt())")
            }
        case let (.failure(error), _?):
            // Foundation also takes a trailing comma (`[1,]`, `{"a": 1,}`), which RFC 8259 does not.
            let documented = ["duplicate key", "is too large", "lone surrogate", "0 followed by digits", "nest deeper",
                              #"expected a value after ",", found "]""#, #"expected a key (a string in double quotes), found "}""#]
            // JSONSerialization takes a NUL byte for the end of a C string or for whitespace (`8` NUL, `[` NUL `]`):
            // the parser reads every byte it is given, and NUL is neither.
            let stopsAtNUL = input.contains(0)
            guard documented.contains(where: error.message.contains) || stopsAtNUL else {
                throw FuzzFailure("only JSONSerialization reads the document; the parser says \(error)")
            }
        case (.failure, nil):
            break
        }
    }

    /// Whether a `JSONSerialization` value is `value`.
    static func same(_ value: JSONValue, _ object: Any) -> Bool {
        switch value {
        case .null: return object is NSNull
        case .bool(let flag):
            return isBoolean(object) && (object as? Bool) == flag
        case .number(let number):
            guard !isBoolean(object), let other = object as? NSNumber else { return false }
            let double = other.doubleValue
            return double == number || abs(double - number) <= abs(number) * 1e-15
        case .string(let string):
            guard let other = object as? String else { return false }
            return sameString(string, other)
        case .array(let elements):
            guard let others = object as? [Any], others.count == elements.count else { return false }
            return zip(elements, others).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let others = object as? [String: Any], others.count == members.count else { return false }
            // Keys are strings: the same U+FEFF difference.
            return members.allSatisfy { key, member in
                let other = others[key] ?? others.first(where: { sameString(key, $0.key) })?.value
                return other.map { same(member, $0) } ?? false
            }
        }
    }

    /// Whether the parser's string is Foundation's: Foundation drops a U+FEFF that begins a string or follows an escape
    /// (a byte order mark to it, at the start of each run it decodes); the parser keeps every character.
    static func sameString(_ string: String, _ other: String) -> Bool {
        other == string || (string.unicodeScalars.contains("\u{FEFF}")
            && other.unicodeScalars.filter { $0 != "\u{FEFF}" }.elementsEqual(string.unicodeScalars.filter { $0 != "\u{FEFF}" }))
    }

    /// Whether a `JSONSerialization` value is `true` or `false` (on Linux `1 is Bool` holds too: the class tells).
    static func isBoolean(_ object: Any) -> Bool {
        ObjectIdentifier(type(of: object)) == ObjectIdentifier(type(of: NSNumber(value: true) as Any))
    }

    /// How deeply `value` nests arrays and objects.
    static func depth(_ value: JSONValue) -> Int {
        var deepest = 0
        var pending: [(JSONValue, Int)] = [(value, 0)]
        while let (current, level) = pending.popLast() {
            deepest = max(deepest, level)
            switch current {
            case .array(let elements): pending += elements.map { ($0, level + 1) }
            case .object(let members): pending += members.values.map { ($0, level + 1) }
            default: break
            }
        }
        return deepest
    }
}
