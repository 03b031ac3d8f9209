/// A node's laid-out frame, like Yoga's `getLayout*`: position relative to its parent's border box, and size.
public struct FlexFrame: Sendable, Hashable, CustomStringConvertible {
    /// The distance from the parent's left edge.
    public var left: Double
    /// The distance from the parent's top edge.
    public var top: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A frame.
    public init(left: Double, top: Double, width: Double, height: Double) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
    }

    /// The zero frame.
    public static let zero = FlexFrame(left: 0, top: 0, width: 0, height: 0)

    /// `{left, top, width × height}`.
    public var description: String { "{\(left), \(top), \(width) × \(height)}" }
}

/// Resolved lengths on the four physical edges of a node (its margin, border or padding after layout).
public struct FlexInsets: Sendable, Hashable {
    /// The left edge.
    public var left: Double
    /// The top edge.
    public var top: Double
    /// The right edge.
    public var right: Double
    /// The bottom edge.
    public var bottom: Double

    /// Insets.
    public init(left: Double, top: Double, right: Double, bottom: Double) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    /// No insets.
    public static let zero = FlexInsets(left: 0, top: 0, right: 0, bottom: 0)
}
