import Geometry
import Testing
import TextMeasure

/// `PreparedText.layout(width:height:)` in extents (what a flexbox measure function is asked): unconstrained is the
/// natural size, the `Double` entry's +∞ is unconstrained, and a length that is NaN, infinite or negative is refused
/// where it comes in, naming the dimension and the value.
@Suite struct LayoutExtentTests {
    let prepared: PreparedText = {
        do { return try Support.measurer.prepare(AttributedText("Layout engines used to pass NaN when a size is undefined")) } catch {
            fatalError("\(error)")
        }
    }()

    @Test func unconstrainedMeasuresTheNaturalSize() throws {
        let natural = try prepared.layout(width: .unconstrained, height: .unconstrained)
        #expect(natural.lineCount == 1)
        #expect(abs(natural.rawSize.width - prepared.maxIntrinsicWidth) < 1e-9)
        let viaDouble = try prepared.layout(width: .infinity, height: .infinity)
        #expect(viaDouble.size == natural.size && viaDouble.lines == natural.lines)
        // One dimension unconstrained, the other constrained: the width still wraps.
        let wrapped = try prepared.layout(width: .atMost(120), height: .unconstrained)
        #expect(wrapped.lineCount > 1)
        #expect(wrapped.rawSize.width <= 120)
        #expect(try prepared.layout(width: 120).lines == wrapped.lines)
        let exactHeight = try prepared.layout(width: .unconstrained, height: .exactly(30))
        #expect(exactHeight.rawSize.height == 30)
    }

    @Test(arguments: [Double.nan, -1, .infinity, -Double.infinity])
    func lengthsThatAreNotFiniteAndPositiveAreNamedErrors(length: Double) {
        for extent in [Extent.exactly(length), .atMost(length)] {
            #expect(throws: TextMeasureError.invalidArgument(name: "width", value: "\(length)", reason: ExtentError.requirement)) {
                try prepared.layout(width: extent, height: .unconstrained)
            }
            #expect(throws: TextMeasureError.invalidArgument(name: "height", value: "\(length)", reason: ExtentError.requirement)) {
                try prepared.layout(width: .atMost(100), height: extent)
            }
        }
    }

    /// The `Double` entry: +∞ is no limit; NaN and negative lengths (−∞ too) are still errors.
    @Test(arguments: [Double.nan, -1, -Double.infinity])
    func theDoubleEntryRefusesWhatItAlwaysRefused(length: Double) {
        #expect(throws: TextMeasureError.self) { try prepared.layout(width: length) }
        #expect(throws: TextMeasureError.self) { try prepared.layout(width: 100, height: length) }
    }
}
