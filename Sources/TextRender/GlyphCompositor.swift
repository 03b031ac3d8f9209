/// Blends a line's glyph bitmaps onto premultiplied RGBA pixels, row by row.
///
/// Glyphs are collected for one line and then composited in scanline order (every glyph's part of row y, left
/// to right, then row y + 1): the destination is read and written sequentially, once per line band, instead of
/// in a column of short segments per glyph, which costs a cache miss per row of every glyph. Overlapping glyphs
/// blend in the order they were added, exactly as drawing them one after another would.
struct GlyphCompositor {
    /// One glyph waiting to be composited, as plain values: its pixels' address (kept alive by `retained`), its
    /// part inside the clip box on the device grid, and its blending tables.
    private struct Placed {
        var pixels: UnsafePointer<UInt8>
        var spans: UnsafePointer<Int32>
        var bitmapWidth: Int
        var left: Int
        var top: Int
        var bottom: Int
        var x0: Int
        var x1: Int
        var isColor: Bool
        var tables: UnsafePointer<UInt32>
        var opacity: UInt32
    }

    private let pixels: UnsafeMutableRawPointer
    private let width: Int
    private let box: PixelBox
    private var pending: [Placed] = []
    private var retained: [AnyObject] = []

    /// A compositor over `width`-pixel rows at `pixels`, touching only `box`.
    init(pixels: UnsafeMutableRawPointer, width: Int, box: PixelBox) {
        self.pixels = pixels
        self.width = width
        self.box = box
    }

    /// Queues `bitmap` with its origin at device pixel (`x`, `y`): x the origin's column, y the baseline row.
    mutating func add(_ bitmap: GlyphBitmap, x: Int, y: Int, blender: CoverageBlender, opacity: UInt8) {
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        let left = x + bitmap.left, top = y + bitmap.top
        let x0 = max(left, box.x0), x1 = min(left + bitmap.width, box.x1)
        guard x1 > x0, top < box.y1, top + bitmap.height > box.y0 else { return }
        retained.append(bitmap.storage)
        retained.append(blender)
        pending.append(Placed(pixels: UnsafePointer(bitmap.storage.base), spans: UnsafePointer(bitmap.storage.spans),
                              bitmapWidth: bitmap.width, left: left, top: top,
                              bottom: top + bitmap.height, x0: x0, x1: x1, isColor: bitmap.isColor,
                              tables: UnsafePointer(blender.tables), opacity: UInt32(opacity)))
    }

    /// Composites every queued glyph, row by row, and empties the queue.
    mutating func flush() {
        defer {
            pending.removeAll(keepingCapacity: true)
            retained.removeAll(keepingCapacity: true)
        }
        guard !pending.isEmpty else { return }
        let bandTop = max(pending.map(\.top).min() ?? 0, box.y0), bandBottom = min(pending.map(\.bottom).max() ?? 0, box.y1)
        guard bandBottom > bandTop else { return }
        let pixels = self.pixels, width = self.width
        pending.withUnsafeBufferPointer { glyphs in
            for row in bandTop..<bandBottom {
                let rowPixels = pixels + row * width * 4
                for index in glyphs.indices {
                    let glyph = glyphs[index]
                    guard row >= glyph.top, row < glyph.bottom else { continue }
                    // This row's ink, inside the clip box.
                    let line = row - glyph.top
                    let x0 = max(glyph.x0, glyph.left + Int(glyph.spans[2 * line]))
                    let x1 = min(glyph.x1, glyph.left + Int(glyph.spans[2 * line + 1]))
                    guard x1 > x0 else { continue }
                    let count = x1 - x0
                    let target = rowPixels + x0 * 4
                    let offset = line * glyph.bitmapWidth + (x0 - glyph.left)
                    if glyph.isColor {
                        let from = glyph.pixels + offset * 4
                        for column in 0..<count {
                            blendPixel(from + column * 4, opacity: glyph.opacity,
                                       into: (target + column * 4).assumingMemoryBound(to: UInt8.self))
                        }
                    } else {
                        CoverageBlender.blendRow(tables: glyph.tables, glyph.pixels + offset, target, count: count)
                    }
                }
            }
        }
    }
}
