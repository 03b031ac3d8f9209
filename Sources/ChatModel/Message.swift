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

    /// Creates a message; `validate()` checks that the fields its kind needs are present.
    public init(
        id: MessageID, author: String, time: Date, kind: MessageKind = .text, text: String? = nil,
        status: MessageStatus? = nil, edited: Bool = false, deleted: Bool = false, replyTo: MessageID? = nil,
        file: FileAttachment? = nil, call: CallInfo? = nil, card: CardContent? = nil
    ) {
        storage = MessageStorage(
            id: id, author: author, time: time, kind: kind, text: text, status: status, edited: edited,
            deleted: deleted, replyTo: replyTo, file: file, call: call, card: card)
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
        if deleted { return }
        switch kind {
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
        let timeText = try required(.time, String.self)
        guard let time = try? Date(timeText, strategy: .iso8601) else {
            throw TranscriptError.invalidField(
                messageID: id.rawValue, field: "time",
                problem: "\"\(timeText)\" is not an ISO 8601 date with a time zone offset")
        }
        self.init(
            id: id, author: try required(.author, String.self), time: time,
            kind: try required(.kind, MessageKind.self), text: try field(.text, String.self),
            status: try field(.status, MessageStatus.self), edited: try field(.edited, Bool.self) ?? false,
            deleted: try field(.deleted, Bool.self) ?? false, replyTo: try field(.replyTo, MessageID.self),
            file: try field(.file, FileAttachment.self), call: try field(.call, CallInfo.self),
            card: try field(.card, CardContent.self))
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
        let keys = context.codingPath.map(\.stringValue).filter { !$0.isEmpty }
        return keys.isEmpty ? "" : " at \(keys.joined(separator: "."))"
    }
}
