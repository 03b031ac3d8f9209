/// The storage shared by `Image` and `StraightImage`: validated RGBA8 bytes, row-major.
struct PixelBuffer: Sendable, Equatable {
    let width: Int
    let height: Int
    var bytes: [UInt8]

    /// Wraps bytes after checking that they hold exactly width × height × 4.
    init(width: Int, height: Int, bytes: [UInt8]) throws {
        let expected = try byteCount(width: width, height: height)
        guard bytes.count == expected else {
            throw RasterError.pixelCountMismatch(width: width, height: height,
                                                 expectedBytes: expected, actualBytes: bytes.count)
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Wraps bytes already known to fit (conversions of another buffer).
    init(unchecked width: Int, _ height: Int, _ bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The four bytes at (x, y), or nil outside.
    func quad(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let index = (y * width + x) * 4
        return (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3])
    }

    /// Sets the four bytes at (x, y); ignored outside.
    mutating func setQuad(x: Int, y: Int, _ quad: (UInt8, UInt8, UInt8, UInt8)) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let index = (y * width + x) * 4
        bytes[index] = quad.0
        bytes[index + 1] = quad.1
        bytes[index + 2] = quad.2
        bytes[index + 3] = quad.3
    }
}
