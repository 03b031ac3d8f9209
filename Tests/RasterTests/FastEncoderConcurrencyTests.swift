import CPNG
import Foundation
import Testing
@testable import Raster
import Locking

/// The fast setting's own deflate encoder (CPNG/FastDeflate.c): every file must decode to exactly the input pixels
/// with libpng, with our fast path, and with zlib's own inflate (which libpng may be lenient about).
@Suite struct FastEncoderConcurrencyTests {
    /// Deterministic bytes (SplitMix64).
    struct Noise {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func image(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) throws -> StraightImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y)
                let index = (y * width + x) * 4
                bytes[index] = r; bytes[index + 1] = g; bytes[index + 2] = b; bytes[index + 3] = a
            }
        }
        return try StraightImage(width: width, height: height, pixels: bytes)
    }

    static func noise(width: Int, height: Int, opaque: Bool) throws -> StraightImage {
        var noise = Noise(state: UInt64(width * 31 + height))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: bytes.count, by: 4) {
            let value = noise.next()
            bytes[index] = UInt8(truncatingIfNeeded: value)
            bytes[index + 1] = UInt8(truncatingIfNeeded: value >> 8)
            bytes[index + 2] = UInt8(truncatingIfNeeded: value >> 16)
            bytes[index + 3] = opaque ? 255 : UInt8(truncatingIfNeeded: value >> 24)
        }
        return try StraightImage(width: width, height: height, pixels: bytes)
    }

    /// Encodes with the given thread counts and checks every file three ways; returns the files.
    @discardableResult
    static func checkRoundTrips(_ image: StraightImage, threads: [Int] = [1, 2, 3, 16],
                                sourceLocation: SourceLocation = #_sourceLocation) throws -> [[UInt8]] {
        var libpng = PNGDecoder()
        libpng.allowsFastPath = false
        let opaque = image.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 }
        let channels = opaque ? 3 : 4
        var files: [[UInt8]] = []
        for count in threads {
            let file = try PNGEncoder(compression: .fast, threads: count).encode(image)
            #expect(file[25] == (opaque ? 2 : 6), "colour type: RGB exactly for opaque images", sourceLocation: sourceLocation)
            var inflated = 0
            let ended = file.withUnsafeBufferPointer { cpng_zlib_check_idat($0.baseAddress, $0.count, &inflated) }
            #expect(ended == 1, "zlib inflates the stream to its end, Adler-32 checked", sourceLocation: sourceLocation)
            #expect(inflated == image.height * (image.width * channels + 1), sourceLocation: sourceLocation)
            #expect(try libpng.decodeStraight(file) == image, "libpng, \(count) threads", sourceLocation: sourceLocation)
            #expect(try PNGDecoder().decodeStraight(file) == image, "fast path, \(count) threads", sourceLocation: sourceLocation)
            files.append(file)
        }
        return files
    }

    @Test func noiseIsAllLiterals() throws {
        try Self.checkRoundTrips(Self.noise(width: 300, height: 260, opaque: false))
        try Self.checkRoundTrips(Self.noise(width: 301, height: 259, opaque: true))
    }

    @Test func allZeroAndOneColour() throws {
        try Self.checkRoundTrips(Self.image(width: 500, height: 600) { _, _ in (0, 0, 0, 0) })
        try Self.checkRoundTrips(Self.image(width: 499, height: 601) { _, _ in (11, 132, 255, 255) })
        try Self.checkRoundTrips(Self.image(width: 64, height: 64) { _, _ in (255, 255, 255, 255) })
    }

    @Test func thinImages() throws {
        try Self.checkRoundTrips(Self.image(width: 1, height: 700) { _, y in (UInt8(y % 7), 0, UInt8(y / 3 % 256), 255) })
        try Self.checkRoundTrips(Self.image(width: 1, height: 1) { _, _ in (1, 2, 3, 4) })
        try Self.checkRoundTrips(Self.image(width: 1, height: 1) { _, _ in (0, 0, 0, 255) })
        try Self.checkRoundTrips(Self.image(width: 777, height: 1) { x, _ in (UInt8(x / 100), 0, 0, x % 50 == 0 ? 9 : 255) })
    }

    @Test func rowsLongerThanTheDeflateWindow() throws {
        // 9001 × 4 bytes a row > 32 KB: runs of zeros and repeats within a row, noise in a few places.
        var noise = Noise(state: 7)
        try Self.checkRoundTrips(Self.image(width: 9001, height: 5) { x, y in
            if x % 997 == 0 { let v = noise.next(); return (UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8), 0, 255) }
            return y < 2 ? (10, 20, 30, 255) : (10, 20, UInt8(x / 2000 + y), 255)
        }, threads: [1, 2])
    }

    @Test func runsStraddleBandBoundaries() throws {
        // Long identical stretches across the rows where bands start (any thread count), horizontal edges whose
        // filtered pixels repeat (matches at one pixel's distance), and a few changes in between.
        let width = 640, height = 1700
        let translucent = try Self.image(width: width, height: height) { x, y in
            let edge = y % 97 == 0 && x > 20 && x < width - 20
            let dot = (x * 13 + y * 7) % 1009 == 0
            return edge ? (40, 40, 40, 200) : dot ? (UInt8(x % 256), UInt8(y % 256), 0, 128) : (0, 0, 0, 0)
        }
        let opaque = try Self.image(width: width, height: height) { x, y in
            let bubble = (y / 250) % 2 == 0 && x > 60 && x < 500
            let text = bubble && y % 25 < 9 && (x / 7) % 3 != 0
            return text ? (UInt8(20 + x % 3), 20, 20, 255) : bubble ? (233, 233, 235, 255) : (255, 255, 255, 255)
        }
        for image in [translucent, opaque] {
            let files = try Self.checkRoundTrips(image, threads: Array(1...16))
            #expect(Set(files.map { $0.count }).count > 1, "different thread counts cut different bands")
        }
    }

    @Test func sixteenBands() throws {
        // 2048 × 2100 × 4 bytes: enough rows and bytes for 16 bands. Rows from a few patterns, so that runs of
        // zeros, repeated pixels and literals all cross band boundaries.
        let width = 2048, height = 2100
        var patterns: [[UInt8]] = []
        var noise = Noise(state: 99)
        for pattern in 0..<5 {
            var row = [UInt8](repeating: 0, count: width * 4)
            for x in 0..<width where pattern > 0 && (x / 64 + pattern) % 3 != 0 {
                let value = pattern == 4 ? UInt8(truncatingIfNeeded: noise.next()) : UInt8(pattern * 50)
                row[x * 4] = value; row[x * 4 + 1] = value &+ 1; row[x * 4 + 3] = pattern == 2 ? 255 : value | 1
            }
            patterns.append(row)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height { bytes += patterns[y % 131 < 100 ? 0 : (y / 7) % 5] }
        try Self.checkRoundTrips(StraightImage(width: width, height: height, pixels: bytes), threads: [1, 9, 16])
    }

    @Test func oneTranslucentPixelMakesTheFileRGBA() throws {
        // The encoder tries RGB and checks alpha only where pixels differ from the row above: a translucent pixel
        // late in a flat area, in the last band, or in the first row must still turn the file into RGBA.
        for (tx, ty) in [(1299, 899), (650, 700), (3, 0), (0, 450), (-1, 0)] {
            let image = try Self.image(width: 1300, height: 900) { x, y in
                if tx < 0 { return y == 0 && x < 16 ? (0, 0, 0, 0) : (255, 255, 255, 255) }   // equal to "the row above"
                return x == tx && y == ty ? (200, 10, 10, 77) : y % 300 < 20 ? (11, 132, 255, 255) : (255, 255, 255, 255)
            }
            try Self.checkRoundTrips(image, threads: [1, 4])
            let premultiplied = Image(image)
            #expect(try PNGDecoder().decode(PNGEncoder(compression: .fast, threads: 4).encode(premultiplied)) == premultiplied)
        }
    }

    /// An image drawn on demand, a few rows at a time, encodes to the very bytes of the same image held whole: at
    /// every thread count (bands start mid-chunk), opaque (RGB) and translucent (RGBA, found late, so drawn twice),
    /// with the small setting too; every call asks for rows inside the image.
    @Test func imagesDrawnRowByRowEncodeLikeWholeImages() throws {
        let opaque = Image(try Self.image(width: 300, height: 1100) { x, y in
            y % 170 < 40 && x > 30 ? (UInt8(x % 200), 90, UInt8(y % 256), 255) : (250, 250, 250, 255)
        })
        let translucent = Image(try Self.image(width: 300, height: 1100) { x, y in
            x == 17 && y == 1000 ? (10, 10, 10, 100) : y % 90 < 9 ? (11, 132, 255, 255) : (255, 255, 255, 255)
        })
        for image in [opaque, translucent] {
            let source = image.pixels
            for compression in PNGCompression.allCases {
                for threads in compression == .fast ? [1, 2, 3, 7, 16] : [1] {
                    let encoder = PNGEncoder(compression: compression, threads: threads)
                    let outOfBounds = Locked(false)
                    let drawn = try encoder.encode(width: image.width, height: image.height) { rows, pixels in
                        guard rows.lowerBound >= 0, rows.upperBound <= image.height,
                              pixels.count == rows.count * image.width * 4 else {
                            outOfBounds.withLock { $0 = true }
                            return
                        }
                        pixels.copyBytes(from: source[(rows.lowerBound * image.width * 4)..<(rows.upperBound * image.width * 4)])
                    }
                    #expect(!outOfBounds.withLock { $0 })
                    #expect(drawn == (try encoder.encode(image)), "\(compression), \(threads) threads")
                    #expect(try PNGDecoder().decode(drawn) == image)
                }
            }
        }
        #expect(throws: RasterError.self) { try PNGEncoder().encode(width: 0, height: 5) { _, _ in } }
    }

    @Test func premultipliedImagesChooseTheColourType() throws {
        let opaque = Image(try Self.noise(width: 90, height: 70, opaque: true))
        let translucent = Image(try Self.noise(width: 90, height: 70, opaque: false))
        #expect(try PNGEncoder(compression: .fast).encode(opaque)[25] == 2)
        #expect(try PNGEncoder(compression: .fast).encode(translucent)[25] == 6)
        #expect(try PNGEncoder(compression: .small).encode(opaque)[25] == 6, "the small setting stays libpng's RGBA")
        #expect(try PNGDecoder().decode(PNGEncoder(compression: .fast).encode(opaque)) == opaque)
        #expect(try PNGDecoder().decode(PNGEncoder(compression: .fast).encode(translucent)) == translucent)
    }

    @Test func premultipliedPixelsAreStoredAsStraightImageRoundsThem() throws {
        // Every (channel, alpha) pair, valid (channel <= alpha) or not, in rows that differ and rows that repeat:
        // the encoder un-premultiplies where rows differ, exactly as StraightImage(_:) does.
        var bytes: [UInt8] = []
        for alpha in 0..<256 {
            for repeatRow in 0..<2 {
                for channel in 0..<256 {
                    let c: UInt8 = repeatRow == 0 ? UInt8(channel) : UInt8(255 - channel)
                    let pixel: [UInt8] = [c, UInt8(channel / 2), UInt8(255 - channel), UInt8(alpha)]
                    bytes += pixel
                }
            }
        }
        let image = try Image(width: 256, height: 512, pixels: bytes)
        let straight = StraightImage(image)
        var libpng = PNGDecoder()
        libpng.allowsFastPath = false
        for threads in [1, 3] {
            let file = try PNGEncoder(compression: .fast, threads: threads).encode(image)
            #expect(try libpng.decodeStraight(file) == straight)
            #expect(try PNGDecoder().decodeStraight(file) == straight)
        }
        let validPixels: [UInt8] = (0..<256).flatMap { (a: Int) -> [UInt8] in [UInt8(a / 3), UInt8(a / 2), UInt8(a), UInt8(a)] }
        let valid = try Image(width: 256, height: 1, pixels: validPixels)
        #expect(try PNGDecoder().decode(PNGEncoder(compression: .fast).encode(valid)) == valid)
    }

    @Test func shippedChatScreenshotsRoundTrip() throws {
        let chats = FastDecodeTests.pngs.filter { $0.contains("/rendered/chats/") }
        #expect(chats.count >= 2)
        for path in chats.prefix(2) {
            let image = try PNGDecoder().readStraight(contentsOf: path)
            let files = try Self.checkRoundTrips(image, threads: [1, 2, 5])
            #expect(files[0].count < image.pixels.count / 20, "\(path): a chat screenshot compresses well")
        }
    }

    @Test func opacityIsCheckedInEveryPixel() throws {
        for count in [0, 1, 2, 3, 63, 64, 65, 129, 1000] {
            var bytes = [UInt8](repeating: 255, count: count * 4)
            #expect(bytes.withUnsafeBytes { alphaIsOpaque($0) })
            for pixel in [0, count / 2, count - 1] where pixel >= 0 && pixel < count {
                bytes[pixel * 4 + 3] = 254
                #expect(!bytes.withUnsafeBytes { alphaIsOpaque($0) }, "\(count) pixels, pixel \(pixel)")
                bytes[pixel * 4 + 3] = 255
                bytes[pixel * 4] = 0
                #expect(bytes.withUnsafeBytes { alphaIsOpaque($0) })
            }
        }
    }

    @Test func impossibleSizesFailWithoutReading() {
        var buffer = cpng_buffer()
        #expect(cpng_encode_fast(nil, 0, 10, 0, 4, 0, 1, &buffer) == 0)
        #expect(cpng_encode_fast(nil, 10, 0, 40, 4, 1, 1, &buffer) == 0)
        #expect(cpng_encode_fast(nil, 0x2000_0000, 1, 0, 4, 0, 1, &buffer) == 0)
        #expect(cpng_encode_fast(nil, 1, 1, 4, 5, 0, 1, &buffer) == 0)
        #expect(buffer.data == nil && buffer.size == 0)
    }

    @Test func brokenStreamsFailTheZlibCheck() throws {
        var file = try PNGEncoder(compression: .fast).encode(Self.noise(width: 40, height: 40, opaque: false))
        var inflated = 0
        #expect(file.withUnsafeBufferPointer { cpng_zlib_check_idat($0.baseAddress, $0.count, &inflated) } == 1)
        // The Adler-32 is the IDAT's last 4 bytes, before its CRC and the 12-byte IEND.
        file[file.count - 12 - 4 - 1] ^= 1
        #expect(file.withUnsafeBufferPointer { cpng_zlib_check_idat($0.baseAddress, $0.count, &inflated) } == 0)
    }
}
