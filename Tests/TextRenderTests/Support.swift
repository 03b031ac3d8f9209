import Foundation
import Raster
import TextMeasure
@testable import TextRender

/// Shared fixtures: one measurer and one glyph cache for the whole test run.
enum Fixtures {
    static let measurer: TextMeasurer = {
        do { return try TextMeasurer() } catch { fatalError("embedded fonts: \(error)") }
    }()
    static let cache = GlyphCache()

    /// A context over the shared cache; no gamma adjustment unless asked, so coverage sums are areas.
    static func context(gamma: TextGamma = .none) throws -> RasterContext {
        try RasterContext(cache: cache, gamma: gamma)
    }

    /// A transparent canvas.
    static func canvas(width: Int, height: Int, scale: Double = 1, gamma: TextGamma = .none) throws -> Canvas {
        try Canvas(width: width, height: height, scale: scale, context: context(gamma: gamma))
    }
}

/// Measurements of rendered pixels, computed from the bytes alone.
enum Pixels {
    /// The covered area in pixels: the sum of alpha / 255.
    static func area(_ image: Image) -> Double {
        image.withUnsafeBytes { bytes in
            stride(from: 3, to: bytes.count, by: 4).reduce(0.0) { $0 + Double(bytes[$1]) } / 255
        }
    }

    /// How many pixels have exactly `alpha`.
    static func count(_ image: Image, alpha: UInt8) -> Int {
        image.withUnsafeBytes { bytes in stride(from: 3, to: bytes.count, by: 4).filter { bytes[$0] == alpha }.count }
    }

    /// The box (min x, min y, max x + 1, max y + 1) of pixels whose alpha is above `threshold`; nil when none is.
    static func inkBox(_ image: Image, threshold: UInt8 = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where (image[x, y]?.alpha ?? 0) > threshold {
                box = box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x + 1), max($0.maxY, y + 1)) } ?? (x, y, x + 1, y + 1)
            }
        }
        return box
    }

    /// Columns holding any pixel with alpha above `threshold`, grouped into runs of adjacent columns.
    static func inkedColumnRuns(_ image: Image, threshold: UInt8 = 0) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for x in 0..<image.width {
            let inked = (0..<image.height).contains { (image[x, $0]?.alpha ?? 0) > threshold }
            guard inked else { continue }
            if let last = runs.last, last.upperBound == x {
                runs[runs.count - 1] = last.lowerBound..<(x + 1)
            } else {
                runs.append(x..<(x + 1))
            }
        }
        return runs
    }

    /// The ink's edges to a fraction of a pixel: the first inked row (column) plus the part of it the ink leaves
    /// empty, judged by its most covered pixel, and likewise at the far side. A flat edge at y = 4.3 covers
    /// row 4 by 70 %, so its top edge reads 4 + (1 − 0.7) = 4.3.
    static func inkEdges(_ image: Image) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard let box = inkBox(image) else { return nil }
        func rowMax(_ y: Int) -> Double { Double((box.minX..<box.maxX).map { image[$0, y]?.alpha ?? 0 }.max() ?? 0) / 255 }
        func columnMax(_ x: Int) -> Double { Double((box.minY..<box.maxY).map { image[x, $0]?.alpha ?? 0 }.max() ?? 0) / 255 }
        return (Double(box.minX) + 1 - columnMax(box.minX), Double(box.minY) + 1 - rowMax(box.minY),
                Double(box.maxX) - 1 + columnMax(box.maxX - 1), Double(box.maxY) - 1 + rowMax(box.maxY - 1))
    }

    /// Where the ink of row `y` starts, to a fraction of a pixel (exact for a vertical edge).
    static func leftEdge(_ image: Image, row y: Int) -> Double? {
        guard let x = (0..<image.width).first(where: { (image[$0, y]?.alpha ?? 0) > 0 }) else { return nil }
        return Double(x) + 1 - Double(image[x, y]?.alpha ?? 0) / 255
    }
}
