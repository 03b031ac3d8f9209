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
        guard let text = original.content.quotedText else { return .deleted(author: name(of: original.author)) }
        return .message(author: name(of: original.author), text: text)
    }
}
