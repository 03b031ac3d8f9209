import JSON

/// Why a transcript could not be read or is not consistent.
public enum TranscriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The document is not valid JSON: its line, column and what was expected.
    case invalidJSON(JSONSyntaxError)
    /// The JSON is not a transcript at all (not an object, top-level field missing or of the wrong type).
    case malformed(field: String, problem: String)
    /// A message's field is missing or invalid; `messageID` is nil when the id itself is the problem.
    case invalidField(messageID: String?, field: String, problem: String)
    /// Two messages share an id.
    case duplicateMessageID(String)
    /// A message names an author that is not among the participants.
    case unknownAuthor(messageID: String, author: String)
    /// A participant entry is invalid (empty or duplicate id).
    case invalidParticipant(id: String, problem: String)
    /// `me` or `unreadFrom` names something that does not exist.
    case unknownReference(field: String, value: String)

    /// A sentence naming the input and the problem.
    public var description: String {
        switch self {
        case .invalidJSON(let error):
            return "transcript: not valid JSON: \(error)"
        case .malformed(let field, let problem):
            return "transcript: \(field) \(problem)"
        case .invalidField(let id?, let field, let problem):
            return "message \"\(id)\": field \"\(field)\" \(problem)"
        case .invalidField(nil, let field, let problem):
            return "message without a readable id: field \"\(field)\" \(problem)"
        case .duplicateMessageID(let id):
            return "message \"\(id)\": the id is used by another message"
        case .unknownAuthor(let id, let author):
            return "message \"\(id)\": field \"author\" names \"\(author)\", who is not a participant"
        case .invalidParticipant(let id, let problem):
            return "participant \"\(id)\": \(problem)"
        case .unknownReference(let field, let value):
            return "transcript: field \"\(field)\" names \"\(value)\", which does not exist"
        }
    }
}
