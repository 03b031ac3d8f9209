internal import CPNG
import FileAccess

/// Decodes PNG files through libpng's simplified API, refusing images over a pixel budget
/// **before** allocating their pixels.
///
/// Any PNG libpng reads (palette, grey, 16-bit, interlaced) comes out as 8-bit sRGB RGBA. Files are read under a
/// `FilePolicy` (regular files only, size-capped, optionally confined to folders), and a file's header is read and
/// checked — PNG signature, size within the pixel budget — before its body.
public struct PNGDecoder: Sendable {
    /// 50 megapixels: the default `pixelBudget`.
    public static let defaultPixelBudget = 50_000_000
    /// 256 MiB: the default largest file `read(contentsOf:)` reads.
    public static let defaultMaximumFileBytes = 256 << 20

    /// The largest width × height the decoder accepts.
    public var pixelBudget: Int
    /// Which files `read(contentsOf:)` and `readStraight(contentsOf:)` may open, and how large they may be.
    public var filePolicy: FilePolicy

    /// Whether plain 8-bit RGB/RGBA files may take the libdeflate fast path (tests turn it off to compare).
    package var allowsFastPath = true

    /// Creates a decoder with a pixel budget (default 50 megapixels) and the files it may read (default: regular
    /// files anywhere, up to 256 MiB).
    public init(pixelBudget: Int = PNGDecoder.defaultPixelBudget,
                filePolicy: FilePolicy = .anywhere(maximumBytes: PNGDecoder.defaultMaximumFileBytes)) {
        self.pixelBudget = pixelBudget
        self.filePolicy = filePolicy
    }

    /// Decodes PNG bytes to a premultiplied `Image`.
    ///
    /// - Parameters:
    ///   - bytes: the PNG file's bytes.
    ///   - input: names the bytes in errors (a file path, say).
    /// - Throws: `RasterError.corruptPNG` (with libpng's message) or `.overPixelBudget`.
    public func decode(_ bytes: [UInt8], input: String = "PNG data") throws -> Image {
        Image(try decodeStraight(bytes, input: input))
    }

    /// Decodes PNG bytes to straight RGBA exactly as stored (what pixelmatch compares).
    ///
    /// - Parameters:
    ///   - bytes: the PNG file's bytes.
    ///   - input: names the bytes in errors (a file path, say).
    /// - Throws: `RasterError.corruptPNG` (with libpng's message) or `.overPixelBudget`.
    public func decodeStraight(_ bytes: [UInt8], input: String = "PNG data") throws -> StraightImage {
        var png = png_image()
        png.version = CPNG_IMAGE_VERSION
        defer { png_image_free(&png) }
        return try bytes.withUnsafeBytes { raw -> StraightImage in
            guard let base = raw.baseAddress, raw.count > 0 else {
                throw RasterError.corruptPNG(input: input, message: "empty input")
            }
            try PNGChunkLengths.check(raw, input: input)
            if allowsFastPath, let fast = try fastDecode(raw, input: input) { return fast }
            try checkInflatedSize(raw, input: input)
            if let sixteen = try decode16(raw, input: input) { return sixteen }
            guard png_image_begin_read_from_memory(&png, base, raw.count) != 0 else {
                throw RasterError.corruptPNG(input: input, message: Self.message(of: png))
            }
            let width = Int(png.width)
            let height = Int(png.height)
            let count = try PixelBudget.check(width: width, height: height, budget: pixelBudget, input: input)
            guard let stride = PNGRowStride.bytes(forWidth: width) else {
                throw RasterError.corruptPNG(input: input, message: "rows of \(width) pixels are too wide")
            }
            png.format = CPNG_FORMAT_RGBA
            var finished: Int32 = 0
            // libpng writes every byte, so the buffer is not zero-filled first.
            let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                finished = png_image_finish_read(&png, nil, buffer.baseAddress, stride, nil)
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
    /// - Throws: `RasterError.unreadableFile` (also for a file the `filePolicy` refuses: outside the allowed folders,
    ///   not a regular file, too large), `.corruptPNG` or `.overPixelBudget`, naming `path`.
    public func read(contentsOf path: String) throws -> Image {
        try decode(bytes(contentsOf: path), input: path)
    }

    /// Reads and decodes a PNG file to a premultiplied `Image`, or takes it from `cache` when the file opened (under
    /// the file policy, its header checked against the pixel budget, as always) is the one decoded before: the same
    /// device, inode, size and modification time. A miss decodes the file and keeps the image in `cache`.
    ///
    /// - Throws: as ``read(contentsOf:)``.
    public func read(contentsOf path: String, cache: DecodedImageCache?) throws -> Image {
        guard let cache else { return try read(contentsOf: path) }
        return try withCheckedFile(path) { file, header in
            let key = DecodedImageCache.Key(identity: file.identity, size: file.size, modificationTime: file.modificationTime)
            if let image = cache.image(for: key) { return image }
            let bytes: [UInt8]
            do throws(FileAccessError) { bytes = try file.readToEnd(after: header) } catch { throw RasterError(error) }
            let image = try decode(bytes, input: path)
            cache.insert(image, for: key)
            return image
        }
    }

    /// Reads and decodes a PNG file to straight RGBA exactly as stored.
    ///
    /// - Throws: as ``read(contentsOf:)``.
    public func readStraight(contentsOf path: String) throws -> StraightImage {
        try decodeStraight(bytes(contentsOf: path), input: path)
    }

    /// The width and height a PNG file's header claims, read from its first 33 bytes under the file policy (to check
    /// a budget for several images before decoding any of them).
    ///
    /// - Throws: `RasterError.unreadableFile` or `.corruptPNG` naming `path`.
    public func imageSize(contentsOf path: String) throws -> (width: Int, height: Int) {
        let file: UntrustedFile
        do throws(FileAccessError) { file = try filePolicy.open(path) } catch { throw RasterError(error) }
        let header: [UInt8]
        do throws(FileAccessError) { header = try file.read(upTo: PNGHeader.byteCount) } catch { throw RasterError(error) }
        let size = try PNGHeader(header, input: path)
        return (size.width, size.height)
    }

    /// How many bytes past the image's own size (filter bytes included) a zlib stream may inflate to before the file
    /// is refused: 64 KiB. Anything further is a decompression bomb or garbage, and inflating it is never needed.
    public static let inflateSlack = 64 << 10

    /// Refuses a file whose image data inflates to more than its image plus `inflateSlack`, before libpng sees it:
    /// libpng inflates every byte of the stream, even after the image is complete (48 GiB of zeros took minutes).
    private func checkInflatedSize(_ raw: UnsafeRawBufferPointer, input: String) throws {
        let bytes = raw.bindMemory(to: UInt8.self)
        guard let base = bytes.baseAddress, let header = try? PNGHeader(bytes, input: input),
              let expected = header.inflatedByteCount else { return }  // libpng reports what is wrong
        var inflated = 0
        let (limit, overflow) = expected.addingReportingOverflow(Self.inflateSlack)
        guard !overflow, cpng_idat_inflates_within(base, bytes.count, limit, &inflated) == 0 else { return }
        throw RasterError.corruptPNG(
            input: input,
            message: "its compressed image data inflates to more than the \(expected) bytes a \(header.width)×\(header.height) "
                + "image needs (over \(inflated) bytes when decoding stopped): a decompression bomb or data after the image")
    }

    /// The size the PNG file at `path` declares in its header (read under the file policy; nothing is decoded).
    ///
    /// - Throws: `RasterError` when the file cannot be read or does not start like a PNG.
    public func size(contentsOf path: String) throws -> (width: Int, height: Int) {
        let file: UntrustedFile
        do throws(FileAccessError) { file = try filePolicy.open(path) } catch { throw RasterError(error) }
        let header: [UInt8]
        do throws(FileAccessError) { header = try file.read(upTo: PNGHeader.byteCount) } catch { throw RasterError(error) }
        let size = try PNGHeader(header, input: path)
        return (size.width, size.height)
    }

    /// The bytes of the PNG file at `path`, allowed by the file policy, its header checked before the rest is read
    /// (a 2 GB file that is not a PNG, or claims too many pixels, costs 33 bytes of reading). Decode them with
    /// ``decodeStraight(_:input:)``; reading first lets a caller compare two files' bytes before decoding either.
    ///
    /// - Throws: `RasterError.unreadableFile`, `.corruptPNG` or `.overPixelBudget`, naming `path`.
    public func bytes(contentsOf path: String) throws -> [UInt8] {
        try withCheckedFile(path) { file, header in
            do throws(FileAccessError) { return try file.readToEnd(after: header) } catch { throw RasterError(error) }
        }
    }

    /// Opens `path` under the file policy, reads its header and checks it against the pixel budget, then gives `body`
    /// the open file and the header bytes read.
    private func withCheckedFile<R>(_ path: String, _ body: (borrowing UntrustedFile, [UInt8]) throws -> R) throws -> R {
        let file: UntrustedFile
        do throws(FileAccessError) { file = try filePolicy.open(path) } catch { throw RasterError(error) }
        let header: [UInt8]
        do throws(FileAccessError) { header = try file.read(upTo: PNGHeader.byteCount) } catch { throw RasterError(error) }
        let size = try PNGHeader(header, input: path)
        try PixelBudget.check(width: size.width, height: size.height, budget: pixelBudget, input: path)
        return try body(file, header)
    }

    /// The libdeflate fast path for plain 8-bit RGB/RGBA files (see CPNG's FastDecode.c); nil when it declines.
    private func fastDecode(_ raw: UnsafeRawBufferPointer, input: String) throws -> StraightImage? {
        let bytes = raw.bindMemory(to: UInt8.self)
        guard let base = bytes.baseAddress else { return nil }
        var width: UInt32 = 0, height: UInt32 = 0
        guard cpng_fast_probe(base, bytes.count, &width, &height) != 0 else { return nil }
        let count = try PixelBudget.check(width: Int(width), height: Int(height), budget: pixelBudget, input: input)
        var decoded: Int32 = 0
        // The buffer also holds the inflated rows, which are unfiltered in place into the first count * 4 bytes.
        let capacity = cpng_fast_buffer_size(width, height)
        let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            cpng_prefer_huge_pages(buffer.baseAddress, capacity)
            decoded = cpng_fast_decode_rgba8(base, bytes.count, buffer.baseAddress, capacity)
            if decoded == 0 { buffer.initialize(repeating: 0) }
            initialized = count * 4
        }
        return decoded != 0 ? try StraightImage(width: Int(width), height: Int(height), pixels: pixels) : nil
    }

    /// 16-bit files, read as pngjs reads them (CPNG's Decode16.c); nil for other depths.
    private func decode16(_ raw: UnsafeRawBufferPointer, input: String) throws -> StraightImage? {
        let bytes = raw.bindMemory(to: UInt8.self)
        guard let base = bytes.baseAddress, let header = try? PNGHeader(bytes, input: input), header.bitDepth == 16 else {
            return nil
        }
        let count = try PixelBudget.check(width: header.width, height: header.height, budget: pixelBudget, input: input)
        guard header.width <= 1_000_000, header.height <= 1_000_000 else { return nil }  // libpng's limits: it says so
        var message = [CChar](repeating: 0, count: 256)
        var decoded: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            decoded = cpng_decode16_rgba8(base, bytes.count, buffer.baseAddress, count * 4, &message, message.count)
            if decoded == 0 { buffer.initialize(repeating: 0) }
            initialized = count * 4
        }
        guard decoded != 0 else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RasterError.corruptPNG(input: input, message: text.isEmpty ? "libpng reported no reason" : text)
        }
        return try StraightImage(width: header.width, height: header.height, pixels: pixels)
    }

    private static func message(of png: png_image) -> String {
        withUnsafeBytes(of: png.message) { raw in
            let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            return text.isEmpty ? "libpng reported no reason" : text
        }
    }
}
