import Foundation
import Raster
import TextMeasure
import TextRender

/// `font-loading`: font file bytes (seeded with small subsets of the embedded fonts and mutated) → a typed error, or
/// faces that measure a short string to finite, non-negative sizes and draw it through FreeType without a trap.
package enum FontLoadingCheck: FuzzCheck {
    package static let name = "font-loading"

    /// Latin, a combining accent, a symbol, digits, CJK and an emoji: cmap lookups, GSUB/GPOS and colour strikes.
    static let sample = "Hi, wörld ✓ 12 字 😀"

    package static func check(_ input: [UInt8]) throws(FuzzFailure) {
        var library = FontLibrary()
        let registered: [FontDescriptor]
        do {
            registered = try library.register(bytes: input, source: "fuzz.ttf")
        } catch let error as TextMeasureError {
            guard !error.description.isEmpty else { throw FuzzFailure("empty error message") }
            return
        } catch {
            throw FuzzFailure("untyped error \(error)")
        }
        guard !registered.isEmpty else { throw FuzzFailure("a font was registered with no faces") }
        let measurer = TextMeasurer(fonts: library, shapeCacheBytes: 1 << 20)
        for descriptor in registered.prefix(2) {
            let style = TextStyle(family: descriptor.family, size: 17, weight: descriptor.weight, italic: descriptor.isItalic)
            let layout: TextLayout
            do {
                layout = try measurer.measure(sample, style: style, width: 80, options: MeasureOptions(scale: 2))
            } catch let error as TextMeasureError {
                guard !error.description.isEmpty else { throw FuzzFailure("empty error message") }
                continue
            } catch {
                throw FuzzFailure("untyped error \(error)")
            }
            let sizes = [layout.size.width, layout.size.height, layout.rawSize.width, layout.rawSize.height]
            guard sizes.allSatisfy({ $0.isFinite && $0 >= 0 }), layout.lineCount >= 1 else {
                throw FuzzFailure("\(descriptor.family) measures \(sizes) with \(layout.lineCount) lines")
            }
            try draw(layout)
        }
    }

    /// Draws the layout into a small canvas: FreeType opens the face, loads and renders its glyphs.
    private static func draw(_ layout: TextLayout) throws(FuzzFailure) {
        do {
            let context = try RasterContext(cache: GlyphCache(byteLimit: 1 << 20))
            var canvas = try Canvas(width: 64, height: 48, scale: 2, background: .white, context: context)
            try canvas.draw(layout, at: CGPoint(x: 1, y: 1), paint: TextPaint(color: .black))
        } catch is RenderError {
            return
        } catch {
            throw FuzzFailure("drawing failed with an untyped error: \(error)")
        }
    }
}
