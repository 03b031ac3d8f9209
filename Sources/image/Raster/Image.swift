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

    private var buffer: PixelBuffer

    /// Width in pixels.
    public var width: Int { buffer.width }
    /// Height in pixels.
    public var height: Int { buffer.height }
    /// Premultiplied RGBA8 bytes, row-major, `width * height * 4` of them.
    public var pixels: [UInt8] { buffer.bytes }

    /// Wraps premultiplied RGBA8 bytes.
    ///
    /// - Throws: `RasterError.invalidDimensions` or `.pixelCountMismatch` when the sizes disagree.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        buffer = try PixelBuffer(width: width, height: height, bytes: pixels)
    }

    /// Creates an image filled with one colour (transparent by default).
    ///
    /// - Throws: `RasterError.invalidDimensions` for negative sizes, `.overPixelBudget` for more than `pixelBudget`
    ///   pixels (`PixelBudget.standard` by default).
    public init(width: Int, height: Int, fill: Color = .clear, pixelBudget: Int = PixelBudget.standard) throws {
        try PixelBudget.check(width: width, height: height, budget: pixelBudget, input: "image")
        let count = try byteCount(width: width, height: height)
        let pixel = fill.premultiplied
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { storage, initialized in
            // One 32-bit store a pixel: the four bytes in memory order, whatever the machine's byte order.
            let word = UInt32(littleEndian: UInt32(pixel.red) | UInt32(pixel.green) << 8 | UInt32(pixel.blue) << 16
                                             | UInt32(pixel.alpha) << 24)
            if let base = storage.baseAddress {
                PagePopulation.populate(base, byteCount: count)
                UnsafeMutableRawPointer(base).initializeMemory(as: UInt32.self, repeating: word, count: count / 4)
            }
            initialized = count
        }
        buffer = PixelBuffer(unchecked: width, height, bytes)
    }

    /// Premultiplies a straight-alpha image (lossless for opaque pixels).
    public init(_ straight: StraightImage) {
        buffer = PixelBuffer(unchecked: straight.width, straight.height,
                             convertingColorChannels(straight.pixels, with: premultiply))
    }

    /// Whether (x, y) lies inside the image.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// The premultiplied pixel at (x, y); `nil` outside the image (setting `nil` or outside is ignored).
    public subscript(x: Int, y: Int) -> Pixel? {
        get { buffer.quad(x: x, y: y).map { Pixel(red: $0.0, green: $0.1, blue: $0.2, alpha: $0.3) } }
        set {
            guard let pixel = newValue else { return }
            buffer.setQuad(x: x, y: y, (pixel.red, pixel.green, pixel.blue, pixel.alpha))
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

    /// Whether every pixel has alpha 255 (then premultiplied and straight pixels are the same bytes).
    public var isOpaque: Bool {
        withUnsafeBytes { alphaIsOpaque($0) }
    }

    /// Calls `body` with the premultiplied RGBA8 bytes (row-major, `width * 4` bytes per row) for reading.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try buffer.bytes.withUnsafeBytes(body)
    }

    /// Calls `body` with the premultiplied RGBA8 bytes (row-major, `width * 4` bytes per row) to change them in
    /// place: the fast path for renderers that blend many pixels. Keep every colour channel ≤ its alpha.
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try buffer.bytes.withUnsafeMutableBytes(body)
    }
}

/// Whether every fourth byte (the alpha of RGBA8 pixels) of `bytes` is 255: two pixels a word, 64 words between
/// early exits, so that the loop vectorizes.
func alphaIsOpaque(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let words = bytes.count / 8
    var word = 0
    while word < words {
        let end = min(word + 64, words)
        var all = UInt64.max
        while word < end {
            all &= UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
            word += 1
        }
        if all | 0x00FF_FFFF_00FF_FFFF != UInt64.max { return false }
    }
    var index = words * 8 + 3
    while index < bytes.count {
        if bytes[index] != 255 { return false }
        index += 4
    }
    return true
}
