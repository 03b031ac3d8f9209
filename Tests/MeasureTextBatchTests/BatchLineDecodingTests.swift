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
            (Array(#"{"text": "x", "width": "260"}"#.utf8), .wrongType(key: "width"), #""width" has the wrong type"#),
            (Array(#"{"text": "x", "maxLines": null, "size": [1]}"#.utf8), .wrongType(key: "size"), #""size" has the wrong type"#),
            (Array(#"[{"text": "x"}]"#.utf8), .notAJSONObject, "not a valid JSON object"),
            (Array(#"{"text": "x"} {}"#.utf8), .notAJSONObject, "not a valid JSON object"),
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
    }
}
