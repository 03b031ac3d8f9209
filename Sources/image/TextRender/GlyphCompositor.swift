import CPixels

/// Blends glyph bitmaps onto premultiplied RGBA pixels, one glyph at a time as they are added.
///
/// Each glyph is blended row by row, clipped to the box: coverage glyphs over their whole width (the same loop
/// count on every row, which the branch predictor learns; empty coverage costs less than a mispredicted loop
/// end), colour glyphs over each row's inked span (`GlyphPixels.spans`). Overlapping glyphs blend in the order they are added, exactly as drawing them one after another would.
/// The parts of a row outside the pixels drawn so far (``InkedRows``) are transparent: coverage glyphs are
/// stored there from the blending table without reading the image. The compositor holds no references: the
/// caller keeps the image's bytes and the inked-row bounds alive while it is used.
struct GlyphCompositor {
    private let pixels: UnsafeMutableRawPointer
    private let width: Int
    private let box: PixelBox
    private let inked: UnsafeMutablePointer<Int32>

    /// A compositor over `width`-pixel rows at `pixels`, touching only `box`, reading and widening the
    /// ``InkedRows`` bounds at `inked`.
    init(pixels: UnsafeMutableRawPointer, width: Int, box: PixelBox, inked: UnsafeMutablePointer<Int32>) {
        self.pixels = pixels
        self.width = width
        self.box = box
        self.inked = inked
    }

    /// Blends `bitmap` with its origin at device pixel (`x`, `y`): x the origin's column, y the baseline row.
    func add(_ bitmap: GlyphView, x: Int, y: Int, blender: CoverageBlender, opacity: UInt8) {
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        let left = x + bitmap.left, top = y + bitmap.top
        let x0 = max(left, box.x0), x1 = min(left + bitmap.width, box.x1)
        let y0 = max(top, box.y0), y1 = min(top + bitmap.height, box.y1)
        guard x1 > x0, y1 > y0 else { return }
        let bitmapWidth = bitmap.width, isColor = bitmap.isColor, glyphPixels = bitmap.pixels, spans = bitmap.spans
        let rowBytes = width &* 4, tables = UnsafePointer(blender.tables), inked = self.inked
        // The view's owner and `blender` outlive the call, so these pointers stay valid.
        let allTransparent = (y0..<y1).allSatisfy { isTransparent(row: $0, from: x0, to: x1) }
        if !isColor && allTransparent {
            // Every row of the glyph lands on transparent pixels (the usual case: glyphs follow each other):
            // stored in one call, then the rows' spans widened.
            cpx_store_coverage_rect(tables, glyphPixels + ((y0 &- top) &* bitmapWidth &+ (x0 &- left)), bitmapWidth,
                                    pixels.assumingMemoryBound(to: UInt8.self) + (y0 &* rowBytes &+ x0 &* 4), rowBytes,
                                    x1 &- x0, y1 &- y0)
            for row in y0..<y1 { widen(row: row, from: x0, to: x1) }
            return
        }
        for row in y0..<y1 {
            // The row's pixels to composite, inside the clip box.
            let line = row &- top
            let start = isColor ? max(x0, left &+ Int(spans[2 &* line])) : x0
            let end = isColor ? min(x1, left &+ Int(spans[2 &* line &+ 1])) : x1
            guard end > start else { continue }
            let rowPixels = pixels + row &* rowBytes
            let offset = line &* bitmapWidth &- left
            let lower = Int(inked[2 &* row]), upper = Int(inked[2 &* row &+ 1])
            let transparent = isTransparent(row: row, from: start, to: end)
            if isColor && opacity == 255 && transparent {
                // Source-over of premultiplied pixels at full opacity onto transparent black is the source.
                (rowPixels + start &* 4).copyMemory(from: glyphPixels + (offset &+ start) &* 4, byteCount: (end &- start) &* 4)
            } else if isColor {
                blendColorRow(glyphPixels + (offset &+ start) &* 4, opacity: UInt32(opacity), rowPixels + start &* 4,
                              count: end &- start)
            } else if transparent {
                CoverageBlender.storeRow(tables: tables, glyphPixels + (offset &+ start), rowPixels + start &* 4,
                                         count: end &- start)
            } else {
                // Transparent left of the inked span, blended inside it, transparent right of it.
                let middleStart = max(start, lower), middleEnd = min(end, upper)
                if start < middleStart {
                    CoverageBlender.storeRow(tables: tables, glyphPixels + (offset &+ start), rowPixels + start &* 4,
                                             count: middleStart &- start)
                }
                CoverageBlender.blendRow(tables: tables, glyphPixels + (offset &+ middleStart), rowPixels + middleStart &* 4,
                                         count: middleEnd &- middleStart)
                if middleEnd < end {
                    CoverageBlender.storeRow(tables: tables, glyphPixels + (offset &+ middleEnd), rowPixels + middleEnd &* 4,
                                             count: end &- middleEnd)
                }
            }
            widen(row: row, from: start, to: end)
        }
    }

    /// Whether columns `start..<end` of `row` lie outside the row's inked span (so they are transparent black).
    @inline(__always)
    private func isTransparent(row: Int, from start: Int, to end: Int) -> Bool {
        let lower = Int(inked[2 &* row]), upper = Int(inked[2 &* row &+ 1])
        return lower >= upper || end <= lower || start >= upper
    }

    /// Widens `row`'s inked span to cover columns `start..<end`.
    @inline(__always)
    private func widen(row: Int, from start: Int, to end: Int) {
        inked[2 &* row] = min(inked[2 &* row], Int32(truncatingIfNeeded: start))
        inked[2 &* row &+ 1] = max(inked[2 &* row &+ 1], Int32(truncatingIfNeeded: end))
    }

    /// Source-over of `count` premultiplied RGBA pixels at `source`, faded by `opacity`, onto `target`.
    private func blendColorRow(_ source: UnsafePointer<UInt8>, opacity: UInt32, _ target: UnsafeMutableRawPointer, count: Int) {
        let pixel = target.assumingMemoryBound(to: UInt8.self)
        for column in 0..<count {
            blendPixel(source + column &* 4, opacity: opacity, into: pixel + column &* 4)
        }
    }
}
