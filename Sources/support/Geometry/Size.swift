/// A width and a height in points: what a measured leaf reports, what a laid-out box takes.
///
/// ```swift
/// let avatar = Size(width: 40, height: 40)
/// avatar.width          // 40
/// ```
public struct Size: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
