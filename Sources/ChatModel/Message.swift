import JSON
import Foundation

/// A message's stable identifier. In JSON it is a string; a number is accepted and kept as its decimal text.
public struct MessageID: Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text.
    public var rawValue: String

    /// Wraps an identifier's text.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Wraps a literal identifier.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Decodes a string, or an integer as its decimal text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            rawValue = String(number)
        } else {
            rawValue = try container.decode(String.self)
        }
    }

    /// Encodes the identifier as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The identifier's text.
    public var description: String { rawValue }

    /// Orders identifiers by their text.
    public static func < (lhs: MessageID, rhs: MessageID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a message is: it decides which parts its bubble has.
public enum MessageKind: String, Sendable, Codable, CaseIterable {
    /// A text bubble.
    case text
    /// A centred, bubble-less notice ("Alice joined").
    case system
    /// A file card with an optional caption.
    case file
    /// A voice or video call row.
    case call
    /// A card with a title, a body and a button.
    case card
    /// A photo or video, or an album of up to ten, with an optional caption (`text`).
    case media
    /// A voice note: a play button, a waveform and its duration.
    case voice
    /// A sticker: a picture without a bubble.
    case sticker
    /// A component tree laid out by the flexbox engine (a helpdesk ticket header), in a bubble or not.
    case custom
}

/// The delivery state of an outgoing message, shown next to its time.
public enum MessageStatus: String, Sendable, Codable, CaseIterable {
    /// Not yet sent.
    case pending
    /// Reached the server.
    case sent
    /// Reached the recipient's device.
    case delivered
    /// Read by the recipient.
    case read
    /// Sending failed.
    case failed
}

/// The file a `file` message carries.
public struct FileAttachment: Hashable, Sendable, Codable {
    /// The file's name, as shown on the card.
    public var name: String
    /// The file's size in bytes.
    public var bytes: Int

    /// Creates a file attachment.
    public init(name: String, bytes: Int) {
        self.name = name
        self.bytes = bytes
    }
}

/// The call a `call` message records.
public struct CallInfo: Hashable, Sendable, Codable {
    /// The call's duration; 0 means missed.
    public var seconds: Int

    /// Creates a call record.
    public init(seconds: Int) { self.seconds = seconds }
}

/// The content of a `card` message.
public struct CardContent: Hashable, Sendable, Codable {
    /// The card's bold title.
    public var title: String
    /// The card's body text.
    public var body: String
    /// The label of the card's button.
    public var button: String

    /// Creates a card.
    public init(title: String, body: String, button: String) {
        self.title = title
        self.body = body
        self.button = button
    }
}

/// One message of a transcript.
///
/// A value with copy-on-write storage: a transcript, its day sections and a layout each hold the same messages, and
/// copying one (as every pass over thousands of messages does) costs one reference count, not one per field.
public struct Message: Hashable, Sendable {
    private var storage: MessageStorage

    /// The message's stable identifier, unique in its transcript.
    public var id: MessageID {
        get { storage.id }
        set { unique().id = newValue }
    }
    /// The participant who wrote it.
    public var author: String {
        get { storage.author }
        set { unique().author = newValue }
    }
    /// When it was sent.
    public var time: Date {
        get { storage.time }
        set { unique().time = newValue }
    }
    /// What kind of message it is.
    public var kind: MessageKind {
        get { storage.kind }
        set { unique().kind = newValue }
    }
    /// The text (the caption of a file, the notice of a system message).
    public var text: String? {
        get { storage.text }
        set { unique().text = newValue }
    }
    /// The delivery state (shown on outgoing messages).
    public var status: MessageStatus? {
        get { storage.status }
        set { unique().status = newValue }
    }
    /// Whether it was edited ("edited" precedes its time).
    public var edited: Bool {
        get { storage.edited }
        set { unique().edited = newValue }
    }
    /// Whether it was deleted (its bubble then says so instead of its content).
    public var deleted: Bool {
        get { storage.deleted }
        set { unique().deleted = newValue }
    }
    /// The message it replies to, quoted at the top of its bubble.
    public var replyTo: MessageID? {
        get { storage.replyTo }
        set { unique().replyTo = newValue }
    }
    /// The file of a `file` message.
    public var file: FileAttachment? {
        get { storage.file }
        set { unique().file = newValue }
    }
    /// The call of a `call` message.
    public var call: CallInfo? {
        get { storage.call }
        set { unique().call = newValue }
    }
    /// The card of a `card` message.
    public var card: CardContent? {
        get { storage.card }
        set { unique().card = newValue }
    }
    /// The photos and videos of a `media` message (1–10).
    public var media: [MediaItem]? {
        get { storage.extrasBox?.value.media }
        set { unique().setExtras { $0.media = newValue } }
    }
    /// The recording of a `voice` message.
    public var voice: VoiceNote? {
        get { storage.extrasBox?.value.voice }
        set { unique().setExtras { $0.voice = newValue } }
    }
    /// The picture of a `sticker` message.
    public var sticker: ImageReference? {
        get { storage.extrasBox?.value.sticker }
        set { unique().setExtras { $0.sticker = newValue } }
    }
    /// The tree of a `custom` message, and whether it has a bubble.
    public var custom: CustomContent? {
        get { storage.extrasBox?.value.custom }
        set { unique().setExtras { $0.custom = newValue } }
    }
    /// The name of whoever wrote a forwarded message ("Forwarded from …" heads its bubble).
    public var forwardedFrom: String? {
        get { storage.extrasBox?.value.forwardedFrom }
        set { unique().setExtras { $0.forwardedFrom = newValue } }
    }
    /// The preview of a link, below the text inside the bubble.
    public var linkPreview: LinkPreview? {
        get { storage.extrasBox?.value.linkPreview }
        set { unique().setExtras { $0.linkPreview = newValue } }
    }
    /// The reactions, as pills at the bottom of the bubble (they wrap into rows).
    public var reactions: [Reaction] {
        get { storage.extrasBox?.value.reactions ?? [] }
        set { unique().setExtras { $0.reactions = newValue } }
    }
    /// Rows of inline keyboard buttons under the bubble.
    public var buttons: [[String]] {
        get { storage.extrasBox?.value.buttons ?? [] }
        set { unique().setExtras { $0.buttons = newValue } }
    }
    /// An upload or download in progress (0…1) on a file or media message: a ring with the percentage.
    public var progress: Double? {
        get { storage.extrasBox?.value.progress }
        set { unique().setExtras { $0.progress = newValue } }
    }

    /// Creates a message; `validate()` checks that the fields its kind needs are present.
    public init(
        id: MessageID, author: String, time: Date, kind: MessageKind = .text, text: String? = nil,
        status: MessageStatus? = nil, edited: Bool = false, deleted: Bool = false, replyTo: MessageID? = nil,
        file: FileAttachment? = nil, call: CallInfo? = nil, card: CardContent? = nil, extras: MessageExtras = MessageExtras()
    ) {
        storage = MessageStorage(
            id: id, author: author, time: time, kind: kind, text: text, status: status, edited: edited,
            deleted: deleted, replyTo: replyTo, file: file, call: call, card: card, extras: extras.isEmpty ? nil : extras)
    }

    /// A message whose extras are already known to be there or not (the fast decoder's: no emptiness check).
    init(
        id: MessageID, author: String, time: Date, kind: MessageKind, text: String?, status: MessageStatus?, edited: Bool,
        deleted: Bool, replyTo: MessageID?, file: FileAttachment?, call: CallInfo?, card: CardContent?,
        optionalExtras: MessageExtras?
    ) {
        storage = MessageStorage(
            id: id, author: author, time: time, kind: kind, text: text, status: status, edited: edited,
            deleted: deleted, replyTo: replyTo, file: file, call: call, card: card,
            extras: optionalExtras.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// The keys of issue 14 (media, voice, sticker, custom tree, forwarded header, link preview, reactions, keyboard,
    /// progress), kept together.
    public var extras: MessageExtras {
        get { storage.extras ?? MessageExtras() }
        set { unique().extras = newValue.isEmpty ? nil : newValue }
    }

    /// The storage, copied first if another message shares it.
    private mutating func unique() -> MessageStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Messages are equal when every field is.
    public static func == (lhs: Message, rhs: Message) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fieldsEqual(rhs.storage)
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) { storage.hashFields(into: &hasher) }

    /// Checks that the fields this message's kind needs are present and well-formed.
    public func validate() throws(TranscriptError) {
        func missing(_ field: String) -> TranscriptError {
            .invalidField(messageID: id.rawValue, field: field, problem: "a \(kind.rawValue) message needs it")
        }
        if author.isEmpty {
            throw .invalidField(messageID: id.rawValue, field: "author", problem: "is empty")
        }
        // (Through the storage: the `extras` property would copy them; most messages have none.)
        if let box = storage.extrasBox {
            try box.value.validate(kind: kind, messageID: id.rawValue)
        } else if kind == .media || kind == .voice || kind == .sticker || kind == .custom {
            try MessageExtras().validate(kind: kind, messageID: id.rawValue)
        }
        if deleted { return }
        switch kind {
        case .media: if media == nil { throw missing("media") }
        case .voice: if voice == nil { throw missing("voice") }
        case .sticker: if sticker == nil { throw missing("sticker") }
        case .custom: if custom == nil { throw missing("layout") }
        case .text, .system: if text == nil { throw missing("text") }
        case .file:
            guard let file else { throw missing("file") }
            if file.bytes < 0 {
                throw .invalidField(messageID: id.rawValue, field: "file.bytes", problem: "is negative (\(file.bytes))")
            }
        case .call:
            guard let call else { throw missing("call") }
            if call.seconds < 0 {
                throw .invalidField(messageID: id.rawValue, field: "call.seconds", problem: "is negative (\(call.seconds))")
            }
        case .card: if card == nil { throw missing("card") }
        }
    }
}

extension Message: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, author, time, kind, text, status, edited, deleted, replyTo, file, call, card
        case media, voice, sticker, layout, bubble, forwardedFrom, linkPreview, reactions, buttons, progress
    }

    /// Decodes a message; any failure names this message's id and the field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id: MessageID
        do {
            id = try container.decode(MessageID.self, forKey: .id)
        } catch {
            throw TranscriptError.invalidField(messageID: nil, field: "id", problem: Self.describe(error))
        }
        func field<T: Decodable>(_ key: CodingKeys, _ type: T.Type) throws -> T? {
            do {
                return try container.decodeIfPresent(type, forKey: key)
            } catch {
                throw TranscriptError.invalidField(messageID: id.rawValue, field: key.stringValue, problem: Self.describe(error))
            }
        }
        func required<T: Decodable>(_ key: CodingKeys, _ type: T.Type) throws -> T {
            guard let value = try field(key, type) else {
                throw TranscriptError.invalidField(messageID: id.rawValue, field: key.stringValue, problem: "is missing")
            }
            return value
        }
        let kindText = try required(.kind, String.self)
        guard let kind = MessageKind(rawValue: kindText) else {
            throw TranscriptError.invalidField(
                messageID: id.rawValue, field: "kind",
                problem: "\"\(kindText)\" is not a kind (\(MessageKind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        let layout = try field(.layout, JSONValue.self)
        let bubble = try field(.bubble, Bool.self)
        if bubble != nil && layout == nil {
            throw TranscriptError.invalidField(messageID: id.rawValue, field: "bubble", problem: "only a custom message (with \"layout\") has it")
        }
        let extras = MessageExtras(
            media: try field(.media, [MediaItem].self), voice: try field(.voice, VoiceNote.self),
            sticker: try field(.sticker, ImageReference.self),
            custom: layout.map { CustomContent(layout: $0, bubble: bubble ?? true) },
            forwardedFrom: try field(.forwardedFrom, String.self), linkPreview: try field(.linkPreview, LinkPreview.self),
            reactions: try field(.reactions, [Reaction].self) ?? [], buttons: try field(.buttons, [[String]].self) ?? [],
            progress: try field(.progress, Double.self))
        let timeText = try required(.time, String.self)
        guard let time = try? Date(timeText, strategy: .iso8601) else {
            throw TranscriptError.invalidField(
                messageID: id.rawValue, field: "time",
                problem: "\(JSONText.quotedExcerpt(timeText)) is not an ISO 8601 date with a time zone offset")
        }
        // Foundation rolls a day that does not exist over (30 February is 2 March): a date must exist.
        if let (year, month, day) = ISO8601Timestamp.calendarDate(timeText),
           !(1...12).contains(month) || day < 1 || day > ISO8601Timestamp.daysInMonth(month, year: year) {
            throw TranscriptError.invalidField(
                messageID: id.rawValue, field: "time",
                problem: "\(JSONText.quotedExcerpt(timeText)) names a day that does not exist")
        }
        self.init(
            id: id, author: try required(.author, String.self), time: time,
            kind: kind, text: try field(.text, String.self),
            status: try field(.status, MessageStatus.self), edited: try field(.edited, Bool.self) ?? false,
            deleted: try field(.deleted, Bool.self) ?? false, replyTo: try field(.replyTo, MessageID.self),
            file: try field(.file, FileAttachment.self), call: try field(.call, CallInfo.self),
            card: try field(.card, CardContent.self), extras: extras)
        try validate()
    }

    /// Encodes the message in the transcript JSON format (times in UTC).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(author, forKey: .author)
        try container.encode(time.formatted(.iso8601), forKey: .time)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(status, forKey: .status)
        if edited { try container.encode(true, forKey: .edited) }
        if deleted { try container.encode(true, forKey: .deleted) }
        try container.encodeIfPresent(replyTo, forKey: .replyTo)
        try container.encodeIfPresent(file, forKey: .file)
        try container.encodeIfPresent(call, forKey: .call)
        try container.encodeIfPresent(card, forKey: .card)
        let extras = self.extras
        try container.encodeIfPresent(extras.media, forKey: .media)
        try container.encodeIfPresent(extras.voice, forKey: .voice)
        try container.encodeIfPresent(extras.sticker, forKey: .sticker)
        try container.encodeIfPresent(extras.custom?.layout, forKey: .layout)
        if extras.custom?.bubble == false { try container.encode(false, forKey: .bubble) }
        try container.encodeIfPresent(extras.forwardedFrom, forKey: .forwardedFrom)
        try container.encodeIfPresent(extras.linkPreview, forKey: .linkPreview)
        if !extras.reactions.isEmpty { try container.encode(extras.reactions, forKey: .reactions) }
        if !extras.buttons.isEmpty { try container.encode(extras.buttons, forKey: .buttons) }
        try container.encodeIfPresent(extras.progress, forKey: .progress)
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(let type, let context):
            return "expected \(type)" + Self.path(context)
        case DecodingError.valueNotFound(let type, let context):
            return "expected \(type), found null" + Self.path(context)
        case DecodingError.keyNotFound(let key, let context):
            return "is missing \"\(key.stringValue)\"" + Self.path(context)
        case DecodingError.dataCorrupted(let context):
            return context.debugDescription + Self.path(context)
        case let error as TranscriptError:
            return error.description
        default:
            return String(describing: error)
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty ? "" : " at \(JSONPath.render(context.codingPath))"
    }
}
