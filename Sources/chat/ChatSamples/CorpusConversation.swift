import ChatModel
import Foundation

/// The sample corpus as a conversation, for the chat test suites: authors take turns in runs, a message every few
/// seconds to hours, a reply now and then, and the unread separator near the end.
package enum CorpusConversation {
    /// The participants of ``transcript(participants:)``'s default: the ids its authors take turns among.
    package static let participants = [
        Participant(id: "me", name: "Me"), Participant(id: "alice", name: "Alice"),
        Participant(id: "bob", name: "Bob"), Participant(id: "carol", name: "Carol"),
    ]

    /// The corpus's 20,000 messages (seeded: the same transcript every time), starting 2025-01-06 07:30 UTC.
    package static func transcript(participants: [Participant] = participants) throws -> Transcript {
        var rng = SplitMix64(seed: 2025)
        var time = Date(timeIntervalSince1970: 1_736_148_600)  // 2025-01-06T07:30:00Z
        var author = "me"
        var messages: [Message] = []
        for entry in try SampleCorpus.messages() {
            time = time.addingTimeInterval(Double([4, 20, 70, 250, 1800, 14_000].randomElement(using: &rng) ?? 60))
            if Int.random(in: 0..<3, using: &rng) == 0 {
                author = ["me", "alice", "bob", "carol"].randomElement(using: &rng) ?? "me"
            }
            var message = Message(id: MessageID(String(entry.id)), author: author, time: time, text: entry.text,
                                  status: author == "me" ? .read : nil)
            if entry.id % 97 == 5, let target = messages.randomElement(using: &rng) { message.replyTo = target.id }
            messages.append(message)
        }
        let unread = messages.count > 10 ? messages[messages.count - 10].id : nil
        return try Transcript(title: "Corpus", me: "me", participants: participants, unreadFrom: unread, messages: messages)
    }
}
