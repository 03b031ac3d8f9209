/// A width and a height in points.
public struct FlexSize: Sendable, Hashable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
