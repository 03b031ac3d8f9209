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
    /// The messages in display order.
    public var messages: [Message]

    /// Creates a transcript and validates it.
    public init(
        title: String, me: String, participants: [Participant], unreadFrom: MessageID? = nil, messages: [Message]
    ) throws(TranscriptError) {
        self.title = title
        self.me = me
        self.participants = participants
        self.unreadFrom = unreadFrom
        self.messages = messages
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
         checks: MessageChecks) throws(TranscriptError) {
        self.init(unchecked: title, me: me, participants: participants, unreadFrom: unreadFrom, messages: messages)
        let participantIDs = try validParticipantIDs()
        for author in checks.authors where !participantIDs.contains(author) {
            let id = messages.first { $0.author == author }?.id.rawValue ?? ""
            throw .unknownAuthor(messageID: id, author: author)
        }
        if let unreadFrom, !checks.contains(unreadFrom) {
            throw .unknownReference(field: "unreadFrom", value: unreadFrom.rawValue)
        }
    }

    /// Reads and validates a transcript from JSON data.
    ///
    /// The regular form goes through ``FastTranscriptDecoder`` (a single scan of the bytes); anything it declines
    /// goes through `JSONDecoder`, whose errors name the message id and the field.
    public static func decode(from data: Data) throws -> Transcript {
        if let scanned = try? FastTranscriptDecoder.decode(data) { return scanned.transcript }
        return try decodeWithJSONDecoder(from: data)
    }

    /// The `Codable` path: reads every form `JSONDecoder` accepts, and throws the errors that name the field.
    static func decodeWithJSONDecoder(from data: Data) throws -> Transcript {
        do {
            return try JSONDecoder().decode(Transcript.self, from: data)
        } catch let error as TranscriptError {
            throw error
        } catch {
            throw TranscriptError.malformed(field: "document", problem: Message.describe(error))
        }
    }
}

extension Transcript: Codable {
    private enum CodingKeys: String, CodingKey { case title, me, participants, unreadFrom, messages }

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
        try self.init(
            title: field(.title, String.self), me: field(.me, String.self),
            participants: field(.participants, [Participant].self), unreadFrom: unreadFrom,
            messages: field(.messages, [Message].self))
    }

    /// Encodes the transcript as JSON in the documented format.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(me, forKey: .me)
        try container.encode(participants, forKey: .participants)
        try container.encodeIfPresent(unreadFrom, forKey: .unreadFrom)
        try container.encode(messages, forKey: .messages)
    }
}
