import Foundation
import Raster
import Testing
import TextMeasure
@testable import TextRender

@Suite struct TextPlacementTests {
    static let texts = [
        "Hello, world",
        "Съешь же ещё этих мягких булок",
        "مرحبا بالعالم",
        "שלום עולם",
        "你好，世界",
        "สวัสดีชาวโลก",
        "A longer message that wraps onto a second and a third line at this width",
    ]

    /// Renders `layout` black on transparent with a margin of `margin` points.
    private func render(_ layout: TextLayout, scale: Double, margin: Double = 4) throws -> Image {
        var canvas = try Fixtures.canvas(width: Int(((layout.size.width + 2 * margin) * scale).rounded(.up)),
                                         height: Int(((layout.size.height + 2 * margin) * scale).rounded(.up)), scale: scale)
        try canvas.draw(layout, at: CGPoint(x: margin, y: margin))
        return canvas.image
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func inkStartsWhereTheMeasurersInkRectSays(_ scale: Double) throws {
        for text in Self.texts {
            let layout = try Fixtures.measurer.measure(text, style: TextStyle(size: 17), width: 200, options: MeasureOptions(scale: scale))
            let image = try render(layout, scale: scale)
            let ink = layout.inkRect.offsetBy(dx: 4, dy: 4)
            let box = try #require(Pixels.inkEdges(image), "\(text) draws something")
            // HarfBuzz's glyph extents (the ink rect) against FreeType's rendered coverage, within one pixel
            // (baselines sit on whole pixels: up to half a pixel of that is rounding).
            #expect(abs(Double(box.minX) - ink.minX * scale) <= 1, "left edge of \(text) at scale \(scale)")
            #expect(abs(Double(box.maxX) - ink.maxX * scale) <= 1, "right edge of \(text) at scale \(scale)")
            #expect(abs(Double(box.minY) - ink.minY * scale) <= 1, "top of \(text) at scale \(scale)")
            #expect(abs(Double(box.maxY) - ink.maxY * scale) <= 1, "bottom of \(text) at scale \(scale)")
        }
    }

    @Test func alignmentMovesTheInk() throws {
        // The short second line of a right-aligned paragraph ends where the long first line ends.
        var style = ParagraphStyle()
        style.alignment = .right
        let layout = try Fixtures.measurer.measure("A much longer first line\nShort", style: TextStyle(size: 17),
                                                   paragraphStyle: style, options: MeasureOptions(scale: 2))
        try #require(layout.lineCount == 2)
        let image = try render(layout, scale: 2)
        let secondLineRows = Int((layout.lines[1].top + 4) * 2)..<Int((layout.lines[1].top + layout.lines[1].height + 4) * 2)
        let rightmost = secondLineRows.compactMap { y in (0..<image.width).last { (image[$0, y]?.alpha ?? 0) > 0 } }.max()
        let lineEnd = (layout.lines[1].x + layout.lines[1].width + 4) * 2
        #expect(abs(Double(try #require(rightmost)) + 1 - lineEnd) <= 2)
        #expect(layout.lines[1].x > 50, "the short line moved right")
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func emojiLandOnTheBaselineWithTheMeasurersAdvance(_ scale: Double) throws {
        let single = try Fixtures.measurer.measure("😀", style: TextStyle(size: 17), options: MeasureOptions(scale: scale))
        let advance = single.rawSize.width   // HarfBuzz's advance for the emoji at 17 pt
        let pair = try Fixtures.measurer.measure("ab😀😀", style: TextStyle(size: 17), options: MeasureOptions(scale: scale))
        let image = try render(pair, scale: scale)
        // The emoji's bitmap boxes (transparent margins included) against HarfBuzz's extents from the CBDT table,
        // measured from the pen and the baseline the measurer gave.
        let emojiRun = try #require(pair.glyphRuns(inLine: 0).first { $0.face.hasColorBitmaps })
        try #require(emojiRun.glyphs.count == 2)
        let context = try Fixtures.context()
        let instance = try context.instance(for: emojiRun.face)
        let size = Int32((emojiRun.fontSize * scale * 64).rounded())
        let baseline = ((pair.lines[0].baseline + 4) * scale).rounded()
        let extents = emojiRun.face.extents(of: emojiRun.glyphs[0])
        let unit = emojiRun.fontSize / Double(emojiRun.face.unitsPerEm) * scale
        for (glyph, position) in zip(emojiRun.glyphs, emojiRun.positions) {
            let x = (position.x + 4) * scale
            let bitmap = context.glyph(glyph, of: emojiRun.face, instance: instance, pixelSize: size, bin: Int(((x - x.rounded(.down)) * 4).rounded()) % 4)
            let left = x.rounded(.down) + Double(bitmap.left), top = baseline + Double(bitmap.top)
            #expect(abs(left - (x + Double(extents.xBearing) * unit)) <= 1, "left edge at the pen plus the bearing")
            #expect(abs(left + Double(bitmap.width) - (x + Double(extents.xBearing + extents.width) * unit)) <= 1)
            #expect(abs(top - (baseline - Double(extents.yBearing) * unit)) <= 1, "top above the baseline by the ascent")
            #expect(abs(top + Double(bitmap.height) - (baseline - Double(extents.yBearing + extents.height) * unit)) <= 1,
                    "bottom below the baseline by the descent")
        }
        // The second face's ink is the first one's moved by one measured advance: subtract the rendering of
        // "ab😀" from that of "ab😀😀", and find the shift that best matches the first face's column profile.
        let first = try render(Fixtures.measurer.measure("ab😀", style: TextStyle(size: 17), options: MeasureOptions(scale: scale)),
                               scale: scale)
        func columnSums(_ image: Image) -> [Double] {
            (0..<image.width).map { x in (0..<image.height).reduce(0.0) { $0 + Double(image[x, $1]?.alpha ?? 0) } }
        }
        let emojiStart = Int(((emojiRun.positions[0].x + 4) * scale).rounded(.down))
        let firstFace = Array(columnSums(first)[emojiStart...])
        let both = columnSums(image)
        let secondFace = both.indices.map { $0 < first.width ? both[$0] - columnSums(first)[$0] : both[$0] }
        let expectedShift = Int((advance * scale).rounded())
        let bestShift = ((expectedShift - 4)...(expectedShift + 4)).min { a, b in
            func mismatch(_ shift: Int) -> Double {
                firstFace.indices.reduce(0.0) { sum, i in
                    let x = emojiStart + i + shift
                    return sum + abs((x < secondFace.count ? secondFace[x] : 0) - firstFace[i])
                }
            }
            return mismatch(a) < mismatch(b)
        }
        #expect(abs(Double(try #require(bestShift)) - advance * scale) <= 1)
        #expect(abs((emojiRun.positions[1].x - emojiRun.positions[0].x) - advance) < 1e-9)
        let firstColour = try #require((0..<image.width).first { x in
            (0..<image.height).contains { y in image.color(x: x, y: y).map { $0.alpha > 128 && $0.red > $0.blue + 60 } ?? false }
        })
        // In colour: a saturated yellow pixel in the first face's middle.
        let middle = try #require(image.color(x: firstColour + Int(advance * scale / 2), y: Int(baseline - 6 * scale)))
        #expect(middle.alpha == 255 && middle.red > 200 && middle.blue < 100, "\(middle)")
    }

    @Test func quarterPixelPositionsMoveTheInk() throws {
        // The left edge of the "l" stem (measured to a fraction of a pixel) follows the origin in 1/4 px steps.
        let layout = try Fixtures.measurer.measure("l", style: TextStyle(size: 17))
        let row = Int(layout.lines[0].baseline) - 4
        var edges: [Double] = []
        for step in 0..<5 {
            var canvas = try Fixtures.canvas(width: 20, height: 30)
            try canvas.draw(layout, at: CGPoint(x: 4 + Double(step) * 0.25, y: 2))
            edges.append(try #require(Pixels.leftEdge(canvas.image, row: row)))
        }
        for step in 1..<5 {
            #expect(abs(edges[step] - edges[0] - Double(step) * 0.25) < 0.02, "edges \(edges)")
        }
    }

    @Test func styleRunsGetTheirOwnPaint() throws {
        var text = AttributedText("Red", style: TextStyle(size: 20))
        text.append("Blue", style: TextStyle(size: 20, weight: .bold))
        let layout = try Fixtures.measurer.measure(text)
        let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255)
        var canvas = try Fixtures.canvas(width: Int(layout.size.width) + 8, height: Int(layout.size.height) + 8)
        try canvas.draw(layout, at: CGPoint(x: 4, y: 4), paints: [TextPaint(color: red), TextPaint(color: blue)])
        let split = try Fixtures.measurer.measure("Red", style: TextStyle(size: 20)).rawSize.width + 4
        var redInk = 0, blueInk = 0
        for y in 0..<canvas.image.height {
            for x in 0..<canvas.image.width {
                guard let c = canvas.image.color(x: x, y: y), c.alpha == 255 else { continue }
                if Double(x) < split { #expect(c == red); redInk += 1 } else { #expect(c == blue); blueInk += 1 }
            }
        }
        #expect(redInk > 20 && blueInk > 20)
    }

    @Test func underlineAndStrikethroughFollowTheFont() throws {
        let layout = try Fixtures.measurer.measure("Underlined", style: TextStyle(size: 20))
        var plain = try Fixtures.canvas(width: 140, height: 40)
        try plain.draw(layout, at: CGPoint(x: 4, y: 4))
        var decorated = try Fixtures.canvas(width: 140, height: 40)
        try decorated.draw(layout, at: CGPoint(x: 4, y: 4), paint: TextPaint(color: .black, underline: true, strikethrough: true))
        // Rows that gained ink: a full-width underline below the baseline and a strikethrough above it.
        let baseline = Int((layout.lines[0].baseline + 4).rounded())
        func rowInk(_ image: Image, _ y: Int) -> Int { (0..<image.width).filter { (image[$0, y]?.alpha ?? 0) == 255 }.count }
        let newRows = (0..<40).filter { rowInk(decorated.image, $0) - rowInk(plain.image, $0) > 40 }
        let below = newRows.filter { $0 > baseline }, above = newRows.filter { $0 < baseline - 3 }
        #expect(!below.isEmpty && below.allSatisfy { $0 <= baseline + 4 }, "underline rows \(below), baseline \(baseline)")
        #expect(!above.isEmpty && above.allSatisfy { $0 >= baseline - 10 }, "strikethrough rows \(above)")
        // The lines span the text's width: from its pen start to its end.
        let underlineRow = try #require(below.first)
        let solid = (0..<140).filter { (decorated.image[$0, underlineRow]?.alpha ?? 0) == 255 }
        #expect(abs(Double(solid.first ?? 0) - 4) <= 1 && abs(Double((solid.last ?? 0) + 1) - (layout.lines[0].width + 4)) <= 1)
    }

    @Test func clipRectKeepsTextInside() throws {
        let layout = try Fixtures.measurer.measure("Clipped text", style: TextStyle(size: 20))
        var canvas = try Fixtures.canvas(width: 140, height: 40)
        try canvas.withClip(CGRect(x: 0, y: 0, width: 40, height: 40)) { clipped in
            try clipped.draw(layout, at: CGPoint(x: 4, y: 4))
        }
        let box = try #require(Pixels.inkBox(canvas.image))
        #expect(box.maxX <= 40)
        #expect(canvas.clipRect == nil, "the clip is restored")
        try canvas.draw(layout, at: CGPoint(x: 4, y: 4))
        #expect(try #require(Pixels.inkBox(canvas.image)).maxX > 60)
    }

    @Test func drawingLineByLineEqualsDrawingAtOnce() throws {
        let layout = try Fixtures.measurer.measure(Self.texts[6], style: TextStyle(size: 17), width: 120)
        try #require(layout.lineCount >= 3)
        var whole = try Fixtures.canvas(width: 140, height: 100)
        try whole.draw(layout, at: CGPoint(x: 4, y: 4))
        var pieces = try Fixtures.canvas(width: 140, height: 100)
        for line in 0..<layout.lineCount { try pieces.draw(layout, at: CGPoint(x: 4, y: 4), lines: line..<(line + 1)) }
        #expect(whole.image == pieces.image)
    }

    @Test func badTextArgumentsAreTypedErrors() throws {
        let layout = try Fixtures.measurer.measure("x")
        var canvas = try Fixtures.canvas(width: 10, height: 10)
        #expect(throws: RenderError.self) { try canvas.draw(layout, at: CGPoint(x: Double.nan, y: 0)) }
        #expect(throws: RenderError.self) { try canvas.draw(layout, at: .zero, paints: []) }
    }
}
