/// The checks of `Transcript.validate()` that concern single messages, made while the messages are read (their
/// fields are in cache then): ids unique, and the distinct authors gathered so that they are checked against the
/// participants once, at the end (each message was checked on its own as it was made: ``MessageDraft``).
///
/// Two readers of one array (see ``MessageTailReader``) keep one each; ``merge(_:)`` joins them.
struct MessageChecks {
    private var idSets: [Set<MessageID>]
    /// The distinct authors of the messages added.
    private(set) var authors = Set<String>()
    private var lastAuthor: String?

    /// Checks for about `capacity` messages.
    init(capacity: Int = 0) { idSets = [Set(minimumCapacity: capacity)] }

    /// Checks `message` against those added before; throws for a repeated id.
    mutating func add(_ message: Message) throws(TranscriptError) {
        let last = idSets.count - 1
        if !idSets[last].insert(message.id).inserted || (last > 0 && idSets[..<last].contains { $0.contains(message.id) }) {
            throw .duplicateMessageID(message.id.rawValue)
        }
        let author = message.author
        if author != lastAuthor {
            authors.insert(author)
            lastAuthor = author
        }
    }

    /// Joins the checks of the messages that follow; throws for an id both have.
    mutating func merge(_ later: MessageChecks) throws(TranscriptError) {
        for set in later.idSets {
            for id in set where contains(id) { throw .duplicateMessageID(id.rawValue) }
            idSets.append(set)
        }
        authors.formUnion(later.authors)
        lastAuthor = later.lastAuthor
        // The next message must not repeat an id of the merged sets either: it goes into the last one, and
        // `contains` looks at all of them.
        idSets.append(Set())
    }

    /// Whether a message with this id was added.
    func contains(_ id: MessageID) -> Bool { idSets.contains { $0.contains(id) } }
}
