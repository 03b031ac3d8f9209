import Testing
import TextMeasure

/// Layout engines say "undefined" with NaN (Yoga, FlexLayout): the measure-mode API accepts it where the mode is
/// undefined, answers as for an unbounded length, and still rejects it where a length is needed.
@Suite struct MeasureModeNaNTests {
    let prepared: PreparedText = {
        do { return try Support.measurer.prepare(AttributedText("Layout engines pass NaN when a size is undefined")) } catch {
            fatalError("\(error)")
        }
    }()

    @Test func nanInUndefinedModeMeasuresTheNaturalSize() throws {
        let natural = try prepared.layout(width: .infinity, widthMode: .undefined, height: .infinity, heightMode: .undefined)
        let yogaStyle = try prepared.layout(width: .nan, widthMode: .undefined, height: .nan, heightMode: .undefined)
        #expect(yogaStyle.size == natural.size)
        #expect(yogaStyle.lineCount == 1)
        #expect(abs(yogaStyle.rawSize.width - prepared.maxIntrinsicWidth) < 1e-9)
        // One dimension undefined, the other constrained: the width still wraps.
        let wrapped = try prepared.layout(width: 120, widthMode: .atMost, height: .nan, heightMode: .undefined)
        #expect(wrapped.lineCount > 1)
        #expect(wrapped.rawSize.width <= 120)
        let exactHeight = try prepared.layout(width: .nan, widthMode: .undefined, height: 30, heightMode: .exactly)
        #expect(exactHeight.rawSize.height == 30)
    }

    @Test(arguments: [MeasureMode.exactly, .atMost])
    func nanWhereALengthIsNeededIsStillAnError(mode: MeasureMode) {
        #expect(throws: TextMeasureError.self) {
            try prepared.layout(width: .nan, widthMode: mode, height: .nan, heightMode: .undefined)
        }
        #expect(throws: TextMeasureError.self) {
            try prepared.layout(width: 100, widthMode: .atMost, height: .nan, heightMode: mode)
        }
    }
}
