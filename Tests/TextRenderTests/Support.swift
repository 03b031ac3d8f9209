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

    static func context(gamma: TextGamma = .none) throws -> RasterContext {
        try RasterContext(cache: cache, gamma: gamma)
    }
}
