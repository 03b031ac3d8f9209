import ChatModel

/// Display names looked up for a run of messages: the last answer is kept, since consecutive messages mostly
/// share their author and a lookup hashes the id.
struct AuthorNames {
    private let model: SectionedTranscript
    private var last: (id: String, name: String)?

    init(_ model: SectionedTranscript) { self.model = model }

    /// The display name of a participant (the id when unknown), as `SectionedTranscript.name(of:)` answers.
    mutating func name(of participantID: String) -> String {
        if let last, last.id == participantID { return last.name }
        let name = model.name(of: participantID)
        last = (participantID, name)
        return name
    }
}
