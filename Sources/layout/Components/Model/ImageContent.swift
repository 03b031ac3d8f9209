import Raster

/// The picture of an image component and how it fills its content box.
public struct ImageContent: Sendable {
    /// The decoded picture, nil when its file was missing or refused (a placeholder is drawn instead).
    public var image: Image?
    /// Where the picture came from, for messages (a path, or a name).
    public var source: String
    /// How the picture fills the content box.
    public var fit: ImageFit

    /// An image component's picture.
    public init(image: Image?, source: String = "image", fit: ImageFit = .fit) {
        self.image = image
        self.source = source
        self.fit = fit
    }

    /// The picture's natural size in points (one pixel a point), zero without a picture.
    public var naturalSize: (width: Double, height: Double) {
        guard let image else { return (0, 0) }
        return (Double(image.width), Double(image.height))
    }
}

/// How a picture fills a box of another shape.
public enum ImageFit: String, Sendable, Hashable, CaseIterable {
    /// Scaled to fit inside, aspect kept, centred (CSS `contain`).
    case fit
    /// Scaled to cover the box, aspect kept, centred and cropped (CSS `cover`).
    case fill
    /// Stretched to the box (CSS `fill`).
    case stretch
}
