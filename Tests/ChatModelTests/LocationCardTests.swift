import Foundation
import Testing
import ChatModel

/// The part added to count what a new part costs (issue 25): a shared place. Both decoders read it through its
/// `ContentPayload` conformance (FastTranscriptDecoderTests holds them equal); here, what the format says of it and the
/// errors it gets.
@Suite struct LocationCardTests {
    static func error(_ fields: String) -> TranscriptError? {
        do {
            _ = try Transcript.decode(from: ContactCardTests.transcript(fields))
            return nil
        } catch {
            return error as? TranscriptError
        }
    }

    @Test func aLocationIsItsOwnKindWithItsPayload() throws {
        let decoded = try Transcript.decode(from: ContactCardTests.transcript(
            #""kind": "location", "location": {"title": "Café Luso", "address": "Travessa da Queimada 10", "latitude": 38.7118, "longitude": -9.1446}"#))
        let message = decoded.messages[1]
        #expect(message.kind == .location)
        #expect(message.content == .location(LocationCard(title: "Café Luso", address: "Travessa da Queimada 10",
                                                          latitude: 38.7118, longitude: -9.1446)))
        #expect(message.content.text == nil)
        // Written back and read again: the same transcript, the payload under the key named like its kind.
        let written = try JSONEncoder().encode(decoded)
        #expect(try Transcript.decode(from: written) == decoded)
        #expect(String(decoding: written, as: UTF8.self).contains(#""location":{"#))
        // A reply to it quotes the place's name.
        #expect(SectionedTranscript(decoded).quote(of: decoded.messages[2]) == .message(author: "Anna", text: "Café Luso"))
    }

    @Test func errorsNameTheMessageAndTheKey() {
        #expect(Self.error(#""kind": "location", "location": {"title": "", "latitude": 0, "longitude": 0}"#)
                == .invalidField(messageID: "2", field: "location.title", problem: "is empty"))
        #expect(Self.error(#""kind": "location", "location": {"title": "t", "address": "", "latitude": 0, "longitude": 0}"#)
                == .invalidField(messageID: "2", field: "location.address", problem: "is empty"))
        #expect(Self.error(#""kind": "location", "location": {"title": "t", "latitude": -90.5, "longitude": 0}"#)
                == .invalidField(messageID: "2", field: "location.latitude", problem: "must be in −90…90 (-90.5)"))
        #expect(Self.error(#""kind": "location", "location": {"title": "t", "latitude": 0, "longitude": 181}"#)
                == .invalidField(messageID: "2", field: "location.longitude", problem: "must be in −180…180 (181.0)"))
        #expect(Self.error(#""kind": "location""#)
                == .invalidField(messageID: "2", field: "location", problem: "a location message needs it"))
        #expect(Self.error(#""kind": "text", "text": "x", "location": {"title": "t", "latitude": 0, "longitude": 0}"#)
                == .invalidField(messageID: "2", field: "location", problem: "only a location message has it"))
        if case .invalidField(let id, let field, _)? = Self.error(#""kind": "location", "location": {"title": "t", "latitude": 0}"#) {
            #expect(id == "2" && field == "location")
        } else {
            Issue.record("a location without its longitude is refused, naming the key")
        }
        let made = Message(id: "9", author: "anna", time: Date(timeIntervalSince1970: 0),
                           content: .location(LocationCard(title: "t", latitude: .nan, longitude: 0)))
        #expect(throws: TranscriptError.invalidField(messageID: "9", field: "location.latitude", problem: "must be in −90…90 (nan)")) {
            try made.validate()
        }
    }
}
