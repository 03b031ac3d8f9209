/// What a reply shows of the message it quotes, resolved in its transcript.
package enum Quote: Hashable, Sendable {
    /// The quoted message's author name and text.
    case message(author: String, text: String)
    /// The quoted message was deleted.
    case deleted(author: String)
    /// The quoted message is not in the transcript.
    case unavailable
}

extension SectionedTranscript {
    /// The quote a reply shows; nil when `message` replies to nothing.
    package func quote(of message: Message) -> Quote? {
        guard let target = message.replyTo else { return nil }
        guard let original = self.message(withID: target) else { return .unavailable }
        let text: String
        switch original.content {
        case .deleted: return .deleted(author: name(of: original.author))
        case .file(let file, let caption, _): text = caption ?? file.name
        case .card(let card): text = card.title
        case .contact(let contact): text = contact.name
        default: text = original.content.text ?? ""
        }
        return .message(author: name(of: original.author), text: text)
    }
}
