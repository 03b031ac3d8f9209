/// The person a contact message shares: a card with their initials in a circle, their name and their phone number.
public struct ContactCard: Hashable, Sendable, Codable {
    /// The contact's name (not empty).
    public var name: String
    /// The contact's phone number, as it is shown; nil when the card has none.
    public var phone: String?

    /// Creates a contact card.
    public init(name: String, phone: String? = nil) {
        self.name = name
        self.phone = phone
    }
}

extension ContactCard: ContentPayload {
    package static var kind: MessageKind { .contact }

    package var content: MessageContent { .contact(self) }

    package func check(_ fail: (String, String) -> TranscriptError) throws(TranscriptError) {
        if name.isEmpty { throw fail("contact.name", "is empty") }
        if phone?.isEmpty == true { throw fail("contact.phone", "is empty") }
    }
}
