/// An axis-aligned rectangle of whole pixels: `x`, `y` is the top-left pixel.
public struct PixelRect: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Left edge (first column).
    public var x: Int
    /// Top edge (first row).
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The number of pixels inside (0 for empty or negative sizes; `Int.max` when the product does not fit).
    public var area: Int {
        let (product, overflow) = max(0, width).multipliedReportingOverflow(by: max(0, height))
        return overflow ? .max : product
    }

    /// Whether the pixel at (px, py) lies inside.
    @inline(__always)
    public func contains(x px: Int, y py: Int) -> Bool {
        // Differences that overflow are larger than any width: outside (a rect from input may start at Int.min).
        let (dx, overflowX) = px.subtractingReportingOverflow(x), (dy, overflowY) = py.subtractingReportingOverflow(y)
        return px >= x && py >= y && !overflowX && !overflowY && dx < width && dy < height
    }

    /// `x,y W×H` (for example `24,12 2×6`), for messages.
    public var description: String { "\(x),\(y) \(width)×\(height)" }
}
