import CPixels
import Raster

/// Draws premultiplied RGBA images onto each other ("source over"), at whole-pixel offsets.
enum ImageCompositor {
    /// Blends `source` onto `target` with its top-left pixel at (`x`, `y`); parts outside `target` are cut.
    /// Each channel is `source + target × (255 − source alpha) / 255`, rounded, eight pixels a step (CPixels).
    static func draw(_ source: Image, x: Int, y: Int, onto target: inout Image) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(target.width, x + source.width), y1 = min(target.height, y + source.height)
        guard x1 > x0, y1 > y0 else { return }
        let targetWidth = target.width, sourceWidth = source.width
        source.withUnsafeBytes { sourceBytes in
            target.withUnsafeMutableBytes { targetBytes in
                guard let from = sourceBytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                      let to = targetBytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                for row in y0..<y1 {
                    cpx_source_over_row(from + ((row - y) * sourceWidth + (x0 - x)) * 4, to + (row * targetWidth + x0) * 4,
                                        x1 - x0)
                }
            }
        }
    }
}
