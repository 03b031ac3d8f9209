import CPixels
import Raster

/// Images at pixel offsets over a background colour, composited back to front on demand: any band of rows at a
/// time, so that a PNG encoder can deflate each band while it is still in cache and the whole picture never has to
/// exist in memory (a chat screen is its cells' images laid over its background).
public struct LayeredImage: Sendable {
    /// One image with its top-left pixel at (`x`, `y`) (it may reach past the edges: what lies outside is cut).
    public struct Layer: Sendable {
        /// The image (premultiplied).
        public var image: Image
        /// The column of its left edge.
        public var x: Int
        /// The row of its top edge.
        public var y: Int

        /// A layer.
        public init(image: Image, x: Int, y: Int) {
            self.image = image
            self.x = x
            self.y = y
        }
    }

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The colour under every layer (premultiplied).
    public let background: Image.Pixel
    /// The layers, back to front.
    public let layers: [Layer]

    /// A picture of `width` × `height` pixels.
    public init(width: Int, height: Int, background: Image.Pixel, layers: [Layer]) {
        self.width = width
        self.height = height
        self.background = background
        self.layers = layers
    }

    /// Fills `pixels` (rows `rows` of the picture, `width * 4` bytes each, one after another) with the background and
    /// blends the layers' parts in those rows onto it, "source over": each channel
    /// `source + target × (255 − source alpha) / 255`, rounded, eight pixels a step.
    public func draw(_ rows: Range<Int>, into pixels: UnsafeMutableRawBufferPointer) {
        guard let target = pixels.baseAddress, !rows.isEmpty else { return }
        let word = UInt32(littleEndian: UInt32(background.red) | UInt32(background.green) << 8
                                        | UInt32(background.blue) << 16 | UInt32(background.alpha) << 24)
        target.initializeMemory(as: UInt32.self, repeating: word, count: rows.count * width)
        let bytes = target.assumingMemoryBound(to: UInt8.self)
        for layer in layers {
            let x0 = max(0, layer.x), x1 = min(width, layer.x + layer.image.width)
            let y0 = max(rows.lowerBound, layer.y), y1 = min(rows.upperBound, layer.y + layer.image.height)
            guard x1 > x0, y1 > y0 else { continue }
            let sourceWidth = layer.image.width
            layer.image.withUnsafeBytes { source in
                guard let from = source.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                for row in y0..<y1 {
                    cpx_source_over_row(from + ((row - layer.y) * sourceWidth + (x0 - layer.x)) * 4,
                                        bytes + ((row - rows.lowerBound) * width + x0) * 4, x1 - x0)
                }
            }
        }
    }

    /// The whole picture as one image (check its size against a pixel budget first).
    ///
    /// - Throws: `RasterError` when the image cannot be made.
    public func image() throws -> Image {
        let count = width * height * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            draw(0..<height, into: UnsafeMutableRawBufferPointer(buffer))
            initialized = count
        }
        return try Image(width: width, height: height, pixels: pixels)
    }
}
