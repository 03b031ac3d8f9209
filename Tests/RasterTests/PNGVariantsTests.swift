import Foundation
@testable import Raster
import Testing
import TestSupport

/// 16-bit, interlaced and over-long PNGs (issue 23), built byte by byte by `PNGFileBuilder`.
@Suite struct PNGVariantsTests {
    /// Both decoder paths: the libdeflate fast path where it applies, and libpng alone.
    static let decoders: [PNGDecoder] = {
        var slow = PNGDecoder()
        slow.allowsFastPath = false
        return [PNGDecoder(), slow]
    }()

    /// Deterministic pseudo-random bytes (a 32-bit LCG), so failures reproduce.
    static func bytes(_ count: Int, seed: UInt32) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(state >> 24)
        }
    }

    /// pngjs's `scaleDepth` for 16-bit samples: Math.floor(v * 255 / 65535 + 0.5).
    static func pngjs(_ value: UInt16) -> UInt8 {
        UInt8((Double(value) * 255 / 65535 + 0.5).rounded(.down))
    }

    @Test func sixteenBitHoldingAnEightBitImageDecodesToIt() throws {
        let (width, height) = (37, 23)
        let eight = Self.bytes(width * height * 4, seed: 7).map(UInt16.init)
        let png8 = PNGFileBuilder.png(width: width, height: height, bitDepth: 8, colorType: 6, samples: eight)
        let png16 = PNGFileBuilder.png(width: width, height: height, bitDepth: 16, colorType: 6, samples: eight.map { $0 * 257 })
        for decoder in Self.decoders {
            let expected = try decoder.decodeStraight(png8)
            #expect(expected.pixels == eight.map { UInt8($0) })
            #expect(try decoder.decodeStraight(png16, input: "16-bit") == expected)
        }
    }

    /// Every 16-bit grey value, and RGBA with every kind of alpha, read as pngjs reads them (issue 23: libpng's
    /// simplified API took untagged 16-bit data as linear; 86 % of the pixels of the v × 257 image differed).
    @Test func everySixteenBitValueReadsAsPngjsReadsIt() throws {
        let grey = (0..<65536).map { UInt16($0) }
        let greyPNG = PNGFileBuilder.png(width: 256, height: 256, bitDepth: 16, colorType: 0, samples: grey)
        let decoded = try PNGDecoder().decodeStraight(greyPNG)
        for (index, value) in grey.enumerated() {
            let pixel = Array(decoded.pixels[index * 4..<index * 4 + 4])
            if pixel != [Self.pngjs(value), Self.pngjs(value), Self.pngjs(value), 255] {
                Issue.record("grey \(value) decoded as \(pixel), pngjs gives \(Self.pngjs(value))")
                break
            }
        }
        let random = Self.bytes(64 * 64 * 8, seed: 11)
        let samples = (0..<(64 * 64 * 4)).map { UInt16(random[2 * $0]) << 8 | UInt16(random[2 * $0 + 1]) }
        let rgba = try PNGDecoder().decodeStraight(PNGFileBuilder.png(width: 64, height: 64, bitDepth: 16, colorType: 6,
                                                                      samples: samples))
        #expect(rgba.pixels == samples.map(Self.pngjs))
    }

    /// A file whose own chunks say its 16-bit values are linear (gAMA 1.0) is converted as it says.
    @Test func colourChunksOfTheFileStillApply() throws {
        let linear = PNGFileBuilder.png(width: 1, height: 1, bitDepth: 16, colorType: 0, samples: [32768],
                                        chunks: [("gAMA", [0, 1, 0x86, 0xA0])])
        let pixel = try PNGDecoder().decodeStraight(linear).pixels
        // Linear 0.5 is 186 of 255 through libpng's 1/2.2 power curve (187.5 through sRGB's), where pngjs gives 128.
        #expect(pixel[0] == 186, "\(pixel)")
    }

    @Test(arguments: [(13, 11, 8), (1, 1, 8), (9, 3, 16), (64, 33, 8), (9, 9, 16), (16, 16, 16), (9, 3, 8), (1, 1, 16), (3, 3, 16)])
    func interlacedFilesDecodeLikeTheirProgressiveTwins(_ size: (Int, Int, Int)) throws {
        let (width, height, depth) = size
        let random = Self.bytes(width * height * 4, seed: UInt32(width * 31 + height))
        let samples = random.map { depth == 16 ? UInt16($0) * 257 : UInt16($0) }
        let progressive = PNGFileBuilder.png(width: width, height: height, bitDepth: depth, colorType: 6, samples: samples)
        let interlaced = PNGFileBuilder.png(width: width, height: height, bitDepth: depth, colorType: 6, samples: samples,
                                            interlaced: true)
        for decoder in Self.decoders {
            let expected = try decoder.decodeStraight(progressive)
            #expect(expected.pixels == random)
            let decoded = try decoder.decodeStraight(interlaced)
            #expect(decoded == expected)
            if decoded != expected {
                let first = zip(decoded.pixels, expected.pixels).enumerated().first { $0.element.0 != $0.element.1 }
                Issue.record("first difference at byte \(first?.offset ?? -1): \(first.map { "\($0.element)" } ?? "")")
            }
        }
    }

    /// Issue 23: a valid PNG whose zlib stream carries gigabytes of zeros after the image kept libpng inflating for
    /// minutes. Now the stream is inflated no further than the image plus `inflateSlack`, and the file is refused.
    @Test(arguments: [8, 16])
    func decompressionBombsAreRefusedAfterTheImage(_ depth: Int) throws {
        let samples = [UInt16](repeating: depth == 16 ? 40000 : 200, count: 16 * 16 * 4)
        let bomb = PNGFileBuilder.png(width: 16, height: 16, bitDepth: depth, colorType: 6, samples: samples,
                                      trailingZeros: 1 << 30)
        #expect(bomb.count < 8_000_000)  // 1 GiB of zeros in under 8 MB
        for decoder in Self.decoders {
            do {
                _ = try decoder.decodeStraight(bomb, input: "bomb.png")
                Issue.record("a 16×16 image carrying 1 GiB of zeros decoded")
            } catch let error as RasterError {
                let expectedBytes = 16 * (16 * 4 * depth / 8 + 1)
                #expect(error.description.hasPrefix("bomb.png: corrupt or unsupported PNG: its compressed image data "
                    + "inflates to more than the \(expectedBytes) bytes a 16×16 image needs"), "\(error)")
                #expect(error.description.contains("decompression bomb"))
            }
        }
    }

    /// A few stray bytes after the image, within the slack, are ignored as libpng ignores them.
    @Test func aFewBytesAfterTheImageAreIgnored() throws {
        let samples = Self.bytes(8 * 8 * 4, seed: 3).map(UInt16.init)
        let png = PNGFileBuilder.png(width: 8, height: 8, bitDepth: 8, colorType: 6, samples: samples, trailingZeros: 100)
        for decoder in Self.decoders {
            #expect(try decoder.decodeStraight(png).pixels == samples.map { UInt8($0) })
        }
    }

    /// The fast path widens RGB rows four pixels a shuffle, inflating into the tail of the output buffer: every width
    /// around the shuffle's edge, and both filters that touch the row above, decode as libpng decodes them.
    @Test func fastRGBDecodingMatchesLibpngAtEveryWidth() throws {
        for width in 1...23 {
            let samples = Self.bytes(width * 5 * 3, seed: UInt32(width)).map(UInt16.init)
            let png = PNGFileBuilder.png(width: width, height: 5, bitDepth: 8, colorType: 2, samples: samples)
            let fast = try Self.decoders[0].decodeStraight(png), slow = try Self.decoders[1].decodeStraight(png)
            #expect(fast == slow, "width \(width)")
            #expect(fast.pixels.enumerated().allSatisfy { $0.offset % 4 == 3 ? $0.element == 255 : true })
        }
    }

    @Test func inflatedSizesCountEveryAdam7Pass() throws {
        func header(_ width: Int, _ height: Int, depth: UInt8, color: UInt8, interlaced: Bool) throws -> PNGHeader {
            let bytes = PNGFileBuilder.png(width: width, height: height, bitDepth: Int(depth), colorType: color,
                                           samples: [UInt16](repeating: 0, count: width * height * 4), interlaced: interlaced)
            return try PNGHeader(bytes.prefix(PNGHeader.byteCount), input: "x")
        }
        #expect(try header(10, 3, depth: 8, color: 6, interlaced: false).inflatedByteCount == 3 * 41)
        // 1×1 interlaced: only pass 1 holds a pixel.
        #expect(try header(1, 1, depth: 16, color: 6, interlaced: true).inflatedByteCount == 9)
        // 8×8 RGB interlaced: passes of 1×1, 1×1, 2×1, 2×2, 4×2, 4×4, 8×4 pixels.
        let rows = [(1, 1), (1, 1), (2, 1), (2, 2), (4, 2), (4, 4), (8, 4)].map { (w, h) in h * (w * 3 + 1) }
        #expect(try header(8, 8, depth: 8, color: 2, interlaced: true).inflatedByteCount == rows.reduce(0, +))
    }
}
