/// Lengths on the four physical edges of a box: a padding, a margin, a border, a scroll view's content insets.
///
/// ```swift
/// let padding = Insets(top: 6, left: 12, bottom: 6, right: 12)
/// padding.horizontal      // 24
/// Insets(all: 8).vertical // 16
/// ```
public struct Insets: Hashable, Sendable {
    /// The top edge.
    public var top: Double
    /// The left edge (the leading one left to right).
    public var left: Double
    /// The bottom edge.
    public var bottom: Double
    /// The right edge.
    public var right: Double

    /// Insets on each edge, in UIKit's order.
    @inlinable public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    @inlinable public init(all inset: Double) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    /// No insets.
    public static let zero = Insets(all: 0)

    /// `left + right`.
    @inlinable public var horizontal: Double { left + right }
    /// `top + bottom`.
    @inlinable public var vertical: Double { top + bottom }
}
