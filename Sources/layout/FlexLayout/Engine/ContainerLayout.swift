extension LayoutPass {
    /// Sizes `node` under the constraints and, when `performLayout`, lays out its subtree (Yoga's
    /// `calculateLayoutImpl`). The steps are numbered as in Yoga and the CSS flexbox algorithm; each lives in
    /// its own folder.
    ///
    /// `widthIsFinal` is set for the second layout of a container whose children's percentages needed its width.
    func layoutContainerOrLeaf(_ node: Int, availableWidth: Double, availableHeight: Double,
                               ownerDirection: FlexLayoutDirection, widthMode: SizingMode, heightMode: SizingMode,
                               ownerWidth: Double, ownerHeight: Double, performLayout: Bool, depth: Int,
                               widthIsFinal: Bool = false) throws {
        if performLayout { statistics.layouts += 1 } else { statistics.measures += 1 }
        let style = styles + node
        let state = states + node
        let direction = resolveDirection(node, ownerDirection)
        state.pointee.direction = direction

        // Margins, border and padding on the physical edges.
        let rowAxis = FlexDirection.row.resolved(direction), columnAxis = FlexDirection.column
        let startEdge: PhysicalEdge = direction == .ltr ? .left : .right
        let endEdge: PhysicalEdge = direction == .ltr ? .right : .left
        let marginRowLeading = style.inlineStartMargin(rowAxis, direction, ownerWidth)
        let marginRowTrailing = style.inlineEndMargin(rowAxis, direction, ownerWidth)
        let marginColumnLeading = style.inlineStartMargin(columnAxis, direction, ownerWidth)
        let marginColumnTrailing = style.inlineEndMargin(columnAxis, direction, ownerWidth)
        state.pointee.margin[startEdge] = marginRowLeading
        state.pointee.margin[endEdge] = marginRowTrailing
        state.pointee.margin.top = marginColumnLeading
        state.pointee.margin.bottom = marginColumnTrailing
        let marginAxisRow = marginRowLeading + marginRowTrailing
        let marginAxisColumn = marginColumnLeading + marginColumnTrailing
        state.pointee.border[startEdge] = style.borderValue(rowAxis.inlineStartEdge(direction), direction)
        state.pointee.border[endEdge] = style.borderValue(rowAxis.inlineEndEdge(direction), direction)
        state.pointee.border.top = style.borderValue(.top, direction)
        state.pointee.border.bottom = style.borderValue(.bottom, direction)
        state.pointee.padding[startEdge] = style.paddingValue(rowAxis.inlineStartEdge(direction), direction, ownerWidth)
        state.pointee.padding[endEdge] = style.paddingValue(rowAxis.inlineEndEdge(direction), direction, ownerWidth)
        state.pointee.padding.top = style.paddingValue(.top, direction, ownerWidth)
        state.pointee.padding.bottom = style.paddingValue(.bottom, direction, ownerWidth)

        // A content keyword width with an aspect ratio is the width the ratio gives the height it ends up with (the
        // flexed or stretched one), which was not known when the keyword was first resolved. An item's width along a
        // row is its flexed main size: only its basis comes from the height, and only from a definite one (a stretch
        // across a row of definite height).
        var widthFromRatio: Double?
        if web && !style.pointee.aspectRatio.isNaN && widthMode == .stretchFit && heightMode == .stretchFit
            && (style.pointee.width == .maxContent || style.pointee.width == .fitContent)
            && (style.pointee.positionType == .absolute || !isInRow(node)
                || style.pointee.flexBasis.isAuto && styles[flexContainer(of: node)].heightIsDefinite) {
            let width = webWidth(node, widthMode: .maxContent, available: .nan, exactHeight: availableHeight - marginAxisColumn,
                                 ownerWidth: ownerWidth, ownerHeight: ownerHeight) + marginAxisRow
            if !inexactEquals(width, availableWidth) { widthFromRatio = width }
        }
        if web && (widthMode != .stretchFit || widthFromRatio != nil
                   || (heightMode != .stretchFit && !style.pointee.aspectRatio.isNaN)) {
            // A browser settles a box's width before laying out its content (its fit-content or max-content width,
            // or the width its aspect ratio gives an exact height), and an aspect ratio gives an auto height from
            // that width: lay the node out with those sizes exact.
            var width = widthFromRatio ?? availableWidth, height = availableHeight, heightIsExact = heightMode == .stretchFit
            if widthMode != .stretchFit {
                width = webWidth(node, widthMode: widthMode, available: availableWidth - marginAxisRow,
                                 exactHeight: heightIsExact ? availableHeight - marginAxisColumn : nil, ownerWidth: ownerWidth,
                                 ownerHeight: ownerHeight) + marginAxisRow
            }
            if !heightIsExact && !style.pointee.aspectRatio.isNaN {
                let paddingAndBorderColumn = style.paddingAndBorderForAxis(.column, direction, ownerWidth)
                let limited = boundAxis(node, .row, direction, width - marginAxisRow, ownerWidth, ownerWidth)
                height = boundAxis(node, .column, direction,
                                   max(style.ratioHeight(fromWidth: limited, direction, ownerWidth), paddingAndBorderColumn),
                                   ownerHeight, ownerWidth) + marginAxisColumn
                heightIsExact = true
            }
            try layoutContainerOrLeaf(node, availableWidth: width, availableHeight: height, ownerDirection: ownerDirection,
                                      widthMode: .stretchFit, heightMode: heightIsExact ? .stretchFit : heightMode,
                                      ownerWidth: ownerWidth, ownerHeight: ownerHeight, performLayout: performLayout,
                                      depth: depth)
            return
        }
        if web && style.pointee.hasKeywordLimit {
            // A content-keyword limit is resolved with the size already settled along the other axis: a width limit
            // with the exact height (an aspect ratio's, its items'), a height limit at the exact width.
            state.pointee.settledHeight = heightMode == .stretchFit
                ? boundAxis(node, .column, direction, availableHeight - marginAxisColumn, ownerHeight, ownerWidth) : .nan
            if widthMode == .stretchFit {
                state.pointee.measuredWidth = boundAxis(node, .row, direction, availableWidth - marginAxisRow, ownerWidth, ownerWidth)
            }
        }
        if hasMeasure(node) {
            try sizeMeasuredLeaf(node, direction, availableWidth: availableWidth - marginAxisRow,
                                 availableHeight: availableHeight - marginAxisColumn, widthMode: widthMode,
                                 heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            clearContentsChildren(node)
            return
        }
        let childCount = layoutChildren(node).count
        if childCount == 0 {
            sizeEmptyBox(node, direction, availableWidth: availableWidth - marginAxisRow,
                         availableHeight: availableHeight - marginAxisColumn, widthMode: widthMode, heightMode: heightMode,
                         ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            clearContentsChildren(node)
            return
        }
        if !performLayout && !measuringContentExtent && sizeFixedContainer(node, direction, availableWidth: availableWidth - marginAxisRow,
                                                availableHeight: availableHeight - marginAxisColumn, widthMode: widthMode,
                                                heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight) {
            clearContentsChildren(node)
            return
        }
        // Children's percentages of the width resolve against the container's width once it is known: a container
        // whose width depends on its content is laid out (percentages acting as auto), then laid out again at that
        // width, as browsers do. Percentages of a height that depends on content stay auto (and gaps 0), as in CSS.
        if performLayout && widthMode != .stretchFit && !widthIsFinal && links[node].hasPercentChildren {
            try layoutContainerOrLeaf(node, availableWidth: availableWidth, availableHeight: availableHeight,
                                      ownerDirection: ownerDirection, widthMode: widthMode, heightMode: heightMode,
                                      ownerWidth: ownerWidth, ownerHeight: ownerHeight, performLayout: true, depth: depth,
                                      widthIsFinal: true)
            try layoutContainerOrLeaf(node, availableWidth: state.pointee.measuredWidth + marginAxisRow,
                                      availableHeight: availableHeight, ownerDirection: ownerDirection,
                                      widthMode: .stretchFit, heightMode: heightMode, ownerWidth: ownerWidth,
                                      ownerHeight: ownerHeight, performLayout: true, depth: depth, widthIsFinal: true)
            return
        }
        state.pointee.hadOverflow = false
        clearContentsChildren(node)

        // STEP 1: values for the rest of the algorithm.
        let mainAxis = style.pointee.flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        let isMainAxisRow = mainAxis.isRow
        let isWrapping = style.pointee.flexWrap != .noWrap
        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight
        let crossAxisOwnerSize = isMainAxisRow ? ownerHeight : ownerWidth
        let paddingAndBorderAxisMain = style.paddingAndBorderForAxis(mainAxis, direction, ownerWidth)
        let paddingAndBorderAxisCross = style.paddingAndBorderForAxis(crossAxis, direction, ownerWidth)
        let leadingPaddingAndBorderCross = style.flexStartPaddingAndBorder(crossAxis, direction, ownerWidth)
        var mainMode = isMainAxisRow ? widthMode : heightMode
        let crossMode = isMainAxisRow ? heightMode : widthMode
        let paddingAndBorderAxisRow = isMainAxisRow ? paddingAndBorderAxisMain : paddingAndBorderAxisCross
        let paddingAndBorderAxisColumn = isMainAxisRow ? paddingAndBorderAxisCross : paddingAndBorderAxisMain

        // STEP 2: the available size in the main and cross directions.
        let availableInnerWidth = availableInnerDimension(node, direction, .width, availableWidth - marginAxisRow,
                                                          paddingAndBorderAxisRow, ownerWidth, ownerWidth)
        let availableInnerHeight = availableInnerDimension(node, direction, .height, availableHeight - marginAxisColumn,
                                                           paddingAndBorderAxisColumn, ownerHeight, ownerWidth)
        var availableInnerMainDim = isMainAxisRow ? availableInnerWidth : availableInnerHeight
        let availableInnerCrossDim = isMainAxisRow ? availableInnerHeight : availableInnerWidth
        // (A column's items are as wide as this at most; their automatic minimum heights are read at it.)
        let outerColumnWidth = columnWidth
        if web && !isMainAxisRow { columnWidth = (node, availableInnerWidth) }
        defer { columnWidth = outerColumnWidth }
        if web && isWrapping && !isMainAxisRow && mainMode == .fitContent {
            // CSS: a wrapping column of auto height breaks its lines at its own maximum height, not at the space its
            // parent offers (an auto height is the content's): with no maximum it is one line.
            availableInnerMainDim = columnMaximumLineLength(node, direction, ownerHeight, ownerWidth, paddingAndBorderAxisColumn)
            if availableInnerMainDim.isNaN { mainMode = .maxContent }
        }
        if web && isWrapping && !isMainAxisRow && mainMode == .maxContent,
           let height = columnOwnHeight(node, direction, ownerHeight, ownerWidth) {
            // A content flex basis measures a wrapping column without its own height, but its lines still break there
            // (Chromium): its content is then as tall as its longest line.
            availableInnerMainDim = max(0, height - paddingAndBorderAxisColumn)
            mainMode = .fitContent
        }
        let percentWidth = widthMode == .stretchFit ? availableInnerWidth : .nan
        // In `.web` trees an exact height is a definite one only where CSS says so (``CompiledStyle/heightIsDefinite``):
        // a height flexed in an indefinite column, for one, is not.
        let percentHeight = heightMode == .stretchFit && (!web || style.pointee.heightIsDefinite) ? availableInnerHeight : .nan
        let percentMain = isMainAxisRow ? percentWidth : percentHeight
        let percentCross = isMainAxisRow ? percentHeight : percentWidth

        // STEP 3: the flex basis of each item.
        var totalMainDim = try computeFlexBases(node, availableInnerWidth: availableInnerWidth,
                                                availableInnerHeight: availableInnerHeight, percentWidth: percentWidth,
                                                percentHeight: percentHeight, widthMode: widthMode,
                                                heightMode: heightMode, direction: direction, mainAxis: mainAxis,
                                                performLayout: performLayout, depth: depth)
        if childCount > 1 {
            totalMainDim += style.gap(mainAxis, percentMain) * Double(childCount - 1)
        }
        let mainAxisOverflows = mainMode != .maxContent && totalMainDim > availableInnerMainDim
        // (Yoga: a wrapping container whose items overflow an at-most main size takes all of it; CSS: its longest line.)
        if isWrapping && mainAxisOverflows && mainMode == .fitContent && !web { mainMode = .stretchFit }

        // STEP 4: collect items into lines, and for each line…
        // (A wrapping column laid out at an exact height that is not definite — flexed in an indefinite column — equal
        // to the height its measuring layout gave it (its own height, or its content's) keeps the lines that layout
        // broke, at its own height, its maximum, or nowhere: Chromium reuses that layout — unless it is stretched
        // across a line of a multi-line container, which a measuring layout does not do. At any other height its
        // lines break at the height.)
        var lineBreakLength = availableInnerMainDim
        if web && isWrapping && !isMainAxisRow && mainMode == .stretchFit && !style.pointee.heightIsDefinite
            && !isRoot(node) && state.pointee.basisMemo.isValid && state.pointee.computedFlexBasisGeneration == generation,
           case let container = flexContainer(of: node),
           styles[container].flexWrap == .noWrap || alignment(of: node, in: container) != .stretch {
            let exact = availableHeight - marginAxisColumn
            if let height = columnOwnHeight(node, direction, ownerHeight, ownerWidth) {
                if inexactEquals(height, exact) { lineBreakLength = max(0, height - paddingAndBorderAxisColumn) }
            } else if inexactEquals(state.pointee.basisMemo.measuredHeight, exact) {
                lineBreakLength = columnMaximumLineLength(node, direction, ownerHeight, ownerWidth, paddingAndBorderAxisColumn)
            }
        }
        var start = 0
        var lineCount = 0
        var totalLineCrossDim = 0.0
        let crossAxisGap = style.gap(crossAxis, percentCross)
        var maxLineMainDim = 0.0, maxLineContentMain = 0.0
        let children = layoutChildren(node)
        /// What the flexing steps share, with the main size available to the current line.
        func flexingContext() -> FlexingContext {
            FlexingContext(mainAxis: mainAxis, crossAxis: crossAxis, direction: direction, ownerWidth: ownerWidth,
                           mainAxisOwnerSize: mainAxisOwnerSize, availableInnerMainDim: availableInnerMainDim,
                           availableInnerCrossDim: availableInnerCrossDim, availableInnerWidth: availableInnerWidth,
                           availableInnerHeight: availableInnerHeight, percentWidth: percentWidth,
                           percentHeight: percentHeight, mainAxisOverflows: mainAxisOverflows, crossMode: crossMode,
                           performLayout: performLayout, depth: depth)
        }
        while start < children.count {
            var line = collectFlexLine(node, ownerDirection: ownerDirection, ownerWidth: ownerWidth,
                                       mainAxisOwnerSize: mainAxisOwnerSize, percentWidth: percentWidth,
                                       percentMain: percentMain, availableInnerMainDim: lineBreakLength,
                                       start: start, lineIndex: lineCount, recordsLine: performLayout)
            start = line.endIndex
            let canSkipFlex = !performLayout && crossMode == .stretchFit

            // STEP 5: resolve the flexible lengths on the main axis.
            var sizeBasedOnContent = false
            if mainMode != .stretchFit {
                let minInnerWidth = resolvedMinSize(node, direction, .width, ownerWidth, ownerWidth) - paddingAndBorderAxisRow
                let maxInnerWidth = resolvedMaxSize(node, direction, .width, ownerWidth, ownerWidth) - paddingAndBorderAxisRow
                let minInnerHeight = resolvedMinSize(node, direction, .height, ownerHeight, ownerWidth) - paddingAndBorderAxisColumn
                let maxInnerHeight = resolvedMaxSize(node, direction, .height, ownerHeight, ownerWidth) - paddingAndBorderAxisColumn
                let minInnerMainDim = isMainAxisRow ? minInnerWidth : minInnerHeight
                var maxInnerMainDim = isMainAxisRow ? maxInnerWidth : maxInnerHeight
                // (CSS: a content box is never negative, even when the padding and border exceed the maximum.)
                if web && maxInnerMainDim < 0 { maxInnerMainDim = 0 }
                if !minInnerMainDim.isNaN && line.sizeConsumed < minInnerMainDim {
                    availableInnerMainDim = minInnerMainDim
                } else if !maxInnerMainDim.isNaN && line.sizeConsumed > maxInnerMainDim {
                    availableInnerMainDim = maxInnerMainDim
                } else {
                    if line.totalFlexGrowFactors == 0 || flexGrow(node) == 0 {
                        // Nothing can grow: the space the items use is all the space needed.
                        availableInnerMainDim = line.sizeConsumed
                    }
                    sizeBasedOnContent = true
                }
            }
            if !sizeBasedOnContent && !availableInnerMainDim.isNaN {
                line.remainingFreeSpace = availableInnerMainDim - line.sizeConsumed
            } else if line.sizeConsumed < 0 {
                line.remainingFreeSpace = -line.sizeConsumed
            }
            let context = flexingContext()
            if !canSkipFlex {
                try resolveFlexibleLengths(node, &line, context)
            }
            state.pointee.hadOverflow = state.pointee.hadOverflow || line.remainingFreeSpace < 0

            // STEP 6: main-axis justification and the line's cross size.
            try justifyMainAxis(node, &line, context, mainMode: mainMode)
            var containerCrossAxis = availableInnerCrossDim
            if crossMode == .maxContent || crossMode == .fitContent {
                containerCrossAxis = boundAxis(node, crossAxis, direction, line.crossDim + paddingAndBorderAxisCross,
                                               crossAxisOwnerSize, ownerWidth) - paddingAndBorderAxisCross
            }
            // (`.web`: the container's content size across is its line's before the container's own limits.)
            let contentCross = line.crossDim
            if !isWrapping && crossMode == .stretchFit { line.crossDim = availableInnerCrossDim }
            if !isWrapping {
                line.crossDim = boundAxis(node, crossAxis, direction, line.crossDim + paddingAndBorderAxisCross,
                                          crossAxisOwnerSize, ownerWidth) - paddingAndBorderAxisCross
            }

            // STEP 7: cross-axis alignment.
            if performLayout {
                try alignItemsInLine(node, line, context, lineOffset: totalLineCrossDim, containerCrossAxis: containerCrossAxis,
                                     leadingPaddingAndBorderCross: leadingPaddingAndBorderCross)
            }
            totalLineCrossDim += (web && !isWrapping && crossMode != .stretchFit ? contentCross : line.crossDim)
                + (lineCount != 0 ? crossAxisGap : 0)
            maxLineMainDim = maxOrDefined(maxLineMainDim, line.mainDim)
            maxLineContentMain = maxOrDefined(maxLineContentMain, line.mainDim - line.justifiedSpace)
            lineCount += 1
            lineItems.pop(to: line.items.start)
        }

        let finalContext = flexingContext()
        // STEP 8: multi-line content alignment.
        if performLayout && (isWrapping || isBaselineLayout(node)) {
            try alignLines(node, lineCount: lineCount, totalLineCrossDim: totalLineCrossDim, context: finalContext,
                           crossAxisOwnerSize: crossAxisOwnerSize, paddingAndBorderAxisCross: paddingAndBorderAxisCross,
                           leadingPaddingAndBorderCross: leadingPaddingAndBorderCross, crossAxisGap: crossAxisGap)
        }

        state.pointee.contentExtentHeight = isMainAxisRow ? totalLineCrossDim + paddingAndBorderAxisCross : maxLineMainDim

        // STEP 9: the container's final size.
        setFinalSize(node, direction: direction, availableWidth: availableWidth - marginAxisRow,
                     availableHeight: availableHeight - marginAxisColumn, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                     mainAxis: mainAxis, crossAxis: crossAxis, mainMode: mainMode, crossMode: crossMode,
                     maxLineMainDim: maxLineMainDim, totalLineCrossDim: totalLineCrossDim,
                     availableInnerMainDim: availableInnerMainDim, availableInnerCrossDim: availableInnerCrossDim,
                     paddingAndBorderAxisMain: paddingAndBorderAxisMain, paddingAndBorderAxisCross: paddingAndBorderAxisCross)
        if web && mainMode != .stretchFit {
            // CSS: the content size (a flex base size) is the lines' without the free space their justification
            // spread (which a minimum size had made).
            let content = maxOrDefined(maxLineContentMain, paddingAndBorderAxisMain)
            if isMainAxisRow { state.pointee.contentWidth = content } else { state.pointee.contentHeight = content }
        }

        // Lines were placed from the cross start: flip them for wrap-reverse.
        if performLayout && style.pointee.flexWrap == .wrapReverse {
            // Browsers start the lines at the other padding edge; Yoga flips positions made from the first one.
            let crossSize = state.measuredDimension(crossAxis.dimension)
                + (web ? leadingPaddingAndBorderCross - style.flexEndPaddingAndBorder(crossAxis, direction, ownerWidth) : 0)
            // (Hidden children keep their zero frames; Yoga flips them too, and their NaN sizes make NaN frames.)
            for child in children where styles[Int(child)].positionType != .absolute && styles[Int(child)].display != .none {
                let child = Int(child)
                states[child].position[crossAxis.flexStartEdge] = crossSize - states[child].position[crossAxis.flexStartEdge]
                    - (states + child).measuredDimension(crossAxis.dimension)
                if web {
                    // Mirroring the line mirrored the item's margins and relative offset too: put them back.
                    let childStyle = styles + child
                    states[child].position[crossAxis.flexStartEdge] +=
                        childStyle.flexStartMargin(crossAxis, direction, percentWidth)
                        - childStyle.flexEndMargin(crossAxis, direction, percentWidth)
                        + 2 * relativeShift(child, on: crossAxis.flexStartEdge, resolveDirection(child, direction),
                                            ownerWidth: percentWidth, ownerHeight: percentHeight)
                }
            }
        }

        if performLayout {
            // STEP 10: positions from the end edges of reversed axes.
            if mainAxis.isReverse || crossAxis.isReverse {
                for child in children {
                    let child = Int(child)
                    if styles[child].display == .none || styles[child].positionType == .absolute { continue }
                    if mainAxis.isReverse { setTrailingPosition(node, child, mainAxis) }
                    if crossAxis.isReverse { setTrailingPosition(node, child, crossAxis) }
                }
            }
            // STEP 11: absolute children (and the absolute descendants of static children).
            if style.pointee.positionType != .static || depth == 1 {
                try layoutAbsoluteDescendants(containing: node, current: node,
                                              widthMode: isMainAxisRow ? mainMode : crossMode, direction: direction,
                                              depth: depth, currentLeft: 0, currentTop: 0)
            }
        }
    }

    /// `.web`: a wrapping column's own border-box height within its limits when its style makes it definite (not a
    /// content keyword), where its lines break even while a content flex basis measures it; nil otherwise.
    private func columnOwnHeight(_ node: Int, _ direction: FlexLayoutDirection, _ ownerHeight: Double,
                                 _ ownerWidth: Double) -> Double? {
        guard !(styles + node).dimension(.height).isIntrinsicKeyword, hasDefiniteSize(node, .height, ownerHeight) else { return nil }
        return boundAxis(node, .column, direction, resolvedSize(node, direction, .height, ownerHeight, ownerWidth),
                         ownerHeight, ownerWidth)
    }

    /// `.web`: where a wrapping column of auto height breaks its lines — its maximum height's content box — or NaN
    /// for nowhere (no maximum).
    private func columnMaximumLineLength(_ node: Int, _ direction: FlexLayoutDirection, _ ownerHeight: Double,
                                         _ ownerWidth: Double, _ paddingAndBorder: Double) -> Double {
        let maximum = resolvedMaxSize(node, direction, .height, ownerHeight, ownerWidth)
        return maximum.isNaN || maximum < 0 ? .nan : max(0, maximum - paddingAndBorder)
    }
}
