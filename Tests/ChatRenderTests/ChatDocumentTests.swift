import ChatBubbles
import ChatLayout
import ChatModel
import ChatRender
import Foundation
import Testing

/// Transcript documents: display keys, time zones, and errors that name the file, the message and the field.
@Suite struct ChatDocumentTests {
    static func document(_ json: String) throws(ChatRenderError) -> ChatDocument {
        try ChatDocument(data: Data(json.utf8), source: "chat.json")
    }

    static let participants = #""me": "a", "participants": [{"id": "a", "name": "Ann Lee"}, {"id": "b", "name": "Bo"}]"#

    @Test func timeZoneComesFromTheFirstMessageUnlessNamed() throws {
        let messages = #""messages": [{"id": "1", "author": "a", "time": "2025-06-06T10:05:00+03:00", "kind": "text", "text": "x"}]"#
        #expect(try Self.document("{\"title\": \"t\", \(Self.participants), \(messages)}").timeZone.secondsFromGMT() == 3 * 3600)
        let named = try Self.document("{\"title\": \"t\", \"timeZone\": \"-05:30\", \(Self.participants), \(messages)}")
        #expect(named.timeZone.secondsFromGMT() == -(5 * 3600 + 1800))
        let iana = try Self.document("{\"title\": \"t\", \"timeZone\": \"Asia/Tokyo\", \"locale\": \"ru_RU\", \(Self.participants), \(messages)}")
        #expect(iana.timeZone.identifier == "Asia/Tokyo")
        #expect(ChatStrings(locale: iana.locale).unreadSeparator == "НОВЫЕ СООБЩЕНИЯ")
        #expect(throws: ChatRenderError.self) {
            try Self.document("{\"title\": \"t\", \"timeZone\": \"Mars/Base\", \(Self.participants), \(messages)}")
        }
    }

    @Test func errorsNameTheFileTheMessageAndTheField() throws {
        let bad = #"{"title": "t", \#(Self.participants), "messages": [{"id": "m7", "author": "a", "time": "2025-06-06T10:05:00Z", "kind": "file"}]}"#
        do {
            _ = try Self.document(bad)
            Issue.record("a file message without a file must fail")
        } catch {
            #expect(error.description == #"chat.json: message "m7": field "file" a file message needs it"#)
            #expect(!error.isUnreadableInput)
        }
        do {
            _ = try ChatDocument.read(contentsOf: "/nonexistent/chat.json")
            Issue.record("a missing file must fail")
        } catch {
            #expect(error.isUnreadableInput)
            #expect(error.description.hasPrefix("/nonexistent/chat.json: cannot read the file"))
        }
    }

    @Test func wordsAndPluralsPerLocale() {
        let ru = ChatStrings(locale: Locale(identifier: "ru_RU"))
        #expect([1, 2, 5, 11, 21, 23].map(ru.members) == ["1 участник", "2 участника", "5 участников", "11 участников",
                                                            "21 участник", "23 участника"])
        let en = ChatStrings(locale: Locale(identifier: "en_US"))
        #expect([1, 2, 21].map(en.members) == ["1 member", "2 members", "21 members"])
        let he = ChatStrings(locale: Locale(identifier: "he_IL"))
        #expect([1, 3].map(he.members) == ["1 משתתף", "3 משתתפים"])
        #expect(he.forwardedPrefix == "הועבר מאת ")
        // The Hebrew date pattern keeps its letter ב literal: "16 במאי", as the apps write a day in Hebrew.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "he_IL")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = he.dateHeaderFormat
        #expect(formatter.string(from: Date(timeIntervalSince1970: 1_747_396_800)) == "16 במאי")
    }

    @Test func scrollOptionsParse() throws {
        #expect(try ChatScroll(parsing: "bottom") == .bottom)
        #expect(try ChatScroll(parsing: "message:s7") == .message("s7"))
        #expect(try ChatScroll(parsing: "120.5") == .offset(120.5))
        #expect(throws: ChatRenderError.self) { try ChatScroll(parsing: "middle") }
        #expect(throws: ChatRenderError.self) { try ChatScroll(parsing: "message:") }
    }
}
