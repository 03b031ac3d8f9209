import Foundation
import Testing
@testable import ChatLayout

@Suite struct TranscriptTests {
    typealias F = Fixtures

    static func json(messages: String, extra: String = "") -> Data {
        Data("""
        {"title": "T", "me": "me", \(extra)
         "participants": [{"id": "me", "name": "Me"}, {"id": "alice", "name": "Alice", "avatar": "alice.png"}],
         "messages": [\(messages)]}
        """.utf8)
    }

    @Test func decodesEveryKindAndRoundTrips() throws {
        let data = Self.json(messages: """
            {"id": "1", "author": "alice", "time": "2025-03-03T10:09:00+02:00", "kind": "text", "text": "Hi", "edited": true},
            {"id": 2, "author": "me", "time": "2025-03-03T08:10:00Z", "kind": "file", "file": {"name": "a.pdf", "bytes": 1200},
             "status": "delivered", "replyTo": "1"},
            {"id": "3", "author": "me", "time": "2025-03-03T08:11:00Z", "kind": "call", "call": {"seconds": 75}},
            {"id": "4", "author": "alice", "time": "2025-03-03T08:12:00Z", "kind": "card",
             "card": {"title": "T", "body": "B", "button": "Go"}},
            {"id": "5", "author": "alice", "time": "2025-03-03T08:13:00Z", "kind": "system", "text": "Alice left"},
            {"id": "6", "author": "alice", "time": "2025-03-03T08:14:00Z", "kind": "text", "deleted": true}
            """, extra: "\"unreadFrom\": \"3\",")
        let transcript = try Transcript.decode(from: data)
        #expect(transcript.messages.map(\.id.rawValue) == ["1", "2", "3", "4", "5", "6"])
        #expect(transcript.messages[0].time == F.date("2025-03-03T08:09:00Z"))
        #expect(transcript.messages[0].edited && transcript.messages[5].deleted)
        #expect(transcript.messages[1].file == FileAttachment(name: "a.pdf", bytes: 1200))
        #expect(transcript.messages[1].replyTo == "1" && transcript.messages[1].status == .delivered)
        #expect(transcript.unreadFrom == "3")
        #expect(transcript.participants[1].avatar == "alice.png")
        let again = try Transcript.decode(from: try JSONEncoder().encode(transcript))
        #expect(again == transcript)
    }

    @Test func errorsNameTheMessageAndTheField() throws {
        func error(_ messages: String, extra: String = "") -> TranscriptError? {
            do {
                _ = try Transcript.decode(from: Self.json(messages: messages, extra: extra))
                return nil
            } catch let error as TranscriptError {
                return error
            } catch {
                return .malformed(field: "unexpected", problem: "\(error)")
            }
        }
        let missingText = error(#"{"id": "7", "author": "alice", "time": "2025-03-03T10:09:00Z", "kind": "text"}"#)
        #expect(missingText == .invalidField(messageID: "7", field: "text", problem: "a text message needs it"))
        let badTime = error(#"{"id": "8", "author": "alice", "time": "yesterday", "kind": "text", "text": "x"}"#)
        #expect(badTime == .invalidField(messageID: "8", field: "time",
                                         problem: "\"yesterday\" is not an ISO 8601 date with a time zone offset"))
        let badKind = error(#"{"id": "9", "author": "alice", "time": "2025-03-03T10:09:00Z", "kind": "video", "text": "x"}"#)
        guard case .invalidField("9", "kind", _) = badKind else {
            Issue.record("expected a kind error, got \(String(describing: badKind))")
            return
        }
        let badFile = error(#"{"id": "10", "author": "me", "time": "2025-03-03T10:09:00Z", "kind": "file", "file": {"bytes": 3}}"#)
        guard case .invalidField("10", "file", let problem) = badFile else {
            Issue.record("expected a file error, got \(String(describing: badFile))")
            return
        }
        #expect(problem.contains("name"))
        let noID = error(#"{"author": "me", "time": "2025-03-03T10:09:00Z", "kind": "text", "text": "x"}"#)
        guard case .invalidField(nil, "id", _) = noID else {
            Issue.record("expected an id error, got \(String(describing: noID))")
            return
        }
        let duplicate = error("""
            {"id": "1", "author": "me", "time": "2025-03-03T10:09:00Z", "kind": "text", "text": "x"},
            {"id": "1", "author": "me", "time": "2025-03-03T10:10:00Z", "kind": "text", "text": "y"}
            """)
        #expect(duplicate == .duplicateMessageID("1"))
        let stranger = error(#"{"id": "1", "author": "mallory", "time": "2025-03-03T10:09:00Z", "kind": "text", "text": "x"}"#)
        #expect(stranger == .unknownAuthor(messageID: "1", author: "mallory"))
        #expect(stranger?.description == "message \"1\": field \"author\" names \"mallory\", who is not a participant")
        let unread = error(#"{"id": "1", "author": "me", "time": "2025-03-03T10:09:00Z", "kind": "text", "text": "x"}"#,
                           extra: "\"unreadFrom\": \"99\",")
        #expect(unread == .unknownReference(field: "unreadFrom", value: "99"))
        #expect(throws: TranscriptError.self) { try Transcript.decode(from: Data("[1, 2]".utf8)) }
    }

    @Test func sectionsFollowLocalDays() throws {
        let messages = [
            F.text("a", "me", "2025-03-03T22:30:00Z", "late"),
            F.text("b", "me", "2025-03-03T23:30:00Z", "later"),
        ]
        let transcript = try Transcript(title: "", me: "me", participants: F.participants, messages: messages)
        #expect(SectionedTranscript(transcript, timeZone: F.utc).sections.count == 1)
        // In Berlin (UTC+1 in March) the second message is already on 4 March.
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let sections = SectionedTranscript(transcript, timeZone: berlin).sections
        #expect(sections.map(\.day) == [Day(year: 2025, month: 3, day: 3), Day(year: 2025, month: 3, day: 4)])
        #expect(Day(year: 1969, month: 12, day: 31).ordinal == -1)
        #expect(Day(ordinal: 20_150).description == "2025-03-03")
    }

    @Test func fixedWidthSizingWrapsWordsAndLongWords() {
        let sizing = FixedWidthSizing()
        let font = FontSpec(size: 16)  // 8 per character; 10 characters per 80-wide line
        #expect(sizing.lineLengths("hello world again", font: font, maxWidth: 80) == [5, 5, 5])
        #expect(sizing.lineLengths("abcdefghijklmnopqrstuvwxyz", font: font, maxWidth: 80) == [10, 10, 6])
        #expect(sizing.lineLengths("one\n\ntwo", font: font, maxWidth: 80) == [3, 0, 3])
        #expect(sizing.lineLengths("no wrap at all", font: font, maxWidth: .infinity) == [14])
        #expect(sizing.lineLengths("no wrap at all", font: font, maxWidth: .nan) == [14])
        #expect(sizing.lineLengths("abc", font: font, maxWidth: -3) == [1, 1, 1])
        #expect(sizing.measure("hello world", font: font, maxWidth: 80, maximumLines: 1)
            == TextBox(width: 40, height: 20, lastLineWidth: 40, lineCount: 1))
        let cached = CachedSizing(sizing, capacity: 32)
        for index in 0..<100 { _ = try? cached.measure("text \(index)", font: font, maxWidth: 80, maximumLines: 0) }
        #expect(cached.count <= 32)
    }

    @Test func badConfigurationsAndArgumentsAreRejected() throws {
        let model = try F.model([F.text("a", "alice", "2025-03-03T10:00:00Z", "x")])
        var configuration = F.configuration()
        configuration.viewportWidth = .nan
        do {
            _ = try F.engine(model, configuration: configuration)
            Issue.record("a NaN width was accepted")
        } catch ChatLayoutError.invalidConfiguration(let field, let value) {
            #expect(field == "viewportWidth" && value.isNaN)
        }
        configuration = F.configuration(width: 20)
        #expect(throws: ChatLayoutError.self) { try F.engine(model, configuration: configuration) }
        configuration = F.configuration()
        configuration.bubblePadding.left = -1
        #expect(throws: ChatLayoutError.invalidConfiguration(field: "bubblePadding.left", value: -1)) {
            try F.engine(model, configuration: configuration)
        }
        var engine = try F.engine(model)
        #expect(throws: ChatLayoutError.invalidArgument(name: "viewportHeight", value: -5)) {
            try engine.setViewportHeight(-5)
        }
    }
}
