/// Which pixels of a canvas may hold anything but transparent black: for every row, one span of columns
/// `[lower, upper)` outside which the row is known to be transparent (all four bytes zero).
///
/// Drawing text onto a fresh transparent image is the common case: a glyph row that lies outside its row's
/// span is stored from the blending table without reading the destination first, so the compositor does not
/// wait for image memory it only has to overwrite. The spans only grow (to the hull of everything drawn), so
/// they stay conservative: a pixel inside a span is blended the ordinary way whatever it holds.
struct InkedRows {
    /// `2 × height` bounds: row `y`'s span is `[bounds[2y], bounds[2y + 1])`, empty when lower ≥ upper.
    private var bounds: [Int32]

    /// Rows of an image `width` pixels wide: all transparent (`inked: false`) or all possibly inked.
    init(width: Int, height: Int, inked: Bool) {
        let span: (Int32, Int32) = inked ? (0, Int32(clamping: width)) : (Int32.max, Int32.min)
        bounds = [Int32](repeating: 0, count: 2 * max(height, 0))
        for row in 0..<max(height, 0) {
            bounds[2 * row] = span.0
            bounds[2 * row + 1] = span.1
        }
    }

    /// Records that `box` (inside the image) may now be inked.
    mutating func mark(_ box: PixelBox) {
        guard !box.isEmpty else { return }
        let x0 = Int32(clamping: box.x0), x1 = Int32(clamping: box.x1)
        for row in max(box.y0, 0)..<min(box.y1, bounds.count / 2) {
            bounds[2 * row] = min(bounds[2 * row], x0)
            bounds[2 * row + 1] = max(bounds[2 * row + 1], x1)
        }
    }

    /// Calls `body` with the bounds' storage, for a compositor that reads and widens spans as it draws.
    mutating func withUnsafeMutableBounds<R>(_ body: (UnsafeMutablePointer<Int32>) throws -> R) rethrows -> R {
        try bounds.withUnsafeMutableBufferPointer { buffer in
            // A zero-height image has no rows to look at; any valid pointer will do.
            var none: Int32 = 0
            guard let base = buffer.baseAddress else { return try body(&none) }
            return try body(base)
        }
    }
}
