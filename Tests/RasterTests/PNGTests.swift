import Testing
import TestSupport
import Raster
#if canImport(Glibc)
import Glibc
#endif

@Suite struct PNGTests {
    /// A deterministic screenshot-like test image: gradients, flat areas and varied alpha.
    static func sampleStraight(width: Int, height: Int, opaque: Bool) throws -> StraightImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                let index = (y * width + x) * 4
                bytes[index] = UInt8(truncatingIfNeeded: x * 7 + y)
                bytes[index + 1] = UInt8(truncatingIfNeeded: seed >> 16)
                bytes[index + 2] = x < width / 2 ? 240 : UInt8(truncatingIfNeeded: y * 3)
                bytes[index + 3] = opaque ? 255 : UInt8(truncatingIfNeeded: seed >> 8)
            }
        }
        return try StraightImage(width: width, height: height, pixels: bytes)
    }

    @Test(arguments: PNGCompression.allCases)
    func straightRoundTripIsExact(_ compression: PNGCompression) throws {
        let image = try Self.sampleStraight(width: 37, height: 23, opaque: false)
        let data = try PNGEncoder(compression: compression).encode(image)
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try PNGDecoder().decodeStraight(data) == image)
    }

    @Test(arguments: PNGCompression.allCases)
    func premultipliedRoundTripIsExact(_ compression: PNGCompression) throws {
        let opaque = Image(try Self.sampleStraight(width: 40, height: 9, opaque: true))
        #expect(try PNGDecoder().decode(PNGEncoder(compression: compression).encode(opaque)) == opaque)
        let translucent = Image(try Self.sampleStraight(width: 40, height: 9, opaque: false))
        #expect(try PNGDecoder().decode(PNGEncoder(compression: compression).encode(translucent)) == translucent)
    }

    @Test func smallSettingMakesSmallerFilesThanFast() throws {
        // Screenshot-like: a flat background, a diagonal gradient and stripes of "text".
        var bytes: [UInt8] = []
        for y in 0..<200 {
            for x in 0..<200 {
                let text = y % 20 < 6 && x % 9 < 5
                bytes += text ? [20, 20, 20, 255] : [UInt8((x + y) / 2), 120, UInt8(255 - y), 255]
            }
        }
        let image = try StraightImage(width: 200, height: 200, pixels: bytes)
        let fast = try PNGEncoder(compression: .fast).encode(image)
        let small = try PNGEncoder(compression: .small).encode(image)
        #expect(small.count < fast.count)
    }

    @Test func emptyImageCannotBeEncoded() throws {
        let empty = try Image(width: 0, height: 5)
        #expect(throws: RasterError.encodingFailed(
            input: "image", message: "a PNG needs at least one pixel, the image is 0×5")) {
            try PNGEncoder().encode(empty)
        }
    }

    @Test func garbageIsACorruptPNGError() {
        let garbage: [UInt8] = Array("definitely not a PNG file".utf8)
        #expect {
            try PNGDecoder().decodeStraight(garbage, input: "garbage.png")
        } throws: { error in
            guard case let RasterError.corruptPNG(input, message) = error else { return false }
            return input == "garbage.png" && !message.isEmpty
        }
        #expect(throws: RasterError.corruptPNG(input: "PNG data", message: "empty input")) {
            try PNGDecoder().decode([])
        }
    }

    @Test func truncatedPNGIsACorruptPNGError() throws {
        let data = try PNGEncoder().encode(Self.sampleStraight(width: 64, height: 64, opaque: true))
        for length in [8, 30, data.count / 2, data.count - 13] {
            #expect(performing: {
                try PNGDecoder().decodeStraight(Array(data.prefix(length)), input: "cut.png")
            }, throws: { error in
                guard case let RasterError.corruptPNG(input, message) = error else { return false }
                return input == "cut.png" && !message.isEmpty
            })
        }
    }

    @Test func hugeHeaderIsRejectedBeforeAllocating() {
        let header = PNGBytes.headerOnly(width: 100_000, height: 100_000)
        #expect(throws: RasterError.overPixelBudget(
            input: "huge.png", width: 100_000, height: 100_000, budget: 50_000_000)) {
            try PNGDecoder().decodeStraight(header, input: "huge.png")
        }
    }

    @Test func pixelBudgetIsConfigurable() throws {
        let data = try PNGEncoder().encode(Self.sampleStraight(width: 20, height: 20, opaque: true))
        #expect(throws: RasterError.overPixelBudget(input: "PNG data", width: 20, height: 20, budget: 399)) {
            try PNGDecoder(pixelBudget: 399).decode(data)
        }
        #expect(try PNGDecoder(pixelBudget: 400).decode(data).width == 20)
    }

    @Test func filesAreWrittenAtomicallyAndReadBack() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/nested/dir/out.png"
        let image = Image(try Self.sampleStraight(width: 5, height: 4, opaque: false))
        try RasterFile.createDirectories(directory.path + "/nested/dir")
        try PNGEncoder().write(image, to: path)
        try PNGEncoder(compression: .small).write(image, to: path)
        #expect(try PNGDecoder().read(contentsOf: path) == image)
        #expect(try directory.list("nested/dir") == ["out.png"])
    }

    @Test func fileErrorsNameThePath() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.path + "/missing.png"
        #expect(throws: RasterError.unreadableFile(path: missing, reason: "No such file or directory")) {
            try PNGDecoder().read(contentsOf: missing)
        }
        let image = try Image(width: 1, height: 1)
        let unwritable = directory.path + "/no/such/dir/x.png"
        #expect(throws: RasterError.unwritableFile(path: unwritable, reason: "No such file or directory")) {
            try PNGEncoder().write(image, to: unwritable)
        }
        #expect(throws: RasterError.unreadableFile(path: directory.path, reason: "not a regular file (a directory)")) {
            try PNGDecoder().read(contentsOf: directory.path)
        }
    }
}

/// PNG bytes built by hand (TestSupport's `PNGFileBuilder`).
typealias PNGBytes = PNGFileBuilder

/// A fresh directory under /tmp, removed when the value goes away.
final class TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array("/tmp/raster-tests-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }) else {
            throw RasterError.unwritableFile(path: "/tmp", reason: "mkdtemp failed")
        }
        path = String(cString: made)
    }

    func list(_ relative: String) throws -> [String] {
        guard let directory = opendir(path + "/" + relative) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    deinit {
        _ = system("rm -rf '\(path)'")
    }
}
