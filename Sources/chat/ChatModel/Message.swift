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

/// One message of a transcript: who wrote it and when, what it says (``content``), and what any message may carry
/// besides (its delivery status, an edit mark, the message it replies to, a forwarded header, a link preview,
/// reactions, an inline keyboard).
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
    /// What it says or shows.
    public var content: MessageContent {
        get { storage.content }
        set { unique().content = newValue }
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
    /// The message it replies to, quoted at the top of its bubble.
    public var replyTo: MessageID? {
        get { storage.replyTo }
        set { unique().replyTo = newValue }
    }
    /// The name of whoever wrote a forwarded message ("Forwarded from …" heads its bubble).
    public var forwardedFrom: String? {
        get { storage.decorations?.forwardedFrom }
        set { unique().changeDecorations { $0.forwardedFrom = newValue } }
    }
    /// The preview of a link, below the text inside the bubble.
    public var linkPreview: LinkPreview? {
        get { storage.decorations?.linkPreview }
        set { unique().changeDecorations { $0.linkPreview = newValue } }
    }
    /// The reactions, as pills at the bottom of the bubble (they wrap into rows).
    public var reactions: [Reaction] {
        get { storage.decorations?.reactions ?? [] }
        set { unique().changeDecorations { $0.reactions = newValue } }
    }
    /// Rows of inline keyboard buttons under the bubble.
    public var buttons: [[String]] {
        get { storage.decorations?.buttons ?? [] }
        set { unique().changeDecorations { $0.buttons = newValue } }
    }

    /// The kind of message: its content's case.
    public var kind: MessageKind { storage.content.kind }
    /// Whether it was deleted (its bubble then says so instead of its content).
    public var isDeleted: Bool {
        if case .deleted = storage.content { return true }
        return false
    }

    /// Creates a message; ``validate()`` checks its values.
    public init(
        id: MessageID, author: String, time: Date, content: MessageContent, status: MessageStatus? = nil,
        edited: Bool = false, replyTo: MessageID? = nil, forwardedFrom: String? = nil, linkPreview: LinkPreview? = nil,
        reactions: [Reaction] = [], buttons: [[String]] = []
    ) {
        let decorations = Decorations(forwardedFrom: forwardedFrom, linkPreview: linkPreview, reactions: reactions,
                                      buttons: buttons)
        storage = MessageStorage(id: id, author: author, time: time, content: content, status: status, edited: edited,
                                 replyTo: replyTo, decorations: decorations.isEmpty ? nil : decorations)
    }

    /// Creates a text message.
    public init(id: MessageID, author: String, time: Date, text: String, status: MessageStatus? = nil) {
        storage = MessageStorage(id: id, author: author, time: time, content: .text(text), status: status, edited: false,
                                 replyTo: nil, decorations: nil)
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
}
