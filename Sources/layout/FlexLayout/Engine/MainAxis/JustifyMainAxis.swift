extension FlexJustify {
    /// The alignment used when items overflow (CSS Box Alignment): `space-between` falls back to `flex-start`;
    /// `space-around` and `space-evenly` to `safe center`, that is the start of the axis in the writing mode,
    /// which is the flex end of a reversed axis (Yoga uses flex-start for both; browsers do not).
    func overflowFallback(axis: FlexDirection, direction: FlexLayoutDirection) -> FlexJustify {
        switch self {
        case .spaceBetween: .flexStart
        case .spaceAround, .spaceEvenly: axis.flexStartEdge == axis.inlineStartEdge(direction) ? .flexStart : .flexEnd
        default: self
        }
    }
}

extension LayoutPass {
    /// Places the line's items along the main axis and measures the line (step 6; Yoga's `justifyMainAxis`):
    /// free space goes to `auto` margins first, else is distributed by `justifyContent`; the line's cross size is
    /// its tallest item, or its largest ascent plus descent when items align by baseline.
    func justifyMainAxis(_ node: Int, _ line: inout FlexLine, _ context: FlexingContext, mainMode: SizingMode) throws {
        let style = styles + node
        let mainAxis = context.mainAxis, crossAxis = context.crossAxis, direction = context.direction
        let leadingPaddingAndBorderMain = style.flexStartPaddingAndBorder(mainAxis, direction, context.ownerWidth)
        let trailingPaddingAndBorderMain = style.flexEndPaddingAndBorder(mainAxis, direction, context.ownerWidth)
        let gap = style.gap(mainAxis, context.percentMain)

        // In an at-most main size only the minimum size creates free space.
        if mainMode == .fitContent && line.remainingFreeSpace > 0 {
            let minMain = resolvedMinSize(node, direction, mainAxis.dimension, context.mainAxisOwnerSize, context.ownerWidth)
            if !style.minDimension(mainAxis.dimension).isAuto && !minMain.isNaN {
                let minAvailableMainDim = minMain - leadingPaddingAndBorderMain - trailingPaddingAndBorderMain
                let occupied = context.availableInnerMainDim - line.remainingFreeSpace
                line.remainingFreeSpace = maxOrDefined(0, minAvailableMainDim - occupied)
            } else {
                line.remainingFreeSpace = 0
            }
            // (CSS: items whose margins sum below 0 leave the container 0 long, and the difference free.)
            if web && line.sizeConsumed < 0 { line.remainingFreeSpace = max(line.remainingFreeSpace, -line.sizeConsumed) }
        }

        var leadingMainDim = 0.0
        var betweenMainDim = gap
        let justify = line.remainingFreeSpace >= 0 ? style.pointee.justifyContent
            : style.pointee.justifyContent.overflowFallback(axis: mainAxis, direction: direction)
        let itemCount = Double(line.items.count)
        // Auto margins take positive free space; with none left, justifyContent applies (browsers; Yoga then
        // ignores both).
        if line.autoMarginCount == 0 || line.remainingFreeSpace < 0 {
            switch justify {
            case .center: leadingMainDim = line.remainingFreeSpace / 2
            case .flexEnd: leadingMainDim = line.remainingFreeSpace
            case .spaceBetween:
                if line.items.count > 1 { betweenMainDim += line.remainingFreeSpace / (itemCount - 1) }
            case .spaceEvenly:
                leadingMainDim = line.remainingFreeSpace / (itemCount + 1)
                betweenMainDim += leadingMainDim
            case .spaceAround:
                // (A line of absolute children only has no items to put space around.)
                if line.items.count > 0 {
                    leadingMainDim = 0.5 * line.remainingFreeSpace / itemCount
                    betweenMainDim += leadingMainDim * 2
                }
            case .flexStart: break
            }
        }

        line.mainDim = leadingPaddingAndBorderMain + leadingMainDim
        line.justifiedSpace = leadingMainDim
        line.crossDim = 0
        // (In `.web` trees the extents start undefined: an ascent may be negative.)
        var maxAscent = web ? Double.nan : 0, maxDescent = web ? Double.nan : 0
        let isBaseline = isBaselineLayout(node)
        let canSkipFlex = !context.performLayout && context.crossMode == .stretchFit
        let lastItem = line.items.last
        for child in line.items {
            let childStyle = styles + child
            if childStyle.flexStartMarginIsAuto(mainAxis, direction) && line.remainingFreeSpace > 0 {
                line.mainDim += line.remainingFreeSpace / Double(line.autoMarginCount)
                line.justifiedSpace += line.remainingFreeSpace / Double(line.autoMarginCount)
            }
            if context.performLayout {
                states[child].position[mainAxis.flexStartEdge] += line.mainDim
            }
            if child != lastItem {
                line.mainDim += betweenMainDim
                line.justifiedSpace += betweenMainDim - gap
            }
            if childStyle.flexEndMarginIsAuto(mainAxis, direction) && line.remainingFreeSpace > 0 {
                line.mainDim += line.remainingFreeSpace / Double(line.autoMarginCount)
                line.justifiedSpace += line.remainingFreeSpace / Double(line.autoMarginCount)
            }
            if canSkipFlex {
                // Items were not laid out: only their bases are known.
                line.mainDim += childStyle.marginForAxis(mainAxis, context.percentWidth)
                    + boundAxisWithinMinAndMax(child, direction, mainAxis, states[child].computedFlexBasis,
                                               context.percentMain, context.percentWidth)
                line.crossDim = context.availableInnerCrossDim
            } else {
                line.mainDim += dimensionWithMargin(child, mainAxis, context.percentWidth)
                // (Yoga takes every item of a baseline layout by its baseline; browsers only those aligned by it.)
                if isBaseline && (!web || sharesBaseline(child, in: node, crossAxis: crossAxis, direction: direction)) {
                    if !crossAxis.isRow && (!context.performLayout || isStretchedAcrossLine(child, in: node, context)) {
                        try layOutForBaseline(child, in: node, context)
                    }
                    let (ascent, descent) = try baselineExtent(child, in: node, crossAxis: crossAxis, direction: direction,
                                                               percentWidth: context.percentWidth)
                    maxAscent = maxOrDefined(maxAscent, ascent)
                    maxDescent = maxOrDefined(maxDescent, descent)
                } else {
                    line.crossDim = maxOrDefined(line.crossDim, dimensionWithMargin(child, crossAxis, context.percentWidth))
                }
            }
        }
        line.mainDim += trailingPaddingAndBorderMain
        if isBaseline {
            line.crossDim = web ? maxOrDefined(line.crossDim, maxAscent + maxDescent) : maxAscent + maxDescent
        }
    }
}
