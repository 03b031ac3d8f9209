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

    /// Encodes a premultiplied image that is drawn a few rows at a time as it is compressed, so that it is never held
    /// whole in memory and each row is still in cache when it is deflated (a chat screen composited from its cells).
    ///
    /// `drawRows(rows, pixels)` sets every byte of `pixels`: the premultiplied RGBA8 pixels of image rows `rows`,
    /// `width * 4` bytes a row, one row after another. With `.fast`, it is called from up to `threads` threads at
    /// once for different rows, in chunks of a few rows, and may be called again for rows it drew before; with
    /// `.small`, once for all rows. The output is the same as encoding the whole image.
    ///
    /// ```swift
    /// let png = try PNGEncoder().encode(width: 1170, height: 2532) { rows, pixels in
    ///     pixels.initializeMemory(as: UInt32.self, repeating: 0xFFFF_FFFF)  // white
    /// }
    /// ```
    ///
    /// - Throws: `RasterError.encodingFailed` for an empty or too large image, or when out of memory.
    public func encode(width: Int, height: Int, input: String = "image",
                       drawingRows drawRows: @Sendable (_ rows: Range<Int>, _ pixels: UnsafeMutableRawBufferPointer) -> Void)
        throws -> [UInt8] {
        guard width > 0, height > 0 else {
            throw RasterError.encodingFailed(input: input, message: "a PNG needs at least one pixel, the image is \(width)×\(height)")
        }
        guard compression == .fast else {
            let count = try byteCount(width: width, height: height)
            let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                drawRows(0..<height, UnsafeMutableRawBufferPointer(buffer))
                initialized = count
            }
            return try encode(Image(width: width, height: height, pixels: pixels), input: input)
        }
        return try withoutActuallyEscaping(drawRows) { drawRows in
            let source = RowSource(draw: drawRows)
            return try encodeFast(width: width, height: height, premultiplied: true, input: input) { threads, buffer in
                cpng_encode_fast_rows({ context, first, rows, pixels, stride in
                    guard let context, let pixels else { return }
                    let source = Unmanaged<RowSource>.fromOpaque(context).takeUnretainedValue()
                    source.draw(Int(first)..<Int(first) + Int(rows), UnsafeMutableRawBufferPointer(start: pixels, count: Int(rows) * stride))
                }, Unmanaged.passUnretained(source).toOpaque(), UInt32(width), UInt32(height), 0, 1, threads, &buffer)
            }
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
        try encodeFast(width: width, height: height, premultiplied: premultiplied, input: input) { threads, buffer in
            pixels.withUnsafeBufferPointer { pixels in
                cpng_encode_fast(pixels.baseAddress, UInt32(width), UInt32(height), width * 4, 0, premultiplied ? 1 : 0,
                                 threads, &buffer)
            }
        }
    }

    /// Checks the size, runs one of CPNG's fast encoders (`encode(threads, &buffer)`, non-zero on success) and
    /// returns the file it wrote.
    private func encodeFast(width: Int, height: Int, premultiplied: Bool, input: String,
                            _ encode: (Int32, inout cpng_buffer) -> Int32) throws -> [UInt8] {
        guard width <= Int(UInt32.max), height <= Int(UInt32.max), width * 4 <= Int(Int32.max) else {
            throw RasterError.encodingFailed(input: input, message: "\(width)×\(height) is too large for PNG")
        }
        var buffer = cpng_buffer()
        defer { cpng_buffer_free(&buffer) }
        let ok = encode(Int32(min(max(threads, 1), 16)), &buffer)
        guard ok != 0, let data = buffer.data else {
            throw RasterError.encodingFailed(input: input, message: "out of memory for a \(width)×\(height) PNG")
        }
        return Array(UnsafeBufferPointer(start: data, count: buffer.size))
    }

    private func encodeSimplified(_ image: StraightImage, input: String) throws -> [UInt8] {
        guard let stride = PNGRowStride.bytes(forWidth: image.width) else {
            throw RasterError.encodingFailed(input: input, message: "rows of \(image.width) pixels are too wide for libpng")
        }
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
                                              pixels.baseAddress, stride, nil)
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

/// The row-drawing closure of `encode(width:height:input:drawingRows:)`, passed to C as the source's context.
private final class RowSource: Sendable {
    let draw: @Sendable (Range<Int>, UnsafeMutableRawBufferPointer) -> Void
    init(draw: @escaping @Sendable (Range<Int>, UnsafeMutableRawBufferPointer) -> Void) { self.draw = draw }
}
