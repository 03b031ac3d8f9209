import ChatSamples
import Foundation
import Testing
@testable import ChatModel

/// The fast decoder on two threads (the second half of a long `messages` array read on another thread from a guessed
/// element boundary) answers exactly what it answers on one: the same transcript, or a decline.
@Suite struct ParallelDecodingConcurrencyTests {
    static func longChat() throws -> Data {
        try LongChatGenerator().json(fromCorpus: SampleCorpus.data())
    }

    @Test func longChatDecodesTheSameOnTwoThreads() throws {
        let data = try Self.longChat()
        let serial = try FastTranscriptDecoder.decode(data, capturing: ["locale"])
        let parallel = try FastTranscriptDecoder.decode(data, capturing: ["locale"], threads: 2)
        #expect(parallel == serial)
        #expect(parallel.transcript.messages.count == 10_000)
    }

    /// Every `},{"` is a boundary guess: here the elements are joined by `, ` and only false ones (the end of a string,
    /// an array nested in a message) spell it.
    @Test func falseBoundariesAreIgnored() throws {
        let filler = String(repeating: "lorem ipsum dolor sit amet ", count: 12)
        var elements: [String] = []
        for i in 0..<2_000 {
            var extra = ""
            if i % 3 == 0 { extra = #" x},{\""# }
            let reactions = i % 3 == 1 ? #", "reactions": [{"emoji": "a", "count": 1},{"emoji": "b", "count": 2}]"# : ""
            elements.append(#"{"id": "m\#(i)", "author": "me", "time": "2025-01-01T09:00:00Z", "kind": "text", "text": "\#(filler)\#(extra)"\#(reactions)}"#)
        }
        let json = #"{"title": "t", "me": "me", "participants": [{"id": "me", "name": "Me"}], "messages": ["#
            + elements.joined(separator: ", ") + #"], "unreadFrom": "m1999"}"#
        let data = Data(json.utf8)
        #expect(data.count > MessageTailReader.minimumBytes)
        let serial = try FastTranscriptDecoder.decode(data)
        #expect(try FastTranscriptDecoder.decode(data, threads: 2) == serial)
        #expect(serial.transcript.unreadFrom == "m1999")
    }

    /// A problem in the second half is declined on two threads just as on one.
    @Test func declinesInTheSecondHalfStayDeclines() throws {
        var json = String(decoding: try Self.longChat(), as: UTF8.self)
        guard let range = json.range(of: #""id":"m9000""#) else {
            Issue.record("no m9000")
            return
        }
        json.replaceSubrange(range, with: #""id":"m8999""#)
        let data = Data(json.utf8)
        #expect(throws: TranscriptScanDeclined.self) { try FastTranscriptDecoder.decode(data) }
        #expect(throws: TranscriptScanDeclined.self) { try FastTranscriptDecoder.decode(data, threads: 2) }
    }
}
