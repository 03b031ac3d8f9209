import CPNG
import Raster

/// `deflate-roundtrip`: pixels → our fast encoder (FastDeflate.c) → zlib's inflate ends the stream exactly with the
/// right Adler-32, and libpng decodes exactly the pixels given (straight images as stored; premultiplied images as
/// `StraightImage(_:)` rounds them), whether the image is encoded whole or drawn row by row, on 1 to 4 threads.
///
/// Input: width, height and flags, then a little program that draws the pixels (``PixelProgram``); the "large"
/// flag multiplies both sizes by 16 so that the encoder cuts bands for several threads.
package enum DeflateRoundTripCheck: FuzzCheck {
    package static let name = "deflate-roundtrip"

    package static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        var input = FuzzInput(bytes)
        let flags = input.byte()
        let large = flags & 1 != 0, premultiplied = flags & 2 != 0, drawnByRows = flags & 4 != 0, opaque = flags & 8 != 0
        let threads = Int(flags >> 4 & 3) + 1
        let width = input.int(in: 1...64) * (large ? 16 : 1), height = input.int(in: 1...64) * (large ? 16 : 1)
        let pixels = PixelProgram(input.rest()).pixels(count: width * height, opaque: opaque)
        let encoder = PNGEncoder(compression: .fast, threads: threads)
        let expected: StraightImage
        let file: [UInt8]
        do {
            if premultiplied {
                let image = try Image(width: width, height: height, pixels: premultipliedValid(pixels))
                expected = StraightImage(image)
                file = drawnByRows
                    ? try encoder.encode(width: width, height: height) { rows, target in
                        let start = rows.lowerBound * width * 4, end = rows.upperBound * width * 4
                        image.withUnsafeBytes { target.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
                    }
                    : try encoder.encode(image)
            } else {
                expected = try StraightImage(width: width, height: height, pixels: pixels)
                file = try encoder.encode(expected)
            }
        } catch {
            throw FuzzFailure("encoding a \(width)×\(height) image failed: \(error)")
        }
        try checkZlibStream(file, width: width, height: height)
        var libpng = PNGDecoder()
        libpng.allowsFastPath = false
        let decoded: StraightImage
        do { decoded = try libpng.decodeStraight(file) } catch {
            throw FuzzFailure("libpng rejects our \(width)×\(height) file (\(threads) threads): \(error)")
        }
        guard decoded == expected else {
            throw FuzzFailure("libpng decodes our \(width)×\(height) file (\(threads) threads) to other pixels")
        }
        guard (try? PNGDecoder().decodeStraight(file)) == expected else {
            throw FuzzFailure("the fast decoder reads our \(width)×\(height) file differently from libpng")
        }
    }

    /// zlib's own inflate must end exactly at the end of the IDAT data, with rows of RGB (opaque) or RGBA.
    private static func checkZlibStream(_ file: [UInt8], width: Int, height: Int) throws(FuzzFailure) {
        var inflated = 0
        let ended = file.withUnsafeBufferPointer { cpng_zlib_check_idat($0.baseAddress, $0.count, &inflated) }
        guard ended == 1 else { throw FuzzFailure("zlib finds the \(width)×\(height) stream broken") }
        let channels = file.count > 25 && file[25] == 2 ? 3 : 4
        guard inflated == height * (width * channels + 1) else {
            throw FuzzFailure("zlib inflates \(inflated) bytes, expected \(height * (width * channels + 1))")
        }
    }

    /// Premultiplied pixels keep each colour channel ≤ alpha: larger values are cut to alpha.
    private static func premultipliedValid(_ pixels: [UInt8]) -> [UInt8] {
        var result = pixels
        for index in stride(from: 0, to: result.count, by: 4) {
            let alpha = result[index + 3]
            for channel in 0..<3 { result[index + channel] = min(result[index + channel], alpha) }
        }
        return result
    }
}

/// Draws RGBA pixels from fuzz bytes, so that the fuzzer controls runs as well as values: each command byte either
/// (high bit clear) sets a new pixel from the next four bytes, or (high bit set) repeats the last pixel 1 to 128 times.
struct PixelProgram {
    let program: [UInt8]

    init(_ program: [UInt8]) { self.program = program }

    /// `count` RGBA pixels; when the program runs out it starts again (an empty program draws transparent black).
    func pixels(count: Int, opaque: Bool) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: count * 4)
        guard !program.isEmpty else { return pixels }
        var written = 0, pc = 0
        var last: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, opaque ? 255 : 0)
        func next() -> UInt8 {
            defer { pc = (pc + 1) % program.count }
            return program[pc]
        }
        func put(_ pixel: (UInt8, UInt8, UInt8, UInt8)) {
            guard written < count else { return }
            pixels[written * 4] = pixel.0
            pixels[written * 4 + 1] = pixel.1
            pixels[written * 4 + 2] = pixel.2
            pixels[written * 4 + 3] = opaque ? 255 : pixel.3
            written += 1
        }
        while written < count {
            let command = next()
            if command & 0x80 == 0 {
                last = (next(), next(), next(), next())
                put(last)
            } else {
                for _ in 0...Int(command & 0x7F) { put(last) }
            }
        }
        return pixels
    }
}
