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
