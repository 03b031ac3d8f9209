import Foundation
import Testing
@testable import ChatModel

@Suite struct TranscriptTests {
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
        #expect(transcript.messages[0].time == date("2025-03-03T08:09:00Z"))
        #expect(transcript.messages[0].edited && transcript.messages[5].isDeleted)
        #expect(transcript.messages[1].content == .file(FileAttachment(name: "a.pdf", bytes: 1200)))
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
            } catch {
                return error   // decode throws only TranscriptError
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
        let participants = [Participant(id: "me", name: "Me")]
        let messages = [
            Message(id: "a", author: "me", time: date("2025-03-03T22:30:00Z"), text: "late"),
            Message(id: "b", author: "me", time: date("2025-03-03T23:30:00Z"), text: "later"),
        ]
        let transcript = try Transcript(title: "", me: "me", participants: participants, messages: messages)
        #expect(SectionedTranscript(transcript, timeZone: try #require(TimeZone(identifier: "UTC"))).sections.count == 1)
        // In Berlin (UTC+1 in March) the second message is already on 4 March.
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let sections = SectionedTranscript(transcript, timeZone: berlin).sections
        #expect(sections.map(\.day) == [Day(year: 2025, month: 3, day: 3), Day(year: 2025, month: 3, day: 4)])
        #expect(Day(year: 1969, month: 12, day: 31).ordinal == -1)
        #expect(Day(ordinal: 20_150).description == "2025-03-03")
    }

    /// A date from ISO 8601 text (the Unix epoch for text that is not one).
    func date(_ text: String) -> Date {
        (try? Date(text, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0)
    }
}
