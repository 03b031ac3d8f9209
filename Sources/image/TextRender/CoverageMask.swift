import Foundation
/// Anti-aliased coverage (0…255) of a block of device pixels at (`x`, `y`): what filling a path produces,
/// before it is blended with a colour.
struct CoverageMask: Sendable {
    /// The block's left column on the device grid.
    var x: Int
    /// The block's top row on the device grid.
    var y: Int
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int
    /// Row-major coverage, `width` bytes a row.
    var coverage: [UInt8]

    /// The coverage at device pixel (x, y); 0 outside the block.
    func coverage(atX px: Int, y py: Int) -> UInt8 {
        let cx = px - x, cy = py - y
        guard cx >= 0, cy >= 0, cx < width, cy < height else { return 0 }
        return coverage[cy * width + cx]
    }
}

/// A rectangle of device pixels: columns `x0..<x1`, rows `y0..<y1`.
struct PixelBox: Equatable, Sendable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// `rect` (device pixels) cut to this box grown by one pixel on every side, or nil when they do not meet: a
    /// rectangle filled after the cut covers the same pixels inside the box, and a rectangle far outside (an
    /// underline millions of pixels down a long text) never reaches FreeType's outline limits.
    func clipping(_ rect: CGRect) -> CGRect? {
        let grown = CGRect(x: Double(x0 - 1), y: Double(y0 - 1), width: Double(x1 - x0 + 2), height: Double(y1 - y0 + 2))
        let cut = rect.standardized.intersection(grown)
        return isEmpty || cut.isNull || cut.isEmpty ? nil : cut
    }
}
