import Raster

/// A picture a transcript names (an avatar, a photo, a sticker, a link preview image), decoded, compared by its path
/// and pixels.
public struct PictureImage: Sendable, Hashable {
    /// The path as the transcript writes it.
    public var path: String
    /// The decoded picture (premultiplied).
    public var image: Image

    /// Wraps a decoded picture.
    public init(path: String, image: Image) {
        self.path = path
        self.image = image
    }

    /// Hashes the path and the size (pixels are compared by `==`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(image.width)
        hasher.combine(image.height)
    }
}
