import Geometry

/// A node's intrinsic widths in a `.web` tree: its min-content and max-content widths (border box, before its own
/// size and limits), as CSS computes them from its items' contributions.
struct WebIntrinsicWidths {
    var minContent: Double
    var maxContent: Double
}

extension LayoutPass {
    /// The node's min-content and max-content widths (border box) as CSS computes them (CSS Sizing 3; CSS Flexbox
    /// §9.9.1 as Chromium implements it): a row's are the sums of its items' contributions (a wrapping row's
    /// min-content the largest), a column's the largest; a measured leaf's its content's. Percentages of the
    /// width being computed count as `auto` (and percentage padding, margins and gaps as 0).
    ///
    /// The widths depend only on the node's subtree, so they are kept until the node is marked dirty.
    func webIntrinsicWidths(_ node: Int) -> WebIntrinsicWidths {
        let state = states + node
        let style = styles + node
        let direction = style.pointee.resolvedDirection
        if state.pointee.webIntrinsicValid && state.pointee.webIntrinsicDirection == direction
            && (!state.pointee.isDirty || state.pointee.webIntrinsicGeneration == generation) {
            return state.pointee.webIntrinsic
        }
        let paddingAndBorder = style.paddingAndBorderForAxis(.row, direction, .nan)
        var widths: WebIntrinsicWidths
        if !style.pointee.aspectRatio.isNaN, style.pointee.flexBasis.isAuto, let height = ownHeight(node) {
            // CSS Sizing 4: a box with an aspect ratio and a definite height has the width the ratio gives as both
            // (unless a flex basis of its own may give it another height first, as Chromium sizes it).
            let width = max(style.ratioWidth(fromHeight: height, direction, .nan), paddingAndBorder)
            widths = WebIntrinsicWidths(minContent: width, maxContent: width)
        } else if hasMeasure(node) {
            widths = WebIntrinsicWidths(minContent: leafContentWidth(node, max: false) + paddingAndBorder,
                                        maxContent: leafContentWidth(node, max: true) + paddingAndBorder)
        } else {
            widths = containerIntrinsicWidths(node, paddingAndBorder: paddingAndBorder,
                                              innerHeight: ownInnerHeight(node) ?? .nan)
        }
        state.pointee.webIntrinsic = widths
        state.pointee.webIntrinsicValid = true
        state.pointee.webIntrinsicDirection = direction
        state.pointee.webIntrinsicGeneration = generation
        return widths
    }

    /// A container's intrinsic widths from its items (border box). A column takes its widest item. A row sums its
    /// items' contributions, each replaced by its hypothetical main size when flexing could not move it there (it
    /// cannot grow to a larger contribution, or shrink to a smaller one, from a definite basis); a wrapping row's
    /// min-content width is its widest item's, and its max-content width never less (Chromium's row algorithm).
    ///
    /// `innerHeight` is the container's definite inner height (NaN when it has none): an item's aspect ratio turns a
    /// height it takes from it (a percentage, or a row's stretch) into a width.
    ///
    /// `heightIsDefinite` says whether that height is also definite for a wrapping column's lines and its items'
    /// percentages (not a stretched height, which only an aspect ratio turns into a width).
    private func containerIntrinsicWidths(_ node: Int, paddingAndBorder: Double, innerHeight: Double,
                                          heightIsDefinite: Bool = true) -> WebIntrinsicWidths {
        let style = styles + node
        let isRow = style.pointee.flexDirection.isRow
        let wraps = style.pointee.flexWrap != .noWrap
        if !isRow && wraps {
            let definiteHeight = heightIsDefinite ? innerHeight : ownInnerHeight(node) ?? .nan
            return wrappingColumnWidths(node, lineLength: columnLineLength(node, innerHeight: definiteHeight) ?? .infinity,
                                        paddingAndBorder: paddingAndBorder, innerHeight: innerHeight,
                                        definiteHeight: definiteHeight)
        }
        var minimum = 0.0, maximum = 0.0, items = 0
        forEachContribution(in: node, innerHeight: innerHeight) { child, contribution, margins in
            items += 1
            guard isRow else {
                minimum = max(minimum, contribution.minContent + margins)
                maximum = max(maximum, contribution.maxContent + margins)
                return
            }
            let childStyle = styles + child
            let basis = definiteFlexBasis(child)
            func settled(_ value: Double) -> Double {
                guard !basis.isNaN else { return value }
                let stuck = (value > basis && flexGrow(child) == 0) || (value < basis && flexShrink(child) == 0)
                return stuck ? maxOrDefined(hypotheticalWidth(child, basis),
                                            childStyle.paddingAndBorderForAxis(.row, childStyle.pointee.resolvedDirection, .nan))
                    : value
            }
            if wraps {
                minimum = max(minimum, contribution.minContent + margins)
            } else {
                minimum += settled(contribution.minContent) + margins
            }
            maximum += settled(contribution.maxContent) + margins
        }
        if isRow && items > 1 {
            let gaps = style.gap(.row, .nan) * Double(items - 1)
            maximum += gaps
            if !wraps { minimum += gaps }
        }
        minimum = max(minimum, 0)
        maximum = max(maximum, minimum)
        return WebIntrinsicWidths(minContent: minimum + paddingAndBorder, maxContent: maximum + paddingAndBorder)
    }

    /// Calls `body` with each in-flow item of `node` (not hidden, not absolute), its contributions to the node's
    /// intrinsic widths and its horizontal margins, in order.
    private func forEachContribution(in node: Int, innerHeight: Double, _ body: (Int, WebIntrinsicWidths, Double) -> Void) {
        for child in layoutChildren(node) {
            let child = Int(child)
            let style = styles + child
            if style.pointee.display == .none || style.pointee.positionType == .absolute { continue }
            body(child, webContribution(child, in: node, innerHeight: innerHeight), style.marginForAxis(.row, .nan))
        }
    }

    /// The inner height at which a wrapping column breaks its lines while its width is computed: its definite inner
    /// height, else its maximum height's (lengths only); nil when neither is known (one line).
    private func columnLineLength(_ node: Int, innerHeight: Double) -> Double? {
        if !innerHeight.isNaN { return innerHeight }
        let style = styles + node
        guard case .points(let maximum) = style.pointee.maxHeight else { return nil }
        let direction = style.pointee.resolvedDirection
        return max(0, style.boxSized(maximum, .height, direction, .nan) - style.paddingAndBorderForAxis(.column, direction, .nan))
    }

    /// A wrapping column's intrinsic widths (Chromium's column-wrap intrinsic sizes): its items are laid out at their
    /// max-content contributions and broken into lines at `lineLength` (its definite or maximum inner height; one line
    /// without); its max-content width is the sum of its lines' widths and the gaps between them — a line as wide as
    /// its widest item with margins, or as its items aligned by their baselines (their left border edges, the right
    /// ones in RTL) span —, its min-content width its widest item's min-content contribution.
    private func wrappingColumnWidths(_ node: Int, lineLength: Double, paddingAndBorder: Double, innerHeight: Double,
                                      definiteHeight: Double) -> WebIntrinsicWidths {
        let style = styles + node
        let direction = style.pointee.resolvedDirection
        let itemGap = style.gap(.column, .nan), lineGap = style.gap(.row, .nan)
        var minimum = 0.0, maximum = 0.0, lines = 0
        // (The extents start undefined: a negative margin makes a negative ascent.)
        var lineUsed = 0.0, lineWidth = 0.0, lineItems = 0, ascent = Double.nan, descent = Double.nan
        func endLine() {
            maximum += maxOrDefined(lineWidth, ascent + descent)
            lines += 1
            lineUsed = 0; lineWidth = 0; lineItems = 0; ascent = .nan; descent = .nan
        }
        forEachContribution(in: node, innerHeight: innerHeight) { child, contribution, margins in
            let childStyle = styles + child
            minimum = max(minimum, contribution.minContent + margins)
            let height = lineLength.isFinite ? itemHeight(child, width: contribution.maxContent, innerHeight: definiteHeight)
                + childStyle.marginForAxis(.column, .nan) : 0
            if lineItems > 0 && lineUsed + itemGap + height > lineLength { endLine() }
            lineUsed += (lineItems > 0 ? itemGap : 0) + height
            if sharesBaseline(child, in: node, crossAxis: .row, direction: direction) {
                let left = childStyle.edge(.margin, .left, direction).resolveOrZero(.nan)
                let right = childStyle.edge(.margin, .right, direction).resolveOrZero(.nan)
                let before = direction == .rtl ? right + contribution.maxContent : left
                ascent = maxOrDefined(ascent, before)
                descent = maxOrDefined(descent, contribution.maxContent + margins - before)
            } else {
                lineWidth = max(lineWidth, contribution.maxContent + margins)
            }
            lineItems += 1
        }
        if lineItems > 0 { endLine() }
        if lines > 1 { maximum += lineGap * Double(lines - 1) }
        minimum = max(minimum, 0)
        maximum = max(maximum, minimum)
        return WebIntrinsicWidths(minContent: minimum + paddingAndBorder, maxContent: maximum + paddingAndBorder)
    }

    /// An item's hypothetical height in a wrapping column laid out at `width` (border box): its flex basis or height
    /// when a length (or `stretch`), else its content's height at that width; within its limits.
    private func itemHeight(_ child: Int, width: Double, innerHeight: Double) -> Double {
        let style = styles + child
        let direction = style.pointee.resolvedDirection
        // (A length, or a percentage of the column's definite inner height.)
        var height = style.pointee.flexBasis.isIntrinsicKeyword ? .nan : style.resolved(style.pointee.flexBasis, innerHeight)
        if height.isNaN && style.pointee.flexBasis.isAuto && !style.pointee.height.isIntrinsicKeyword {
            height = style.resolved(style.pointee.height, innerHeight)
        }
        if !height.isNaN { height = style.boxSized(height, .height, direction, .nan) }
        // (`stretch` fills the column's definite height less the margins.)
        if height.isNaN && style.pointee.flexBasis.isAuto && style.pointee.height == .stretch && !innerHeight.isNaN {
            height = innerHeight - style.marginForAxis(.column, .nan)
        }
        if height.isNaN {
            do {
                try layoutNode(child, availableWidth: width + style.marginForAxis(.row, .nan), availableHeight: .nan,
                               ownerDirection: direction, widthMode: .stretchFit, heightMode: .maxContent,
                               ownerWidth: .nan, ownerHeight: innerHeight, performLayout: false, depth: 1)
            } catch {
                pendingError = pendingError ?? error
                return 0
            }
            return states[child].measuredHeight
        }
        return max(boundAxisWithinMinAndMax(child, direction, .column, height, innerHeight, .nan),
                   style.paddingAndBorderForAxis(.column, direction, .nan))
    }

    /// An item's hypothetical width in its row's intrinsic widths: `basis` within its limits, where a `fit-content`
    /// limit has no space to fit (the row's width is what is being found) and limits least: as a minimum it is the
    /// min-content width, as a maximum the max-content width (Chromium).
    private func hypotheticalWidth(_ child: Int, _ basis: Double) -> Double {
        boundedWidth(child, basis, fitContentMinimum: { $0.minContent }, fitContentMaximum: { $0.maxContent })
    }

    /// `width` within the item's width limits, a `fit-content` limit taking the value `fitContentMinimum` or
    /// `fitContentMaximum` picks from its intrinsic widths (the space it would fit is not known in intrinsic sizing).
    private func boundedWidth(_ child: Int, _ width: Double, fitContentMinimum: (WebIntrinsicWidths) -> Double,
                              fitContentMaximum: (WebIntrinsicWidths) -> Double) -> Double {
        let style = styles + child
        let direction = style.pointee.resolvedDirection
        let minimumStyle = style.minDimension(.width), maximumStyle = style.maxDimension(.width)
        guard minimumStyle == .fitContent || maximumStyle == .fitContent else {
            return boundAxisWithinMinAndMax(child, direction, .row, width, .nan, .nan)
        }
        let intrinsic = webIntrinsicWidths(child)
        let maximum = maximumStyle == .fitContent ? fitContentMaximum(intrinsic) : resolvedMaxSize(child, direction, .width, .nan, .nan)
        let minimum = minimumStyle == .fitContent ? fitContentMinimum(intrinsic) : resolvedMinSize(child, direction, .width, .nan, .nan)
        var bounded = width
        if maximum >= 0 && bounded > maximum { bounded = maximum }
        if minimum >= 0 && bounded < minimum { bounded = minimum }
        return bounded
    }

    /// An item's definite flex basis along a row (border box), NaN when it depends on content.
    private func definiteFlexBasis(_ child: Int) -> Double {
        let style = styles + child
        let direction = style.pointee.resolvedDirection
        switch style.pointee.flexBasis {
        case .points(let points): return style.boxSized(points, .width, direction, .nan)
        case .auto:
            if case .points(let points) = style.pointee.width { return style.boxSized(points, .width, direction, .nan) }
            return .nan
        default: return .nan
        }
    }

    /// An item's min-content and max-content contributions to its container's width (border box, margins not
    /// included): its definite width (or the width its aspect ratio gives a definite height), else its intrinsic
    /// widths; within its limits, never below its padding and border. An aspect ratio also carries its minimum
    /// height (or its vertical padding and border) across as a minimum width.
    func webContribution(_ child: Int, in node: Int, innerHeight: Double) -> WebIntrinsicWidths {
        let style = styles + child
        let direction = style.pointee.resolvedDirection
        var minimum: Double, maximum: Double
        let width = style.pointee.width
        let ratio = style.pointee.aspectRatio
        if case .points(let points) = width {
            minimum = style.boxSized(points, .width, direction, .nan)
            maximum = minimum
        } else if !ratio.isNaN, let height = ratioSourceHeight(child, in: node, innerHeight: innerHeight) {
            // (With an aspect ratio and a definite height, also under a content keyword, the ratio's width.)
            minimum = style.ratioWidth(fromHeight: height, direction, .nan)
            maximum = minimum
        } else {
            // Its content's widths (a content keyword: max-content as both, or min-content and max-content). A
            // wrapping column breaks its lines at the definite height the container gives it (a stretch in a row),
            // and that height gives its items' aspect ratios their widths.
            var intrinsic = webIntrinsicWidths(child)
            if !hasMeasure(child), !style.pointee.flexDirection.isRow && style.pointee.flexWrap != .noWrap
                || layoutChildren(child).contains(where: { !styles[Int($0)].aspectRatio.isNaN }),
               ownInnerHeight(child) == nil, let height = ratioSourceHeight(child, in: node, innerHeight: innerHeight) {
                intrinsic = containerIntrinsicWidths(
                    child, paddingAndBorder: style.paddingAndBorderForAxis(.row, direction, .nan),
                    innerHeight: max(0, height - style.paddingAndBorderForAxis(.column, direction, .nan)))
            }
            minimum = width == .maxContent ? intrinsic.maxContent : intrinsic.minContent
            maximum = intrinsic.maxContent
            if !ratio.isNaN {
                var minimumHeight = style.paddingAndBorderForAxis(.column, direction, .nan)
                let ownMinimum = style.resolved(style.pointee.minHeight, innerHeight)   // a length, or a percentage of a definite height
                if !ownMinimum.isNaN && ownMinimum >= 0 {
                    minimumHeight = max(minimumHeight, style.boxSized(ownMinimum, .height, direction, .nan))
                } else if style.pointee.minHeight == .stretch && !innerHeight.isNaN {
                    minimumHeight = max(minimumHeight, innerHeight - style.marginForAxis(.column, .nan))   // (a border box)
                }
                let fromMinimumHeight = style.ratioWidth(fromHeight: minimumHeight, direction, .nan)
                // And its maximum height (a length, or a percentage of a definite height) as a maximum width.
                let maximumHeight = style.resolved(style.pointee.maxHeight, innerHeight)
                if !maximumHeight.isNaN && maximumHeight >= 0 {
                    let fromMaximumHeight = style.ratioWidth(
                        fromHeight: max(style.boxSized(maximumHeight, .height, direction, .nan), minimumHeight), direction, .nan)
                    minimum = min(minimum, fromMaximumHeight)
                    maximum = min(maximum, fromMaximumHeight)
                }
                minimum = max(minimum, fromMinimumHeight)
                maximum = max(maximum, fromMinimumHeight)
            }
        }
        // (A `fit-content` limit is the min-content width in the min-content contribution, the max-content width in
        // the max-content one.)
        let paddingAndBorder = style.paddingAndBorderForAxis(.row, direction, .nan)
        minimum = maxOrDefined(boundedWidth(child, minimum, fitContentMinimum: { $0.minContent }, fitContentMaximum: { $0.minContent }),
                               paddingAndBorder)
        maximum = maxOrDefined(boundedWidth(child, maximum, fitContentMinimum: { $0.maxContent }, fitContentMaximum: { $0.maxContent }),
                               paddingAndBorder)
        return WebIntrinsicWidths(minContent: minimum, maxContent: maximum)
    }

    /// The definite border-box height an item's aspect ratio turns into its width in its container's intrinsic
    /// widths: its own length, a percentage of the container's definite inner height, or in a single-line row with
    /// such a height, the height it is stretched to (within its limits, never below its padding and border); nil
    /// when its height is not definite.
    private func ratioSourceHeight(_ child: Int, in node: Int, innerHeight: Double) -> Double? {
        let style = styles + child
        let direction = style.pointee.resolvedDirection
        let height: Double
        switch style.pointee.height {
        case .points(let points):
            height = style.boxSized(points, .height, direction, .nan)
        case .percent where !innerHeight.isNaN:
            height = style.boxSized(style.resolved(style.pointee.height, innerHeight), .height, direction, .nan)
        case .stretch where !innerHeight.isNaN:
            height = innerHeight - style.marginForAxis(.column, .nan)
        case .auto where !innerHeight.isNaN && styles[node].flexDirection.isRow && styles[node].flexWrap == .noWrap
                && alignment(of: child, in: node) == .stretch && !style.flexStartMarginIsAuto(.column, direction)
                && !style.flexEndMarginIsAuto(.column, direction):
            height = innerHeight - style.marginForAxis(.column, .nan)
        default:
            return nil
        }
        return max(boundAxisWithinMinAndMax(child, direction, .column, height, innerHeight, .nan),
                   style.paddingAndBorderForAxis(.column, direction, .nan))
    }

    /// The inner height a container's own style makes definite (a length), or nil.
    private func ownInnerHeight(_ node: Int) -> Double? {
        guard let height = ownHeight(node) else { return nil }
        let style = styles + node
        return max(0, height - style.paddingAndBorderForAxis(.column, style.pointee.resolvedDirection, .nan))
    }

    /// The border-box height a node's own style makes definite (a length, or a percentage of its in-flow parent's
    /// own definite height; within its limits in lengths) — the root's given one —, or nil.
    private func ownHeight(_ node: Int) -> Double? {
        let style = styles + node
        let direction = style.pointee.resolvedDirection
        var height: Double
        switch style.pointee.height {
        case .points(let points):
            height = style.boxSized(points, .height, direction, .nan)
        case .percent where style.pointee.positionType != .absolute && links[node].parent >= 0
                && styles[Int(links[node].parent)].display != .contents:
            guard let parentHeight = ownInnerHeight(Int(links[node].parent)) else { return nil }
            height = style.boxSized(style.resolved(style.pointee.height, parentHeight), .height, direction, .nan)
        case _ where links[node].parent < 0 && !rootHeight.isNaN:
            height = rootHeight
        default:
            return nil
        }
        if case .points(let maximum) = style.pointee.maxHeight { height = min(height, style.boxSized(maximum, .height, direction, .nan)) }
        if case .points(let minimum) = style.pointee.minHeight { height = max(height, style.boxSized(minimum, .height, direction, .nan)) }
        return max(height, style.paddingAndBorderForAxis(.column, direction, .nan))
    }

    /// A measured leaf's min-content or max-content width (content box): its own answer, else its width measured
    /// at most 0 wide (min-content) or unconstrained (max-content).
    func leafContentWidth(_ node: Int, max: Bool) -> Double {
        let slot = Int(links[node].measureSlot)
        do {
            if let width = try max ? contents[slot].maxContentWidth() : contents[slot].minContentWidth(),
               width.isFinite, width >= 0 {
                return width
            }
            let request = FlexMeasureRequest(width: max ? .unconstrained : .atMost(0), height: .unconstrained)
            let size = try contents[slot].measure(request).size
            statistics.measureCalls += 1
            return size.width.isFinite && size.width >= 0 ? size.width : 0
        } catch {
            pendingError = pendingError ?? FlexLayoutError.measureFailed(node: name(node), reason: "\(error)")
            return 0
        }
    }

    /// In a `.web` tree, the border-box width a node whose width is not given takes before its content is laid out,
    /// as a browser's block does: its max-content width, or its fit-content width in `available` (between its
    /// min-content and max-content widths, as close to the space as it can) — or the width its aspect ratio gives
    /// an exact height. Its own percentage padding, 0 in its intrinsic widths (a contribution to its parent's),
    /// counts here, resolved against `ownerWidth`; percentage height limits against `ownerHeight` (definite, or NaN).
    func webWidth(_ node: Int, widthMode: SizingMode, available: Double, exactHeight: Double?, ownerWidth: Double,
                  ownerHeight: Double = .nan) -> Double {
        let ratio = styles[node].aspectRatio
        let style = styles + node, direction = styles[node].resolvedDirection
        if let exactHeight, !ratio.isNaN {
            // (The height within its limits and never below its padding and border, as the browser uses it.)
            let height = max(boundAxisWithinMinAndMax(node, direction, .column, exactHeight, ownerHeight, ownerWidth),
                             style.paddingAndBorderForAxis(.column, direction, ownerWidth))
            return max(style.ratioWidth(fromHeight: height, direction, ownerWidth),
                       style.paddingAndBorderForAxis(.row, direction, ownerWidth))
        }
        // An aspect ratio carries the least height the node can have (its minimum, its padding and border) across:
        // a content-sized width is never less than that.
        var ratioFloor = 0.0
        if !ratio.isNaN {
            let height = max(boundAxisWithinMinAndMax(node, direction, .column, 0, ownerHeight, ownerWidth),
                             style.paddingAndBorderForAxis(.column, direction, ownerWidth))
            ratioFloor = style.ratioWidth(fromHeight: height, direction, ownerWidth)
        }
        var intrinsic = webIntrinsicWidths(node)
        let heightIsDefinite = links[node].parent < 0 || style.pointee.heightIsDefinite
        // (The exact height within the node's limits in lengths, as it will be laid out.)
        let settled = exactHeight.map { boundAxisWithinMinAndMax(node, direction, .column, $0, .nan, ownerWidth) }
        if let settled, heightIsDefinite, !hasMeasure(node), !(ownHeight(node).map { inexactEquals($0, settled) } ?? false),
           layoutChildren(node).contains(where: { !styles[Int($0)].aspectRatio.isNaN })
            || !style.pointee.flexDirection.isRow && style.pointee.flexWrap != .noWrap {
            // A definite exact height other than the one its style gives (the root's, a stretched or flexed one) can
            // give an item's ratio a width, and breaks a wrapping column's lines.
            let innerHeight = max(0, settled - style.paddingAndBorderForAxis(.column, direction, ownerWidth))
            intrinsic = containerIntrinsicWidths(node, paddingAndBorder: style.paddingAndBorderForAxis(.row, direction, .nan),
                                                 innerHeight: innerHeight, heightIsDefinite: heightIsDefinite)
        }
        let padding = ownerWidth.isNaN ? 0
            : style.paddingAndBorderForAxis(.row, direction, ownerWidth) - style.paddingAndBorderForAxis(.row, direction, .nan)
        // And its maximum height (a length) as a maximum: a ratio box no taller than 0 is 0 wide (CSS Sizing 4's
        // transferred limits, the least height winning).
        // (A percentage of a definite height, and `stretch`, as well.)
        var ratioCeiling = Double.infinity
        if !ratio.isNaN, style.pointee.maxHeight != .fitContent, style.pointee.maxHeight != .maxContent {
            let maximum = resolvedMaxSize(node, direction, .height, ownerHeight, ownerWidth)
            if !maximum.isNaN {
                let height = max(maximum, style.paddingAndBorderForAxis(.column, direction, ownerWidth))
                ratioCeiling = style.ratioWidth(fromHeight: height, direction, ownerWidth)
            }
        }
        let minContent = max(min(intrinsic.minContent + padding, ratioCeiling), ratioFloor)
        let maxContent = max(min(intrinsic.maxContent + padding, ratioCeiling), ratioFloor)
        guard widthMode == .fitContent, !available.isNaN else { return maxContent }
        return min(maxContent, max(minContent, available))
    }
}
