extension LayoutPass {
    /// The flex basis of every in-flow child (step 3), returning the sum of bases and main-axis margins. Children
    /// are also given their initial positions when laying out, `display: none` children zero frames.
    func computeFlexBases(_ node: Int, availableInnerWidth: Double, availableInnerHeight: Double, percentWidth: Double,
                          percentHeight: Double, widthMode: SizingMode, heightMode: SizingMode, direction: FlexLayoutDirection,
                          mainAxis: FlexDirection, performLayout: Bool, depth: Int) throws -> Double {
        var totalOuterFlexBasis = 0.0
        let children = layoutChildren(node)
        // A single child that both grows and shrinks in an exact main size gets basis 0: flexing sizes it exactly.
        var singleFlexChild = -1
        // (Not in `.web` trees: with factors below 1 CSS gives such a child only part of the free space.)
        if !web && (mainAxis.isRow ? widthMode : heightMode) == .stretchFit {
            for child in children {
                let child = Int(child)
                guard isFlexible(child) else { continue }
                if singleFlexChild >= 0 || inexactEquals(flexGrow(child), 0) || inexactEquals(flexShrink(child), 0) {
                    singleFlexChild = -1
                    break
                }
                singleFlexChild = child
            }
        }
        for child in children {
            let child = Int(child)
            let childStyle = styles + child
            if childStyle.pointee.display == .none {
                zeroOutLayout(child)
                states[child].hasNewLayout = true
                states[child].isDirty = false
                continue
            }
            if performLayout {
                setInitialPosition(child, resolveDirection(child, direction), ownerWidth: percentWidth,
                                   ownerHeight: percentHeight)
            }
            if childStyle.pointee.positionType == .absolute { continue }
            if child == singleFlexChild {
                states[child].computedFlexBasisGeneration = generation
                states[child].computedFlexBasis = 0
                states[child].basisMemo.isValid = false
            } else {
                try computeFlexBasis(of: child, in: node, width: availableInnerWidth, widthMode: widthMode,
                                     height: availableInnerHeight, ownerWidth: percentWidth,
                                     ownerHeight: percentHeight, heightMode: heightMode, direction: direction,
                                     depth: depth)
            }
            // Whether the items overflow is judged on their hypothetical main sizes (bases within their limits).
            // (In `.web` trees never below the padding and border, as a browser's box cannot be.)
            let hypothetical = web
                ? boundAxis(child, mainAxis, direction, states[child].computedFlexBasis,
                            mainAxis.isRow ? percentWidth : percentHeight, percentWidth)
                : boundAxisWithinMinAndMax(child, direction, mainAxis, states[child].computedFlexBasis,
                                           mainAxis.isRow ? percentWidth : percentHeight, percentWidth)
            totalOuterFlexBasis += hypothetical + childStyle.marginForAxis(mainAxis, percentWidth)
        }
        return totalOuterFlexBasis
    }

    /// One child's flex basis (Yoga's `computeFlexBasisForChild`): its `flexBasis`, else its definite main size,
    /// else its content measured as max-content (fit-content in the available cross size, stretched when it
    /// stretches), never less than its padding and border.
    func computeFlexBasis(of child: Int, in node: Int, width: Double, widthMode: SizingMode, height: Double,
                          ownerWidth: Double, ownerHeight: Double, heightMode: SizingMode,
                          direction: FlexLayoutDirection, depth: Int) throws {
        let style = styles + node
        let childStyle = styles + child
        let mainAxis = style.pointee.flexDirection.resolved(direction)
        let isMainAxisRow = mainAxis.isRow
        let mainAxisSize = isMainAxisRow ? width : height
        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight

        let flexBasis = childStyle.pointee.flexBasis
        let resolvedFlexBasis = childStyle.boxSized(childStyle.resolved(flexBasis, mainAxisOwnerSize), mainAxis.dimension,
                                                    direction, ownerWidth)
        // CSS: a definite flex basis is the flex base size whatever the container's main size (Yoga uses it only in
        // a definite one); a percentage of an indefinite size, and a content keyword, mean `content`: the item's
        // content size, its own main size ignored.
        let basisIsContent = web && resolvedFlexBasis.isNaN && !flexBasis.isAuto && flexBasis != .stretch
        let isRowStyleDimDefined = !(basisIsContent && isMainAxisRow) && hasDefiniteSize(child, .width, ownerWidth)
        let isColumnStyleDimDefined = !(basisIsContent && !isMainAxisRow) && hasDefiniteSize(child, .height, ownerHeight)
        let state = states + child

        if !resolvedFlexBasis.isNaN && (web || !mainAxisSize.isNaN) {
            let paddingAndBorder = childStyle.paddingAndBorderForAxis(mainAxis, direction, ownerWidth)
            state.pointee.computedFlexBasis = maxOrDefined(resolvedFlexBasis, paddingAndBorder)
        } else if isMainAxisRow && isRowStyleDimDefined {
            let paddingAndBorder = childStyle.paddingAndBorderForAxis(.row, direction, ownerWidth)
            var width = resolvedSize(child, direction, .width, ownerWidth, ownerWidth)
            // (A content-keyword width with an aspect ratio, stretched across a row of definite height: the ratio's
            // width of that height, CSS's max-content width of a box whose height is definite.)
            if web && !childStyle.pointee.aspectRatio.isNaN && childStyle.pointee.height.isAuto && heightMode == .stretchFit
                && (childStyle.pointee.width == .maxContent || childStyle.pointee.width == .fitContent)
                && style.pointee.heightIsDefinite && style.pointee.flexWrap == .noWrap && alignment(of: child, in: node) == .stretch
                && !childStyle.flexStartMarginIsAuto(.column, direction) && !childStyle.flexEndMarginIsAuto(.column, direction) {
                width = webWidth(child, widthMode: .maxContent, available: .nan,
                                 exactHeight: height - childStyle.marginForAxis(.column, ownerWidth), ownerWidth: ownerWidth,
                                 ownerHeight: ownerHeight)
            }
            state.pointee.computedFlexBasis = maxOrDefined(width, paddingAndBorder)
        } else if !isMainAxisRow && isColumnStyleDimDefined {
            let paddingAndBorder = childStyle.paddingAndBorderForAxis(.column, direction, ownerWidth)
            state.pointee.computedFlexBasis = maxOrDefined(
                resolvedSize(child, direction, .height, ownerHeight, ownerWidth), paddingAndBorder)
        } else if !state.pointee.isDirty && !state.pointee.computedFlexBasis.isNaN
                    && state.pointee.basisMemo.matches(width: width, widthMode: widthMode, height: height,
                                                       heightMode: heightMode, ownerWidth: ownerWidth,
                                                       ownerHeight: ownerHeight, direction: direction) {
            // A clean child under the same constraints: what its measurement cache would answer.
            let memo = state.pointee.basisMemo
            state.pointee.measuredWidth = memo.measuredWidth
            state.pointee.measuredHeight = memo.measuredHeight
            state.pointee.contentWidth = memo.contentWidth
            state.pointee.contentHeight = memo.contentHeight
            state.pointee.computedFlexBasis = memo.basis
            statistics.cachedMeasures += 1
        } else {
            var childWidth = Double.nan, childHeight = Double.nan
            var childWidthMode = SizingMode.maxContent, childHeightMode = SizingMode.maxContent
            let marginRow = childStyle.marginForAxis(.row, ownerWidth)
            let marginColumn = childStyle.marginForAxis(.column, ownerWidth)
            if isRowStyleDimDefined {
                childWidth = resolvedSize(child, direction, .width, ownerWidth, ownerWidth) + marginRow
                childWidthMode = .stretchFit
            }
            if isColumnStyleDimDefined {
                childHeight = resolvedSize(child, direction, .height, ownerHeight, ownerWidth) + marginColumn
                childHeightMode = .stretchFit
            }
            // Browsers let a child of a scroll container keep its content size along the scrolling axis; a
            // content keyword (`flexBasis: fit-content`, `height: max-content`) ignores the space available.
            if web {
                // CSS: the content's max-content size along the main axis (fit-content for a `fit-content` basis in
                // a row; a height's fit-content is its content's), laid out at a fit-content size across it.
                let fitsMain = flexBasis == .fitContent && isMainAxisRow
                if childWidth.isNaN && !width.isNaN && (!isMainAxisRow || fitsMain) {
                    childWidth = width
                    childWidthMode = .fitContent
                }
                if childHeight.isNaN && !height.isNaN && (isMainAxisRow || fitsMain) {
                    childHeight = height
                    childHeightMode = .fitContent
                }
            } else {
                let toContent = sizesToContent(child, along: mainAxis)
                if ((!isMainAxisRow && style.pointee.overflow == .scroll) || style.pointee.overflow != .scroll) && !(isMainAxisRow && toContent) {
                    if childWidth.isNaN && !width.isNaN {
                        childWidth = width
                        childWidthMode = .fitContent
                    }
                }
                if ((isMainAxisRow && style.pointee.overflow == .scroll) || style.pointee.overflow != .scroll) && !(!isMainAxisRow && toContent) {
                    if childHeight.isNaN && !height.isNaN {
                        childHeight = height
                        childHeightMode = .fitContent
                    }
                }
            }
            // (In `.web` trees the child's own layout gives the size its aspect ratio makes.)
            let ratio = web ? Double.nan : childStyle.pointee.aspectRatio
            if !ratio.isNaN {
                if !isMainAxisRow && childWidthMode == .stretchFit {
                    childHeight = marginColumn + (childWidth - marginRow) / ratio
                    childHeightMode = .stretchFit
                } else if isMainAxisRow && childHeightMode == .stretchFit {
                    childWidth = marginRow + (childHeight - marginColumn) * ratio
                    childWidthMode = .stretchFit
                }
            }
            // A child that stretches across an exact cross size is measured at that size (in `.web` trees only in a
            // single-line container: a multi-line one's lines are sized by their items first, CSS Flexbox §9.8.1).
            let crossAxis: FlexDirection = isMainAxisRow ? .column : .row
            // (And in a row only when its height is definite: a height the row takes from its content is not known
            // when the bases are, so an item's aspect ratio cannot turn the stretch into a width, CSS Flexbox §9.8.)
            let stretches = alignment(of: child, in: node) == .stretch
                && (!web || (childStyle.dimension(isMainAxisRow ? .height : .width).isAuto && style.pointee.flexWrap == .noWrap
                             && !childStyle.flexStartMarginIsAuto(crossAxis, direction)
                             && !childStyle.flexEndMarginIsAuto(crossAxis, direction)
                             && (!isMainAxisRow || style.pointee.heightIsDefinite)))
            if !isMainAxisRow && !isRowStyleDimDefined && !width.isNaN && widthMode == .stretchFit && stretches
                && childWidthMode != .stretchFit {
                childWidth = width
                childWidthMode = .stretchFit
                if !ratio.isNaN {
                    childHeight = (childWidth - marginRow) / ratio
                    childHeightMode = .stretchFit
                }
            }
            if isMainAxisRow && !isColumnStyleDimDefined && !height.isNaN && heightMode == .stretchFit && stretches
                && childHeightMode != .stretchFit {
                childHeight = height
                childHeightMode = .stretchFit
                if !ratio.isNaN {
                    childWidth = (childHeight - marginColumn) * ratio
                    childWidthMode = .stretchFit
                }
            }
            // (The width a leaf's content is read at, before its limits: max-content, or fit-content in a width.)
            let contentWidthMode = childWidthMode, contentSpace = childWidth - marginRow
            constrainMaxSize(child, direction, .row, ownerWidth, ownerWidth, &childWidthMode, &childWidth)
            constrainMaxSize(child, direction, .column, ownerHeight, ownerWidth, &childHeightMode, &childHeight)
            try layoutNode(child, availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction,
                           widthMode: childWidthMode, heightMode: childHeightMode, ownerWidth: ownerWidth,
                           ownerHeight: ownerHeight, performLayout: false, depth: depth)
            // The content size, not clamped by the child's own limits (CSS's flex base size). A `.web` item is laid
            // out at its width within its limits (a text fills it, a container's content wraps in it), so its
            // max-content (or fit-content) width is read before them.
            let readsContent = contentWidthMode == .maxContent || contentWidthMode == .fitContent && !contentSpace.isNaN
            let content = web && isMainAxisRow && readsContent
                ? webWidth(child, widthMode: contentWidthMode, available: contentWidthMode == .fitContent ? contentSpace : .nan,
                           exactHeight: childHeightMode == .stretchFit ? childHeight - marginColumn : nil, ownerWidth: ownerWidth,
                           ownerHeight: ownerHeight)
                : state.contentDimension(mainAxis.dimension)
            state.pointee.computedFlexBasis = maxOrDefined(content, childStyle.paddingAndBorderForAxis(mainAxis, direction, ownerWidth))
            state.pointee.basisMemo = FlexBasisMemo(
                width: width, widthMode: widthMode, height: height, heightMode: heightMode, ownerWidth: ownerWidth,
                ownerHeight: ownerHeight, direction: direction, measuredWidth: state.pointee.measuredWidth,
                measuredHeight: state.pointee.measuredHeight, contentWidth: state.pointee.contentWidth,
                contentHeight: state.pointee.contentHeight, basis: state.pointee.computedFlexBasis, isValid: true)
        }
        state.pointee.computedFlexBasisGeneration = generation
    }
}
