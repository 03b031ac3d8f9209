import Geometry

extension LayoutPass {
    // A node's width, height and limits as layout uses them: lengths resolve against the reference size, and the
    // intrinsic keywords (`fit-content`, `max-content`, `stretch`) against the node's content and the space
    // available (Yoga treats the keywords as `auto`; browsers do not). NaN is `auto` / no limit.

    /// The node's size along `dimension` (border box for keywords), NaN for `auto`.
    @inline(__always) func styleSize(_ node: Int, _ dimension: Dimension, _ reference: Double) -> Double {
        let value = (styles + node).dimension(dimension)
        if value.isIntrinsicKeyword { return keywordSize(node, value, dimension, reference, isLimit: false) }
        return (styles + node).resolved(value, reference)
    }

    /// Whether the node's size along `dimension` is definite against `reference`.
    @inline(__always) func hasDefiniteSize(_ node: Int, _ dimension: Dimension, _ reference: Double) -> Bool {
        let used = styleSize(node, dimension, reference)
        return !used.isNaN && used >= 0
    }

    /// The node's size along `dimension` as a border-box length.
    @inline(__always) func resolvedSize(_ node: Int, _ direction: FlexLayoutDirection, _ dimension: Dimension,
                                        _ reference: Double, _ widthSize: Double) -> Double {
        let value = (styles + node).dimension(dimension)
        if value.isIntrinsicKeyword { return keywordSize(node, value, dimension, reference, isLimit: false, widthSize: widthSize) }
        return (styles + node).boxSized((styles + node).resolved(value, reference), dimension, direction, widthSize)
    }

    /// The node's minimum along `dimension` as a border-box length, NaN for none.
    @inline(__always) func resolvedMinSize(_ node: Int, _ direction: FlexLayoutDirection, _ dimension: Dimension,
                                           _ reference: Double, _ widthSize: Double) -> Double {
        let value = (styles + node).minDimension(dimension)
        if value.isIntrinsicKeyword {
            return keywordSize(node, value, dimension, reference, isLimit: true, isMinimum: true, widthSize: widthSize)
        }
        if value == .automaticMinimum { return automaticMinimum(node, dimension, direction, reference) }
        return (styles + node).boxSized((styles + node).resolved(value, reference), dimension, direction, widthSize)
    }

    /// CSS's automatic minimum size of a flex item (`min-width: auto`, `min-height: auto`; CSS Flexbox §4.5), asked
    /// for in `.web` trees: along its container's main axis, an in-flow item whose content is not clipped shrinks no
    /// smaller than its content (its min-content width in a row, its content's height at its width in a column), or
    /// its specified size when smaller, and never more than its maximum. Across the line, for an absolute or a
    /// clipping item: no minimum (NaN).
    private func automaticMinimum(_ node: Int, _ dimension: Dimension, _ direction: FlexLayoutDirection,
                                  _ reference: Double) -> Double {
        let style = styles + node
        let parent = flexContainer(of: node)
        guard parent >= 0, styles[parent].flexDirection.isRow == (dimension == .width),
              style.pointee.positionType != .absolute, style.pointee.overflow == .visible else { return .nan }
        var minimum: Double
        if dimension == .width {
            minimum = webIntrinsicWidths(node).minContent
            // (With an aspect ratio, within its minimum and maximum heights in points carried across: CSS Flexbox
            // §4.5's content size suggestion.)
            if !style.pointee.aspectRatio.isNaN {
                if case .points(let least) = style.pointee.minHeight {
                    minimum = max(minimum, style.ratioWidth(fromHeight: style.boxSized(least, .height, direction, .nan), direction, .nan))
                }
                if case .points(let most) = style.pointee.maxHeight {
                    minimum = min(minimum, style.ratioWidth(fromHeight: style.boxSized(most, .height, direction, .nan), direction, .nan))
                }
            }
        } else {
            guard !intrinsicInProgress.contains(node) else { return .nan }
            // (The width of the column being laid out, when it is this item's.)
            let columnInner = columnWidth.flatMap { $0.node == parent ? $0.width : nil } ?? .nan
            let space = columnInner - style.marginForAxis(.row, columnInner)
            minimum = hasMeasure(node)
                ? leafHeight(node, direction, widthSize: columnInner, beforeLayoutAtMost: space) : contentHeight(node)
            // (An aspect ratio's height of its width when that is more: the content size suggestion transferred. An
            // item stretched across the column that has no width yet will be as wide as the column.)
            var width = states[node].measuredWidth
            if width.isNaN && style.pointee.width.isAuto && alignment(of: node, in: parent) == .stretch
                && !style.flexStartMarginIsAuto(.row, direction) && !style.flexEndMarginIsAuto(.row, direction) {
                width = space
            }
            if !style.pointee.aspectRatio.isNaN && !width.isNaN {
                minimum = maxOrDefined(style.ratioHeight(fromWidth: width, direction, .nan), minimum)
            }
            if minimum.isNaN { return .nan }
        }
        let size = style.resolved(style.dimension(dimension), reference)   // a length, or a percentage of a definite size
        if !size.isNaN { minimum = min(minimum, style.boxSized(size, dimension, direction, .nan)) }
        // (A maximum in points, or a percentage of a definite size; a content keyword would ask for this minimum.)
        let maximum = style.maxDimension(dimension).isIntrinsicKeyword ? .nan
            : style.boxSized(style.resolved(style.maxDimension(dimension), reference), dimension, direction, .nan)
        if !maximum.isNaN { minimum = min(minimum, maximum) }
        return minimum
    }

    /// A measured leaf's border-box height at its current width — before it has one, NaN, or when asked (a minimum)
    /// its height at most `beforeLayoutAtMost` wide (border box; NaN: its max-content width); NaN when it cannot be
    /// measured (limits are read where nothing throws: the layout that follows measures the leaf and reports the
    /// error itself). Percentage paddings resolve against `widthSize`.
    private func leafHeight(_ node: Int, _ direction: FlexLayoutDirection, widthSize: Double,
                            beforeLayoutAtMost space: Double? = nil) -> Double {
        var measured = try? measureAtBoxWidth(node)
        if measured == nil, let space, states[node].measuredWidth.isNaN {
            let inner = space - (styles + node).paddingAndBorderForAxis(.row, direction, widthSize)
            let request = FlexMeasureRequest(width: inner.isNaN ? .unconstrained : .atMost(max(0, inner)), height: .unconstrained)
            measured = try? contents[Int(links[node].measureSlot)].measure(request)
        }
        guard let measured else { return .nan }
        return measured.size.height + (styles + node).paddingAndBorderForAxis(.column, direction, widthSize)
    }

    /// The node's maximum along `dimension` as a border-box length, NaN for none.
    @inline(__always) func resolvedMaxSize(_ node: Int, _ direction: FlexLayoutDirection, _ dimension: Dimension,
                                           _ reference: Double, _ widthSize: Double) -> Double {
        let value = (styles + node).maxDimension(dimension)
        if value.isIntrinsicKeyword { return keywordSize(node, value, dimension, reference, isLimit: true, widthSize: widthSize) }
        return (styles + node).boxSized((styles + node).resolved(value, reference), dimension, direction, widthSize)
    }

    /// An intrinsic keyword as a border-box length. Widths: `stretch` fills `available` (an absolute box's inset-modified
    /// containing block in `.web` trees) less the margins,
    /// `max-content` is the content's unwrapped width, `fit-content` lies between the min-content and max-content
    /// widths as close to the available width as it can. Heights: `stretch` fills `available`; as a size the
    /// content keywords are `auto` (the content's height at the box's width, which layout computes anyway); as a
    /// limit they are the extent of the content laid out at the box's own height (such as a wrapping column's
    /// longest line). While a node's own intrinsic size is being measured its keywords act as `auto`.
    ///
    /// Percentage margins resolve against `widthSize`, the containing block's width, in `.web` trees (CSS); against
    /// `available` in `.yoga` trees. Without it (NaN) they count as 0.
    func keywordSize(_ node: Int, _ keyword: FlexDimension, _ dimension: Dimension, _ available: Double,
                     isLimit: Bool, isMinimum: Bool = false, widthSize: Double = .nan) -> Double {
        let margins = (styles + node).marginForAxis(dimension == .width ? .row : .column,
                                                    web && dimension == .height ? widthSize : available)
        if case .stretch = keyword {
            let block = dimension == .width ? states[node].insetBlockWidth : states[node].insetBlockHeight
            var space = block.isNaN || styles[node].positionType != .absolute ? available : block
            if let line = stretchedLine, line.node == node, line.dimension == dimension { space = line.size }
            return space.isNaN ? .nan : space - margins
        }
        guard !intrinsicInProgress.contains(node) else { return .nan }
        guard dimension == .width else {
            // (With an aspect ratio, the content height is the ratio's of the box's width — the height the ratio
            // gives it anyway, so before its width is known there is no maximum, and as a minimum the least width
            // it can have: its definite width, or its minimum width.)
            var width = states[node].measuredWidth
            if web && isLimit && !styles[node].aspectRatio.isNaN {
                let direction = styles[node].resolvedDirection
                if width.isNaN && isMinimum {
                    // (Lengths only: a content keyword width would ask for this height again.)
                    let style = styles + node
                    let own = style.pointee.width.isIntrinsicKeyword ? .nan
                        : style.boxSized(style.resolved(style.pointee.width, widthSize), .width, direction, widthSize)
                    let minimum = style.pointee.minWidth.isIntrinsicKeyword || style.pointee.minWidth == .automaticMinimum ? .nan
                        : style.boxSized(style.resolved(style.pointee.minWidth, widthSize), .width, direction, widthSize)
                    width = own.isNaN ? minimum : maxOrDefined(own, minimum)
                }
                return width.isNaN ? .nan : (styles + node).ratioHeight(fromWidth: width, direction, widthSize)
            }
            // (CSS: an empty box's content height is 0, so as a limit a content keyword is its padding and border.)
            if web && isLimit && layoutChildren(node).isEmpty && !hasMeasure(node) {
                return (styles + node).paddingAndBorderForAxis(.column, styles[node].resolvedDirection, .nan)
            }
            // (A measured leaf's content height is its text's at its width, unless an aspect ratio gives its height.)
            if web && isLimit && hasMeasure(node) {
                return styles[node].aspectRatio.isNaN ? leafHeight(node, styles[node].resolvedDirection, widthSize: widthSize) : .nan
            }
            guard isLimit && !layoutChildren(node).isEmpty else { return .nan }
            // (At its definite width when it has not been laid out at one yet.)
            let definiteWidth = web && hasDefiniteSize(node, .width, widthSize)
                ? resolvedSize(node, styles[node].resolvedDirection, .width, widthSize, widthSize) : .nan
            return contentHeight(node, width: definiteWidth)
        }
        if web && (keyword == .maxContent || keyword == .fitContent) {
            // CSS's intrinsic widths (an aspect ratio and the least height it carries across included).
            // (As a limit of a box being laid out at an exact height, with that height: an aspect ratio's, or its
            // items', width.)
            let space = keyword == .fitContent && !available.isNaN ? available - margins : .nan
            let height = states[node].settledHeight
            return webWidth(node, widthMode: keyword == .fitContent ? .fitContent : .maxContent, available: space,
                            exactHeight: isLimit && !height.isNaN ? height : nil, ownerWidth: widthSize)
        }
        switch keyword {
        case .maxContent:
            return maxContentWidth(node)
        case .fitContent:
            let maxContent = maxContentWidth(node)
            guard !available.isNaN else { return maxContent }
            return max(minContentWidth(node), min(maxContent, available - margins))
        default:
            return .nan
        }
    }

    /// Whether the node's main size comes from its content without regard to the space available: a `flexBasis`
    /// keyword, or a content keyword as its size along `axis`.
    @inline(__always) func sizesToContent(_ node: Int, along axis: FlexDirection) -> Bool {
        let style = styles + node
        if style.pointee.flexBasis.isIntrinsicKeyword { return true }
        switch style.dimension(axis.dimension) {
        case .fitContent, .maxContent: return true
        default: return false
        }
    }
}
