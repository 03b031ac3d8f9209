import CPNG
import FileAccess
import Foundation
import Glibc
import Testing
@testable import Raster

/// Issue 17's hostile inputs for Raster: each answered with a typed error naming the input, never a trap or a hang.
@Suite struct HostileInputTests {
    /// The 68-byte PNG of the issue claims 4294967295 × 4294967295 pixels: formatting `width * height` in the
    /// budget error trapped (SIGILL) in png-diff and render-chat.
    @Test func aHeaderClaimingFourBillionSquaredIsAnErrorThatFormats() throws {
        let bytes = PNGBytes.headerOnly(width: .max, height: .max)
        let expected = RasterError.overPixelBudget(input: "huge.png", width: 4_294_967_295, height: 4_294_967_295,
                                                   budget: PNGDecoder.defaultPixelBudget)
        #expect(throws: expected) { try PNGDecoder().decodeStraight(bytes, input: "huge.png") }
        #expect(expected.description == "huge.png: the image is 4294967295×4294967295 pixels, over the pixel budget of 50000000 pixels")
        let directory = try TemporaryDirectory()
        let path = directory.path + "/huge.png"
        try RasterFile.writeAtomically(bytes, to: path)
        #expect(throws: RasterError.overPixelBudget(input: path, width: 4_294_967_295, height: 4_294_967_295,
                                                    budget: PNGDecoder.defaultPixelBudget)) {
            try PNGDecoder().read(contentsOf: path)
        }
    }

    /// libpng takes a row's byte length as an `Int32`: the encoder converted `width * 4` unchecked (a trap past
    /// 536,870,911 pixels a row), the decoder checked it by hand. Both use one checked conversion now.
    @Test func rowLengthsThatDoNotFitAnInt32AreRefused() throws {
        #expect(PNGRowStride.bytes(forWidth: 0) == 0)
        #expect(PNGRowStride.bytes(forWidth: 536_870_911) == 2_147_483_644)
        for width in [536_870_912, Int.max / 4 + 1, Int.max, -1] { #expect(PNGRowStride.bytes(forWidth: width) == nil, "\(width)") }
        // A header of 600,000,000 × 1 pixels, under an unlimited budget, on libpng's path: a typed refusal (libpng's
        // own width limit comes first).
        var decoder = PNGDecoder(pixelBudget: .max)
        decoder.allowsFastPath = false
        do {
            _ = try decoder.decodeStraight(PNGBytes.headerOnly(width: 600_000_000, height: 1), input: "wide.png")
            Issue.record("a 600,000,000-pixel row was decoded")
        } catch let RasterError.corruptPNG(input, message) {
            #expect(input == "wide.png" && !message.isEmpty)
        }
    }

    /// Issue 17's audit: libpng refuses images wider or taller than its user limits (1,000,000 pixels); the fast path
    /// decoded them, so the two paths disagreed on a 1,000,001 × 1 image (within the default pixel budget, too large
    /// for the png-decode fuzzer's). The fast path now declines them, and libpng's error is the answer.
    @Test func theFastPathKeepsLibpngsSizeLimits() throws {
        for (width, height) in [(1_000_001, 1), (1, 1_000_001)] {
            let file = try PNGEncoder(compression: .fast).encode(
                try StraightImage(width: width, height: height, pixels: [UInt8](repeating: 200, count: width * height * 4)))
            var libpng = PNGDecoder()
            libpng.allowsFastPath = false
            #expect(throws: RasterError.self) { try libpng.decodeStraight(file, input: "limit.png") }
            #expect(throws: RasterError.self) { try PNGDecoder().decodeStraight(file, input: "limit.png") }
        }
        // At the limit both decode.
        let edge = try StraightImage(width: 1_000_000, height: 1, pixels: [UInt8](repeating: 7, count: 4_000_000))
        #expect(try PNGDecoder().decodeStraight(try PNGEncoder(compression: .fast).encode(edge)) == edge)
    }

    /// libpng rejects chunk types that are not four ASCII letters; the fast path accepted them.
    @Test func chunkTypesMustBeFourLettersOnTheFastPathToo() throws {
        let image = try StraightImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))
        let good = try PNGEncoder(compression: .fast).encode(image)
        // Insert an ancillary-looking chunk "a1b!" after IHDR (8 + 25 bytes).
        let bad = Array(good[0..<33]) + PNGBytes.chunk("a1b!", [0x78]) + Array(good[33...])
        var width: UInt32 = 0, height: UInt32 = 0
        #expect(bad.withUnsafeBufferPointer { cpng_fast_probe($0.baseAddress, $0.count, &width, &height) } == 0)
        #expect(good.withUnsafeBufferPointer { cpng_fast_probe($0.baseAddress, $0.count, &width, &height) } == 1)
        #expect(throws: RasterError.self) { try PNGDecoder().decodeStraight(bad, input: "bad.png") }
        var libpng = PNGDecoder()
        libpng.allowsFastPath = false
        #expect(throws: RasterError.self) { try libpng.decodeStraight(bad, input: "bad.png") }
    }

    /// libpng allocates a chunk's claimed length before reading it: 100 bytes claiming a 1.5 GB text chunk are
    /// refused first (found by fuzz-png-decode as an out-of-memory).
    @Test func aChunkClaimingMoreBytesThanFollowIsRefusedBeforeLibpng() throws {
        let image = try StraightImage(width: 3, height: 2, pixels: [UInt8](repeating: 9, count: 24))
        let good = try PNGEncoder(compression: .small).encode(image)
        var text = PNGBytes.chunk("tEXt", Array("Comment\u{0}hi".utf8))
        text.replaceSubrange(0..<4, with: PNGBytes.bigEndian(0x5B00_000A))
        let bad = Array(good[0..<33]) + text + Array(good[33...])
        #expect(throws: RasterError.corruptPNG(input: "text.png", message: "a chunk claims 1526726666 bytes where \(bad.count - 33 - 12) remain")) {
            try PNGDecoder().decodeStraight(bad, input: "text.png")
        }
        #expect(try PNGDecoder().decodeStraight(good) == image)
    }

    @Test func fifosAndDevicesAreRefusedWithoutHanging() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.path + "/avatar.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: RasterError.unreadableFile(path: fifo, reason: "not a regular file (a FIFO)")) {
            try PNGDecoder().read(contentsOf: fifo)
        }
        #expect(throws: RasterError.unreadableFile(path: "/dev/zero", reason: "not a regular file (a character device)")) {
            try PNGDecoder().readStraight(contentsOf: "/dev/zero")
        }
    }

    /// A 2 GB file is refused by its size before any byte is read; under a larger cap its 33-byte header is checked
    /// before the body (a sparse file: the test costs no disk).
    @Test func twoGigabyteFilesAreRefusedBySizeOrByTheirHeader() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/huge.png"
        try RasterFile.writeAtomically(PNGBytes.headerOnly(width: 100_000, height: 100_000), to: path)
        #expect(truncate(path, 2 << 30) == 0)
        #expect(throws: RasterError.unreadableFile(path: path, reason: "2147483648 bytes, more than the limit of 268435456 bytes")) {
            try PNGDecoder().read(contentsOf: path)
        }
        let generous = PNGDecoder(filePolicy: .anywhere(maximumBytes: 4 << 30))
        #expect(throws: RasterError.overPixelBudget(input: path, width: 100_000, height: 100_000, budget: 50_000_000)) {
            try generous.read(contentsOf: path)
        }
        let notPNG = directory.path + "/zeros.png"
        #expect(FileManager.default.createFile(atPath: notPNG, contents: nil))
        #expect(truncate(notPNG, 2 << 30) == 0)
        #expect(throws: RasterError.corruptPNG(input: notPNG, message: "not a PNG file (its first 8 bytes are not the PNG signature)")) {
            try generous.read(contentsOf: notPNG)
        }
    }

    @Test func filesOutsideTheDecodersFoldersAreRefused() throws {
        let directory = try TemporaryDirectory()
        try RasterFile.createDirectories(directory.path + "/doc")
        let inside = directory.path + "/doc/a.png", outside = directory.path + "/b.png"
        let image = try StraightImage(width: 1, height: 1, pixels: [1, 2, 3, 255])
        try PNGEncoder().write(image, to: inside)
        try PNGEncoder().write(image, to: outside)
        let decoder = PNGDecoder(filePolicy: .inside([directory.path + "/doc"], maximumBytes: 1 << 20))
        #expect(try decoder.readStraight(contentsOf: inside) == image)
        #expect(throws: RasterError.unreadableFile(path: directory.path + "/doc/../b.png", reason: "outside the allowed folders")) {
            try decoder.readStraight(contentsOf: directory.path + "/doc/../b.png")
        }
    }

    @Test func everyAllocatedImageIsCheckedAgainstItsPixelBudget() throws {
        #expect(throws: RasterError.overPixelBudget(input: "image", width: 20_000, height: 20_000, budget: PixelBudget.standard)) {
            try Image(width: 20_000, height: 20_000)
        }
        #expect(throws: RasterError.overPixelBudget(input: "image", width: .max, height: 2, budget: PixelBudget.standard)) {
            try Image(width: .max, height: 2, fill: .white)
        }
        #expect(throws: RasterError.invalidDimensions(width: -1, height: 2)) { try Image(width: -1, height: 2) }
        #expect(throws: RasterError.overPixelBudget(input: "image", width: 11, height: 10, budget: 100)) {
            try Image(width: 11, height: 10, pixelBudget: 100)
        }
        #expect(try Image(width: 10, height: 10, pixelBudget: 100).width == 10)
        #expect(throws: RasterError.overPixelBudget(input: "x", width: .max, height: .max, budget: 5)) {
            try PixelBudget.check(width: .max, height: .max, budget: 5, input: "x")
        }
    }
}
