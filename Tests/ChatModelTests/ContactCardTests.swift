import Foundation
import Testing
import ChatModel

/// Issue 25's new message part: a shared contact. Both decoders read it (FastTranscriptDecoderTests holds them equal);
/// here, what the format says of it and the errors it gets.
@Suite struct ContactCardTests {
    static func transcript(_ fields: String) -> Data {
        Data(#"""
            {"title": "T", "me": "me", "participants": [{"id": "me", "name": "Me"}, {"id": "anna", "name": "Anna"}],
             "messages": [{"id": "1", "author": "anna", "time": "2025-05-16T09:02:30+01:00", "text": "see", "kind": "text"},
                          {"id": "2", "author": "anna", "time": "2025-05-16T09:03:00+01:00", \#(fields)},
                          {"id": "3", "author": "me", "time": "2025-05-16T09:05:00+01:00", "kind": "text", "text": "ok", "replyTo": "2"}]}
            """#.utf8)
    }

    static func error(_ fields: String) -> TranscriptError? {
        do {
            _ = try Transcript.decode(from: transcript(fields))
            return nil
        } catch {
            return error as? TranscriptError
        }
    }

    @Test func aContactIsItsOwnKindWithItsPayload() throws {
        let decoded = try Transcript.decode(from: Self.transcript(#""kind": "contact", "contact": {"name": "Marco Rossi", "phone": "+351 912 345 678"}"#))
        let message = decoded.messages[1]
        #expect(message.kind == .contact)
        #expect(message.content == .contact(ContactCard(name: "Marco Rossi", phone: "+351 912 345 678")))
        #expect(message.content.text == nil)
        // Written back and read again: the same transcript.
        #expect(try Transcript.decode(from: JSONEncoder().encode(decoded)) == decoded)
        // A reply to it quotes the contact's name.
        #expect(SectionedTranscript(decoded).quote(of: decoded.messages[2]) == .message(author: "Anna", text: "Marco Rossi"))
    }

    @Test func errorsNameTheMessageAndTheKey() {
        #expect(Self.error(#""kind": "contact", "contact": {"name": ""}"#)
                == .invalidField(messageID: "2", field: "contact.name", problem: "is empty"))
        #expect(Self.error(#""kind": "contact", "contact": {"name": "n", "phone": ""}"#)
                == .invalidField(messageID: "2", field: "contact.phone", problem: "is empty"))
        #expect(Self.error(#""kind": "contact""#)
                == .invalidField(messageID: "2", field: "contact", problem: "a contact message needs it"))
        #expect(Self.error(#""kind": "text", "text": "x", "contact": {"name": "n"}"#)
                == .invalidField(messageID: "2", field: "contact", problem: "only a contact message has it"))
        let made = Message(id: "9", author: "anna", time: Date(timeIntervalSince1970: 0), content: .contact(ContactCard(name: "")))
        #expect(throws: TranscriptError.invalidField(messageID: "9", field: "contact.name", problem: "is empty")) { try made.validate() }
    }
}
