/// A length on an edge or between items: `margin`, `padding`, `border`, `position` (insets) and `gap`.
///
/// Percentages of margins, padding and insets resolve against the containing block's width for the horizontal
/// edges, as Yoga does: margins and padding always against the width, insets against the size along their axis;
/// gaps against the container's inner size along their axis. `auto` is allowed for margins and insets only.
public enum FlexLength: Sendable, Hashable {
    /// A length in points.
    case points(Double)
    /// A percentage (50 means half).
    case percent(Double)
    /// `auto`: a margin that takes free space, or an inset that is not set.
    case auto
}

extension FlexLength: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A length in points: `style.padding.all = 8`.
    public init(floatLiteral value: Double) { self = .points(value) }
    /// A length in points: `style.padding.all = 8`.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
}
