/// A node's style as layout reads it: shorthands expanded (`flex`), edges resolved per direction, Yoga's
/// processed dimensions (a maximum equal to the minimum fixes the size), degenerate aspect ratios dropped.
struct CompiledStyle {
    var direction: FlexLayoutDirection
    var flexDirection: FlexDirection
    var justifyContent: FlexJustify
    var alignItems: FlexAlign
    var alignSelf: FlexAlign
    var alignContent: FlexAlign
    var flexWrap: FlexWrap
    var positionType: FlexPositionType
    var display: FlexDisplay
    var overflow: FlexOverflow
    var boxSizing: FlexBoxSizing
    /// `flexGrow`, else a positive `flex`, else 0.
    var flexGrow: Double
    /// `flexShrink`, else minus a negative `flex`, else 0.
    var flexShrink: Double
    /// `flexBasis`, else 0 for a positive `flex`, else `auto`.
    var flexBasis: FlexDimension
    /// The width, or the maximum width when it equals the minimum.
    var width: FlexDimension
    /// The height, or the maximum height when it equals the minimum.
    var height: FlexDimension
    var minWidth: FlexDimension
    var maxWidth: FlexDimension
    var minHeight: FlexDimension
    var maxHeight: FlexDimension
    var margin: EdgeTable
    var padding: EdgeTable
    var border: EdgeTable
    var position: EdgeTable
    var columnGap: FlexLength?
    var rowGap: FlexLength?
    /// Width / height, NaN when unset.
    var aspectRatio: Double
    var horizontalInsetsDefined: Bool
    var verticalInsetsDefined: Bool
    /// Whether a length resolves against the owner's size (a percentage, or a size keyword against the space
    /// available): then a remembered answer holds only for the same owner size.
    var dependsOnOwnerSize: Bool
    /// Whether a length of the style is a percentage of its containing block (``FlexStyle/usesPercentOfContainer``).
    var usesPercentOfContainer: Bool
    /// Whether a gap is a percentage.
    var gapUsesPercent: Bool
    /// Whether the tree follows the browser: then `start` and `end` edges resolve against the node's own direction
    /// (``resolvedDirection``) wherever they are read, as CSS's logical properties do. Yoga resolves them against
    /// the direction the algorithm passes (often the parent's) and sums both margins of an axis as in LTR.
    let web: Bool
    /// The node's inherited direction (`ltr` or `rtl`), set before each layout of a `.web` tree.
    var resolvedDirection = FlexLayoutDirection.ltr
    /// In a `.web` tree, whether the node's height is definite for its children's percentages (CSS Flexbox §9.8):
    /// a height in points; the root's given height; a stretched row item's; a column item's when its container's
    /// is; an absolute node's percentage or insets. Set before each layout.
    var heightIsDefinite = false
    /// Whether a minimum or maximum is an intrinsic keyword (resolved against the content, or a stretch).
    let hasKeywordLimit: Bool
    /// Whether the width, height or a minimum is `stretch` (it may fill a line sized after the item).
    let hasStretchSize: Bool
    /// Padding plus border across a row in LTR and in RTL, and across a column, when no padding is a percentage
    /// (NaN otherwise): layout asks for these sums many times per node, and without a percentage they do not
    /// depend on the containing block (see ``fixedPaddingAndBorder(_:_:)``).
    private(set) var fixedPaddingAndBorderRowLTR = Double.nan
    private(set) var fixedPaddingAndBorderRowRTL = Double.nan
    private(set) var fixedPaddingAndBorderColumn = Double.nan

    /// The style as a `web` tree (or a Yoga one) reads it.
    init(_ style: FlexStyle, web: Bool) {
        self.web = web
        hasKeywordLimit = style.minWidth.isIntrinsicKeyword || style.maxWidth.isIntrinsicKeyword
            || style.minHeight.isIntrinsicKeyword || style.maxHeight.isIntrinsicKeyword
        hasStretchSize = style.width == .stretch || style.height == .stretch || style.minWidth == .stretch
            || style.minHeight == .stretch
        direction = style.direction
        flexDirection = style.flexDirection
        justifyContent = style.justifyContent
        alignItems = style.alignItems
        alignSelf = style.alignSelf
        alignContent = style.alignContent
        flexWrap = style.flexWrap
        positionType = style.positionType
        display = style.display
        overflow = style.overflow
        boxSizing = style.boxSizing
        let flex = style.flex ?? .nan
        flexGrow = style.flexGrow ?? (flex > 0 ? flex : 0)
        flexShrink = style.flexShrink ?? (flex < 0 ? -flex : 0)
        flexBasis = style.flexBasis.isAuto && flex > 0 ? .points(0) : style.flexBasis
        // Yoga has no automatic minimum size (its `MinSizeUndefinedInsteadOfAuto` erratum, always on here).
        minWidth = !web && style.minWidth == .automaticMinimum ? .auto : style.minWidth
        maxWidth = style.maxWidth
        minHeight = !web && style.minHeight == .automaticMinimum ? .auto : style.minHeight
        maxHeight = style.maxHeight
        width = !style.maxWidth.isAuto && style.maxWidth.inexactlyEquals(style.minWidth) ? style.maxWidth : style.width
        height = !style.maxHeight.isAuto && style.maxHeight.inexactlyEquals(style.minHeight) ? style.maxHeight : style.height
        margin = EdgeTable(style.margin)
        padding = EdgeTable(style.padding)
        border = EdgeTable(style.border)
        position = EdgeTable(style.position)
        columnGap = style.gap.column ?? style.gap.all
        rowGap = style.gap.row ?? style.gap.all
        let ratio = style.aspectRatio ?? .nan
        aspectRatio = ratio > 0 && ratio.isFinite ? ratio : .nan
        let p = style.position
        horizontalInsetsDefined = p.left != nil || p.right != nil || p.all != nil || p.horizontal != nil
            || p.start != nil || p.end != nil
        verticalInsetsDefined = p.top != nil || p.bottom != nil || p.all != nil || p.vertical != nil
        usesPercentOfContainer = style.usesPercentOfContainer
        gapUsesPercent = style.gap.usesPercent
        dependsOnOwnerSize = usesPercentOfContainer || style.flexBasis.isIntrinsicKeyword || style.width.isIntrinsicKeyword
            || style.height.isIntrinsicKeyword || style.minWidth.isIntrinsicKeyword || style.maxWidth.isIntrinsicKeyword
            || style.minHeight.isIntrinsicKeyword || style.maxHeight.isIntrinsicKeyword
        if web { snapToLayoutUnits() }
        if !padding.hasPercent {
            fixedPaddingAndBorderRowLTR = Self.fixedPaddingAndBorder(padding.leftLTR, border.leftLTR)
                + Self.fixedPaddingAndBorder(padding.rightLTR, border.rightLTR)
            fixedPaddingAndBorderRowRTL = Self.fixedPaddingAndBorder(padding.leftRTL, border.leftRTL)
                + Self.fixedPaddingAndBorder(padding.rightRTL, border.rightRTL)
            fixedPaddingAndBorderColumn = Self.fixedPaddingAndBorder(padding.top, border.top)
                + Self.fixedPaddingAndBorder(padding.bottom, border.bottom)
        }
    }

    /// One edge's padding (not a percentage) plus border, computed as
    /// ``UnsafePointer/flexStartPaddingAndBorder(_:_:_:)`` computes it, so that the sums are the same to the bit.
    private static func fixedPaddingAndBorder(_ padding: FlexLength?, _ border: FlexLength?) -> Double {
        max(padding.resolveOrZero(.nan), 0) + max(border.resolveOrZero(0), 0)
    }
}

extension CompiledStyle {
    /// Whether a node restyled from `old` to this style keeps the tree's layout children and the flags
    /// ``FlexTree/rebuildLayoutChildren()`` reads from styles: the same display (not `contents`, whose children
    /// another container lays out), position type, alignment and percentage use.
    func keepsLayoutChildren(of old: CompiledStyle) -> Bool {
        display == old.display && display != .contents && positionType == old.positionType && alignSelf == old.alignSelf
            && usesPercentOfContainer == old.usesPercentOfContainer && gapUsesPercent == old.gapUsesPercent
    }
}

/// Style queries read through a pointer, so that layout loads only the fields it needs (a method on the
/// struct itself would copy all of it for every call).
extension UnsafePointer where Pointee == CompiledStyle {

    @inline(__always) func dimension(_ dimension: Dimension) -> FlexDimension {
        dimension == .width ? pointee.width : pointee.height
    }

    @inline(__always) func minDimension(_ dimension: Dimension) -> FlexDimension {
        dimension == .width ? pointee.minWidth : pointee.minHeight
    }

    @inline(__always) func maxDimension(_ dimension: Dimension) -> FlexDimension {
        dimension == .width ? pointee.maxWidth : pointee.maxHeight
    }

    /// Padding plus border across `dimension` (what content-box sizes add).
    @inline(__always) func paddingAndBorder(_ dimension: Dimension, _ direction: FlexLayoutDirection, _ widthSize: Double) -> Double {
        paddingAndBorderForAxis(dimension == .width ? .row : .column, direction, widthSize)
    }

    /// A size resolved against `reference`, padding and border added for `content-box`.
    @inline(__always) func boxSized(_ value: Double, _ dimension: Dimension, _ direction: FlexLayoutDirection,
                                    _ widthSize: Double) -> Double {
        pointee.boxSizing == .borderBox || value.isNaN ? value : value + paddingAndBorder(dimension, direction, widthSize)
    }

    /// A size, limit or flex basis resolved against `reference` (in a `.web` tree a percentage truncated to layout
    /// units, as Blink's `ValueForLength` gives it).
    @inline(__always) func resolved(_ value: FlexDimension, _ reference: Double) -> Double {
        value.resolve(reference, layoutUnits: pointee.web)
    }

    @inline(__always) func resolvedMinDimension(_ direction: FlexLayoutDirection, _ dimension: Dimension,
                                                _ reference: Double, _ widthSize: Double) -> Double {
        boxSized(resolved(minDimension(dimension), reference), dimension, direction, widthSize)
    }

    @inline(__always) func resolvedMaxDimension(_ direction: FlexLayoutDirection, _ dimension: Dimension,
                                                _ reference: Double, _ widthSize: Double) -> Double {
        boxSized(resolved(maxDimension(dimension), reference), dimension, direction, widthSize)
    }

    /// The border-box width the aspect ratio gives a border-box `height` (CSS: the ratio relates the content boxes of
    /// a `content-box` node, the border boxes otherwise). In a `.web` tree the product is truncated to layout units,
    /// as Chromium's `LayoutUnit::MulDiv` truncates it (a 32.84375 px wide box of ratio 3 is 10.9375 px high).
    @inline(__always) func ratioWidth(fromHeight height: Double, _ direction: FlexLayoutDirection, _ widthSize: Double) -> Double {
        guard pointee.boxSizing == .contentBox else { return snappedRatio(height * pointee.aspectRatio) }
        return snappedRatio(max(0, height - paddingAndBorder(.height, direction, widthSize)) * pointee.aspectRatio)
            + paddingAndBorder(.width, direction, widthSize)
    }

    /// The border-box height the aspect ratio gives a border-box `width` (see ``ratioWidth(fromHeight:_:_:)``).
    @inline(__always) func ratioHeight(fromWidth width: Double, _ direction: FlexLayoutDirection, _ widthSize: Double) -> Double {
        guard pointee.boxSizing == .contentBox else { return snappedRatio(width / pointee.aspectRatio) }
        return snappedRatio(max(0, width - paddingAndBorder(.width, direction, widthSize)) / pointee.aspectRatio)
            + paddingAndBorder(.height, direction, widthSize)
    }

    @inline(__always) private func snappedRatio(_ length: Double) -> Double {
        pointee.web && length.isFinite ? LayoutUnits.truncated(length) : length
    }

    /// The (processed) size along `dimension`, resolved, padding and border added for `content-box`.
    @inline(__always) func resolvedDimension(_ direction: FlexLayoutDirection, _ dimension: Dimension,
                                             _ reference: Double, _ widthSize: Double) -> Double {
        boxSized(resolved(self.dimension(dimension), reference), dimension, direction, widthSize)
    }

    /// Whether the size along `dimension` is definite against `ownerSize`.
    @inline(__always) func hasDefiniteLength(_ dimension: Dimension, _ ownerSize: Double) -> Bool {
        let used = resolved(self.dimension(dimension), ownerSize)
        return !used.isNaN && used >= 0
    }

    // MARK: Margins

    @inline(__always) func flexStartMargin(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Double) -> Double {
        margin(axis.flexStartEdge, direction, widthSize)
    }

    @inline(__always) func flexEndMargin(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Double) -> Double {
        margin(axis.flexEndEdge, direction, widthSize)
    }

    @inline(__always) func inlineStartMargin(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Double) -> Double {
        margin(axis.inlineStartEdge(direction), direction, widthSize)
    }

    @inline(__always) func inlineEndMargin(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Double) -> Double {
        margin(axis.inlineEndEdge(direction), direction, widthSize)
    }

    /// A margin; in a `.web` tree a percentage one is truncated to layout units, as a padding is.
    @inline(__always) func margin(_ edge: PhysicalEdge, _ direction: FlexLayoutDirection, _ widthSize: Double) -> Double {
        self.edge(.margin, edge, direction).resolveOrZero(widthSize, layoutUnits: pointee.web)
    }

    /// Both margins along `axis` (the sum does not depend on the direction).
    @inline(__always) func marginForAxis(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        inlineStartMargin(axis, .ltr, widthSize) + inlineEndMargin(axis, .ltr, widthSize)
    }

    @inline(__always) func flexStartMarginIsAuto(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        edge(.margin, axis.flexStartEdge, direction).isAuto
    }

    @inline(__always) func flexEndMarginIsAuto(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        edge(.margin, axis.flexEndEdge, direction).isAuto
    }

    // MARK: Padding and border

    @inline(__always) func flexStartPaddingAndBorder(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Double) -> Double {
        max(padding(axis.flexStartEdge, direction, widthSize), 0)
            + max(edge(.border, axis.flexStartEdge, direction).resolveOrZero(0), 0)
    }

    @inline(__always) func flexEndPaddingAndBorder(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Double) -> Double {
        max(padding(axis.flexEndEdge, direction, widthSize), 0)
            + max(edge(.border, axis.flexEndEdge, direction).resolveOrZero(0), 0)
    }

    @inline(__always) func borderValue(_ edge: PhysicalEdge, _ direction: FlexLayoutDirection) -> Double {
        max(self.edge(.border, edge, direction).resolveOrZero(0), 0)
    }

    @inline(__always) func paddingValue(_ edge: PhysicalEdge, _ direction: FlexLayoutDirection, _ widthSize: Double) -> Double {
        max(padding(edge, direction, widthSize), 0)
    }

    /// A padding; in a `.web` tree a percentage one is truncated to Chromium's `LayoutUnit` (1/64 px), as Blink's
    /// `MinimumValueForLength` does.
    @inline(__always) private func padding(_ edge: PhysicalEdge, _ direction: FlexLayoutDirection, _ widthSize: Double) -> Double {
        self.edge(.padding, edge, direction).resolveOrZero(widthSize, layoutUnits: pointee.web)
    }

    /// Padding and border on both sides of `axis`.
    @inline(__always) func paddingAndBorderForAxis(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Double) -> Double {
        // (Without a percentage padding the sum was computed with the style; the two sides' order does not change it.)
        let fixed = axis.isRow
            ? ((pointee.web ? pointee.resolvedDirection : direction) == .rtl
                ? pointee.fixedPaddingAndBorderRowRTL : pointee.fixedPaddingAndBorderRowLTR)
            : pointee.fixedPaddingAndBorderColumn
        if !fixed.isNaN { return fixed }
        return flexStartPaddingAndBorder(axis, direction, widthSize) + flexEndPaddingAndBorder(axis, direction, widthSize)
    }

    /// Border on both sides of `axis` (the sum does not depend on the direction).
    @inline(__always) func borderForAxis(_ axis: FlexDirection) -> Double {
        borderValue(axis.inlineStartEdge(.ltr), .ltr) + borderValue(axis.inlineEndEdge(.ltr), .ltr)
    }

    // MARK: Insets

    @inline(__always) func insetLength(_ edge: PhysicalEdge, _ direction: FlexLayoutDirection) -> FlexLength? {
        self.edge(.position, edge, direction)
    }

    /// Whether an inset other than `auto` is set on `edge`.
    @inline(__always) func hasInset(_ edge: PhysicalEdge, _ direction: FlexLayoutDirection) -> Bool {
        let value = self.edge(.position, edge, direction)
        return value != nil && !value.isAuto
    }

    @inline(__always) func inset(_ edge: PhysicalEdge, _ direction: FlexLayoutDirection, _ axisSize: Double) -> Double {
        self.edge(.position, edge, direction).resolveOrZero(axisSize, layoutUnits: pointee.web)
    }

    // MARK: Gaps

    /// The gap between items along `axis` (column gap for rows, row gap for columns).
    @inline(__always) func gap(_ axis: FlexDirection, _ ownerSize: Double) -> Double {
        let value = (axis.isRow ? pointee.columnGap : pointee.rowGap).resolve(ownerSize, layoutUnits: pointee.web)
        return value.isNaN ? 0 : max(value, 0)
    }

    // MARK: Edge tables

    /// The value of one edge property on `edge` in `direction` (loaded field by field, without copying tables).
    @inline(__always) func edge(_ property: EdgeProperty, _ edge: PhysicalEdge, _ direction: FlexLayoutDirection) -> FlexLength? {
        let direction = pointee.web ? pointee.resolvedDirection : direction
        return switch property {
        case .margin:
            switch edge {
            case .left: direction == .rtl ? pointee.margin.leftRTL : pointee.margin.leftLTR
            case .right: direction == .rtl ? pointee.margin.rightRTL : pointee.margin.rightLTR
            case .top: pointee.margin.top
            case .bottom: pointee.margin.bottom
            }
        case .padding:
            switch edge {
            case .left: direction == .rtl ? pointee.padding.leftRTL : pointee.padding.leftLTR
            case .right: direction == .rtl ? pointee.padding.rightRTL : pointee.padding.rightLTR
            case .top: pointee.padding.top
            case .bottom: pointee.padding.bottom
            }
        case .border:
            switch edge {
            case .left: direction == .rtl ? pointee.border.leftRTL : pointee.border.leftLTR
            case .right: direction == .rtl ? pointee.border.rightRTL : pointee.border.rightLTR
            case .top: pointee.border.top
            case .bottom: pointee.border.bottom
            }
        case .position:
            switch edge {
            case .left: direction == .rtl ? pointee.position.leftRTL : pointee.position.leftLTR
            case .right: direction == .rtl ? pointee.position.rightRTL : pointee.position.rightLTR
            case .top: pointee.position.top
            case .bottom: pointee.position.bottom
            }
        }
    }
}

/// The edge properties of a style.
enum EdgeProperty {
    case margin, padding, border, position
}
