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

    /// The byte reader's id index (made on one thread or on two, its parts merged) places every message where a
    /// transcript without it does: sections, paths, lookups, and the paths after an append and a prepend.
    @Test(arguments: [1, 2])
    func theDecodedIndexPlacesEveryMessage(threads: Int) throws {
        let decoded = try FastTranscriptDecoder.decode(Self.longChat(), threads: threads).transcript
        #expect(decoded.messageIndex?.count == decoded.messages.count)
        var plain = decoded
        plain.messages.append(contentsOf: [])  // A change (of nothing): the index is dropped.
        #expect(plain.messageIndex == nil && plain == decoded)
        var indexed = SectionedTranscript(decoded), hashed = SectionedTranscript(plain)
        #expect(indexed.sections == hashed.sections && indexed.messageCount == hashed.messageCount)
        for message in decoded.messages {
            #expect(indexed.path(of: message.id) == hashed.path(of: message.id))
        }
        #expect(indexed.path(of: "no such id") == nil && indexed.message(withID: "m5000") == hashed.message(withID: "m5000"))
        let later = Message(id: "new", author: "me", time: Date(timeIntervalSince1970: 2_000_000_000), text: "later")
        let earlier = Message(id: "old", author: "me", time: Date(timeIntervalSince1970: 0), text: "earlier")
        #expect(throws: TranscriptError.duplicateMessageID("m10")) {
            _ = try indexed.append(Message(id: "m10", author: "me", time: Date(timeIntervalSince1970: 2_000_000_000), text: "x"))
        }
        #expect(try indexed.append(later) == hashed.append(later))
        #expect(try indexed.prepend([earlier]) == hashed.prepend([earlier]))
        for id in ["new", "old", "m1", "m9999"] as [MessageID] { #expect(indexed.path(of: id) == hashed.path(of: id)) }
        #expect(indexed.messageCount == decoded.messages.count + 2)
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
