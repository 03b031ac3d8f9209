internal import CPNG
import Foundation

/// How `PNGEncoder` trades speed for file size.
public enum PNGCompression: String, Sendable, CaseIterable {
    /// Our own deflate (CPNG's FastDeflate.c): `Up` row filter, runs of zeros and repeated pixels as matches,
    /// dynamic Huffman blocks, in horizontal bands on every core; opaque images are written as RGB. About 2.5 ms
    /// for a 1170×2532 chat screenshot on two cores and 4 on one (zlib level 1 took 12.5 and 23), files about 5 %
    /// larger than `.small`'s.
    case fast
    /// libpng's simplified writer with its defaults (zlib level 6, adaptive row filters): smaller files.
    case small
}

/// Encodes images as 8-bit RGBA PNG files with straight alpha and an sRGB chunk (the fast setting writes an image
/// whose pixels are all opaque as 8-bit RGB).
public struct PNGEncoder: Sendable {
    /// The speed / size trade-off.
    public var compression: PNGCompression
    /// How many threads the fast setting deflates with at most (one band of rows each, at least 64 rows and 1 MB of pixels).
    public var threads: Int

    /// Creates an encoder (fast by default, deflating on up to `threads` cores — all of them by default).
    public init(compression: PNGCompression = .fast, threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.compression = compression
        self.threads = threads
    }

    /// Encodes a premultiplied image (un-premultiplying it, rounded to nearest).
    ///
    /// - Throws: `RasterError.encodingFailed` for an empty image or a libpng failure.
    public func encode(_ image: Image, input: String = "image") throws -> [UInt8] {
        // The fast encoder reads premultiplied pixels itself (un-premultiplying only where rows differ) and writes
        // an opaque image as RGB.
        if compression == .fast, image.width > 0, image.height > 0 {
            return try encodeFast(pixels: image.pixels, width: image.width, height: image.height, premultiplied: true,
                                  input: input)
        }
        return try encode(StraightImage(image), input: input)
    }

    /// Encodes a straight-alpha image as stored.
    ///
    /// - Throws: `RasterError.encodingFailed` for an empty image or a libpng failure.
    public func encode(_ image: StraightImage, input: String = "image") throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw RasterError.encodingFailed(
                input: input, message: "a PNG needs at least one pixel, the image is \(image.width)×\(image.height)")
        }
        guard image.width <= Int(UInt32.max), image.height <= Int(UInt32.max),
              image.width * 4 <= Int(Int32.max) else {
            throw RasterError.encodingFailed(input: input, message: "\(image.width)×\(image.height) is too large for PNG")
        }
        switch compression {
        case .fast:
            return try encodeFast(pixels: image.pixels, width: image.width, height: image.height, premultiplied: false,
                                  input: input)
        case .small: return try encodeSimplified(image, input: input)
        }
    }

    /// Encodes a premultiplied image and writes it atomically (temporary file + rename).
    ///
    /// - Throws: `RasterError.encodingFailed` or `.unwritableFile` naming `path`.
    public func write(_ image: Image, to path: String) throws {
        try RasterFile.writeAtomically(encode(image, input: path), to: path)
    }

    /// Encodes a straight-alpha image and writes it atomically (temporary file + rename).
    ///
    /// - Throws: `RasterError.encodingFailed` or `.unwritableFile` naming `path`.
    public func write(_ image: StraightImage, to path: String) throws {
        try RasterFile.writeAtomically(encode(image, input: path), to: path)
    }

    /// RGB when every pixel is opaque, else RGBA; `premultiplied`: the pixels are, and are stored straight.
    private func encodeFast(pixels: [UInt8], width: Int, height: Int, premultiplied: Bool, input: String) throws -> [UInt8] {
        guard width <= Int(UInt32.max), height <= Int(UInt32.max), width * 4 <= Int(Int32.max) else {
            throw RasterError.encodingFailed(input: input, message: "\(width)×\(height) is too large for PNG")
        }
        var buffer = cpng_buffer()
        defer { cpng_buffer_free(&buffer) }
        let threads = Int32(min(max(self.threads, 1), 16))
        let ok = pixels.withUnsafeBufferPointer { pixels in
            cpng_encode_fast(pixels.baseAddress, UInt32(width), UInt32(height), width * 4, 0, premultiplied ? 1 : 0,
                             threads, &buffer)
        }
        guard ok != 0, let data = buffer.data else {
            throw RasterError.encodingFailed(input: input, message: "out of memory for a \(width)×\(height) PNG")
        }
        return Array(UnsafeBufferPointer(start: data, count: buffer.size))
    }

    private func encodeSimplified(_ image: StraightImage, input: String) throws -> [UInt8] {
        let raw = image.height * (image.width * 4 + 1)
        var capacity = raw + raw / 64 + (raw / 8192 + 1) * 12 + 4096
        for _ in 0..<2 {
            var png = png_image()
            png.version = CPNG_IMAGE_VERSION
            png.width = UInt32(image.width)
            png.height = UInt32(image.height)
            png.format = CPNG_FORMAT_RGBA
            var output = [UInt8](repeating: 0, count: capacity)
            var size = capacity
            let ok = output.withUnsafeMutableBytes { memory in
                image.pixels.withUnsafeBytes { pixels in
                    png_image_write_to_memory(&png, memory.baseAddress, &size, 0,
                                              pixels.baseAddress, Int32(image.width * 4), nil)
                }
            }
            let reason = withUnsafeBytes(of: png.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            png_image_free(&png)
            if ok != 0 {
                output.removeSubrange(size...)
                return output
            }
            guard size > capacity else {
                throw RasterError.encodingFailed(input: input, message: reason.isEmpty ? "libpng failed" : reason)
            }
            capacity = size
        }
        throw RasterError.encodingFailed(input: input, message: "encoded size kept growing")
    }
}
