import Foundation
import Raster
import TextMeasure
import TextRender

// The only file of the render workloads that calls TextRender: adapt it here when the API changes.

/// Letterpress doing issue 3's render workload: measure a message at the benchmark width, draw it in opaque
/// black on a transparent image of its rounded size × scale, and encode PNGs. Fonts are loaded once (outside
/// the timings); a session is a fresh measurer, and a fresh glyph cache and raster context unless it continues
/// another session's (as Cairo's glyph caches outlive a Pango font map: it finds its glyphs again in later passes).
struct LetterpressRenderEngine {
    let fonts: FontLibrary
    let style: TextStyle

    init(fontsDirectory: String, family: String, size: Double) throws {
        fonts = try FontLibrary(directory: fontsDirectory)
        style = TextStyle(family: family, size: size)
    }

    /// A session: an empty shape cache; the glyph cache and raster context of `previous`, or empty ones.
    final class Session {
        let measurer: TextMeasurer
        let cache: GlyphCache
        let context: RasterContext

        init(fonts: FontLibrary, gamma: TextGamma, continuing previous: Session?) throws {
            measurer = TextMeasurer(fonts: fonts)
            cache = previous?.cache ?? GlyphCache()
            context = try previous?.context ?? RasterContext(cache: cache, gamma: gamma)
        }
    }

    func makeSession(gamma: TextGamma = .standard, continuing previous: Session? = nil) throws -> Session {
        try Session(fonts: fonts, gamma: gamma, continuing: previous)
    }

    /// Measures `text` at `width` points with rounding at `scale`.
    func measure(_ text: String, width: Double, scale: Double, in session: Session) throws -> TextLayout {
        try session.measurer.measure(AttributedText(text, style: style), width: width, options: MeasureOptions(scale: scale))
    }

    /// Draws a measured layout into a new transparent image of its rounded size × scale (at least 1 × 1).
    func render(_ layout: TextLayout, scale: Double, in session: Session) throws -> Image {
        var canvas = try Canvas(width: max(1, Int((layout.size.width * scale).rounded())),
                                height: max(1, Int((layout.size.height * scale).rounded())),
                                scale: scale, context: session.context)
        try canvas.draw(layout, at: .zero, paint: TextPaint(color: .black))
        return canvas.image
    }

    /// Encodes `image` as PNG in memory; returns the file's size in bytes.
    func encode(_ image: Image, _ compression: PNGCompression) throws -> Int {
        try PNGEncoder(compression: compression).encode(image).count
    }

    /// The session's glyph cache counters, as a line for the report.
    func cacheSummary(_ session: Session) -> String {
        let s = session.cache.statistics
        return "Letterpress glyph cache after the first (cold) pass: \(s.entries) glyphs, \(s.bytes / 1024) KiB, hit rate "
            + "\(fixed(s.hitRate * 100, 1)) % (\(s.hits) hits, \(s.misses) misses, \(s.evictions) evictions)"
    }

    /// FNV-1a hashes of every image of `texts` drawn in three paints, as lines for the report: black on
    /// transparent (the benchmark's images), white on `#0B84FF` and 50 %-alpha red on white (blending over
    /// opaque and with partial alpha). Equal hashes before and after a change mean bit-identical rendering.
    func checksums(_ texts: [String], width: Double, scale: Double) throws -> String {
        let session = try makeSession()
        let variants: [(name: String, text: Color, background: Color)] = [
            ("black on transparent", .black, .clear),
            ("white on #0B84FF", .white, try Color(hex: "#0B84FF")),
            ("50 % red on white", Color(red: 255, green: 0, blue: 0, alpha: 128), .white),
        ]
        var lines: [String] = []
        for variant in variants {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for text in texts {
                let layout = try measure(text, width: width, scale: scale, in: session)
                var canvas = try Canvas(width: max(1, Int((layout.size.width * scale).rounded())),
                                        height: max(1, Int((layout.size.height * scale).rounded())),
                                        scale: scale, background: variant.background, context: session.context)
                try canvas.draw(layout, at: .zero, paint: TextPaint(color: variant.text))
                canvas.image.withUnsafeBytes { bytes in
                    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
                }
            }
            lines.append("\(variant.name): \(String(hash, radix: 16))")
        }
        return lines.joined(separator: "\n")
    }
}
