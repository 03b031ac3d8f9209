extension FlexAlign {
    /// The alignment used when lines overflow (CSS Box Alignment): `space-between` and `stretch` fall back to
    /// `flex-start`; `space-around` and `space-evenly` to the start of the axis in the writing mode (`safe
    /// center`), which is the flex end when lines run against it (`wrap-reverse`, RTL columns).
    func overflowFallback(axis: FlexDirection, direction: FlexLayoutDirection, wrapReverse: Bool) -> FlexAlign {
        switch self {
        case .spaceBetween, .stretch: .flexStart
        case .spaceAround, .spaceEvenly:
            (axis.flexStartEdge == axis.inlineStartEdge(direction)) != wrapReverse ? .flexStart : .flexEnd
        default: self
        }
    }
}

extension LayoutPass {
    /// Distributes the container's cross size among its lines and aligns items within each line (step 8), for
    /// wrapping containers and baseline alignment.
    func alignLines(_ node: Int, lineCount: Int, totalLineCrossDim: Double, context: FlexingContext,
                    crossAxisOwnerSize: Double, paddingAndBorderAxisCross: Double,
                    leadingPaddingAndBorderCross: Double, crossAxisGap: Double) throws {
        let style = styles + node
        let mainAxis = context.mainAxis, crossAxis = context.crossAxis, direction = context.direction
        let isMainAxisRow = mainAxis.isRow
        var leadPerLine = 0.0
        var currentLead = leadingPaddingAndBorderCross
        var extraSpacePerLine = 0.0

        let unclampedCrossDim: Double
        if context.crossMode == .stretchFit {
            unclampedCrossDim = context.availableInnerCrossDim + paddingAndBorderAxisCross
        } else if hasDefiniteSize(node, crossAxis.dimension, crossAxisOwnerSize) {
            unclampedCrossDim = resolvedSize(node, direction, crossAxis.dimension, crossAxisOwnerSize, context.ownerWidth)
        } else {
            unclampedCrossDim = totalLineCrossDim + paddingAndBorderAxisCross
        }
        let innerCrossDim = boundAxis(node, crossAxis, direction, unclampedCrossDim, crossAxisOwnerSize, context.ownerWidth)
            - paddingAndBorderAxisCross
        // (CSS: `align-content` has no effect on a single-line container, whose line is as large as it.)
        let remaining = web && style.pointee.flexWrap == .noWrap ? 0 : innerCrossDim - totalLineCrossDim
        let lines = Double(lineCount)
        let wrapReverse = style.pointee.flexWrap == .wrapReverse
        switch remaining >= 0 ? style.pointee.alignContent
            : style.pointee.alignContent.overflowFallback(axis: crossAxis, direction: direction, wrapReverse: wrapReverse) {
        case .flexEnd: currentLead += remaining
        case .center: currentLead += remaining / 2
        case .stretch: extraSpacePerLine = remaining / lines
        case .spaceAround:
            currentLead += remaining / (2 * lines)
            leadPerLine = remaining / lines
        case .spaceEvenly:
            currentLead += remaining / (lines + 1)
            leadPerLine = remaining / (lines + 1)
        case .spaceBetween:
            if lineCount > 1 { leadPerLine = remaining / (lines - 1) }
        case .auto, .flexStart, .baseline: break
        }

        let children = layoutChildren(node)
        var end = 0
        for lineIndex in 0..<lineCount {
            let start = end
            var index = start
            var lineHeight = 0.0, maxAscent = web ? Double.nan : 0, maxDescent = web ? Double.nan : 0, baselineItems = 0
            while index < children.count {
                let child = Int(children[index])
                let childStyle = styles + child
                if childStyle.pointee.display == .none { index += 1; continue }
                if childStyle.pointee.positionType != .absolute {
                    if states[child].lineIndex != lineIndex { break }
                    if isLayoutDimensionDefined(child, crossAxis) {
                        lineHeight = maxOrDefined(lineHeight, dimensionWithMargin(child, crossAxis, context.percentWidth))
                    }
                    if sharesBaseline(child, in: node, crossAxis: crossAxis, direction: direction) {
                        baselineItems += 1
                        var (ascent, descent) = try baselineExtent(child, in: node, crossAxis: crossAxis, direction: direction,
                                                                   percentWidth: context.percentWidth)
                        if web && childStyle.pointee.hasStretchSize && !states[child].ascentBeforeStretch.isNaN {
                            (ascent, descent) = (states[child].ascentBeforeStretch, states[child].descentBeforeStretch)
                        }
                        maxAscent = maxOrDefined(maxAscent, ascent)
                        maxDescent = maxOrDefined(maxDescent, descent)
                        lineHeight = maxOrDefined(lineHeight, maxAscent + maxDescent)
                    }
                }
                index += 1
            }
            end = index
            currentLead += lineIndex != 0 ? crossAxisGap : 0
            lineHeight += extraSpacePerLine
            // A single line is as large as the container across (CSS; Yoga sizes it by its items).
            if web && style.pointee.flexWrap == .noWrap { lineHeight = innerCrossDim }

            for position in start..<end {
                let child = Int(children[position])
                let childStyle = styles + child
                if childStyle.pointee.display == .none || childStyle.pointee.positionType == .absolute { continue }
                if web && !isMainAxisRow && style.pointee.flexWrap != .noWrap {
                    try fitToLine(child, in: node, lineWidth: lineHeight, context)
                }
                // Browsers keep a relative item's offset and centre its margin box; Yoga drops the offset here and
                // centres the border box.
                let shift = web ? relativeShift(child, on: crossAxis.flexStartEdge, resolveDirection(child, direction),
                                                ownerWidth: context.percentWidth, ownerHeight: context.percentHeight) : 0
                let startAuto = childStyle.flexStartMarginIsAuto(crossAxis, direction)
                let endAuto = childStyle.flexEndMarginIsAuto(crossAxis, direction)
                if web && (startAuto || endAuto) {
                    // Auto margins take the line's free space (none when the item overflows it); the item does not
                    // align. (`wrap-reverse` lines are mirrored afterwards with the margins put back: the free space
                    // is then measured from the other side.)
                    let free = max(0, lineHeight - dimensionWithMargin(child, crossAxis, context.percentWidth))
                    let pushed = wrapReverse ? endAuto : startAuto
                    states[child].position[crossAxis.flexStartEdge] = currentLead + shift
                        + (startAuto && endAuto ? free / 2 : pushed ? free : 0)
                        + childStyle.flexStartMargin(crossAxis, direction, context.percentWidth)
                    continue
                }
                switch alignment(of: child, in: node) {
                case .flexStart:
                    states[child].position[crossAxis.flexStartEdge] =
                        currentLead + childStyle.flexStartMargin(crossAxis, direction, context.percentWidth) + shift
                case .flexEnd:
                    states[child].position[crossAxis.flexStartEdge] = currentLead + lineHeight
                        - childStyle.flexEndMargin(crossAxis, direction, context.percentWidth)
                        - (states + child).measuredDimension(crossAxis.dimension) + shift
                case .center:
                    let childHeight = (states + child).measuredDimension(crossAxis.dimension)
                    if web {
                        let outer = childHeight + childStyle.marginForAxis(crossAxis, context.percentWidth)
                        states[child].position[crossAxis.flexStartEdge] = currentLead + (lineHeight - outer) / 2
                            + childStyle.flexStartMargin(crossAxis, direction, context.percentWidth) + shift
                    } else {
                        states[child].position[crossAxis.flexStartEdge] = currentLead + (lineHeight - childHeight) / 2
                    }
                case .stretch:
                    states[child].position[crossAxis.flexStartEdge] =
                        currentLead + childStyle.flexStartMargin(crossAxis, direction, context.percentWidth) + shift
                    // Laid out at the container's cross size so far: lay it out again at the line's.
                    if crossSizeStretches(child, crossAxis, context.percentCross) {
                        // Items stretch to their line; the space between lines (`leadPerLine`) is not theirs
                        // (Yoga adds it, browsers do not).
                        let childWidth = isMainAxisRow
                            ? states[child].measuredWidth + childStyle.marginForAxis(mainAxis, context.percentWidth)
                            : lineHeight
                        // (Yoga adds the cross-axis margins to a column item's height.)
                        let childHeight = !isMainAxisRow
                            ? states[child].measuredHeight + childStyle.marginForAxis(web ? mainAxis : crossAxis, context.percentWidth)
                            : lineHeight
                        if !(inexactEquals(childWidth, states[child].measuredWidth)
                             && inexactEquals(childHeight, states[child].measuredHeight)) {
                            try layoutNode(child, availableWidth: childWidth, availableHeight: childHeight,
                                           ownerDirection: direction, widthMode: .stretchFit, heightMode: .stretchFit,
                                           ownerWidth: context.percentWidth, ownerHeight: context.percentHeight,
                                           performLayout: true, depth: context.depth)
                        }
                    }
                case .baseline where crossAxis.isRow:
                    let ascent = try baselineExtent(child, in: node, crossAxis: crossAxis, direction: direction,
                                                    percentWidth: context.percentWidth).ascent
                    states[child].position[crossAxis.flexStartEdge] = currentLead + maxAscent - ascent
                        + childStyle.flexStartMargin(crossAxis, direction, context.percentWidth) + shift
                case .baseline:
                    states[child].position.top = currentLead + maxAscent - (try baseline(of: child))
                        + (web ? shift : childStyle.inset(FlexDirection.column.flexStartEdge, direction, context.percentCross))
                    if web && wrapReverse && baselineItems > 1 {
                        // Chromium aligns a baseline-sharing group in a `wrap-reverse` line as in a plain one: only the
                        // line is mirrored (an item alone in its group falls back to the cross start, mirrored).
                        // Place the item so that the mirroring that follows keeps its offset in the line.
                        let offset = states[child].position.top - currentLead
                        states[child].position.top = currentLead + lineHeight - offset - states[child].measuredHeight
                            + childStyle.flexStartMargin(crossAxis, direction, context.percentWidth)
                            - childStyle.flexEndMargin(crossAxis, direction, context.percentWidth) + 2 * shift
                    }
                case .auto, .spaceBetween, .spaceAround, .spaceEvenly: break
                }
            }
            currentLead += leadPerLine + lineHeight
        }
    }

    /// `.web`, a wrapping column: an item whose width is `auto` and that is not stretched was sized as fit-content in
    /// the container's width; once its line's width is known, Chromium lays it out again as fit-content in that width
    /// (its height, the flexed one, stays). A text made as narrow as its longest word in a 0 pt column widens to its
    /// line, beside a wider item.
    private func fitToLine(_ child: Int, in node: Int, lineWidth: Double, _ context: FlexingContext) throws {
        let style = styles + child
        guard style.pointee.width.isAuto, lineWidth.isFinite, !isStretchedAcrossLine(child, in: node, context) else { return }
        let width = dimensionWithMargin(child, .row, context.percentWidth)
        guard width < lineWidth && !inexactEquals(width, lineWidth) else { return }
        let height = states[child].measuredHeight + style.marginForAxis(.column, context.percentWidth)
        try layoutNode(child, availableWidth: lineWidth, availableHeight: height, ownerDirection: context.direction,
                       widthMode: .fitContent, heightMode: .stretchFit, ownerWidth: context.percentWidth,
                       ownerHeight: context.percentHeight, performLayout: true, depth: context.depth)
    }
}
