import Foundation
import Testing
@testable import Raster

/// The libdeflate fast path must decode exactly what libpng's simplified API decodes.
@Suite struct FastDecodeTests {
    /// Every PNG the repository ships: the pixelmatch fixtures (ImageMagick/pngjs encoders, all five row filters)
    /// and the rendered samples.
    static var pngs: [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".png") && !path.hasPrefix(".build") && !path.contains("/.build") { found.append(root.appendingPathComponent(path).path) }
        }
        return found.sorted()
    }

    @Test func fastPathMatchesLibpngOnEveryShippedPNG() throws {
        var slow = PNGDecoder()
        slow.allowsFastPath = false
        let files = Self.pngs
        #expect(files.count >= 20)
        for file in files {
            #expect(try PNGDecoder().readStraight(contentsOf: file) == slow.readStraight(contentsOf: file), "\(file)")
        }
    }

    @Test(arguments: PNGCompression.allCases)
    func fastPathRoundTripsEncodedImages(compression: PNGCompression) throws {
        var pixels = [UInt8](repeating: 0, count: 97 * 31 * 4)
        for index in pixels.indices { pixels[index] = UInt8(truncatingIfNeeded: index &* 2654435761 >> 7) }
        let image = try StraightImage(width: 97, height: 31, pixels: pixels)
        let bytes = try PNGEncoder(compression: compression).encode(image)
        #expect(try PNGDecoder().decodeStraight(bytes) == image)
    }

    @Test func bandedFastEncodingIsReadByLibpngExactly() throws {
        // Large enough for two bands (1 MB each at least); libpng checks every CRC and the combined Adler-32.
        let width = 1301, height = 517
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in pixels.indices { pixels[index] = UInt8(truncatingIfNeeded: (index / 4 / width) &* 7 &+ index % 13) }
        for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
        let image = try StraightImage(width: width, height: height, pixels: pixels)
        var libpng = PNGDecoder()
        libpng.allowsFastPath = false
        for encoded in [try PNGEncoder(compression: .fast).encode(image), try PNGEncoder(compression: .fast).encode(Image(image))] {
            #expect(try libpng.decodeStraight(encoded) == image)
        }
    }

    @Test func corruptedDataFallsBackToLibpngAndItsError() throws {
        let image = try StraightImage(width: 8, height: 8, pixels: [UInt8](repeating: 200, count: 256))
        var bytes = try PNGEncoder(compression: .fast).encode(image)
        bytes[bytes.count - 20] ^= 0xFF   // inside the last chunks: the CRC no longer matches
        #expect(throws: RasterError.self) { try PNGDecoder().decodeStraight(bytes, input: "flipped.png") }
    }
}
