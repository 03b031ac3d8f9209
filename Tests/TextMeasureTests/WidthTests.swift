import Foundation
import Testing
@testable import TextMeasure

@Suite struct WidthTests {
    @Test(arguments: ["Hello, world", "Привет, мир", "The quick brown fox jumps over the lazy dog", "0123456789 ()[]{}"])
    func singleLineWidthIsTheSumOfHarfBuzzAdvances(text: String) throws {
        let layout = try Support.measurer.measure(text, style: TextStyle(size: 17))
        let expected = Support.harfBuzzWidth(text, fontPath: Support.interPath, size: 17)
        #expect(layout.lineCount == 1)
        #expect(abs(layout.rawSize.width - expected) < 1e-9)
    }

    @Test func trailingWhitespaceHangs() throws {
        let plain = try Support.measurer.measure("Hello")
        let spaced = try Support.measurer.measure("Hello   ")
        #expect(spaced.rawSize.width == plain.rawSize.width)
    }

    @Test func letterSpacingAddsPerGraphemeCluster() throws {
        let plain = try Support.measurer.measure("Hé👍🏽")
        let spaced = try Support.measurer.measure("Hé👍🏽", style: TextStyle(letterSpacing: 2))
        #expect(abs(spaced.rawSize.width - plain.rawSize.width - 3 * 2) < 1e-9)
    }

    @Test func featuresReachTheShaper() throws {
        // Inter's tabular figures make every digit as wide as the widest.
        let proportional = try Support.measurer.measure("1111")
        let tabular = try Support.measurer.measure("1111", style: TextStyle(features: [try FontFeature("tnum")]))
        #expect(tabular.rawSize.width > proportional.rawSize.width)
        #expect(throws: TextMeasureError.self) { try FontFeature("toolong") }
    }

    @Test func stylesRunsMeasureEachInItsOwnFont() throws {
        var text = AttributedText("Bold", style: TextStyle(size: 17, weight: .bold))
        text.append(" and regular", style: TextStyle(size: 17))
        let layout = try Support.measurer.measure(text)
        let bold = Support.harfBuzzWidth("Bold", fontPath: FontLibrary.embeddedDirectory + "/Inter-Bold.otf", size: 17)
        let regular = Support.harfBuzzWidth(" and regular", fontPath: Support.interPath, size: 17)
        #expect(abs(layout.rawSize.width - (bold + regular)) < 1e-9)
    }

    @Test func inkSitsInsideTheLineBoxes() throws {
        let layout = try Support.measurer.measure("Hello, world\nagain")
        #expect(layout.inkRect.minY > 0)
        #expect(layout.inkRect.maxY < layout.rawSize.height)
        #expect(layout.inkRect.minX >= 0 && layout.inkRect.minX < 2)
        #expect(layout.inkRect.maxX <= layout.rawSize.width)
    }

    @Test func intrinsicWidthsAndExtents() throws {
        let prepared = try Support.measurer.prepare(AttributedText("a bb cccc"))
        let longest = Support.harfBuzzWidth("cccc", fontPath: Support.interPath, size: 17)
        #expect(abs(prepared.minIntrinsicWidth - longest) < 1e-9)
        #expect(abs(prepared.maxIntrinsicWidth - Support.harfBuzzWidth("a bb cccc", fontPath: Support.interPath, size: 17)) < 1e-9)
        #expect(try prepared.layout(width: .exactly(500), height: .unconstrained).rawSize.width == 500)
        #expect(abs(try prepared.layout(width: .atMost(500), height: .unconstrained).rawSize.width - prepared.maxIntrinsicWidth) < 1e-9)
        #expect(try prepared.layout(width: .unconstrained, height: .unconstrained).lineCount == 1)
        let narrowest = try prepared.layout(width: .atMost(longest), height: .unconstrained)
        #expect(narrowest.lineCount >= 2)
        #expect(narrowest.lines.allSatisfy { $0.text.split(separator: " ").allSatisfy { ["a", "bb", "cccc"].contains($0) } })
        #expect(try prepared.layout(width: .atMost(500), height: .exactly(33)).rawSize.height == 33)
    }
}
