import TextMeasure

// The only file of the measure workloads that calls TextMeasure: adapt it here when the API changes.

/// Letterpress doing the measure workloads. Fonts are loaded once (outside the timings); a session is a fresh
/// `TextMeasurer` over them, so its shape cache starts empty. The threads of the parallel workload share one
/// measurer, as an app would.
struct LetterpressMeasureEngine: MeasureEngine {
    let fonts: FontLibrary
    let style: TextStyle

    /// Loads the fonts of `fontsDirectory` (its `manifest.json` gives the fallback order), the same directory
    /// the Pango peer gets.
    init(fontsDirectory: String, family: String, size: Double) throws {
        fonts = try FontLibrary(directory: fontsDirectory)
        style = TextStyle(family: family, size: size)
    }

    func makeSessions(threads: Int) throws -> [TextMeasurer] {
        Array(repeating: TextMeasurer(fonts: fonts), count: threads)
    }

    func measure(_ text: String, width: Double, in measurer: TextMeasurer) throws -> MeasureResult {
        MeasureResult(try measurer.measure(AttributedText(text, style: style), width: width))
    }

    func prepare(_ text: String, width: Double, in measurer: TextMeasurer) throws -> PreparedText {
        let prepared = try measurer.prepare(AttributedText(text, style: style))
        _ = try prepared.layout(width: width)
        return prepared
    }

    func remeasure(_ prepared: PreparedText, width: Double) throws -> MeasureResult {
        MeasureResult(try prepared.layout(width: width))
    }

    func cacheSummary(of measurer: TextMeasurer) -> String? {
        let cache = measurer.shapeCacheStatistics
        return "Letterpress shape cache after one cold pass: \(cache.entries) words, \(cache.bytes / 1024) KiB, "
            + "hit rate \(fixed(cache.hitRate * 100, 1)) % (\(cache.hits) hits, \(cache.misses) misses, "
            + "\(cache.evictions) evictions)"
    }
}

extension MeasureResult {
    init(_ layout: TextLayout) {
        self.init(lineCount: layout.lineCount, width: Double(layout.rawSize.width), height: Double(layout.rawSize.height))
    }
}
