/// One photo or video of a `media` message (an album has up to ten).
public struct MediaItem: Hashable, Sendable, Codable {
    /// The image file (a PNG), relative to the transcript's folder; for a video, its poster frame.
    public var path: String
    /// The picture's width in pixels: with `height`, its aspect ratio (the layout keeps it).
    public var width: Int
    /// The picture's height in pixels.
    public var height: Int
    /// Whether it is a video (drawn with a play glyph and its duration).
    public var video: Bool
    /// A video's duration in seconds.
    public var seconds: Int?

    /// Creates a media item.
    public init(path: String, width: Int, height: Int, video: Bool = false, seconds: Int? = nil) {
        self.path = path
        self.width = width
        self.height = height
        self.video = video
        self.seconds = seconds
    }

    private enum CodingKeys: String, CodingKey { case path, width, height, video, seconds }

    /// Decodes an item; `video` defaults to false.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode(String.self, forKey: .path)
        width = try container.decode(Int.self, forKey: .width)
        height = try container.decode(Int.self, forKey: .height)
        video = try container.decodeIfPresent(Bool.self, forKey: .video) ?? false
        seconds = try container.decodeIfPresent(Int.self, forKey: .seconds)
    }

    /// Encodes the item (`video` only when true).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        if video { try container.encode(true, forKey: .video) }
        try container.encodeIfPresent(seconds, forKey: .seconds)
    }
}

/// A picture a message shows besides media: a sticker, a link preview's image.
public struct ImageReference: Hashable, Sendable, Codable {
    /// The image file (a PNG), relative to the transcript's folder.
    public var path: String
    /// The picture's width in pixels (with `height`: its aspect ratio).
    public var width: Int
    /// The picture's height in pixels.
    public var height: Int

    /// Creates an image reference.
    public init(path: String, width: Int, height: Int) {
        self.path = path
        self.width = width
        self.height = height
    }
}
