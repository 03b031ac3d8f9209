/// A box in points: its top-left corner (in its parent's or the canvas's coordinates, y growing down) and its size.
///
/// ```swift
/// let title = tree.frame(of: titleNode)   // Rect(x: 12, y: 8, width: 120, height: 22), relative to its parent
/// let right = title.x + title.width        // 132
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The distance of the left edge from the origin.
    public var x: Double
    /// The distance of the top edge from the origin.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A box.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty box at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// `{x, y, width × height}`.
    public var description: String { "{\(x), \(y), \(width) × \(height)}" }
}
