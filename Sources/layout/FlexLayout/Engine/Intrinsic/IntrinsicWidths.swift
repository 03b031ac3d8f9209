extension LayoutPass {
    /// The node's max-content width (border box): laid out with nothing wrapped. Remembered for the pass; the
    /// node's own state is left as it was.
    func maxContentWidth(_ node: Int) -> Double {
        if let known = intrinsicWidths[node]?.maxContent { return known }
        intrinsicInProgress.insert(node)
        let saved = states[node]
        defer {
            restoreState(of: node, saved)
            intrinsicInProgress.remove(node)
        }
        let style = styles + node
        let direction = states[node].direction == .inherit ? resolveDirection(node, .ltr) : states[node].direction
        let height = style.dimension(.height).resolve(.nan)
        let heightMode: SizingMode = height.isNaN ? .maxContent : .stretchFit
        do {
            try layoutContainerOrLeaf(node, availableWidth: .nan, availableHeight: height, ownerDirection: direction,
                                      widthMode: .maxContent, heightMode: heightMode, ownerWidth: .nan, ownerHeight: .nan,
                                      performLayout: false, depth: 1)
        } catch {
            pendingError = pendingError ?? error
            return .nan
        }
        let width = states[node].measuredWidth
        intrinsicWidths[node, default: IntrinsicWidths()].maxContent = width
        return width
    }

    /// The node's min-content width (border box): the narrowest it can be without overflowing its content —
    /// its longest word, its widest unbreakable child — within its own limits. As a flex item (`asItem`) a
    /// definite width is its min-content width; otherwise (the box's own intrinsic size) the width is ignored.
    func minContentWidth(_ node: Int, asItem: Bool = false) -> Double {
        if !asItem, let known = intrinsicWidths[node]?.minContent { return known }
        intrinsicInProgress.insert(node)
        defer { intrinsicInProgress.remove(node) }
        let style = styles + node
        if style.pointee.display == .none { return 0 }
        let direction = states[node].direction == .inherit ? resolveDirection(node, .ltr) : states[node].direction
        let paddingAndBorder = style.paddingAndBorderForAxis(.row, direction, .nan)
        let definite = asItem ? resolvedSize(node, direction, .width, .nan, .nan) : .nan
        var width: Double
        if !definite.isNaN {
            width = definite
        } else if hasMeasure(node) {
            width = leafContentWidth(node, max: false) + paddingAndBorder
        } else {
            let mainAxis = style.pointee.flexDirection.resolved(direction)
            let sums = mainAxis.isRow && style.pointee.flexWrap == .noWrap
            var content = 0.0
            var items = 0
            for child in layoutChildren(node) {
                let child = Int(child)
                let childStyle = styles + child
                if childStyle.pointee.display == .none || childStyle.pointee.positionType == .absolute { continue }
                var contribution = minContentWidth(child, asItem: true)
                if mainAxis.isRow {
                    // An item that cannot shrink is at least its flex basis; one that cannot grow at most it.
                    let basis = childStyle.boxSized(childStyle.pointee.flexBasis.resolve(.nan), .width, direction, .nan)
                    if !basis.isNaN {
                        if flexShrink(child) == 0 { contribution = max(contribution, basis) }
                        if flexGrow(child) == 0 { contribution = min(contribution, basis) }
                    }
                }
                contribution = maxOrDefined(boundAxisWithinMinAndMax(child, direction, .row, contribution, .nan, .nan),
                                            childStyle.paddingAndBorderForAxis(.row, direction, .nan))
                contribution += childStyle.marginForAxis(.row, .nan)
                content = sums ? content + contribution : max(content, contribution)
                items += 1
            }
            if sums && items > 1 { content += style.gap(.row, .nan) * Double(items - 1) }
            width = content + paddingAndBorder
        }
        let result = maxOrDefined(boundAxisWithinMinAndMax(node, direction, .row, width, .nan, .nan), paddingAndBorder)
        if !asItem { intrinsicWidths[node, default: IntrinsicWidths()].minContent = result }
        return result
    }

    /// The height of the node's content laid out at its own specified height (and its current width): what
    /// browsers use for content keywords on heights (`max-height: fit-content` on a wrapping column is the
    /// height of its longest column). Remembered for the pass; the node's own state is left as it was. `width`
    /// stands in for a current width not known yet (NaN).
    func contentHeight(_ node: Int, width knownWidth: Double = .nan) -> Double {
        let width = states[node].measuredWidth.isNaN ? knownWidth : states[node].measuredWidth
        if let memo = intrinsicWidths[node], let known = memo.contentHeight,
           memo.contentHeightWidth == width || memo.contentHeightWidth.isNaN && width.isNaN {
            return known
        }
        intrinsicInProgress.insert(node)
        let saved = states[node]
        let wasMeasuringExtent = measuringContentExtent
        measuringContentExtent = true
        defer {
            restoreState(of: node, saved)
            measuringContentExtent = wasMeasuringExtent
            intrinsicInProgress.remove(node)
        }
        let style = styles + node
        let direction = saved.direction == .inherit ? resolveDirection(node, .ltr) : saved.direction
        // (Its own height counts only for a wrapping column's lines in `.web` trees: the content's height is the
        // content's.)
        let wrappingColumn = !style.pointee.flexDirection.isRow && style.pointee.flexWrap != .noWrap
        let height = web && !wrappingColumn ? .nan : style.dimension(.height).resolve(.nan)
        do {
            try layoutContainerOrLeaf(node, availableWidth: width, availableHeight: height, ownerDirection: direction,
                                      widthMode: width.isNaN ? .maxContent : .stretchFit,
                                      heightMode: height.isNaN ? .maxContent : .stretchFit,
                                      ownerWidth: .nan, ownerHeight: .nan, performLayout: false, depth: 1)
        } catch {
            pendingError = pendingError ?? error
            return .nan
        }
        let extent = states[node].contentExtentHeight
        intrinsicWidths[node, default: IntrinsicWidths()].contentHeight = extent
        intrinsicWidths[node, default: IntrinsicWidths()].contentHeightWidth = width
        return extent
    }

    /// Puts back the node's state as it was before measuring an intrinsic size, except a cached layout the
    /// measuring forgot: it laid descendants out (for their baselines), so that layout no longer holds.
    private func restoreState(of node: Int, _ saved: NodeState) {
        let cachedLayout = states[node].cachedLayout
        states[node] = saved
        states[node].cachedLayout = cachedLayout
    }
}

/// A node's intrinsic sizes, once computed in a pass.
struct IntrinsicWidths {
    var minContent: Double?
    var maxContent: Double?
    var contentHeight: Double?
    /// The width `contentHeight` was laid out at (NaN: unknown).
    var contentHeightWidth = Double.nan
}
