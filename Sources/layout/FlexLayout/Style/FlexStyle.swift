/// The layout style of a node: CSS flexbox properties with Yoga's names and defaults.
///
/// Yoga's defaults differ from the browser's: `flexDirection` is `column`, `flexShrink` is 0, `alignContent` is
/// `flexStart`, `positionType` is `relative`. Unset numbers are `nil`.
///
/// ```swift
/// var card = FlexStyle()
/// card.flexDirection = .row
/// card.padding = FlexEdges(8)
/// card.width = 420
/// var title = FlexStyle()
/// title.flexGrow = 1
/// title.margin.bottom = 8
/// ```
public struct FlexStyle: Sendable, Hashable {
    /// The inline direction (`inherit` by default).
    public var direction: FlexLayoutDirection = .inherit
    /// The main axis (`column` by default).
    public var flexDirection: FlexDirection = .column
    /// Main-axis distribution of free space.
    public var justifyContent: FlexJustify = .flexStart
    /// Cross-axis alignment of the children (`stretch` by default).
    public var alignItems: FlexAlign = .stretch
    /// This node's cross-axis alignment in its parent (`auto`: the parent's `alignItems`).
    public var alignSelf: FlexAlign = .auto
    /// How the lines of a wrapping container share its cross size (`flexStart` by default).
    public var alignContent: FlexAlign = .flexStart
    /// Whether the children wrap onto several lines.
    public var flexWrap: FlexWrap = .noWrap
    /// Shorthand: a positive `flex` means `flexGrow = flex` and `flexBasis = 0`; a negative one
    /// `flexShrink = -flex` (Yoga's meaning). `flexGrow`, `flexShrink` and `flexBasis` override it.
    public var flex: Double?
    /// The share of positive free space this item takes (0 when unset).
    public var flexGrow: Double?
    /// The share of negative free space this item gives up, weighted by its basis (0 when unset).
    public var flexShrink: Double?
    /// The item's initial main size (`auto`: its `width` / `height`, else its content).
    public var flexBasis: FlexDimension = .auto
    /// The width.
    public var width: FlexDimension = .auto
    /// The height.
    public var height: FlexDimension = .auto
    /// The smallest width (`auto`: none).
    public var minWidth: FlexDimension = .auto
    /// The largest width (`auto`: none).
    public var maxWidth: FlexDimension = .auto
    /// The smallest height (`auto`: none).
    public var minHeight: FlexDimension = .auto
    /// The largest height (`auto`: none).
    public var maxHeight: FlexDimension = .auto
    /// Margins (points, percent of the containing block's width, or `auto`).
    public var margin = FlexEdges()
    /// Padding (points or percent of the containing block's width).
    public var padding = FlexEdges()
    /// Border widths (points).
    public var border = FlexEdges()
    /// Insets for `relative` and `absolute` nodes (points, percent, or `auto`).
    public var position = FlexEdges()
    /// How the node is positioned.
    public var positionType: FlexPositionType = .relative
    /// Space between items and between lines.
    public var gap = FlexGap()
    /// Width divided by height, used when one of them is not set (0 means unset).
    public var aspectRatio: Double?
    /// Whether and how the node takes part in layout.
    public var display: FlexDisplay = .flex
    /// What happens to overflowing content.
    public var overflow: FlexOverflow = .visible
    /// Whether sizes include padding and border.
    public var boxSizing: FlexBoxSizing = .borderBox

    /// The largest length a style may hold, in points (`width`, `margin`, `gap`, …; negative margins and insets
    /// down to its negative). Larger values, like NaN and infinities, are refused with an error naming the node and
    /// the property.
    public static let maximumLength = 1_000_000.0
    /// The largest percentage a style may hold (`"width": "10000%"`; negative margins and insets down to its
    /// negative).
    public static let maximumPercentage = 10_000.0
    /// The largest `flex`, `flexGrow` or `flexShrink` (and the smallest `flex`: its negative).
    public static let maximumFactor = 1_000_000.0
    /// The aspect ratios a style may hold besides 0 (unset).
    public static let aspectRatioRange = 1e-6...1e6

    /// A style with Yoga's defaults.
    public init() {}

    /// A style with Yoga's defaults changed in place: `FlexStyle { $0.width = 24; $0.height = 24 }`.
    public init(_ configure: (inout FlexStyle) -> Void) {
        self.init()
        configure(&self)
    }
}
