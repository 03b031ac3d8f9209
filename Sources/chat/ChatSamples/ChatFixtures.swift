import ChatModel
import Foundation

/// Transcripts for the chat test suites (ChatLayoutTests, ChatBubblesTests, ChatTextSizingTests): messages at ISO
/// times among `CorpusConversation`'s participants, split into UTC days, and seeded random transcripts of every message
/// kind. Each test target extends it with the layouts and sizings of its own tests.
package enum ChatFixtures {
    /// The time zone of the fixtures' days.
    package static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!

    /// "me" (the reader), Alice, Bob and Carol.
    package static let participants = CorpusConversation.participants

    /// An ISO 8601 time ("2025-03-03T10:09:00Z").
    package static func date(_ text: String) -> Date {
        (try? Date(text, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0)
    }

    /// A text message.
    package static func text(_ id: String, _ author: String, _ time: String, _ text: String,
                             status: MessageStatus? = nil) -> Message {
        Message(id: MessageID(id), author: author, time: date(time), text: text, status: status)
    }

    /// `messages` as a transcript read by "me", split into UTC days.
    package static func model(_ messages: [Message], unreadFrom: MessageID? = nil) throws -> SectionedTranscript {
        SectionedTranscript(
            try Transcript(title: "Test", me: "me", participants: participants, unreadFrom: unreadFrom, messages: messages),
            timeZone: utc)
    }

    /// The words random texts are made of: short and long, emoji, right-to-left and CJK scripts, a URL.
    package static let words = ["ok", "yes", "the", "meeting", "is", "at", "noon", "please", "send", "photos", "😀", "👍🏽",
                                "привет", "مرحبا", "שלום", "你好", "https://example.com/a/very/long/path/that/wraps",
                                "supercalifragilisticexpialidocious", "and", "then", "we", "go"]

    /// One to forty random words, with a line break now and then.
    package static func randomText<G: RandomNumberGenerator>(_ rng: inout G) -> String {
        let count = Int.random(in: 1...40, using: &rng)
        var text = ""
        for index in 0..<count {
            if index > 0 { text += Int.random(in: 0..<12, using: &rng) == 0 ? "\n" : " " }
            text += words.randomElement(using: &rng) ?? "x"
        }
        return text
    }

    /// A random message of any kind, at `time`.
    package static func randomMessage<G: RandomNumberGenerator>(id: String, time: Date, existing: [MessageID],
                                                                using rng: inout G) -> Message {
        let authors = ["me", "me", "alice", "bob", "carol"]
        var message = Message(id: MessageID(id), author: authors.randomElement(using: &rng) ?? "me", time: time,
                              text: randomText(&rng))
        let words = message.content.text ?? ""
        switch Int.random(in: 0..<20, using: &rng) {
        case 0: message.content = .system(words)
        case 1:
            let file = FileAttachment(name: "report-\(id).pdf", bytes: Int.random(in: 0...50_000_000, using: &rng))
            message.content = .file(file, caption: Bool.random(using: &rng) ? nil : words)
        case 2: message.content = .call(CallInfo(seconds: Int.random(in: 0...4000, using: &rng)))
        case 3: message.content = .card(CardContent(title: "Card \(id)", body: randomText(&rng), button: "Open"))
        case 4: message.content = .deleted(.text)
        case 5: message.content = .contact(ContactCard(name: words.isEmpty ? "Contact \(id)" : words,
                                                       phone: Bool.random(using: &rng) ? "+1 555 0100" : nil))
        case 6: message.content = .location(LocationCard(title: words.isEmpty ? "Place \(id)" : words,
                                                         address: Bool.random(using: &rng) ? "1 Infinite Loop" : nil,
                                                         latitude: 37.33, longitude: -122.03))
        default: break
        }
        if Int.random(in: 0..<6, using: &rng) == 0 { message.edited = true }
        if message.author == "me" { message.status = MessageStatus.allCases.randomElement(using: &rng) }
        if Int.random(in: 0..<8, using: &rng) == 0, let target = existing.randomElement(using: &rng) {
            message.replyTo = target
        }
        return message
    }

    /// `count` random messages over several days, in time order, with an unread separator.
    package static func randomTranscript<G: RandomNumberGenerator>(count: Int, using rng: inout G) throws -> Transcript {
        var time = date("2025-03-01T08:00:00Z")
        var messages: [Message] = []
        var ids: [MessageID] = []
        for index in 0..<count {
            time = time.addingTimeInterval(Double([5, 30, 90, 400, 3000, 20000].randomElement(using: &rng) ?? 60))
            let message = randomMessage(id: "m\(index)", time: time, existing: ids, using: &rng)
            messages.append(message)
            ids.append(message.id)
        }
        let unread = count > 3 ? ids[Int.random(in: 0..<count, using: &rng)] : nil
        return try Transcript(title: "Random", me: "me", participants: participants, unreadFrom: unread, messages: messages)
    }
}
