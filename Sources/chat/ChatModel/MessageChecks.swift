/// The checks of `Transcript.validate()` that concern single messages, made while the messages are read (their
/// fields are in cache then): ids unique, and the distinct authors gathered so that they are checked against the
/// participants once, at the end (each message was checked on its own as it was made: ``MessageDraft``).
///
/// Two readers of one array (see ``MessageTailReader``) keep one each; ``merge(_:)`` joins them.
struct MessageChecks {
    /// The ids added, with their messages' positions: what the transcript keeps for sectioning.
    private(set) var index: MessageIndex
    /// The distinct authors of the messages added.
    private(set) var authors = Set<String>()
    private var lastAuthor: String?

    /// Checks for about `capacity` messages.
    init(capacity: Int = 0) { index = MessageIndex(capacity: capacity) }

    /// Checks `message` against those added before; throws for a repeated id.
    mutating func add(_ message: Message) throws(TranscriptError) {
        if !index.append(message.id) { throw .duplicateMessageID(message.id.rawValue) }
        let author = message.author
        if author != lastAuthor {
            authors.insert(author)
            lastAuthor = author
        }
    }

    /// Joins the checks of the messages that follow; throws for an id both have.
    mutating func merge(_ later: MessageChecks) throws(TranscriptError) {
        if let repeated = index.append(later.index) { throw .duplicateMessageID(repeated.rawValue) }
        authors.formUnion(later.authors)
        lastAuthor = later.lastAuthor
    }

    /// Whether a message with this id was added.
    func contains(_ id: MessageID) -> Bool { index.position(of: id) != nil }
}
