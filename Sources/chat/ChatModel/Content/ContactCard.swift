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
