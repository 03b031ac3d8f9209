import Foundation
@testable import Raster
import Testing
import TextMeasure
@testable import TextRender

@Suite struct CanvasImageConcurrencyTests {
    /// A `width` × `height` opaque image whose pixel (x, y) is `color(x, y)`.
    private func image(_ width: Int, _ height: Int, _ color: (Int, Int) -> [UInt8]) throws -> Image {
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { pixels += color(x, y) } }
        return try Image(width: width, height: height, pixels: pixels)
    }

    @Test func shrinkingAveragesAreas() throws {
        // A 4 × 4 black-and-white checkerboard into 2 × 2 pixels: every pixel averages two black and two white.
        let board = try image(4, 4) { x, y in (x + y) % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 255] }
        var canvas = try Fixtures.canvas(width: 2, height: 2)
        try canvas.draw(board, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        for y in 0..<2 { for x in 0..<2 { #expect(canvas.image[x, y] == Image.Pixel(red: 128, green: 128, blue: 128, alpha: 255)) } }
    }

    @Test func enlargingKeepsCornersAndScalesWithTheCanvas() throws {
        let quadrants = try image(2, 2) { x, y in [x == 0 ? 255 : 0, y == 0 ? 255 : 0, 0, 255] }
        var canvas = try Fixtures.canvas(width: 40, height: 40, scale: 2)
        try canvas.draw(quadrants, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        // Corners keep their source colours; the image covers exactly 20 pt × 2 = 40 pixels.
        #expect(canvas.image[0, 0] == Image.Pixel(red: 255, green: 255, blue: 0, alpha: 255))
        #expect(canvas.image[39, 0] == Image.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(canvas.image[0, 39] == Image.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.image[39, 39] == Image.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(Pixels.count(canvas.image, alpha: 255) == 1600)
    }

    @Test func avatarClippedToACircleCoversPiRSquared() throws {
        let white = try Image(width: 16, height: 16, fill: .white)
        var canvas = try Fixtures.canvas(width: 60, height: 60, scale: 2)
        try canvas.draw(white, in: CGRect(x: 3.3, y: 4.1, width: 20, height: 20), clippedToCircle: true)
        let expected = Double.pi * 20 * 20   // radius 10 pt = 20 pixels
        #expect(abs(Pixels.area(canvas.image) - expected) / expected < 0.01)
        #expect(canvas.image[Int(13.3 * 2), Int(14.1 * 2)]?.alpha == 255)
        #expect(canvas.image[Int(3.3 * 2) + 1, Int(4.1 * 2) + 1]?.alpha == 0, "the corner of the rect is cut away")
    }

    @Test func clipRectsNestAndRestore() throws {
        var canvas = try Fixtures.canvas(width: 30, height: 30)
        try canvas.withClip(CGRect(x: 5, y: 5, width: 20, height: 20)) { outer in
            try outer.withClip(CGRect(x: 10, y: 0, width: 30, height: 12)) { inner in
                #expect(inner.clipRect == CGRect(x: 10, y: 5, width: 15, height: 7))
                try inner.fill(CGRect(x: 0, y: 0, width: 30, height: 30), color: .white)
            }
            #expect(outer.clipRect == CGRect(x: 5, y: 5, width: 20, height: 20))
        }
        #expect(Pixels.area(canvas.image) == 15 * 7)
        #expect(Pixels.inkBox(canvas.image)! == (10, 5, 25, 12))
        canvas.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
        canvas.resetClip()
        #expect(canvas.clipRect == nil)
    }

    @Test func translucentColoursBlendSourceOver() throws {
        var canvas = try Canvas(width: 4, height: 4, background: .white, context: Fixtures.context())
        try canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 4), color: Color(red: 0, green: 0, blue: 255, alpha: 128))
        // 50 % blue over white: blue 255, red and green 255 × (1 − 128/255) = 127.
        #expect(canvas.image.color(x: 1, y: 1) == Color(red: 127, green: 127, blue: 255))
    }

    @Test(arguments: PNGCompression.allCases)
    func renderedImagesRoundTripThroughPNGExactly(_ compression: PNGCompression) throws {
        // Anti-aliased text and colour emoji on a transparent image: many partly transparent pixels.
        let layout = try Fixtures.measurer.measure("Round trip 😀 Ünïcödé", style: TextStyle(size: 17), options: MeasureOptions(scale: 3))
        var canvas = try Fixtures.canvas(width: Int(layout.size.width * 3) + 6, height: Int(layout.size.height * 3) + 6, scale: 3)
        try canvas.fill(Path(circleAround: CGPoint(x: 8, y: 8), radius: 7), color: Color(red: 11, green: 132, blue: 255, alpha: 90))
        try canvas.draw(layout, at: CGPoint(x: 1, y: 1), paint: TextPaint(color: Color(red: 30, green: 30, blue: 30, alpha: 200)))
        let partial = Pixels.count(canvas.image, alpha: 0) + Pixels.count(canvas.image, alpha: 255)
        #expect(partial < canvas.image.width * canvas.image.height, "some pixels are partly transparent")
        let bytes = try PNGEncoder(compression: compression).encode(canvas.image)
        #expect(try PNGDecoder().decode(bytes) == canvas.image)
    }

    @Test func chatLikeScreensRoundTripThroughTheFastEncoder() throws {
        // Bubbles of anti-aliased text on an opaque background, as in a chat screenshot: written as RGB, banded on
        // any number of threads, and read back exactly by libpng and by the fast path.
        let layout = try Fixtures.measurer.measure("Bubbles of text: the encoder's zero runs and repeats 😀", style: TextStyle(size: 17),
                                                   width: 250, options: MeasureOptions(scale: 3))
        var canvas = try Fixtures.canvas(width: 390, height: 700, scale: 3)
        try canvas.fill(CGRect(x: 0, y: 0, width: 390, height: 700), color: .white)
        for (index, y) in stride(from: 10.0, to: 640, by: layout.size.height + 30).enumerated() {
            let outgoing = index % 2 == 1
            let x = outgoing ? 390 - layout.size.width - 34 : 12
            let bubble = CGRect(x: x, y: y, width: layout.size.width + 24, height: layout.size.height + 16)
            try canvas.fill(Path(roundedRect: bubble, cornerRadius: 17),
                            color: outgoing ? Color(red: 11, green: 132, blue: 255) : Color(red: 233, green: 233, blue: 235))
            try canvas.draw(layout, at: CGPoint(x: x + 12, y: y + 8), paint: TextPaint(color: outgoing ? .white : .black))
        }
        let image = canvas.image
        #expect(image.isOpaque)
        var libpng = PNGDecoder()
        libpng.allowsFastPath = false
        for threads in [1, 2, 4, 16] {
            let bytes = try PNGEncoder(compression: .fast, threads: threads).encode(image)
            #expect(bytes[25] == 2, "colour type RGB")
            #expect(try libpng.decode(bytes) == image, "\(threads) threads")
            #expect(try PNGDecoder().decode(bytes) == image, "\(threads) threads")
        }
    }

    @Test func badImageArgumentsAreTypedErrors() throws {
        var canvas = try Fixtures.canvas(width: 10, height: 10)
        let source = try Image(width: 2, height: 2, fill: .white)
        #expect(throws: RenderError.self) { try canvas.draw(source, in: CGRect(x: 0, y: 0, width: 0, height: 4)) }
        #expect(throws: RenderError.self) { try canvas.draw(source, in: CGRect(x: Double.infinity, y: 0, width: 4, height: 4)) }
        #expect(throws: RenderError.self) { try canvas.draw(source, in: CGRect(x: 0, y: 0, width: 1e300, height: 4)) }
        try canvas.draw(try Image(width: 0, height: 0), in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(Pixels.area(canvas.image) == 0)
    }
}

@Suite struct TextGammaTests {
    @Test func noneIsTheIdentity() {
        #expect(TextGamma.none.table(for: .white) == (0...255).map { UInt8($0) })
    }

    @Test func lightTextIsBoostedAndDarkTextLightenedMonotonically() {
        let white = TextGamma.standard.table(for: .white), black = TextGamma.standard.table(for: .black)
        #expect(white[0] == 0 && white[255] == 255 && black[0] == 0 && black[255] == 255)
        #expect(zip(white, white.dropFirst()).allSatisfy { $0 <= $1 } && zip(black, black.dropFirst()).allSatisfy { $0 <= $1 })
        // Half coverage of white over black in a gamma-1.8 space: 0.5^(1/1.8) = 0.68 → 173.
        #expect(white[128] == UInt8((pow(128.0 / 255, 1 / 1.8) * 255).rounded()))
        // Black over white in a gamma-1.2 space: 1 − (1 − 0.5)^(1/1.2) = 0.44 → 112.
        #expect(black[128] == UInt8(((1 - pow(1 - 128.0 / 255, 1 / 1.2)) * 255).rounded()))
        // Mid grey meets its assumed background: no adjustment.
        #expect(TextGamma.standard.table(for: Color(red: 128, green: 128, blue: 128)) == (0...255).map { UInt8($0) })
    }
}

@Suite struct CoverageBlenderTests {
    /// x / 255 rounded to nearest, the scalar way.
    private func divide(_ x: Int) -> Int { (x + 127) / 255 }

    @Test func packedBlendingEqualsScalarSourceOver() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let color = Color(red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                              blue: .random(in: 0...255, using: &generator), alpha: .random(in: 0...255, using: &generator))
            let blender = CoverageBlender(color: color)
            var coverage = (0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }
            coverage[0] = 0
            coverage[1] = 255
            var pixels: [UInt8] = []
            for _ in 0..<64 {
                let alpha = UInt8.random(in: 0...255, using: &generator)
                pixels += [UInt8.random(in: 0...alpha, using: &generator), UInt8.random(in: 0...alpha, using: &generator),
                           UInt8.random(in: 0...alpha, using: &generator), alpha]
            }
            let before = pixels
            pixels.withUnsafeMutableBytes { out in
                coverage.withUnsafeBufferPointer { blender.blendRow($0.baseAddress!, out.baseAddress!, count: 64) }
            }
            let source = color.premultiplied
            let channels = [Int(source.red), Int(source.green), Int(source.blue), Int(source.alpha)]
            for index in 0..<64 {
                let c = Int(coverage[index])
                let keep = 255 - divide(channels[3] * c)
                for channel in 0..<4 {
                    let expected = c == 0 ? Int(before[index * 4 + channel])
                        : divide(channels[channel] * c) + divide(Int(before[index * 4 + channel]) * keep)
                    #expect(Int(pixels[index * 4 + channel]) == expected)
                }
            }
        }
    }
}
