/// An RGBA8 image in memory with **premultiplied** alpha, rows top to bottom, 4 bytes per pixel.
///
/// This is what renderers draw into. PNG files hold straight alpha; `PNGDecoder` and `PNGEncoder`
/// convert. Use `StraightImage` when the exact straight values of a file matter (image diffs).
public struct Image: Sendable, Equatable {
    /// One premultiplied pixel: each colour channel is already scaled by `alpha`.
    public struct Pixel: Sendable, Hashable {
        /// Premultiplied red.
        public var red: UInt8
        /// Premultiplied green.
        public var green: UInt8
        /// Premultiplied blue.
        public var blue: UInt8
        /// Alpha, 0…255.
        public var alpha: UInt8

        /// Creates a pixel from premultiplied components (callers keep each channel ≤ alpha).
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// The straight-alpha colour of this pixel (rounded to nearest; transparent → `.clear`).
        public var color: Color {
            Color(red: unpremultiply(red, alpha), green: unpremultiply(green, alpha),
                  blue: unpremultiply(blue, alpha), alpha: alpha)
        }
    }

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Premultiplied RGBA8 bytes, row-major, `width * height * 4` of them.
    public private(set) var pixels: [UInt8]

    /// Wraps premultiplied RGBA8 bytes.
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

    /// Creates an image filled with one colour (transparent by default).
    ///
    /// - Throws: `RasterError.invalidDimensions` for negative or overflowing sizes.
    public init(width: Int, height: Int, fill: Color = .clear) throws {
        let count = try byteCount(width: width, height: height)
        let pixel = fill.premultiplied
        var bytes = [UInt8](repeating: 0, count: count)
        if pixel != Pixel(red: 0, green: 0, blue: 0, alpha: 0) {
            for index in stride(from: 0, to: count, by: 4) {
                bytes[index] = pixel.red
                bytes[index + 1] = pixel.green
                bytes[index + 2] = pixel.blue
                bytes[index + 3] = pixel.alpha
            }
        }
        self.width = width
        self.height = height
        self.pixels = bytes
    }

    /// Premultiplies a straight-alpha image (lossless for opaque pixels).
    public init(_ straight: StraightImage) {
        width = straight.width
        height = straight.height
        pixels = premultiplied(straight.pixels)
    }

    /// Whether (x, y) lies inside the image.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// The premultiplied pixel at (x, y); `nil` outside the image.
    public subscript(x: Int, y: Int) -> Pixel? {
        get {
            guard contains(x: x, y: y) else { return nil }
            let index = (y * width + x) * 4
            return Pixel(red: pixels[index], green: pixels[index + 1],
                         blue: pixels[index + 2], alpha: pixels[index + 3])
        }
        set {
            guard contains(x: x, y: y), let pixel = newValue else { return }
            let index = (y * width + x) * 4
            pixels[index] = pixel.red
            pixels[index + 1] = pixel.green
            pixels[index + 2] = pixel.blue
            pixels[index + 3] = pixel.alpha
        }
    }

    /// The straight-alpha colour at (x, y); `nil` outside the image.
    public func color(x: Int, y: Int) -> Color? {
        self[x, y]?.color
    }

    /// Sets the pixel at (x, y) to a straight-alpha colour (premultiplying it); ignored outside the image.
    public mutating func setColor(_ color: Color, x: Int, y: Int) {
        self[x, y] = color.premultiplied
    }
}
