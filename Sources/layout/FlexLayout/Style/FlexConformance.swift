/// Which flexbox a tree follows: the browser's or Yoga's.
///
/// Both read the same styles with the same defaults (Yoga's: `column`, `flexShrink` 0, `alignContent`
/// `flexStart`, `relative`); they differ where Yoga's algorithm differs from CSS as browsers implement it
/// (Docs/FlexboxModes.md lists each difference with a minimal example).
///
/// ```swift
/// var tree = try FlexTree(root: card, conformance: .web)   // as Chromium lays it out
/// var legacy = try FlexTree(root: card)                    // .yoga: Yoga's layout, bit for bit
/// ```
public enum FlexConformance: Sendable, Hashable {
    /// CSS Flexible Box Layout Level 1 and CSS Box Sizing as Chromium implements them, checked against headless
    /// Chromium on thousands of random trees. The automatic minimum size of flex items stays off unless a node
    /// asks for it (`minWidth` / `minHeight` ``FlexDimension/automaticMinimum``).
    case web
    /// Yoga's algorithm (facebook/yoga at f6206ec, with its browser-generated conformance suite passing in both
    /// directions), optionally with Yoga's named errata (`YGErrata`) to match older Yoga output.
    case yoga(errata: FlexYogaErrata)

    /// Yoga's algorithm without errata (Yoga's default, `YGErrataNone`).
    public static let yoga = FlexConformance.yoga(errata: [])

    /// `"web"` or `"yoga"`, the names of the tree JSON's `"conformance"` key and `render-layout --conformance`.
    public var name: String {
        switch self {
        case .web: "web"
        case .yoga: "yoga"
        }
    }

    /// The conformance named `"web"` or `"yoga"` (Yoga without errata), nil for any other name.
    public init?(name: String) {
        switch name {
        case "web": self = .web
        case "yoga": self = .yoga
        default: return nil
        }
    }
}

/// Yoga's errata (`YGErrata`): deliberate deviations from CSS that Yoga keeps behind switches for layouts made with
/// Yoga 1.x. Each is off by default, as in Yoga; ``classic`` turns on those Yoga's `YGErrataClassic` does.
///
/// Yoga's fourth erratum, `MinSizeUndefinedInsteadOfAuto`, is always on in ``FlexConformance/yoga(errata:)``: its flex items
/// have no automatic minimum size (a `minWidth` of ``FlexDimension/automaticMinimum`` is no minimum there).
public struct FlexYogaErrata: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// `YGErrataStretchFlexBasis`: a container whose size comes from its content still stretches its lines to the
    /// space available along the main axis, so its items grow into space the container does not take.
    public static let stretchFlexBasis = FlexYogaErrata(rawValue: 1 << 0)
    /// `YGErrataAbsolutePositionWithoutInsetsExcludesPadding`: an absolute child placed by its parent's alignment
    /// (no insets) is placed against the parent's border edge, not its padding edge.
    public static let absolutePositionWithoutInsetsExcludesPadding = FlexYogaErrata(rawValue: 1 << 1)
    /// `YGErrataAbsolutePercentAgainstInnerSize`: an absolute child's percentages resolve against its containing
    /// block's content box (the space available inside its padding), not its padding box.
    public static let absolutePercentAgainstInnerSize = FlexYogaErrata(rawValue: 1 << 2)

    /// `YGErrataClassic`: every erratum but ``stretchFlexBasis``, Yoga 1.x's behaviour.
    public static let classic: FlexYogaErrata = [.absolutePositionWithoutInsetsExcludesPadding, .absolutePercentAgainstInnerSize]
    /// `YGErrataAll`.
    public static let all: FlexYogaErrata = [.stretchFlexBasis, .classic]
}
