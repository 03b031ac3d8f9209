import PangoPeer

/// Pango 1.50 doing the measure workloads: one peer (font map, context, layout) per session, so every
/// session starts with empty font caches and each thread has its own peer.
struct PangoMeasureEngine: MeasureEngine {
    /// The primary font file, e.g. `Fonts/Inter-Regular.otf`.
    let fontFile: String
    /// The fallback fonts' directory (the embedded `Fonts/`).
    let fallbackDirectory: String
    /// A Pango family list in Letterpress's fallback order.
    let family: String
    let size: Double
    /// Pango's default of drawing a hyphen where it breaks inside a word; off for a like-for-like comparison.
    let insertsHyphens: Bool

    func makeSessions(threads: Int) throws -> [PangoPeer] {
        try (0..<threads).map { _ in
            let peer = try PangoPeer(fontFile: fontFile, fallbackDirectory: fallbackDirectory, family: family, size: size)
            peer.insertsHyphens = insertsHyphens
            return peer
        }
    }

    func measure(_ text: String, width: Double, in peer: PangoPeer) throws -> MeasureResult {
        MeasureResult(try peer.measure(text, width: width))
    }

    func prepare(_ text: String, width: Double, in peer: PangoPeer) throws -> PangoText {
        let prepared = try peer.makeText(text)
        _ = try prepared.measure(width: width)
        return prepared
    }

    func remeasure(_ prepared: PangoText, width: Double) throws -> MeasureResult {
        MeasureResult(try prepared.measure(width: width))
    }
}

extension MeasureResult {
    init(_ metrics: PangoMetrics) {
        self.init(lineCount: metrics.lineCount, width: metrics.width, height: metrics.height)
    }
}
