import ChatSamples
import Foundation
import JSON
import Testing
@testable import ChatModel

/// `FastTranscriptDecoder` against the `Codable` path: what it accepts decodes to the same transcript (compared
/// with `==` and, for exact string bytes, through a sorted-keys `JSONEncoder`); what it declines goes to
/// `JSONDecoder`, so `Transcript.decode` answers exactly what the `Codable` path answers, errors included.
@Suite struct FastTranscriptDecoderTests {
    static let participants = #""participants": [{"id": "me", "name": "Me"}, {"id": "alice", "name": "Alice"}]"#

    static func document(_ messages: String, extra: String = "") -> Data {
        Data(#"{"title": "T", "me": "me", \#(participants), \#(extra) "messages": [\#(messages)]}"#.utf8)
    }

    static func message(_ fields: String, id: String = #""1""#) -> String {
        #"{"id": \#(id), "author": "alice", "time": "2025-03-03T10:09:00+02:00", \#(fields)}"#
    }

    static func canonical(_ transcript: Transcript) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(transcript)
    }

    /// The fast path must accept `data` and agree with the `Codable` path exactly.
    static func expectAccepted(_ data: Data, _ comment: Comment? = nil,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scanned: ScannedTranscript
        do {
            scanned = try FastTranscriptDecoder.decode(data, capturing: ["locale", "timeZone"])
        } catch {
            Issue.record("declined: \(error) \(comment.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
            return
        }
        let reference = try Transcript.decodeReference(from: data)
        #expect(scanned.transcript == reference, comment, sourceLocation: sourceLocation)
        #expect(try canonical(scanned.transcript) == canonical(reference), comment, sourceLocation: sourceLocation)
        #expect(try Transcript.decode(from: data) == reference, comment, sourceLocation: sourceLocation)
    }

    /// The fast path must decline `data` (for `reason`, when given), and `Transcript.decode` must answer what the
    /// `Codable` path answers: the same transcript or the same error.
    static func expectDeclined(_ data: Data, _ reason: TranscriptScanDeclined.Reason? = nil, _ comment: Comment? = nil,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let scanned = try FastTranscriptDecoder.decode(data)
            Issue.record("accepted: \(scanned.transcript.messages) \(comment.map { "\($0)" } ?? "")",
                         sourceLocation: sourceLocation)
        } catch {
            if let reason { #expect(error.reason == reason, comment, sourceLocation: sourceLocation) }
        }
        let reference = Result { try Transcript.decodeReference(from: data) }
        let decoded = Result { try Transcript.decode(from: data) }
        switch (reference, decoded) {
        case (.success(let a), .success(let b)):
            #expect(a == b, comment, sourceLocation: sourceLocation)
        case (.failure(let a), .failure(let b)):
            #expect(a as? TranscriptError == b as? TranscriptError, comment, sourceLocation: sourceLocation)
            #expect(String(describing: a) == String(describing: b), comment, sourceLocation: sourceLocation)
        default:
            Issue.record("the paths disagree: \(reference) vs \(decoded)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Accepted

    @Test func samplesDecodeFastAndEqual() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Samples")
        let names = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".json") }
            .filter { $0 != "long-chat.json" }  // generated (the ChatRender tests decode it from the corpus)
        #expect(names.count >= 2)
        for name in names {
            try Self.expectAccepted(try Data(contentsOf: samples.appendingPathComponent(name)), "\(name)")
        }
    }

    @Test func escapesAndUnicode() throws {
        let texts = [
            #"quote \" backslash \\ slash \/ controls \b\f\n\r\t"#,
            #"\u00e9 \u00C9 \u0000 nul \u001f \u2028 \u20ac"#,
            #"pair \ud83d\ude00 \uD83D\uDC4D\uD83C\uDFFD mixed 😀 raw"#,
            "raw: Привет, مرحبا, שלום, こんにちは, 👩‍👩‍👧, e\u{301} (decomposed) é (composed)",
            #"escape at the end \n"#,
            #"\"\"\""#,
            "",
        ]
        for text in texts {
            try Self.expectAccepted(Self.document(Self.message(#""kind": "text", "text": "\#(text)""#)), "\(text)")
        }
        // Escapes in the title, a participant name and a file name.
        try Self.expectAccepted(Data(#"""
            {"title": "A \"T\" \u00e9", "me": "me",
             "participants": [{"id": "me", "name": "M\u00e9 \ud83d\ude00"}, {"id": "alice", "name": "Alice"}],
             "messages": [{"id": "1", "author": "me", "time": "2025-03-03T10:09:00Z", "kind": "file",
                           "file": {"name": "a\\b\/c.pdf", "bytes": 0}}]}
            """#.utf8))
    }

    @Test func optionalFieldsMissingOrNull() throws {
        try Self.expectAccepted(Self.document(Self.message(#""kind": "text", "text": "x""#)))
        try Self.expectAccepted(Self.document(Self.message(#"""
            "kind": "text", "text": "x", "status": null, "edited": null, "deleted": null, "replyTo": null,
            "file": null, "call": null, "card": null
            """#)))
        try Self.expectAccepted(Self.document(Self.message(#""kind": "text", "deleted": true"#)), "deleted without text")
        try Self.expectAccepted(Self.document(Self.message(#""kind": "text", "text": "x""#), extra: #""unreadFrom": null,"#))
        try Self.expectAccepted(Data(#"""
            {"title": "T", "me": "me", "participants": [{"id": "me", "name": "Me", "avatar": null}], "messages": []}
            """#.utf8), "no messages")
        try Self.expectAccepted(Self.document([
            Self.message(#""kind": "text", "text": "a", "edited": false, "status": "read""#, id: "7"),
            Self.message(#""kind": "call", "call": {"seconds": 0}, "replyTo": 7"#, id: "-12"),
            Self.message(#""kind": "card", "card": {"title": "", "body": "b", "button": "Go"}, "status": "failed""#, id: #""c""#),
            Self.message(#""kind": "file", "file": {"name": "n", "bytes": 9007199254740992}, "text": "cap""#, id: "0"),
            Self.message(#""kind": "system", "text": "s", "deleted": false"#, id: "123456789"),
            Self.message(#""kind": "contact", "contact": {"name": "Marco Rossi", "phone": "+351 912 345 678"}"#, id: "8"),
            Self.message(#""kind": "contact", "contact": {"phone": null, "name": "Анна"}, "replyTo": 8"#, id: "9"),
            Self.message(#""kind": "location", "location": {"title": "Café Luso", "address": "Lisboa", "latitude": 38.7118, "longitude": -9.1446}"#, id: "10"),
            Self.message(#""location": {"longitude": 180, "latitude": -90, "title": "Pole", "address": null}, "kind": "location", "replyTo": 10"#, id: "11"),
        ].joined(separator: ","), extra: #""unreadFrom": -12,"#), "numeric ids and every kind")
    }

    /// Keys the format does not define are left to the reference decoder (which ignores them after checking them,
    /// duplicate keys included): the fast path would not look inside their values.
    @Test func unknownKeysGoToTheReferenceDecoderAndWhitespaceIsFree() throws {
        let unknown = #"""
            "x1": {"nested": [1, -2.5e+3, 0.0, 1E-2, true, false, null, "s\n\u00e9", {"deep": [[[]]]}]},
            "x2": [], "x3": {}, "x4": 0, "x5": "", "text2": "not text"
            """#
        Self.expectDeclined(Data(#"""
            {"title": "T", \#(unknown), "me": "me",
             "participants": [{"id": "me", "name": "Me", \#(unknown)}, {"id": "alice", "name": "Alice"}],
             "messages": [{"id": "1", \#(unknown), "author": "me", "time": "2025-03-03T10:09:00Z", "kind": "file",
                           "file": {\#(unknown), "name": "n", "bytes": 3}},
                          {"id": "2", "author": "me", "time": "2025-03-03T10:09:00Z", "kind": "card",
                           "card": {"title": "t", \#(unknown), "body": "b", "button": "B"}},
                          {"id": "3", "author": "me", "time": "2025-03-03T10:09:00Z", "kind": "call",
                           "call": {\#(unknown), "seconds": 3}}]}
            """#.utf8), .unknownKey)
        #expect(throws: TranscriptError.self) {
            try Transcript.decode(from: Data(#"{"title": "T", "me": "me", "x": {"a": 1, "a": 2}, "participants": [], "messages": []}"#.utf8))
        }
        try Self.expectAccepted(Data(" \r\n\t{\"title\"\t:\r\n\"T\" ,\"me\":\"me\",\"participants\":[ {\"id\":\"me\",\"name\":\"M\"} ],\"messages\":[ ] }\n ".utf8))
    }

    @Test func capturedTopLevelStrings() throws {
        let data = Self.document(Self.message(#""kind": "text", "text": "x""#),
                                 extra: #""locale": "ru_RU", "timeZone": null,"#)
        let scanned = try FastTranscriptDecoder.decode(data, capturing: ["locale", "timeZone"])
        #expect(scanned.strings == ["locale": "ru_RU"])
        #expect(scanned.firstMessageTime == "2025-03-03T10:09:00+02:00")
        // Not captured, the keys are unknown to the transcript: left to the reference decoder.
        #expect(throws: TranscriptScanDeclined.self) { try FastTranscriptDecoder.decode(data) }
        let numeric = Self.document(Self.message(#""kind": "text", "text": "x""#), extra: #""locale": 5,"#)
        #expect(throws: TranscriptScanDeclined.self) { try FastTranscriptDecoder.decode(numeric, capturing: ["locale"]) }
        #expect(try Transcript.decode(from: numeric).messages.count == 1)
    }

    // MARK: Declined: the Codable path answers

    @Test func wrongTypesAndMissingFieldsGiveTheCodableErrors() {
        let cases: [(String, TranscriptScanDeclined.Reason)] = [
            (#""kind": "text", "text": 5"#, .wrongType),
            (#""kind": "text", "text": "x", "edited": "yes""#, .wrongType),
            (#""kind": "text", "text": "x", "status": "seen""#, .unsupportedValue),
            (#""kind": "video", "text": "x""#, .unsupportedValue),
            (#""kind": "file", "file": {"name": "n", "bytes": "3"}"#, .wrongType),
            (#""kind": "file", "file": {"name": "n"}"#, .missingField),
            (#""kind": "file", "file": {"name": "n", "bytes": -3}"#, .invalidTranscript),
            (#""kind": "call", "call": {"seconds": 1.5}"#, .unsupportedValue),
            (#""kind": "call", "call": [1]"#, .wrongType),
            (#""kind": "card", "card": {"title": "t", "body": "b"}"#, .missingField),
            (#""kind": "contact", "contact": {"phone": "1"}"#, .missingField),
            (#""kind": "contact", "contact": {"name": 1}"#, .wrongType),
            (#""kind": "contact", "contact": {"name": ""}"#, .invalidTranscript),
            (#""kind": "contact", "contact": {"name": "n", "phone": ""}"#, .invalidTranscript),
            (#""kind": "contact""#, .invalidTranscript),
            (#""kind": "text", "text": "x", "contact": {"name": "n"}"#, .invalidTranscript),
            (#""kind": "location", "location": {"title": "t", "latitude": 1}"#, .missingField),
            (#""kind": "location", "location": {"title": "t", "latitude": "1", "longitude": 2}"#, .wrongType),
            (#""kind": "location", "location": {"title": "t", "latitude": 91, "longitude": 2}"#, .invalidTranscript),
            (#""kind": "location", "location": {"title": "t", "latitude": 1, "longitude": 2}, "location": null"#, .duplicateKey),
            (#""kind": "contact", "contact": {"name": "n"}, "location": {"title": "t", "latitude": 1, "longitude": 2}"#, .invalidTranscript),
            (#""kind": "text""#, .invalidTranscript),
            (#""kind": null, "text": "x""#, .wrongType),
            (#""text": "x""#, .missingField),
            (#""kind": "text", "text": "x", "replyTo": true"#, .wrongType),
        ]
        for (fields, reason) in cases {
            Self.expectDeclined(Self.document(Self.message(fields)), reason, "\(fields)")
        }
        Self.expectDeclined(Self.document(Self.message(#""kind": "text", "text": "x""#, id: "true")), .wrongType)
        Self.expectDeclined(Self.document(#"{"author": "alice", "time": "2025-03-03T10:09:00Z", "kind": "text", "text": "x"}"#),
                            .missingField, "no id")
        Self.expectDeclined(Self.document(#"{"id": "1", "author": "alice", "time": 5, "kind": "text", "text": "x"}"#), .wrongType)
        Self.expectDeclined(Data(#"{"title": "T", "me": "me", "messages": []}"#.utf8), .missingField, "no participants")
        Self.expectDeclined(Data(#"{"title": 1, "me": "me", \#(Self.participants), "messages": []}"#.utf8), .wrongType)
    }

    @Test func invalidTranscriptsGiveTheCodableErrors() {
        let x = #""kind": "text", "text": "x""#
        Self.expectDeclined(Self.document([Self.message(x), Self.message(x)].joined(separator: ",")), .invalidTranscript,
                            "duplicate id")
        Self.expectDeclined(Self.document(Self.message(x).replacingOccurrences(of: "alice", with: "mallory")),
                            .invalidTranscript, "unknown author")
        Self.expectDeclined(Self.document(Self.message(x), extra: #""unreadFrom": "9","#), .invalidTranscript)
        Self.expectDeclined(Data(#"{"title": "T", "me": "bob", \#(Self.participants), "messages": []}"#.utf8), .invalidTranscript)
        Self.expectDeclined(Self.document(Self.message(x).replacingOccurrences(of: #""alice""#, with: #""""#)), .invalidTranscript)
    }

    @Test func lenientFormsGoToJSONDecoder() {
        func time(_ text: String) -> Data {
            Self.document(#"{"id": "1", "author": "alice", "time": "\#(text)", "kind": "text", "text": "x"}"#)
        }
        for text in ["2025-06-05T18:40:00.5Z", "2025-06-05T18:40:00+0300", "2025-06-05T18:40:00+03", "2025-06-05T18:40:00z",
                     "2025-02-30T10:00:00Z", "2025-06-05T24:00:00Z", "2025-06-05T18:40:00+03:00 ", "2025-6-05T18:40:00Z",
                     "2025-06-05T18:40:00+19:00", "yesterday", "2025-06-05T18:40:00", "1500-01-01T00:00:00Z",
                     #"2025-06-05T18:40:00\u005a"#] {
            Self.expectDeclined(time(text), nil, "\(text)")
        }
        let x = #""kind": "text", "text": "x""#
        Self.expectDeclined(Self.document(Self.message(x, id: "1.0")), .unsupportedValue, "a fractional id")
        Self.expectDeclined(Self.document(Self.message(x, id: "1e2")), .unsupportedValue)
        Self.expectDeclined(Self.document(Self.message(x, id: "-0")), .unsupportedValue)
        Self.expectDeclined(Self.document(Self.message(x, id: "99999999999999999999")), .unsupportedValue)
        Self.expectDeclined(Self.document(Self.message(#""kind": "text", "text": "a", "text": "b""#)), .duplicateKey)
        Self.expectDeclined(Data(#"{"title": "A", "title": "B", "me": "me", \#(Self.participants), "messages": []}"#.utf8),
                            .duplicateKey)
        Self.expectDeclined(Self.document(Self.message(#""kind": "text", "t\u0065xt": "x""#)), .syntax, "an escaped key")
        Self.expectDeclined(Self.document(Self.message(x + #", "extra": 01"#)), .unknownKey, "a leading zero JSONDecoder skips")
        Self.expectDeclined(Self.document(Self.message(x + #", "extra": "\ud800""#)), .unknownKey, "a lone surrogate it skips")
        Self.expectDeclined(Self.document(Self.message("\"kind\": \"text\", \"text\": \"tab\there\"")), .syntax, "raw tab")
        var deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        Self.expectDeclined(Self.document(Self.message(x + #", "extra": \#(deep)"#)), .unknownKey)
        deep = "{\"title\": \"T\"}"
        Self.expectDeclined(Data(deep.utf8), .missingField)
    }

    @Test func malformedDocumentsGiveTheCodableErrors() {
        let x = Self.message(#""kind": "text", "text": "x""#)
        let good = String(decoding: Self.document(x), as: UTF8.self)
        let broken = [
            "", "[1, 2]", "null", good + " {}", good.replacingOccurrences(of: "]}", with: ",]}"),
            String(good.dropLast(3)), good.replacingOccurrences(of: #""text": "x""#, with: #""text": "x"#),
            good.replacingOccurrences(of: #""x""#, with: #""\x""#), good.replacingOccurrences(of: #""x""#, with: #""\u12""#),
            good.replacingOccurrences(of: #""x""#, with: #""\udc00""#), good.replacingOccurrences(of: ":", with: "="),
        ]
        for text in broken { Self.expectDeclined(Data(text.utf8), nil, "\(text)") }
        Self.expectDeclined(Data([0xEF, 0xBB, 0xBF]) + Self.document(x), .syntax, "a byte order mark")
        var invalidUTF8 = Self.document(Self.message(#""kind": "text", "text": "ab""#))
        if let index = invalidUTF8.firstRange(of: Data("ab".utf8))?.lowerBound { invalidUTF8[index] = 0xC3 }
        Self.expectDeclined(invalidUTF8, .syntax, "invalid UTF-8")
    }

    /// `text`'s UTF-8 with every "§" replaced by `bytes` (ill-formed UTF-8 cannot be written in a Swift string).
    static func bytes(_ text: String, replacingSectionSignWith bytes: [UInt8]) -> Data {
        Data(text.split(separator: "§", omittingEmptySubsequences: false).map { Array($0.utf8) }.joined(separator: bytes))
    }

    /// Issue 17: the fast path skipped unknown keys without looking at their bytes, so a key that is not UTF-8 passed
    /// while JSONDecoder rejects the whole document.
    @Test func keysThatAreNotUTF8AreDeclinedAsJSONDecoderRejectsThem() throws {
        let x = Self.message(#""kind": "text", "text": "x""#)
        let documents = [
            #"{"title": "T", "me": "me", "k§y": 1, \#(Self.participants), "messages": [\#(x)]}"#,
            String(decoding: Self.document(Self.message(#""kind": "text", "text": "x", "§": true"#)), as: UTF8.self),
            #"{"title": "T", "me": "me", "participants": [{"id": "me", "name": "Me", "§§": 0}], "messages": []}"#,
        ]
        for (document, bad) in zip(documents, [[0xFF], [0xC3], [0xED, 0xA0, 0x80]] as [[UInt8]]) {
            let data = Self.bytes(document, replacingSectionSignWith: bad)
            #expect(String(validating: data, as: UTF8.self) == nil)
            Self.expectDeclined(data, .syntax, "\(bad)")
            #expect(throws: TranscriptError.self) { try Transcript.decode(from: data) }
        }
        // A key in UTF-8 beyond ASCII is read (and, unknown, left to the reference decoder).
        Self.expectDeclined(Self.document(Self.message(#""kind": "text", "text": "x", "ключ": "значение""#)), .unknownKey)
    }

    /// fuzz-transcript-decode: the fast path took the `]` after a trailing comma for an element of the wrong type.
    /// It declines it as syntax, and the reference decoder says where (Foundation's JSONDecoder used to accept it).
    @Test func aTrailingCommaIsASyntaxError() throws {
        let data = Data(#"{"title":"","me":"me","participants":[{"id":"me","name":""},],"messages":[]}"#.utf8)
        Self.expectDeclined(data, .syntax, "a trailing comma")
        #expect(throws: TranscriptError.invalidJSON(JSONSyntaxError(line: 1, column: 61, message: #"expected a value after ",", found "]""#))) {
            try Transcript.decode(from: data)
        }
    }

    // MARK: Times

    @Test func strictTimesEqualFoundations() throws {
        var random = SplitMix64(seed: 6)
        var texts = ["2024-02-29T23:59:59Z", "2000-01-01T00:00:00Z", "1970-01-01T00:00:00+00:00", "1600-03-01T12:00:00-18:00",
                     "9999-12-31T23:59:59+18:00", "2025-06-05T18:40:00-00:00", "2025-12-31T23:30:00-05:30", "1969-12-31T23:59:59Z",
                     "2100-02-28T01:02:03+14:45"]
        for _ in 0..<3_000 {
            let year = Int.random(in: 1600...2400, using: &random), month = Int.random(in: 1...12, using: &random)
            let day = Int.random(in: 1...ISO8601Timestamp.daysInMonth(month, year: year), using: &random)
            let clock = String(format: "%02d:%02d:%02d", Int.random(in: 0...23, using: &random),
                               Int.random(in: 0...59, using: &random), Int.random(in: 0...59, using: &random))
            let minutes = Int.random(in: -18 * 60...18 * 60, using: &random)
            let zone = minutes == 0 && Bool.random(using: &random) ? "Z"
                : String(format: "%@%02d:%02d", minutes < 0 ? "-" : "+", abs(minutes) / 60, abs(minutes) % 60)
            texts.append(String(format: "%04d-%02d-%02dT", year, month, day) + clock + zone)
        }
        for text in texts {
            let parsed = Array(text.utf8).withUnsafeBufferPointer { ISO8601Timestamp.parse($0) }
            #expect(parsed != nil && parsed == (try? Date(text, strategy: .iso8601)), "\(text)")
        }
    }
}
