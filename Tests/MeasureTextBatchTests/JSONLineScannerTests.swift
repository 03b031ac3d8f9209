import ChatSamples
import Foundation
import MeasureTextBatch
import Testing

/// The byte-level `--jsonl` reader against `JSONDecoder`, which it stands in for on common lines.
@Suite struct JSONLineScannerTests {
    func scan(_ line: String) -> BatchOverrides? {
        Array(line.utf8).withUnsafeBufferPointer { JSONLineScanner.decode($0) }
    }

    func decoded(_ line: String) -> BatchOverrides? {
        try? JSONDecoder().decode(BatchOverrides.self, from: Data(line.utf8))
    }

    /// The overrides as text, for comparing two decodings field by field.
    func describe(_ line: BatchOverrides?) -> String {
        guard let line else { return "nil" }
        var id: [UInt8] = []
        line.id?.append(to: &id)
        return [String(decoding: id, as: UTF8.self), line.text.debugDescription, line.font.debugDescription, line.fontFile.debugDescription,
                line.weight?.name ?? "-", "\(line.italic as Any)", "\(line.size as Any)", "\(line.width as Any)", "\(line.height as Any)",
                "\(line.maxLines as Any)", "\(line.lineBreak as Any)", "\(line.alignment as Any)", "\(line.lineSpacing as Any)",
                "\(line.lineHeightMultiple as Any)", "\(line.paragraphSpacing as Any)", "\(line.noFontLeading as Any)",
                "\(line.scale as Any)"].joined(separator: "|")
    }

    static let commonLines = [
        #"{"id": 1, "text": "hello world", "width": 50}"#,
        #"{"id":"a\"b\\c\u00e9\ud83d\ude00","text":"esc \" \\ \/ \b\f\n\r\t \u0041\u00E9 \ud83d\ude00","width":100.25}"#,
        #"{"id": -7, "text": "x", "weight": 700, "italic": true, "size": 1e1, "height": 0.5E-1}"#,
        #"{"id": null, "text": "x", "weight": "bold", "italic": false, "maxLines": 3, "lineBreak": "truncate-tail"}"#,
        #"  { "id" : true , "text" : "x" , "font" : "Inter" , "alignment" : "center" , "scale" : 3 }  "#,
        #"{"id": 1.5, "text": "", "lineSpacing": 0, "lineHeightMultiple": 1.25, "paragraphSpacing": 2, "noFontLeading": true}"#,
        #"{"text": "Привет, мир 😀", "fontFile": "/tmp/x.ttf", "width": null}"#,
        #"{}"#,
    ]

    @Test func commonLinesReadAsJSONDecoderReadsThem() {
        for line in Self.commonLines {
            #expect(scan(line) != nil, "\(line) is common")
            #expect(describe(scan(line)) == describe(decoded(line)), "\(line)")
        }
    }

    @Test func theWholeCorpusReadsAsJSONDecoderReadsIt() throws {
        let lines = try SampleCorpus.data().split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        let differing = lines.filter { scan($0) == nil || describe(scan($0)) != describe(decoded($0)) }
        #expect(lines.count == 20_000 && differing.isEmpty, "\(differing.prefix(3))")
    }

    @Test(arguments: [
        #"{"id": 1, "text": "x", "extra": 1}"#,          // an unknown key
        #"{"id": 1, "text": "x", "text": "y"}"#,         // a repeated key
        #"{"id": 1, "te\u0078t": "x"}"#,                  // an escaped key
        #"{"id": [1], "text": "x"}"#,                     // a nested value
        #"{"id": 1, "text": "x", "width": "260"}"#,       // a string for a number
        #"{"id": 1, "text": "x", "maxLines": 2.0}"#,      // a fraction for a whole number
        #"{"id": 1, "text": "x", "width": NaN}"#,         // not JSON
        #"{"id": 12345678901234567890, "text": "x"}"#,    // a whole number past Int
        #"{"id": 1, "text": "x", "width": 1e999}"#,       // out of range
        #"{"text": "\ud800 lone"}"#,                      // an unpaired surrogate
        "{\"text\": \"tab\there\"}",                      // a raw control character
        #"{"id": 1, "text": "x"} trailing"#,              // text after the object
        #"{"id": 1, "text": "x",}"#,                      // a trailing comma
        "",
    ])
    func unusualLinesGoToJSONDecoder(line: String) {
        #expect(scan(line) == nil)
    }

    @Test func utf8ValidationAgreesWithTheStandardLibrary() {
        var random = SplitMix64(seed: 17)
        let pieces: [[UInt8]] = [[0x41], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80],
                                 [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xFF], [0xC3]]
        for _ in 0..<5_000 {
            let bytes = (0..<Int.random(in: 0...12, using: &random)).flatMap { _ in pieces.randomElement(using: &random)! }
            let ours = bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) }
            #expect(ours == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
        }
    }
}
