import ChatBubbles
import ChatLayout
import ChatModel
import ChatSamples
import Foundation
import Testing
@testable import ChatRender

/// Documents decoded by `FastTranscriptDecoder` equal the `JSONDecoder` path's: the long chats generated from the
/// whole corpus (every language, emoji, escapes the encoder writes), the samples, and the display keys; documents it
/// declines give the very errors the `JSONDecoder` path gives.
@Suite struct FastDecodingTests {
    static func canonical(_ transcript: Transcript) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(transcript)
    }

    static func expectSameDocument(_ data: Data, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fast = try ChatDocument(data: data, source: "x.json", baseDirectory: nil, tryingFastDecoder: true)
        let reference = try ChatDocument(data: data, source: "x.json", baseDirectory: nil, tryingFastDecoder: false)
        #expect(fast.transcript == reference.transcript, comment, sourceLocation: sourceLocation)
        #expect(try canonical(fast.transcript) == canonical(reference.transcript), comment, sourceLocation: sourceLocation)
        #expect(fast.locale.identifier == reference.locale.identifier, comment, sourceLocation: sourceLocation)
        #expect(fast.timeZone == reference.timeZone, comment, sourceLocation: sourceLocation)
    }

    @Test(arguments: [0, 10_000])
    func longChatsFromTheCorpusDecodeFastAndEqual(firstLine: Int) throws {
        let corpus = try SampleCorpus.data()
        let data = try LongChatGenerator(firstLine: firstLine).json(fromCorpus: corpus)
        let scanned = try FastTranscriptDecoder.decode(data)  // throws (fails the test) if it declines
        let reference = try JSONDecoder().decode(Transcript.self, from: data)
        #expect(scanned.transcript.messages.count == 10_000)
        #expect(scanned.transcript == reference)
        #expect(try Self.canonical(scanned.transcript) == Self.canonical(reference))
        try Self.expectSameDocument(data, "long chat from line \(firstLine)")
    }

    @Test func samplesAndDisplayKeysEqual() throws {
        for name in ["support-ru.json", "group-multilingual.json"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: Support.sample(name)))
            _ = try FastTranscriptDecoder.decode(data, capturing: ["locale", "timeZone"])
            try Self.expectSameDocument(data, "\(name)")
        }
        let participants = #""me": "a", "participants": [{"id": "a", "name": "A"}]"#
        let messages = #""messages": [{"id": "1", "author": "a", "time": "2025-06-06T10:05:00-04:30", "kind": "text", "text": "x"}]"#
        for keys in ["", #""locale": "ru_RU","#, #""timeZone": "Asia/Tokyo","#, #""timeZone": "+03:00", "locale": null,"#,
                     #""timeZone": null,"#] {
            try Self.expectSameDocument(Data("{\"title\": \"t\", \(keys) \(participants), \(messages)}".utf8), "\(keys)")
        }
        try Self.expectSameDocument(Data("{\"title\": \"t\", \(participants), \"messages\": []}".utf8), "no messages")
    }

    /// Declined documents: the same error both ways (or, where `JSONDecoder` is lenient, the same document).
    @Test func declinedDocumentsGiveTheSameErrors() throws {
        let head = #"{"title": "t", "me": "a", "participants": [{"id": "a", "name": "A"}], "messages": ["#
        let broken = [
            #"{"id": "m7", "author": "a", "time": "2025-06-06T10:05:00Z", "kind": "file"}]}"#,
            #"{"id": "m8", "author": "a", "time": "yesterday", "kind": "text", "text": "x"}]}"#,
            #"{"id": "m9", "author": "a", "time": "2025-06-06T10:05:00Z", "kind": "text", "text": 5}]}"#,
            #"{"id": "m9", "author": "a", "time": "2025-06-06T10:05:00Z", "kind": "text", "text": "x"},]}"#,  // accepted
            #"{"id": "m9", "author": "a", "time": "2025-06-06T10:05:00Z", "kind": "text", "text": "x"}], "locale": 5}"#,
            #"{"id": "m9", "author": "b", "time": "2025-06-06T10:05:00Z", "kind": "text", "text": "x"}]}"#,
            #"{"id": "m9", "author": "a", "time": "2025-06-06T10:05:00Z", "kind": "text", "text": "x"}], "timeZone": 3}"#,
            #"{"id": "m9", "author": "a", "time": "2025-06-06T10:05:00Z", "kind": "text", "text": "x"}], "timeZone": "Mars"}"#,
        ]
        for tail in broken {
            let data = Data((head + tail).utf8)
            let fast = Result { () throws(ChatRenderError) in
                try ChatDocument(data: data, source: "x.json", baseDirectory: nil, tryingFastDecoder: true)
            }
            let reference = Result { () throws(ChatRenderError) in
                try ChatDocument(data: data, source: "x.json", baseDirectory: nil, tryingFastDecoder: false)
            }
            switch (fast, reference) {
            case (.failure(let a), .failure(let b)):
                #expect(a.description == b.description, "\(tail)")
                #expect(a.description.hasPrefix("x.json"), "\(tail)")
            case (.success, .success):
                try Self.expectSameDocument(data, "\(tail)")
            default:
                Issue.record("the paths disagree on \(tail): \(fast) vs \(reference)")
            }
        }
    }
}
