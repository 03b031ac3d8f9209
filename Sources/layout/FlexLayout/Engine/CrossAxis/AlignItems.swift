extension LayoutPass {
    /// Places the line's items along the cross axis (step 7): stretched items are laid out again at the line's
    /// cross size; the others move by `auto` margins or their alignment.
    func alignItemsInLine(_ node: Int, _ line: FlexLine, _ context: FlexingContext, lineOffset: Double,
                          containerCrossAxis: Double, leadingPaddingAndBorderCross: Double) throws {
        let style = styles + node
        let mainAxis = context.mainAxis, crossAxis = context.crossAxis, direction = context.direction
        let isMainAxisRow = mainAxis.isRow
        let isWrapping = style.pointee.flexWrap != .noWrap
        for child in line.items {
            let childStyle = styles + child
            var leadingCrossDim = leadingPaddingAndBorderCross
            let align = alignment(of: child, in: node)
            let startAuto = childStyle.flexStartMarginIsAuto(crossAxis, direction)
            let endAuto = childStyle.flexEndMarginIsAuto(crossAxis, direction)
            if web && childStyle.pointee.hasStretchSize {
                states[child].ascentBeforeStretch = .nan
                if stretchesToLine(child, crossAxis, line, context), !isStretchedAcrossLine(child, in: node, context) {
                    if align == .baseline && sharesBaseline(child, in: node, crossAxis: crossAxis, direction: direction) {
                        (states[child].ascentBeforeStretch, states[child].descentBeforeStretch) = try baselineExtent(
                            child, in: node, crossAxis: crossAxis, direction: direction, percentWidth: context.percentWidth)
                    }
                    try stretchToLine(child, line, context)
                }
            }
            if align == .stretch && !startAuto && !endAuto {
                if crossSizeStretches(child, crossAxis, context.percentCross) {
                    var childMainSize = (states + child).measuredDimension(mainAxis.dimension)
                    // Stretched to the line even with an aspect ratio, as browsers do (Yoga lets the ratio win).
                    var childCrossSize = line.crossDim
                    childMainSize += childStyle.marginForAxis(mainAxis, context.percentWidth)
                    var childMainMode = SizingMode.stretchFit, childCrossMode = SizingMode.stretchFit
                    constrainMaxSize(child, direction, mainAxis, context.percentMain, context.percentWidth,
                                     &childMainMode, &childMainSize)
                    constrainMaxSize(child, direction, crossAxis, context.percentCross, context.percentWidth,
                                     &childCrossMode, &childCrossSize)
                    // (CSS: a `stretch` minimum, the line, wins over a smaller maximum.)
                    let stretchLimit = web && childStyle.pointee.hasStretchSize
                    if stretchLimit, case .stretch = childStyle.minDimension(crossAxis.dimension) {
                        childCrossSize = max(childCrossSize, line.crossDim)
                    }
                    let childWidth = isMainAxisRow ? childMainSize : childCrossSize
                    let childHeight = isMainAxisRow ? childCrossSize : childMainSize
                    // (Yoga lays a stretched item of a multi-line container out at max-content across unless the
                    // lines stretch; CSS stretches it to its line's cross size.)
                    let crossAxisDoesNotGrow = !web && style.pointee.alignContent != .stretch && isWrapping
                    let widthMode: SizingMode = childWidth.isNaN || (!isMainAxisRow && crossAxisDoesNotGrow) ? .maxContent : .stretchFit
                    let heightMode: SizingMode = childHeight.isNaN || (isMainAxisRow && crossAxisDoesNotGrow) ? .maxContent : .stretchFit
                    let outer = stretchedLine
                    if stretchLimit { stretchedLine = (child, crossAxis.dimension, line.crossDim) }
                    defer { stretchedLine = outer }
                    try layoutNode(child, availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction,
                                   widthMode: widthMode, heightMode: heightMode, ownerWidth: context.percentWidth,
                                   ownerHeight: context.percentHeight, performLayout: true, depth: context.depth)
                }
            } else {
                let remainingCrossDim = containerCrossAxis - dimensionWithMargin(child, crossAxis, context.percentWidth)
                // Auto margins take the free space, none when the item overflows its line: then it stays at the
                // start and does not align (Yoga and browsers).
                if startAuto && endAuto {
                    leadingCrossDim += max(0, remainingCrossDim / 2)
                } else if endAuto {
                    // Stays at the start.
                } else if startAuto {
                    leadingCrossDim += max(0, remainingCrossDim)
                } else if align == .flexStart {
                    // Stays at the start.
                } else if align == .center {
                    leadingCrossDim += remainingCrossDim / 2
                } else {
                    leadingCrossDim += remainingCrossDim
                }
            }
            states[child].position[crossAxis.flexStartEdge] += lineOffset + leadingCrossDim
        }
    }

    /// Whether the item's cross size is `stretch`, or its minimum is and it is smaller than its line.
    @inline(__always) private func stretchesToLine(_ child: Int, _ crossAxis: FlexDirection, _ line: FlexLine,
                                                   _ context: FlexingContext) -> Bool {
        let style = styles + child
        if case .stretch = style.dimension(crossAxis.dimension) { return true }
        guard case .stretch = style.minDimension(crossAxis.dimension) else { return false }
        return dimensionWithMargin(child, crossAxis, context.percentWidth) < line.crossDim
    }

    /// `.web`: an item whose cross size is `stretch` fills its line (less its margins) whatever its alignment, also
    /// when the container's cross size is indefinite and the keyword could not be resolved before the line was sized
    /// (as Chromium does); so does a smaller one whose minimum is `stretch`.
    private func stretchToLine(_ child: Int, _ line: FlexLine, _ context: FlexingContext) throws {
        let mainAxis = context.mainAxis, crossAxis = context.crossAxis
        guard !inexactEquals(dimensionWithMargin(child, crossAxis, context.percentWidth), line.crossDim) else { return }
        let main = (states + child).measuredDimension(mainAxis.dimension)
            + (styles + child).marginForAxis(mainAxis, context.percentWidth)
        try acrossLine(child, crossAxis, line.crossDim) {
            try layoutNode(child, availableWidth: mainAxis.isRow ? main : line.crossDim,
                           availableHeight: mainAxis.isRow ? line.crossDim : main, ownerDirection: context.direction,
                           widthMode: .stretchFit, heightMode: .stretchFit, ownerWidth: context.percentWidth,
                           ownerHeight: context.percentHeight, performLayout: true, depth: context.depth)
        }
    }

    /// Runs `layout` with the item's `stretch` limits across the line filling the line's cross size (``stretchedLine``).
    private func acrossLine(_ child: Int, _ crossAxis: FlexDirection, _ lineCrossSize: Double,
                            _ layout: () throws -> Void) throws {
        let outer = stretchedLine
        stretchedLine = (child, crossAxis.dimension, lineCrossSize)
        defer { stretchedLine = outer }
        try layout()
    }
}
