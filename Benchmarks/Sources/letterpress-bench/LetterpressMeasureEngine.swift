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

extension LetterpressMeasureEngine {
    /// The lines of `text` at `width`, with each line's glyph runs, for `compare`.
    func lineDescriptions(_ text: String, width: Double) throws -> [LineDescription] {
        let layout = try TextMeasurer(fonts: fonts).measure(AttributedText(text, style: style), width: width)
        return layout.lines.indices.map { index in
            let line = layout.lines[index]
            let runs = layout.glyphRuns(inLine: index).map { run in
                "\(run.face.family) x \(fixed(run.xRange.lowerBound, 3))–\(fixed(run.xRange.upperBound, 3)), \(run.glyphs.count) glyphs"
            }
            return LineDescription(text: line.text, x: line.x, width: line.width, runs: runs.joined(separator: " | "))
        }
    }
}

extension MeasureResult {
    init(_ layout: TextLayout) {
        self.init(lineCount: layout.lineCount, width: Double(layout.rawSize.width), height: Double(layout.rawSize.height))
    }
}
