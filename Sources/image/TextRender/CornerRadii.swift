/// The radius of each corner of a rounded rectangle, in points.
public struct CornerRadii: Sendable, Hashable {
    /// The top-left corner's radius.
    public var topLeft: Double
    /// The top-right corner's radius.
    public var topRight: Double
    /// The bottom-right corner's radius.
    public var bottomRight: Double
    /// The bottom-left corner's radius.
    public var bottomLeft: Double

    /// Radii per corner.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// The radii shrunk (all by one factor, as CSS does) so that neighbouring corners fit along each side of a
    /// `width` × `height` rectangle; negative and non-finite radii become 0.
    func fitted(width: Double, height: Double) -> CornerRadii {
        func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        var radii = CornerRadii(topLeft: clean(topLeft), topRight: clean(topRight),
                                bottomRight: clean(bottomRight), bottomLeft: clean(bottomLeft))
        var factor = 1.0
        for (sum, side) in [(radii.topLeft + radii.topRight, width), (radii.bottomLeft + radii.bottomRight, width),
                            (radii.topLeft + radii.bottomLeft, height), (radii.topRight + radii.bottomRight, height)]
            where sum > side && sum > 0 {
            factor = min(factor, max(0, side) / sum)
        }
        if factor < 1 {
            radii = CornerRadii(topLeft: radii.topLeft * factor, topRight: radii.topRight * factor,
                                bottomRight: radii.bottomRight * factor, bottomLeft: radii.bottomLeft * factor)
        }
        return radii
    }
}
