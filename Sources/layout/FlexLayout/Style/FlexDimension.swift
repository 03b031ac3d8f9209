/// A size: `width`, `height`, their minimums and maximums, and `flexBasis`.
///
/// Percentages resolve against the parent's content box (its width for `width`, its height for `height`); a
/// percentage of an undefined size is `auto`. For minimums and maximums `auto` means "no limit".
public enum FlexDimension: Sendable, Hashable {
    /// Sized by content and by the flex algorithm (the default).
    case auto
    /// A length in points.
    case points(Double)
    /// A percentage (50 means half) of the containing block's size.
    case percent(Double)
    /// `fit-content`: the content's size, but no more than the space available.
    case fitContent
    /// `max-content`: the content's size with nothing wrapped.
    case maxContent
    /// `stretch`: the space available, less the node's margins.
    case stretch
    /// For `minWidth` and `minHeight` in ``FlexConformance/web`` trees: CSS's automatic minimum size of a flex
    /// item (`min-width: auto`): along its parent's main axis it shrinks no smaller than its content (its
    /// min-content size, or its specified size when smaller), unless it clips its content (`overflow` other than
    /// `visible`). Elsewhere, and in ``FlexConformance/yoga(errata:)`` trees, no minimum. JSON: `"minWidth": "auto"`.
    case automaticMinimum

    /// Whether this is one of the intrinsic keywords (`fit-content`, `max-content`, `stretch`).
    public var isIntrinsicKeyword: Bool {
        switch self {
        case .fitContent, .maxContent, .stretch: true
        default: false
        }
    }
}

extension FlexDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A length in points: `style.width = 120`.
    public init(floatLiteral value: Double) { self = .points(value) }
    /// A length in points: `style.width = 120`.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
}
