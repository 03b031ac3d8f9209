import ChatModel
import Foundation

/// A small chat transcript built and edited by fuzz bytes: what a chat sees between two layouts (new messages at the
/// bottom and in the middle, older history above, deletes, edits, reorders, whole days moving or changing date, the
/// unread marker, renames, a message changing kind). Every edit keeps the transcript valid.
struct TranscriptEditor {
    static let start = Date(timeIntervalSince1970: 1_740_816_000)  // 2025-03-01T08:00:00Z
    static let steps: [TimeInterval] = [5, 30, 90, 400, 3_000, 20_000, 90_000]
    static let words = ["ok", "yes", "the", "meeting", "is", "at", "noon", "😀", "👍🏽", "привет", "مرحبا", "שלום", "你好",
                        "https://example.com/a/very/long/path", "supercalifragilisticexpialidocious", "\n"]
    /// The most messages a transcript keeps (the layouts are recomputed from scratch after every batch).
    static let maximumMessages = 40

    private(set) var messages: [Message] = []
    private(set) var participants = [Participant(id: "me", name: "Me"), Participant(id: "ann", name: "Ann"),
                                     Participant(id: "bob", name: "Bob")]
    private(set) var unreadFrom: MessageID?
    private var serial = 0

    /// `count` messages from the input.
    init(count: Int, _ input: inout FuzzInput) {
        var time = Self.start
        for _ in 0..<count {
            time += Self.steps[Int(input.byte()) % Self.steps.count]
            messages.append(newMessage(at: time, &input))
        }
    }

    /// The transcript as it stands.
    func transcript() throws -> Transcript {
        try Transcript(title: "Fuzz", me: "me", participants: participants, unreadFrom: unreadFrom, messages: messages)
    }

    /// One edit, chosen and shaped by the input.
    mutating func edit(_ input: inout FuzzInput) throws {
        let choice = input.byte()
        let index = messages.isEmpty ? 0 : Int(input.byte()) % messages.count
        switch choice % 12 {
        case 0:  // a new message at the bottom
            let time = (messages.last?.time ?? Self.start) + Self.steps[Int(input.byte()) % Self.steps.count]
            messages.append(newMessage(at: time, &input))
        case 1:  // a message in the middle, between its neighbours' times
            let at = messages.isEmpty ? 0 : Int(input.byte()) % (messages.count + 1)
            let before = at > 0 ? messages[at - 1].time : Self.start - 86_400
            let after = at < messages.count ? messages[at].time : before + 600
            let time = before + max(0, after.timeIntervalSince(before)) * input.unitFraction()
            messages.insert(newMessage(at: time, &input), at: at)
        case 2:  // older history above
            let first = messages.first?.time ?? Self.start
            let older = (0..<(1 + Int(input.byte() % 3))).map { k in
                newMessage(at: first - Double(3 - k) * Self.steps[Int(input.byte()) % Self.steps.count], &input)
            }
            messages.insert(contentsOf: older, at: 0)
        case 3 where !messages.isEmpty:
            messages.remove(at: index)
        case 4 where !messages.isEmpty:  // an edit: text, the edited flag, a status
            let kind = messages[index].kind
            if kind == .text || kind == .system {
                let edited = text(&input)
                if !messages[index].isDeleted { messages[index].content = kind == .text ? .text(edited) : .system(edited) }
            }
            messages[index].edited.toggle()
            if messages[index].author == "me" { messages[index].status = MessageStatus.allCases[Int(input.byte()) % 5] }
        case 5 where messages.count > 1:  // one message reordered, its time unchanged
            let message = messages.remove(at: index)
            messages.insert(message, at: Int(input.byte()) % (messages.count + 1))
        case 6 where messages.count > 1:  // a whole day's block moved elsewhere
            var sections = try SectionedTranscript(transcript(), timeZone: FuzzTimeZone.utc).sections
            guard sections.count > 1 else { break }
            let section = sections.remove(at: Int(input.byte()) % sections.count)
            sections.insert(section, at: Int(input.byte()) % (sections.count + 1))
            messages = sections.flatMap(\.messages)
        case 7:
            unreadFrom = input.bool() && !messages.isEmpty ? messages[index].id : nil
        case 8:
            participants[1 + Int(input.byte()) % 2].name = ["Al", "Annabel", "Robert", "Zoë"][Int(input.byte()) % 4]
        case 9 where !messages.isEmpty:  // a message turns into another kind
            let content: MessageContent = messages[index].kind == .card
                ? .text("was a card") : .card(CardContent(title: "Card", body: "changed kind", button: "Open"))
            messages[index].content = messages[index].isDeleted ? .deleted(content.kind) : content
        case 10 where !messages.isEmpty:  // a day's messages dated a day later in place (a clock fixed), when that day is free
            let model = try SectionedTranscript(transcript(), timeZone: FuzzTimeZone.utc)
            let s = Int(input.byte()) % model.sections.count
            guard s + 1 == model.sections.count || model.sections[s + 1].day.ordinal > model.sections[s].day.ordinal + 1 else { break }
            let ids = Set(model.sections[s].messages.map(\.id))
            for i in messages.indices where ids.contains(messages[i].id) { messages[i].time += 86_400 }
        default:
            if !messages.isEmpty {
                let message = messages[index]
                messages[index].content = message.isDeleted ? Self.restored(message.kind) : .deleted(message.kind)
            }
        }
        if messages.count > Self.maximumMessages { messages.removeFirst(messages.count - Self.maximumMessages) }
        if let id = unreadFrom, !messages.contains(where: { $0.id == id }) { unreadFrom = nil }
    }

    /// A new message with a fresh id: text mostly, sometimes a system notice, a file, a call, a card or a contact; replies,
    /// statuses and deletes now and then.
    private mutating func newMessage(at time: Date, _ input: inout FuzzInput) -> Message {
        serial += 1
        let shape = input.byte()
        let author = ["me", "me", "ann", "bob"][Int(shape & 3)]
        var message = Message(id: MessageID("m\(serial)"), author: author, time: time, text: text(&input))
        let words = message.content.text
        switch shape >> 2 & 7 {
        case 1: message.content = .system(words ?? "")
        case 2: message.content = .file(FileAttachment(name: "report-\(serial).pdf", bytes: Int(input.byte()) << 16), caption: words)
        case 3: message.content = .call(CallInfo(seconds: Int(input.byte()) * 30))
        case 4: message.content = .card(CardContent(title: "Card \(serial)", body: text(&input), button: "Open"))
        case 5: message.content = .contact(ContactCard(name: words ?? "Contact", phone: shape & 0x80 != 0 ? "+1 555 \(serial)" : nil))
        default: break
        }
        if shape & 0x20 != 0 && !messages.isEmpty { message.replyTo = messages[Int(input.byte()) % messages.count].id }
        if shape & 0x40 != 0 { message.content = .deleted(message.kind) }
        if author == "me" { message.status = MessageStatus.allCases[Int(shape >> 5) % 5] }
        return message
    }

    /// The content a deleted message of `kind` gets back when it is undeleted (what it said was not kept).
    private static func restored(_ kind: MessageKind) -> MessageContent {
        switch kind {
        case .system: .system("restored")
        case .file: .file(FileAttachment(name: "restored.pdf", bytes: 1))
        case .call: .call(CallInfo(seconds: 30))
        case .card: .card(CardContent(title: "Card", body: "restored", button: "Open"))
        case .contact: .contact(ContactCard(name: "restored"))
        default: .text("restored")
        }
    }

    /// One to eight words from the input.
    private func text(_ input: inout FuzzInput) -> String {
        (0...(Int(input.byte()) % 8)).map { _ in Self.words[Int(input.byte()) % Self.words.count] }.joined(separator: " ")
    }
}

/// The time zone the fuzzed transcripts are sectioned in.
enum FuzzTimeZone {
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current
}
