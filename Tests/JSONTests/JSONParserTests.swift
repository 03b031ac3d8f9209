import JSON
import Testing

/// The strict parser: values as RFC 8259 defines them, and every refusal with its line, column (counted by hand
/// below) and what was expected.
@Suite struct JSONParserTests {
    static func parse(_ text: String) -> Result<JSONValue, JSONSyntaxError> {
        Result { () throws(JSONSyntaxError) in try JSONParser.parse(Array(text.utf8)) }
    }

    @Test func valuesAreRead() throws {
        let value = try Self.parse(#" {"a": [1, -2.5e1, true, false, null], "b": "x\u00e9\ud83d\ude00\n", "": {}} "#).get()
        #expect(value == .object([
            "a": .array([.number(1), .number(-25), .bool(true), .bool(false), .null]),
            "b": .string("xé😀\n"),
            "": .object([:]),
        ]))
        #expect(try Self.parse("\u{FEFF}[]").get() == .array([]))   // a byte order mark before the document
        #expect(try Self.parse("1e-320").get() == .number(1e-320))   // subnormal, but a double
        #expect(try Self.parse(#""é""#).get() == .string("é"))
    }

    @Test(arguments: [
        // (document, line, column, message) — columns count characters from 1.
        ("", 1, 1, "the document is empty: expected a JSON value"),
        ("{\"a\" 1}", 1, 6, #"expected ":" after the key "a", found "1""#),
        ("[1,]", 1, 4, #"expected a value after ",", found "]""#),
        ("{\"a\": 1,}", 1, 9, #"expected a key (a string in double quotes), found "}""#),
        ("{\n  \"w\": 1,\n  \"w\": 2\n}", 3, 3, #"duplicate key "w": a key may appear once in an object"#),
        ("{\"size\": 1e400}", 1, 10, "the number 1e400 is too large (beyond ±1.8e308)"),
        ("[NaN]", 1, 2, #"expected a value, found "NaN""#),
        ("[01]", 1, 2, "a number may not start with 0 followed by digits"),
        ("[-]", 1, 3, "expected a digit in the number"),
        ("[1.]", 1, 4, "expected a digit after the decimal point"),
        ("\"\\ud800\"", 1, 2, "a lone surrogate \\uD800 (a high surrogate needs a low one after it)"),
        ("\"\\udc00\"", 1, 2, "a lone surrogate \\uDC00 (a low surrogate without a high one)"),
        ("\"a\tb\"", 1, 3, "a control character (U+0009) in a string must be escaped"),
        ("\"\\x\"", 1, 2, #"an invalid escape \x (use \", \\, \/, \b, \f, \n, \r, \t or \uXXXX)"#),
        ("\"abc", 1, 1, "a string is not closed (no ending \")"),
        ("{} x", 1, 4, "unexpected content after the JSON value"),
        ("é [", 1, 1, #"expected a value, found "é""#),
        ("[\"é\", tru]", 1, 7, #"expected a value, found "tru""#),
    ])
    func refusalsSayWhereAndWhat(document: String, line: Int, column: Int, message: String) {
        #expect(Self.parse(document) == .failure(JSONSyntaxError(line: line, column: column, message: message)))
    }

    @Test func invalidUTF8IsRefusedAtItsByte() throws {
        let bytes: [UInt8] = Array(#"["ab"#.utf8) + [0xFF] + Array(#""]"#.utf8)
        #expect(Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes) }
                == .failure(JSONSyntaxError(line: 1, column: 5, message: "a string is not valid UTF-8")))
    }

    @Test func nestingIsLimited() {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        #expect((try? JSONParser.parse(Array(deep.utf8), maximumDepth: 40)) != nil)
        #expect(Result { () throws(JSONSyntaxError) in try JSONParser.parse(Array(deep.utf8), maximumDepth: 39) }
                == .failure(JSONSyntaxError(line: 1, column: 40, message: "arrays and objects nest deeper than 39 levels")))
        // The default limit holds a 100,000-level document off without exhausting the stack.
        let hostile = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(hostile.utf8)) }
    }

    @Test func excerptsAreCut() {
        #expect(JSONValue.string(String(repeating: "x", count: 1000)).excerpt(limit: 10) == "\"xxxxxxxxx…")
        #expect(JSONText.excerpt("abc", limit: 3) == "abc")
        #expect(JSONText.excerpt("abcd", limit: 3) == "abc…")
    }
}

/// Decodable types read from parsed values, with key paths in their errors.
@Suite struct JSONValueDecoderTests {
    struct Card: Decodable, Equatable {
        var title: String
        var sizes: [Int]
        var flag: Bool?
    }

    @Test func decodesAndNamesKeyPaths() throws {
        let decoder = JSONValueDecoder()
        #expect(try decoder.decode(Card.self, from: Array(#"{"title": "t", "sizes": [1, 2]}"#.utf8)) == Card(title: "t", sizes: [1, 2]))
        func message(_ text: String) -> String {
            do { _ = try decoder.decode(Card.self, from: Array(text.utf8)); return "decoded" } catch { return error.description }
        }
        #expect(message(#"{"title": "t", "sizes": [1, 2.5]}"#) == "sizes[1]: expected a whole number in \(Int.min)…\(Int.max), found 2.5")
        #expect(message(#"{"sizes": []}"#) == "title: is missing")
        #expect(message(#"{"title": 5, "sizes": []}"#) == "title: expected a string, found a number 5")
        #expect(message(#"{"title": "t", "title": "u", "sizes": []}"#)
                == #"line 1, column 16: duplicate key "title": a key may appear once in an object"#)
    }
}
