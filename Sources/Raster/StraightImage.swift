/// An RGBA8 image with **straight** (unassociated) alpha, rows top to bottom, 4 bytes per pixel.
///
/// This is the layout of PNG files and of pixelmatch's input. Decode PNGs into it when the exact file
/// values matter: premultiplying semi-transparent pixels loses information, straight storage does not.
public struct StraightImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Straight RGBA8 bytes, row-major, `width * height * 4` of them.
    public private(set) var pixels: [UInt8]

    /// Wraps straight RGBA8 bytes.
    ///
    /// - Throws: `RasterError.invalidDimensions` or `.pixelCountMismatch` when the sizes disagree.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        let expected = try byteCount(width: width, height: height)
        guard pixels.count == expected else {
            throw RasterError.pixelCountMismatch(width: width, height: height,
                                                 expectedBytes: expected, actualBytes: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Un-premultiplies an image, rounding to nearest (exactly what `PNGEncoder` stores for it).
    public init(_ image: Image) {
        width = image.width
        height = image.height
        pixels = unpremultiplied(image.pixels)
    }

    /// The colour at (x, y); `nil` outside the image.
    public subscript(x: Int, y: Int) -> Color? {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return nil }
            let index = (y * width + x) * 4
            return Color(red: pixels[index], green: pixels[index + 1],
                         blue: pixels[index + 2], alpha: pixels[index + 3])
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height, let color = newValue else { return }
            let index = (y * width + x) * 4
            pixels[index] = color.red
            pixels[index + 1] = color.green
            pixels[index + 2] = color.blue
            pixels[index + 3] = color.alpha
        }
    }
}
