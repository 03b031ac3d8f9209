import TextMeasure

// The only file of the benchmarks that calls TextMeasure: adapt it here when the API changes.

/// Letterpress doing the measure workloads. A session is a fresh `TextMeasurer` over fonts loaded once
/// (so its shape cache starts empty); the threads of the parallel workload share one measurer, as an app would.
struct LetterpressMeasureEngine: MeasureEngine {
    let fonts: FontLibrary
    let family: String
    let size: Double

    /// Loads the embedded fonts (`Fonts/`).
    init(family: String, size: Double) throws {
        fonts = try FontLibrary.embedded()
        self.family = family
        self.size = size
    }

    func makeSessions(threads: Int) throws -> [TextMeasurer] {
        let measurer = TextMeasurer(fonts: fonts)
        return Array(repeating: measurer, count: threads)
    }

    func measure(_ text: String, width: Double, in measurer: TextMeasurer) throws -> MeasureResult {
        MeasureResult(try measurer.measure(attributed(text), width: width))
    }

    func prepare(_ text: String, width: Double, in measurer: TextMeasurer) throws -> PreparedText {
        let prepared = try measurer.prepare(attributed(text))
        _ = try prepared.layout(width: width)
        return prepared
    }

    func remeasure(_ prepared: PreparedText, width: Double) throws -> MeasureResult {
        MeasureResult(try prepared.layout(width: width))
    }

    private func attributed(_ text: String) -> AttributedText {
        AttributedText(text, style: TextStyle(family: family, size: size))
    }
}

extension MeasureResult {
    init(_ layout: TextLayout) {
        self.init(lineCount: layout.lineCount, width: Double(layout.rawSize.width), height: Double(layout.rawSize.height))
    }
}
