import ChatModel
import Foundation

/// Builds the long sample chat (`Samples/long-chat.json`) from the shared corpus: the same transcript for the
/// demo, the tests and the benchmarks, because every choice comes from a seeded generator.
///
/// The corpus lines (`{"id": N, "text": "…"}`) become the texts of a conversation between the reader and four
/// others: authors take turns in runs, a message every few seconds to hours (so it spans many days), and now
/// and then a reply, an edit, a deletion, a file, a call, a card or a system notice. The last messages carry
/// statuses from read to pending, and the unread separator sits a few messages above the end.
public struct LongChatGenerator: Sendable {
    /// How many messages to build (at most the corpus's line count).
    public var count: Int
    /// The generator's seed.
    public var seed: UInt64
    /// The first message's time.
    public var start: Date
    /// How many usable corpus lines to skip before the first message's text.
    public var firstLine: Int
    /// Whether photos (single and albums, captioned with the corpus text), voice notes and reactions are mixed in
    /// (`make-long-chat --media`): pictures are ``SamplePictures``, named relative to the transcript (`media/…`).
    public var mixesMedia = false

    /// A generator of `count` messages (default 10,000) from `seed`, starting at usable corpus line `firstLine`.
    public init(count: Int = 10_000, seed: UInt64 = 2025, start: Date = Date(timeIntervalSince1970: 1_735_718_400),
                firstLine: Int = 0) {
        self.count = count
        self.seed = seed
        self.start = start
        self.firstLine = max(0, firstLine)
    }

    /// The participants: the reader ("me") and four others.
    public static let participants = [
        Participant(id: "me", name: "Alex Morgan"),
        Participant(id: "maria", name: "Maria Ivanova"),
        Participant(id: "kenji", name: "Kenji Watanabe"),
        Participant(id: "leila", name: "Leila Haddad"),
        Participant(id: "tom", name: "Tom Becker"),
    ]

    /// Builds the transcript from corpus JSON lines.
    ///
    /// - Throws: `LongChatError` naming the corpus line that is not `{"id", "text"}`, or when the corpus has fewer
    ///   usable lines than `count`.
    public func transcript(fromCorpus data: Data) throws -> Transcript {
        let texts = Array(try Self.texts(fromCorpus: data, limit: firstLine + count).dropFirst(firstLine))
        guard texts.count >= count else { throw LongChatError.corpusTooShort(lines: texts.count, needed: count) }
        var random = SplitMix64(seed: seed)
        var messages: [Message] = []
        messages.reserveCapacity(count)
        var time = start
        var author = "me"
        let others = Self.participants.dropFirst().map(\.id)
        let pauses: [TimeInterval] = [5, 20, 45, 90, 240, 900, 3_600, 10_800, 28_800]
        for (index, text) in texts.enumerated() {
            time = time.addingTimeInterval(pauses[random.next(below: pauses.count)] + Double(random.next(below: 30)))
            if random.next(below: 3) == 0 {
                author = random.next(below: 2) == 0 ? "me" : others[random.next(below: others.count)]
            }
            let id = MessageID("m\(index + 1)")
            var message = Message(id: id, author: author, time: time, text: text, status: author == "me" ? .read : nil)
            switch random.next(below: 200) {
            case 0..<3:
                let file = FileAttachment(name: Self.fileName(index, &random), bytes: 1_000 + random.next(below: 40_000_000))
                message.content = .file(file, caption: random.next(below: 2) == 0 ? nil : text)
            case 3..<5:
                message.content = .call(CallInfo(seconds: random.next(below: 4) == 0 ? 0 : 10 + random.next(below: 3_600)))
            case 5:
                message.status = nil
                message.content = .system("\(Self.participants.first { $0.id == author }?.name ?? author) pinned a message")
            case 6:
                message.content = .card(CardContent(title: "Weekly poll", body: String(text.prefix(120)), button: "Vote"))
            case 7..<11:
                message.edited = true
            case 11..<13:
                message.content = .deleted(.text)
            default:
                break
            }
            if message.kind == .text, !message.isDeleted, index > 0, random.next(below: 25) == 0 {
                message.replyTo = messages[max(0, messages.count - 1 - random.next(below: min(40, messages.count)))].id
            }
            if mixesMedia { Self.mixMedia(into: &message, &random) }
            messages.append(message)
        }
        // The last three messages are the reader's, showing the delivery states a screen at the bottom should
        // show; the unread separator sits above the last few incoming messages before them.
        let tail: [MessageStatus] = [.delivered, .sent, .pending]
        for (offset, status) in tail.enumerated() {
            let i = messages.count - tail.count + offset
            guard i > 0 else { continue }
            messages[i].author = "me"
            messages[i].status = status
            if case .system(let notice) = messages[i].content { messages[i].content = .text(notice) }
            messages[i].replyTo = nil
        }
        // With media, the last screen shows an album (its pictures are decoded and scaled for that screen).
        if mixesMedia, messages.count > 5 {
            let i = messages.count - 4
            // A deleted message kept its corpus text: the album's caption is that text.
            let caption = messages[i].isDeleted ? texts[i] : messages[i].content.text
            messages[i].replyTo = nil
            let items = ["harbour.png", "lake.png"].compactMap { name in
                SamplePictures.all.first { $0.name == name }.map { MediaItem(path: "media/" + $0.name, width: $0.width, height: $0.height) }
            }
            messages[i].content = .media(items, caption: caption.map { String($0.prefix(120)) })
        }
        let unread = messages.count > 6 ? messages[messages.count - 6].id : nil
        do {
            return try Transcript(title: "Long chat (\(count) messages)", me: "me", participants: Self.participants,
                                  unreadFrom: unread, messages: messages)
        } catch {
            throw LongChatError.invalidTranscript(error.description)
        }
    }

    /// Turns some plain messages into photos, albums and voice notes, and gives some messages reactions.
    private static func mixMedia(into message: inout Message, _ random: inout SplitMix64) {
        guard !message.isDeleted else { return }
        let photos = SamplePictures.all.filter { !$0.name.hasPrefix("sticker") }
        if message.kind == .text && message.replyTo == nil {
            switch random.next(below: 40) {
            case 0..<3:
                let count = [1, 1, 1, 2, 3, 4][random.next(below: 6)]
                let items = (0..<count).map { _ in
                    let picture = photos[random.next(below: photos.count)]
                    return MediaItem(path: "media/" + picture.name, width: picture.width, height: picture.height)
                }
                let keepsText = random.next(below: 2) == 0
                message.content = .media(items, caption: keepsText ? message.content.text.map { String($0.prefix(200)) } : nil)
            case 3:
                let seconds = 2 + random.next(below: 90)
                message.content = .voice(VoiceNote(seconds: seconds, waveform: (0..<48).map { _ in Double(random.next(below: 101)) / 100 }))
            default:
                break
            }
        }
        if random.next(below: 12) == 0 {
            let emoji = ["👍", "❤️", "😂", "🔥", "🎉", "🙏"]
            let first = random.next(below: emoji.count)
            message.reactions = (0..<(1 + random.next(below: 3))).map { offset in
                Reaction(emoji: emoji[(first + offset) % emoji.count], count: 1 + random.next(below: 9), mine: offset == 0 && random.next(below: 3) == 0)
            }
        }
    }

    /// The transcript as compact JSON in the documented format (keys sorted, so the bytes are reproducible).
    public func json(fromCorpus data: Data) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(transcript(fromCorpus: data))
    }

    private struct CorpusLine: Decodable {
        var text: String
    }

    /// The first `limit` non-empty texts of the corpus.
    static func texts(fromCorpus data: Data, limit: Int) throws -> [String] {
        let decoder = JSONDecoder()
        var texts: [String] = []
        var lineNumber = 0
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard texts.count < limit else { break }
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) { continue }
            do {
                let text = try decoder.decode(CorpusLine.self, from: Data(line)).text
                if !text.isEmpty { texts.append(text) }
            } catch {
                throw LongChatError.badCorpusLine(line: lineNumber, reason: String(describing: error))
            }
        }
        return texts
    }

    private static func fileName(_ index: Int, _ random: inout SplitMix64) -> String {
        let stems = ["report", "Screenshot 2025-02-11 at 09.41.12", "invoice", "meeting notes", "photo", "build log"]
        let extensions = ["pdf", "png", "docx", "zip", "log", "jpg"]
        return "\(stems[random.next(below: stems.count)]) \(index).\(extensions[random.next(below: extensions.count)])"
    }
}

/// Why the long chat could not be built.
public enum LongChatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A corpus line is not a JSON object with a `text` string.
    case badCorpusLine(line: Int, reason: String)
    /// The corpus has fewer usable lines than messages asked for.
    case corpusTooShort(lines: Int, needed: Int)
    /// The generated transcript failed validation (a bug in the generator).
    case invalidTranscript(String)

    /// A sentence naming the input and the problem.
    public var description: String {
        switch self {
        case .badCorpusLine(let line, let reason): "corpus line \(line): not {\"id\", \"text\"}: \(reason)"
        case .corpusTooShort(let lines, let needed): "corpus: \(lines) usable lines, \(needed) needed"
        case .invalidTranscript(let problem): "generated transcript is invalid: \(problem)"
        }
    }
}

/// Sebastiano Vigna's SplitMix64: a tiny seeded generator, the same numbers on every platform (also used by the
/// tests for reproducible random cases).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting at `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0 ..< bound (bound ≥ 1).
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(max(1, bound)))
    }
}
