import JSON
import MeasureTextBatch
import Testing

/// One `--jsonl` line to its keys, or to the error its answer names.
@Suite struct BatchLineDecodingTests {
    static func decode(_ bytes: [UInt8]) -> Result<BatchOverrides, BatchLineError> {
        bytes.withUnsafeBufferPointer { buffer in Result { () throws(BatchLineError) in try BatchLineDecoding.decode(buffer) } }
    }

    @Test func errorsNameTheProblem() {
        let cases: [([UInt8], BatchLineError, String)] = [
            ([0x7B, 0x22, 0xFF, 0x22, 0x7D], .notUTF8, "not valid UTF-8"),
            (Array(#"{"text": "x", "width": "260"}"#.utf8),
             .wrongType(key: "width", problem: #"expected a number, found a string "260""#), #""width": expected a number, found a string "260""#),
            (Array(#"{"text": "x", "maxLines": null, "size": [1]}"#.utf8),
             .wrongType(key: "size", problem: "expected a number, found an array [1]"), #""size": expected a number, found an array [1]"#),
            (Array(#"[{"text": "x"}]"#.utf8), .notAJSONObject, "not a JSON object"),
            (Array(#"{"text": "x"} {}"#.utf8), .syntax(JSONSyntaxError(line: 1, column: 15, message: "unexpected content after the JSON value")),
             "not valid JSON: column 15: unexpected content after the JSON value"),
            // A valid object whose number no double holds: said so, with its column (it was "not a valid JSON object").
            (Array(#"{"text": "x", "size": 1e400}"#.utf8),
             .syntax(JSONSyntaxError(line: 1, column: 23, message: "the number 1e400 is too large (beyond ±1.8e308)")),
             "not valid JSON: column 23: the number 1e400 is too large (beyond ±1.8e308)"),
            (Array(#"{"text": "x", "text": "y"}"#.utf8),
             .syntax(JSONSyntaxError(line: 1, column: 15, message: #"duplicate key "text": a key may appear once in an object"#)),
             #"not valid JSON: column 15: duplicate key "text": a key may appear once in an object"#),
        ]
        for (bytes, error, message) in cases {
            guard case let .failure(found) = Self.decode(bytes) else {
                Issue.record("\(bytes) decoded")
                continue
            }
            #expect(found == error)
            #expect(found.description == message)
        }
    }

    @Test func commonAndUnusualLinesDecodeAlike() throws {
        // The scanner reads the first; JSONDecoder the second (an escaped key), to the same keys.
        for line in [#"{"id": 7, "text": "hi", "width": 50.5, "weight": 600}"#, #"{"id": 7, "te\u0078t": "hi", "width": 50.5, "weight": 600}"#] {
            let overrides = try Self.decode(Array(line.utf8)).get()
            #expect(overrides.id == .number(7) && overrides.text == "hi" && overrides.width == 50.5 && overrides.weight?.name == "600")
        }
    }

    @Test func theIDOfALineThatDoesNotDecodeIsSalvaged() {
        let id = Array(#"{"id": "a\"b", "text": 5}"#.utf8).withUnsafeBufferPointer { BatchLineDecoding.salvageID($0) }
        #expect(id.map { String(decoding: $0, as: UTF8.self) } == #""a\"b""#)
        #expect(Array(#"{"text": 5}"#.utf8).withUnsafeBufferPointer { BatchLineDecoding.salvageID($0) } == nil)
        // An id that is not a JSON value is not echoed (the answer says "id": null): a raw "-", "01", a control character.
        for line in [#"{"id": -, "text": 5}"#, #"{"id": 01, "text": 5}"#, "{\"id\": \"a\u{1}b\", \"text\": 5}"] {
            #expect(Array(line.utf8).withUnsafeBufferPointer { BatchLineDecoding.salvageID($0) } == nil, "\(line)")
        }
    }
}
