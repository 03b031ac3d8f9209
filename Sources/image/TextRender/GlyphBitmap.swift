/// One rasterized glyph in device pixels, placed relative to its origin (the pen on the baseline).
///
/// Outline glyphs hold 8-bit coverage; colour glyphs (emoji strikes) hold premultiplied RGBA8. The pixels live
/// in an immutable buffer with a stable address, so compositing reads them without copying or reference
/// counting per row.
struct GlyphBitmap: Sendable {
    /// Width in pixels (0 for blank glyphs such as spaces).
    let width: Int
    /// Height in pixels.
    let height: Int
    /// The bitmap's left column relative to the origin's pixel column.
    let left: Int
    /// The bitmap's top row relative to the baseline row, in pixels, y down (negative: above the baseline).
    let top: Int
    /// Whether the pixels are premultiplied RGBA (4 bytes a pixel) instead of coverage (1 byte a pixel).
    let isColor: Bool
    /// Row-major pixels, `width` (coverage) or `width * 4` (colour) bytes a row.
    let storage: GlyphPixels

    init(width: Int, height: Int, left: Int, top: Int, isColor: Bool, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.isColor = isColor
        storage = GlyphPixels(pixels, width: width, height: height, bytesPerPixel: isColor ? 4 : 1)
    }

    /// A glyph with no ink.
    static let blank = GlyphBitmap(width: 0, height: 0, left: 0, top: 0, isColor: false, pixels: [])

    /// What the glyph costs a cache: its pixels plus bookkeeping.
    var byteCost: Int { storage.count + 8 * height + 64 }

    /// The glyph without a reference to its storage: valid only while this bitmap is kept alive elsewhere.
    var view: GlyphView {
        GlyphView(width: width, height: height, left: left, top: top, isColor: isColor,
                  pixels: UnsafePointer(storage.base), spans: UnsafePointer(storage.spans))
    }
}

/// A ``GlyphBitmap``'s geometry and pixel pointers without a reference count: what the compositor reads, handed
/// out by a ``GlyphMemo`` that owns the bitmap, so drawing a remembered glyph retains and releases nothing.
struct GlyphView {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// The bitmap's left column relative to the origin's pixel column.
    let left: Int
    /// The bitmap's top row relative to the baseline row (negative: above it).
    let top: Int
    /// Whether the pixels are premultiplied RGBA instead of coverage.
    let isColor: Bool
    /// The first pixel byte (``GlyphPixels/base``).
    let pixels: UnsafePointer<UInt8>
    /// Each row's inked span (``GlyphPixels/spans``).
    let spans: UnsafePointer<Int32>
}

/// A glyph's pixels in an immutable buffer with a stable address, plus each row's inked span.
final class GlyphPixels: @unchecked Sendable {
    /// The first byte (valid while this object lives).
    let base: UnsafeMutablePointer<UInt8>
    /// The number of pixel bytes.
    let count: Int
    /// For each row, the first inked column and one past the last (equal when the row is empty): compositing
    /// skips the empty margins left and right of the ink without looking at them.
    let spans: UnsafeMutablePointer<Int32>

    init(_ bytes: [UInt8], width: Int, height: Int, bytesPerPixel: Int) {
        count = bytes.count
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        bytes.withUnsafeBufferPointer { if let source = $0.baseAddress { base.update(from: source, count: bytes.count) } }
        let spans = UnsafeMutablePointer<Int32>.allocate(capacity: max(2 * height, 1))
        self.base = base
        self.spans = spans
        for row in 0..<height {
            let rowStart = base + row * width * bytesPerPixel
            func inked(_ column: Int) -> Bool {
                bytesPerPixel == 1 ? rowStart[column] != 0 : rowStart[column * 4 + 3] != 0
            }
            var first = 0, end = width
            while first < width && !inked(first) { first += 1 }
            while end > first && !inked(end - 1) { end -= 1 }
            spans[2 * row] = Int32(first)
            spans[2 * row + 1] = Int32(end)
        }
    }

    deinit {
        base.deallocate()
        spans.deallocate()
    }
}
