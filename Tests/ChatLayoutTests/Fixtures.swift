import ChatModel
import Foundation
@testable import ChatBubbles
@testable import ChatLayout
import ChatSamples

/// The deterministic generator (SplitMix64) the tests draw their random cases from.
typealias SeededGenerator = SplitMix64

enum Fixtures {
    static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!

    /// Fonts whose fixed-width boxes are round numbers: body 16 pt → 8 × 20 per character and line,
    /// 12 pt → 6 × 15, time 8 pt → 4 × 10.
    static func configuration(width: CGFloat = 320) -> ChatLayoutConfiguration {
        var c = ChatLayoutConfiguration(viewportWidth: width)
        c.contentInsets = EdgeInsets(all: 8)
        c.spacingWithinGroup = 2
        c.spacingBetweenGroups = 10
        c.avatarSize = 32
        c.avatarSpacing = 8
        c.dateHeaderSpacing = 8
        c.alignsShortChatToBottom = false
        return c
    }

    /// The bubbles of ``configuration(width:)``'s fonts.
    static func bubbles() -> BubbleConfiguration {
        var c = BubbleConfiguration()
        c.maximumBubbleWidthFraction = 0.75
        c.maximumBubbleWidth = 480
        c.bubblePadding = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        c.partSpacing = 4
        c.inlineTimeSpacing = 8
        c.pillPadding = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        c.fonts.body = FontSpec(size: 16)
        c.fonts.authorName = FontSpec(size: 12, weight: 600)
        c.fonts.time = FontSpec(size: 8)
        c.fonts.dateHeader = FontSpec(size: 12, weight: 600)
        c.fonts.system = FontSpec(size: 12)
        c.fonts.quote = FontSpec(size: 12)
        c.fonts.title = FontSpec(size: 12, weight: 600)
        c.fonts.detail = FontSpec(size: 8)
        c.words.locale = Locale(identifier: "en_US_POSIX")
        c.words.dateHeaderFormat = "d MMMM yyyy"
        return c
    }

    /// The rows of `texts`' boxes composed as bubbles of `bubbles`.
    static func sizing(_ texts: any MessageSizing = FixedWidthSizing(), bubbles: BubbleConfiguration = bubbles()) -> BubbleSizing {
        BubbleSizing(texts: texts, configuration: bubbles)
    }

    static let participants = [
        Participant(id: "me", name: "Me"), Participant(id: "alice", name: "Alice"),
        Participant(id: "bob", name: "Bob"), Participant(id: "carol", name: "Carol"),
    ]

    static func date(_ text: String) -> Date {
        (try? Date(text, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0)
    }

    static func text(_ id: String, _ author: String, _ time: String, _ text: String,
                     status: MessageStatus? = nil) -> Message {
        Message(id: MessageID(id), author: author, time: date(time), text: text, status: status)
    }

    static func model(_ messages: [Message], unreadFrom: MessageID? = nil) throws -> SectionedTranscript {
        SectionedTranscript(
            try Transcript(title: "Test", me: "me", participants: participants, unreadFrom: unreadFrom, messages: messages),
            timeZone: utc)
    }

    static func engine(_ model: SectionedTranscript, configuration: ChatLayoutConfiguration = configuration(),
                       bubbles: BubbleConfiguration = bubbles(), sizing: any MessageSizing = FixedWidthSizing(),
                       viewportHeight: CGFloat = 0) throws -> ChatLayoutEngine {
        try ChatLayoutEngine(model: model, configuration: configuration, sizing: Self.sizing(sizing, bubbles: bubbles),
                             viewportHeight: viewportHeight)
    }

    static let words = ["ok", "yes", "the", "meeting", "is", "at", "noon", "please", "send", "photos", "😀", "👍🏽",
                        "привет", "مرحبا", "שלום", "你好", "https://example.com/a/very/long/path/that/wraps",
                        "supercalifragilisticexpialidocious", "and", "then", "we", "go"]

    static func randomText<G: RandomNumberGenerator>(_ rng: inout G) -> String {
        let count = Int.random(in: 1...40, using: &rng)
        var text = ""
        for index in 0..<count {
            if index > 0 { text += Int.random(in: 0..<12, using: &rng) == 0 ? "\n" : " " }
            text += words.randomElement(using: &rng) ?? "x"
        }
        return text
    }

    /// A random message of any kind, at `time`.
    static func randomMessage<G: RandomNumberGenerator>(id: String, time: Date, existing: [MessageID],
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
    static func randomTranscript<G: RandomNumberGenerator>(count: Int, using rng: inout G) throws -> Transcript {
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

    /// Every element of the layout, in path order, for comparisons.
    static func allFrames(_ engine: ChatLayoutEngine) -> [MessageFrames] {
        var frames: [MessageFrames] = []
        for s in 0..<engine.numberOfSections {
            for i in 0..<engine.numberOfItems(inSection: s) {
                if let f = engine.frames(at: ItemPath(section: s, item: i)) { frames.append(f) }
            }
        }
        return frames
    }
}
