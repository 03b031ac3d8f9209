import JSON
import Foundation

/// A person in a chat.
public struct Participant: Hashable, Sendable, Codable {
    /// The id messages use as their `author`.
    public var id: String
    /// The display name shown above incoming group messages.
    public var name: String
    /// An optional avatar reference (a file name or URL; the layout only reserves its frame).
    public var avatar: String?

    /// Creates a participant.
    public init(id: String, name: String, avatar: String? = nil) {
        self.id = id
        self.name = name
        self.avatar = avatar
    }
}

/// A chat transcript: the JSON that `render-chat` reads and the input of the layout.
///
/// Decoding validates it: messages' errors name the message id and field, duplicate ids and
/// authors that are not participants are errors.
public struct Transcript: Hashable, Sendable {
    /// The chat's title.
    public var title: String
    /// The participant id of the reader: their messages are outgoing.
    public var me: String
    /// Everyone who may author a message.
    public var participants: [Participant]
    /// The first unread message: the "New messages" separator sits above it.
    public var unreadFrom: MessageID?
    /// The messages in display order (none: the screen shows an empty-state placeholder).
    public var messages: [Message] {
        didSet { indexCache = IndexCache() }
    }
    /// The participants typing right now: a typing bubble with three dots sits below the last message.
    public var typing: [String] = []
    /// Whether older messages are loading (a spinner row at the top) or failed to load.
    public var loading: LoadingState?
    /// Where each message is by id, when the byte reader made it while reading; nil for a transcript made otherwise,
    /// and once the messages change.
    package var messageIndex: MessageIndex? { indexCache.index }
    private var indexCache = IndexCache()

    /// What the transcript keeps beside its value: it takes no part in equality or hashing.
    private struct IndexCache: Hashable, Sendable {
        var index: MessageIndex?
        static func == (lhs: IndexCache, rhs: IndexCache) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

    /// Creates a transcript and validates it.
    public init(
        title: String, me: String, participants: [Participant], unreadFrom: MessageID? = nil, messages: [Message],
        typing: [String] = [], loading: LoadingState? = nil
    ) throws(TranscriptError) {
        self.title = title
        self.me = me
        self.participants = participants
        self.unreadFrom = unreadFrom
        self.messages = messages
        self.typing = typing
        self.loading = loading
        try validate()
    }

    /// Checks ids, authors and references; throws the first problem found.
    public func validate() throws(TranscriptError) {
        let participantIDs = try validParticipantIDs()
        var ids = Set<MessageID>()
        ids.reserveCapacity(messages.count)
        // A few participants are found faster by comparing ids than by hashing every message's author.
        let fewIDs = participants.count <= 8 ? participants.map(\.id) : nil
        for message in messages {
            if !ids.insert(message.id).inserted { throw .duplicateMessageID(message.id.rawValue) }
            if !(fewIDs?.contains(message.author) ?? participantIDs.contains(message.author)) {
                throw .unknownAuthor(messageID: message.id.rawValue, author: message.author)
            }
            try message.validate()
        }
        if let unreadFrom, !ids.contains(unreadFrom) {
            throw .unknownReference(field: "unreadFrom", value: unreadFrom.rawValue)
        }
        try validateTyping(participantIDs)
    }

    /// Checks that everyone typing is a participant, once.
    func validateTyping(_ participantIDs: Set<String>) throws(TranscriptError) {
        var seen = Set<String>()
        for (index, id) in typing.enumerated() {
            if !participantIDs.contains(id) { throw .unknownReference(field: "typing[\(index)]", value: id) }
            if !seen.insert(id).inserted { throw .malformed(field: "\"typing\"", problem: "names \"\(id)\" twice") }
        }
    }

    /// The participants' ids, checked to be non-empty and unique, with `me` among them.
    func validParticipantIDs() throws(TranscriptError) -> Set<String> {
        var participantIDs = Set<String>()
        for participant in participants {
            if participant.id.isEmpty {
                throw .invalidParticipant(id: participant.id, problem: "the id is empty")
            }
            if !participantIDs.insert(participant.id).inserted {
                throw .invalidParticipant(id: participant.id, problem: "the id is used by another participant")
            }
        }
        if !participantIDs.contains(me) { throw .unknownReference(field: "me", value: me) }
        return participantIDs
    }

    /// A transcript whose messages were checked one by one as they were read (`checks`); the rest of `validate()`
    /// is checked here, so it accepts exactly the transcripts `init(title:me:participants:unreadFrom:messages:)`
    /// accepts (the problem named for an invalid one may be another of its problems).
    init(title: String, me: String, participants: [Participant], unreadFrom: MessageID?, messages: [Message],
         typing: [String], loading: LoadingState?, checks: MessageChecks) throws(TranscriptError) {
        self.init(unchecked: title, me: me, participants: participants, unreadFrom: unreadFrom, messages: messages)
        self.typing = typing
        self.loading = loading
        indexCache = IndexCache(index: checks.index)
        let participantIDs = try validParticipantIDs()
        for author in checks.authors where !participantIDs.contains(author) {
            let id = messages.first { $0.author == author }?.id.rawValue ?? ""
            throw .unknownAuthor(messageID: id, author: author)
        }
        if let unreadFrom, !checks.contains(unreadFrom) {
            throw .unknownReference(field: "unreadFrom", value: unreadFrom.rawValue)
        }
        try validateTyping(participantIDs)
    }

    /// Reads and validates a transcript from JSON data.
    ///
    /// The regular form goes through ``FastTranscriptDecoder`` (a single scan of the bytes); anything it declines
    /// goes through the package's JSON parser and the `Decodable` conformances, whose errors name the line and
    /// column of a syntax error, or the message id and the field.
    public static func decode(from data: Data) throws(TranscriptError) -> Transcript {
        if let scanned = try? FastTranscriptDecoder.decode(data) { return scanned.transcript }
        return try decodeReference(from: data)
    }

    /// The reference path: reads every valid JSON document, and throws the errors that name the place.
    package static func decodeReference(from data: Data) throws(TranscriptError) -> Transcript {
        try decodeReference(Transcript.self, from: data)
    }

    /// `T` (a transcript, or a document that holds one) from `data` by the reference path.
    package static func decodeReference<T: Decodable>(_ type: T.Type, from data: Data) throws(TranscriptError) -> T {
        do throws(JSONDecodingError) {
            return try JSONValueDecoder().decode(type, from: [UInt8](data))
        } catch {
            switch error {
            case .syntax(let syntax): throw .invalidJSON(syntax)
            case .value(_, _, let underlying as TranscriptError): throw underlying
            case let .value(path, message, _): throw .malformed(field: path.isEmpty ? "document" : "\"\(path)\"", problem: message)
            }
        }
    }
}

extension Transcript: Codable {
    private enum CodingKeys: String, CodingKey { case title, me, participants, unreadFrom, messages, typing, loading }

    /// Decodes and validates a transcript.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func field<T: Decodable>(_ key: CodingKeys, _ type: T.Type) throws -> T {
            do {
                return try container.decode(type, forKey: key)
            } catch let error as TranscriptError {
                throw error
            } catch {
                throw TranscriptError.malformed(field: "\"\(key.stringValue)\"", problem: Message.describe(error))
            }
        }
        let unreadFrom: MessageID?
        do {
            unreadFrom = try container.decodeIfPresent(MessageID.self, forKey: .unreadFrom)
        } catch {
            throw TranscriptError.malformed(field: "\"unreadFrom\"", problem: Message.describe(error))
        }
        let typing: [String]?
        do { typing = try container.decodeIfPresent([String].self, forKey: .typing) } catch {
            throw TranscriptError.malformed(field: "\"typing\"", problem: "must be an array of participant ids")
        }
        let loadingText: String?
        do { loadingText = try container.decodeIfPresent(String.self, forKey: .loading) } catch {
            throw TranscriptError.malformed(field: "\"loading\"", problem: "must be \"older\" or \"failed\"")
        }
        var loading: LoadingState?
        if let loadingText {
            guard let state = LoadingState(rawValue: loadingText) else {
                throw TranscriptError.malformed(field: "\"loading\"", problem: "\"\(loadingText)\" is not \"older\" or \"failed\"")
            }
            loading = state
        }
        try self.init(
            title: field(.title, String.self), me: field(.me, String.self),
            participants: field(.participants, [Participant].self), unreadFrom: unreadFrom,
            messages: field(.messages, [Message].self), typing: typing ?? [], loading: loading)
    }

    /// Encodes the transcript as JSON in the documented format.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(me, forKey: .me)
        try container.encode(participants, forKey: .participants)
        try container.encodeIfPresent(unreadFrom, forKey: .unreadFrom)
        try container.encode(messages, forKey: .messages)
        if !typing.isEmpty { try container.encode(typing, forKey: .typing) }
        try container.encodeIfPresent(loading, forKey: .loading)
    }
}
