internal import CPNG

/// Decodes PNG files through libpng's simplified API, refusing images over a pixel budget
/// **before** allocating their pixels.
///
/// Any PNG libpng reads (palette, grey, 16-bit, interlaced) comes out as 8-bit sRGB RGBA.
public struct PNGDecoder: Sendable {
    /// 50 megapixels: the default `pixelBudget`.
    public static let defaultPixelBudget = 50_000_000

    /// The largest width × height the decoder accepts.
    public var pixelBudget: Int

    /// Whether plain 8-bit RGB/RGBA files may take the libdeflate fast path (tests turn it off to compare).
    var allowsFastPath = true

    /// Creates a decoder with a pixel budget (default 50 megapixels).
    public init(pixelBudget: Int = PNGDecoder.defaultPixelBudget) {
        self.pixelBudget = pixelBudget
    }

    /// Decodes PNG bytes to a premultiplied `Image`.
    ///
    /// - Parameter input: names the bytes in errors (a file path, say).
    /// - Throws: `RasterError.corruptPNG` (with libpng's message) or `.overPixelBudget`.
    public func decode(_ bytes: [UInt8], input: String = "PNG data") throws -> Image {
        Image(try decodeStraight(bytes, input: input))
    }

    /// Decodes PNG bytes to straight RGBA exactly as stored (what pixelmatch compares).
    ///
    /// - Parameter input: names the bytes in errors (a file path, say).
    /// - Throws: `RasterError.corruptPNG` (with libpng's message) or `.overPixelBudget`.
    public func decodeStraight(_ bytes: [UInt8], input: String = "PNG data") throws -> StraightImage {
        var png = png_image()
        png.version = CPNG_IMAGE_VERSION
        defer { png_image_free(&png) }
        return try bytes.withUnsafeBytes { raw -> StraightImage in
            guard let base = raw.baseAddress, raw.count > 0 else {
                throw RasterError.corruptPNG(input: input, message: "empty input")
            }
            if allowsFastPath, let fast = try fastDecode(raw, input: input) { return fast }
            guard png_image_begin_read_from_memory(&png, base, raw.count) != 0 else {
                throw RasterError.corruptPNG(input: input, message: Self.message(of: png))
            }
            let width = Int(png.width)
            let height = Int(png.height)
            let (count, overflow) = width.multipliedReportingOverflow(by: height)
            guard !overflow, count <= pixelBudget else {
                throw RasterError.overPixelBudget(input: input, width: width, height: height, budget: pixelBudget)
            }
            guard width * 4 <= Int(Int32.max) else {
                throw RasterError.corruptPNG(input: input, message: "rows of \(width) pixels are too wide")
            }
            png.format = CPNG_FORMAT_RGBA
            var finished: Int32 = 0
            // libpng writes every byte, so the buffer is not zero-filled first.
            let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                finished = png_image_finish_read(&png, nil, buffer.baseAddress, Int32(width * 4), nil)
                if finished == 0 { buffer.initialize(repeating: 0) }
                initialized = buffer.count
            }
            guard finished != 0 else {
                throw RasterError.corruptPNG(input: input, message: Self.message(of: png))
            }
            return try StraightImage(width: width, height: height, pixels: pixels)
        }
    }

    /// Reads and decodes a PNG file to a premultiplied `Image`.
    ///
    /// - Throws: `RasterError.unreadableFile`, `.corruptPNG` or `.overPixelBudget`, naming `path`.
    public func read(contentsOf path: String) throws -> Image {
        try decode(RasterFile.read(path), input: path)
    }

    /// Reads and decodes a PNG file to straight RGBA exactly as stored.
    ///
    /// - Throws: `RasterError.unreadableFile`, `.corruptPNG` or `.overPixelBudget`, naming `path`.
    public func readStraight(contentsOf path: String) throws -> StraightImage {
        try decodeStraight(RasterFile.read(path), input: path)
    }

    /// The libdeflate fast path for plain 8-bit RGB/RGBA files (see CPNG's FastDecode.c); nil when it declines.
    private func fastDecode(_ raw: UnsafeRawBufferPointer, input: String) throws -> StraightImage? {
        let bytes = raw.bindMemory(to: UInt8.self)
        guard let base = bytes.baseAddress else { return nil }
        var width: UInt32 = 0, height: UInt32 = 0
        guard cpng_fast_probe(base, bytes.count, &width, &height) != 0 else { return nil }
        let (count, overflow) = Int(width).multipliedReportingOverflow(by: Int(height))
        guard !overflow, count <= pixelBudget else {
            throw RasterError.overPixelBudget(input: input, width: Int(width), height: Int(height), budget: pixelBudget)
        }
        var decoded: Int32 = 0
        // The buffer also holds the inflated rows, which are unfiltered in place into the first count * 4 bytes.
        let capacity = cpng_fast_buffer_size(width, height)
        let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            decoded = cpng_fast_decode_rgba8(base, bytes.count, buffer.baseAddress, capacity)
            if decoded == 0 { buffer.initialize(repeating: 0) }
            initialized = count * 4
        }
        return decoded != 0 ? try StraightImage(width: Int(width), height: Int(height), pixels: pixels) : nil
    }

    private static func message(of png: png_image) -> String {
        withUnsafeBytes(of: png.message) { raw in
            let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            return text.isEmpty ? "libpng reported no reason" : text
        }
    }
}
