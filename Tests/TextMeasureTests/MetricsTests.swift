import Foundation
import Testing
@testable import TextMeasure

/// Line heights by the formulas of DESIGN.md, worked by hand from Inter's tables (2728 / 680 / 0 at 2816 upem).
@Suite struct MetricsTests {
    let size = 17.0
    var ascent: Double { Support.interAscender / Support.interUnitsPerEm * size }      // 16.46875
    var descent: Double { Support.interDescender / Support.interUnitsPerEm * size }    // 4.105113…
    var natural: Double { ascent + descent }                                            // 20.573863…

    func measure(_ text: String, _ configure: (inout ParagraphStyle) -> Void = { _ in },
                 options: MeasureOptions = MeasureOptions(), fonts: FontLibrary = Support.fonts) throws -> TextLayout {
        var style = ParagraphStyle()
        configure(&style)
        return try TextMeasurer(fonts: fonts).measure(text, style: TextStyle(size: size), paragraphStyle: style, options: options)
    }

    @Test func singleLineIsAscentPlusDescent() throws {
        let layout = try measure("Hello")
        #expect(abs(ascent - 16.46875) < 1e-12)
        #expect(abs(layout.rawSize.height - natural) < 1e-9)
        #expect(abs(layout.lines[0].baseline - ascent) < 1e-9)
        #expect(abs(layout.lines[0].ascent - ascent) < 1e-9)
        #expect(abs(layout.lines[0].descent - descent) < 1e-9)
    }

    @Test func linesAdvanceByTheirHeight() throws {
        let layout = try measure("a\nb\nc")
        #expect(layout.lineCount == 3)
        #expect(abs(layout.rawSize.height - 3 * natural) < 1e-9)
        #expect(abs(layout.lines[2].baseline - (2 * natural + ascent)) < 1e-9)
    }

    @Test func lineHeightMultipleAddsAboveTheAscender() throws {
        let layout = try measure("a\nb") { $0.lineHeightMultiple = 1.5 }
        #expect(abs(layout.rawSize.height - 3 * natural) < 1e-9)
        #expect(abs(layout.lines[0].baseline - (1.5 * natural - descent)) < 1e-9)
    }

    @Test func minimumAndMaximumLineHeightClamp() throws {
        #expect(abs(try measure("a\nb") { $0.minimumLineHeight = 30 }.rawSize.height - 60) < 1e-9)
        let capped = try measure("a\nb") { $0.maximumLineHeight = 15 }
        #expect(abs(capped.rawSize.height - 30) < 1e-9)
        #expect(abs(capped.lines[1].baseline - (15 + 15 - descent)) < 1e-9)
        // The maximum wins over a larger multiple.
        #expect(abs(try measure("a") { $0.lineHeightMultiple = 3; $0.maximumLineHeight = 25 }.rawSize.height - 25) < 1e-9)
    }

    @Test func lineSpacingSitsBetweenLinesOnly() throws {
        let layout = try measure("a\nb\nc") { $0.lineSpacing = 4 }
        #expect(abs(layout.rawSize.height - (3 * natural + 2 * 4)) < 1e-9)
    }

    @Test func paragraphSpacingBeforeAndAfter() throws {
        #expect(abs(try measure("a\nb") { $0.paragraphSpacing = 10 }.rawSize.height - (2 * natural + 10)) < 1e-9)
        #expect(abs(try measure("a\nb") { $0.paragraphSpacingBefore = 6 }.rawSize.height - (2 * natural + 6)) < 1e-9)
        // Lines wrapped inside one paragraph get no paragraph spacing.
        let wrapped = try TextMeasurer(fonts: Support.fonts).measure("aaaa aaaa", width: 40, paragraphStyle: {
            var style = ParagraphStyle(); style.paragraphSpacing = 10; return style }())
        #expect(wrapped.lineCount == 2)
        #expect(abs(wrapped.rawSize.height - 2 * natural) < 1e-9)
    }

    @Test func fontLeadingFollowsUsesFontLeading() throws {
        // Inter has no line gap; patch OS/2 sTypoLineGap (offset 72) to 500 units.
        let path = try Support.patchedFont(Support.interPath, patches: [("OS/2", 72, 500)])
        defer { try? FileManager.default.removeItem(atPath: path) }
        var fonts = FontLibrary()
        try fonts.register(fileAt: path)
        let gap = 500 / Support.interUnitsPerEm * size
        let on = try measure("a\nb", fonts: fonts)
        #expect(abs(on.rawSize.height - (2 * natural + gap)) < 1e-9)
        let off = try measure("a\nb", options: MeasureOptions(usesFontLeading: false), fonts: fonts)
        #expect(abs(off.rawSize.height - 2 * natural) < 1e-9)
        // s = max(lineSpacing, g).
        #expect(abs(try measure("a\nb", { $0.lineSpacing = 1 }, fonts: fonts).rawSize.height - (2 * natural + gap)) < 1e-9)
        #expect(abs(try measure("a\nb", { $0.lineSpacing = 9 }, fonts: fonts).rawSize.height - (2 * natural + 9)) < 1e-9)
    }

    @Test func tallerFallbackFontRaisesItsLineOnly() throws {
        // Arabic falls back to Noto Sans Arabic UI: 1069 / 293 at 1000 upem (Noto Sans Arabic's 1374 / 738 made Arabic
        // lines 2.11 em tall; the UI variant's are 1.36 em, a little taller than Inter's 1.21).
        let layout = try measure("a\nمرحبا")
        #expect(abs(layout.lines[0].height - natural) < 1e-9)
        #expect(abs(layout.lines[1].height - (1069.0 + 293.0) / 1000 * size) < 1e-9)
        let named = try Support.measurer.measure("مرحبا", style: TextStyle(family: "Noto Sans Arabic", size: size))
        #expect(abs(named.lines[0].height - (1374.0 + 738.0) / 1000 * size) < 1e-9)
    }

    @Test(arguments: [(1.0, 21.0), (2.0, 21.0), (3.0, 62.0 / 3)])
    func roundingUpToWholePixels(scale: Double, expectedHeight: Double) throws {
        let layout = try measure("Hello", options: MeasureOptions(scale: scale))
        #expect(Double(layout.size.height) == expectedHeight)
        #expect(Double(layout.size.width) == (Double(layout.rawSize.width) * scale).rounded(.up) / scale)
        #expect(layout.rect == CGRect(origin: .zero, size: layout.size))
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func exactPixelSizesDoNotRoundUp(scale: Double) throws {
        let layout = try measure("a\nb", { $0.minimumLineHeight = 20; $0.maximumLineHeight = 20 }, options: MeasureOptions(scale: scale))
        #expect(layout.size.height == 40)
    }
}
