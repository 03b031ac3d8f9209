/// The file a file message carries.
public struct FileAttachment: Hashable, Sendable, Codable {
    /// The file's name, as shown on the card.
    public var name: String
    /// The file's size in bytes.
    public var bytes: Int

    /// Creates a file attachment.
    public init(name: String, bytes: Int) {
        self.name = name
        self.bytes = bytes
    }
}

/// The call a call message records.
public struct CallInfo: Hashable, Sendable, Codable {
    /// The call's duration; 0 means missed.
    public var seconds: Int

    /// Creates a call record.
    public init(seconds: Int) { self.seconds = seconds }
}

/// The content of a card message.
public struct CardContent: Hashable, Sendable, Codable {
    /// The card's bold title.
    public var title: String
    /// The card's body text.
    public var body: String
    /// The label of the card's button.
    public var button: String

    /// Creates a card.
    public init(title: String, body: String, button: String) {
        self.title = title
        self.body = body
        self.button = button
    }
}
