/// The preview of a link, shown below a message's text inside its bubble.
public struct LinkPreview: Hashable, Sendable, Codable {
    /// The link.
    public var url: String
    /// The site's name ("GitHub"), in the accent colour.
    public var site: String?
    /// The page's title, in bold.
    public var title: String?
    /// The page's description (up to a few lines).
    public var description: String?
    /// The page's picture: wide ones are drawn below the texts, others as a thumbnail beside them.
    public var image: ImageReference?

    /// Creates a link preview.
    public init(url: String, site: String? = nil, title: String? = nil, description: String? = nil,
                image: ImageReference? = nil) {
        self.url = url
        self.site = site
        self.title = title
        self.description = description
        self.image = image
    }
}

/// One reaction under a message: an emoji, how many reacted with it, and whether the reader did.
public struct Reaction: Hashable, Sendable, Codable {
    /// The emoji.
    public var emoji: String
    /// How many people reacted with it (at least 1).
    public var count: Int
    /// Whether the reader is one of them (the pill is highlighted).
    public var mine: Bool

    /// Creates a reaction.
    public init(emoji: String, count: Int = 1, mine: Bool = false) {
        self.emoji = emoji
        self.count = count
        self.mine = mine
    }

    private enum CodingKeys: String, CodingKey { case emoji, count, mine }

    /// Decodes a reaction; `count` defaults to 1 and `mine` to false.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        emoji = try container.decode(String.self, forKey: .emoji)
        count = try container.decodeIfPresent(Int.self, forKey: .count) ?? 1
        mine = try container.decodeIfPresent(Bool.self, forKey: .mine) ?? false
    }
}
