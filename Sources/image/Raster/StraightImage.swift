/// An RGBA8 image with **straight** (unassociated) alpha, rows top to bottom, 4 bytes per pixel.
///
/// This is the layout of PNG files and of pixelmatch's input. Decode PNGs into it when the exact file
/// values matter: premultiplying semi-transparent pixels loses information, straight storage does not.
public struct StraightImage: Sendable, Equatable {
    private var buffer: PixelBuffer

    /// Width in pixels.
    public var width: Int { buffer.width }
    /// Height in pixels.
    public var height: Int { buffer.height }
    /// Straight RGBA8 bytes, row-major, `width * height * 4` of them.
    public var pixels: [UInt8] { buffer.bytes }

    /// Wraps straight RGBA8 bytes.
    ///
    /// - Throws: `RasterError.invalidDimensions` or `.pixelCountMismatch` when the sizes disagree.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        buffer = try PixelBuffer(width: width, height: height, bytes: pixels)
    }

    /// Un-premultiplies an image, rounding to nearest (exactly what `PNGEncoder` stores for it).
    public init(_ image: Image) {
        buffer = PixelBuffer(unchecked: image.width, image.height,
                             convertingColorChannels(image.pixels, with: unpremultiply))
    }

    /// The colour at (x, y); `nil` outside the image (setting `nil` or outside is ignored).
    public subscript(x: Int, y: Int) -> Color? {
        get { buffer.quad(x: x, y: y).map { Color(red: $0.0, green: $0.1, blue: $0.2, alpha: $0.3) } }
        set {
            guard let color = newValue else { return }
            buffer.setQuad(x: x, y: y, (color.red, color.green, color.blue, color.alpha))
        }
    }
}
