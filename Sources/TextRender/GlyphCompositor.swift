/// Blends glyph bitmaps onto premultiplied RGBA pixels, one glyph at a time as they are added.
///
/// Each glyph is blended row by row over only its inked span of every row (`GlyphPixels.spans`), clipped to the
/// box. Overlapping glyphs blend in the order they are added, exactly as drawing them one after another would.
/// The compositor holds no references: the caller keeps the image's bytes alive while it is used.
struct GlyphCompositor {
    private let pixels: UnsafeMutableRawPointer
    private let width: Int
    private let box: PixelBox

    /// A compositor over `width`-pixel rows at `pixels`, touching only `box`.
    init(pixels: UnsafeMutableRawPointer, width: Int, box: PixelBox) {
        self.pixels = pixels
        self.width = width
        self.box = box
    }

    /// Blends `bitmap` with its origin at device pixel (`x`, `y`): x the origin's column, y the baseline row.
    func add(_ bitmap: GlyphBitmap, x: Int, y: Int, blender: CoverageBlender, opacity: UInt8) {
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        let left = x + bitmap.left, top = y + bitmap.top
        let x0 = max(left, box.x0), x1 = min(left + bitmap.width, box.x1)
        let y0 = max(top, box.y0), y1 = min(top + bitmap.height, box.y1)
        guard x1 > x0, y1 > y0 else { return }
        let storage = bitmap.storage, bitmapWidth = bitmap.width
        let glyphPixels = UnsafePointer(storage.base), spans = UnsafePointer(storage.spans)
        let rowBytes = width &* 4, tables = UnsafePointer(blender.tables)
        withExtendedLifetime((storage, blender)) {
            for row in y0..<y1 {
                // This row's ink, inside the clip box.
                let line = row &- top
                let start = max(x0, left &+ Int(spans[2 &* line]))
                let end = min(x1, left &+ Int(spans[2 &* line &+ 1]))
                guard end > start else { continue }
                let target = pixels + (row &* rowBytes &+ start &* 4)
                let offset = line &* bitmapWidth &+ (start &- left)
                if bitmap.isColor {
                    blendColorRow(glyphPixels + offset &* 4, opacity: UInt32(opacity), target, count: end &- start)
                } else {
                    CoverageBlender.blendRow(tables: tables, glyphPixels + offset, target, count: end &- start)
                }
            }
        }
    }

    /// Source-over of `count` premultiplied RGBA pixels at `source`, faded by `opacity`, onto `target`.
    private func blendColorRow(_ source: UnsafePointer<UInt8>, opacity: UInt32, _ target: UnsafeMutableRawPointer, count: Int) {
        let pixel = target.assumingMemoryBound(to: UInt8.self)
        for column in 0..<count {
            blendPixel(source + column &* 4, opacity: opacity, into: pixel + column &* 4)
        }
    }
}
