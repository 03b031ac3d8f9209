extension LayoutPass {
    /// Lays out the absolute descendants whose containing block is `containing` (step 11; Yoga's
    /// `layoutAbsoluteDescendants`): its absolute children, and those of its `static` descendants, which are
    /// positioned against it. Positions end up relative to each child's parent.
    func layoutAbsoluteDescendants(containing: Int, current: Int, widthMode: SizingMode, direction: FlexLayoutDirection,
                                   depth: Int, currentLeft: Double, currentTop: Double) throws {
        for child in layoutChildren(current) {
            let child = Int(child)
            let childStyle = styles + child
            if childStyle.pointee.display == .none { continue }
            if childStyle.pointee.positionType == .absolute {
                let containingStyle = styles + containing
                let blockWidth = states[containing].measuredWidth - containingStyle.borderForAxis(.row)
                let blockHeight = states[containing].measuredHeight - containingStyle.borderForAxis(.column)
                try layoutAbsoluteChild(containing: containing, parent: current, child: child, blockWidth: blockWidth,
                                        blockHeight: blockHeight, parentLeft: currentLeft, parentTop: currentTop,
                                        widthMode: widthMode, direction: direction, depth: depth)
                let parentMain = styles[current].flexDirection.resolved(direction)
                let parentCross = parentMain.cross(direction)
                if parentMain.isReverse {
                    let insets = parentMain.isRow ? childStyle.pointee.horizontalInsetsDefined : childStyle.pointee.verticalInsetsDefined
                    setTrailingPosition(insets ? containing : current, child, parentMain)
                }
                if parentCross.isReverse {
                    let insets = parentCross.isRow ? childStyle.pointee.horizontalInsetsDefined : childStyle.pointee.verticalInsetsDefined
                    setTrailingPosition(insets ? containing : current, child, parentCross)
                }
                if web {
                    placeInInsetModifiedBlock(containing: containing, child: child, vertical: true, direction: direction,
                                              blockSize: blockHeight)
                    placeInInsetModifiedBlock(containing: containing, child: child, vertical: false, direction: direction,
                                              blockSize: blockWidth)
                }
                // Positions from insets are relative to the containing block: make them relative to the parent.
                if childStyle.pointee.horizontalInsetsDefined { states[child].position.left -= currentLeft }
                if childStyle.pointee.verticalInsetsDefined { states[child].position.top -= currentTop }
            } else if childStyle.pointee.positionType == .static {
                clearContentsChildren(child)
                let childDirection = resolveDirection(child, direction)
                try layoutAbsoluteDescendants(containing: containing, current: child, widthMode: widthMode,
                                              direction: childDirection, depth: depth + 1,
                                              currentLeft: currentLeft + states[child].position.left,
                                              currentTop: currentTop + states[child].position.top)
            }
        }
    }

    /// Sizes and places one absolute child in its containing block (Yoga's `layoutAbsoluteChild`). `parentLeft` and
    /// `parentTop` place its parent in the containing block's border box (0 when the parent is the containing block).
    private func layoutAbsoluteChild(containing: Int, parent: Int, child: Int, blockWidth: Double, blockHeight: Double,
                                     parentLeft: Double, parentTop: Double, widthMode: SizingMode,
                                     direction: FlexLayoutDirection, depth: Int) throws {
        let childStyle = styles + child
        let containingStyle = styles + containing
        let mainAxis = styles[parent].flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        var childWidth = Double.nan, childHeight = Double.nan
        let marginRow = childStyle.marginForAxis(.row, blockWidth)
        let marginColumn = childStyle.marginForAxis(.column, blockWidth)

        // CSS: the inset-modified containing block (auto insets count as 0) is what `stretch` fills and what an
        // auto width fits its content in.
        var insetWidth = blockWidth - childStyle.inset(.left, direction, blockWidth) - childStyle.inset(.right, direction, blockWidth)
        // (The parent's content box in the containing block's padding box is where a static position lies.)
        let parentState = states + parent
        if web && !childStyle.hasInset(.left, direction) && !childStyle.hasInset(.right, direction) {
            // CSS Position 3: with both insets auto, the inset on the static position's side is the static position
            // (the parent's content box edge there): the box fits between it and the containing block's other edge;
            // a centred static position gives the widest block centred on it that fits.
            let contentLeft = parentLeft - states[containing].border.left + parentState.pointee.border.left
                + parentState.pointee.padding.left
            let contentRight = parentLeft - states[containing].border.left + parentState.pointee.measuredWidth
                - parentState.pointee.border.right - parentState.pointee.padding.right
            if let atStart = inlineStaticSide(child, in: parent, direction) {
                insetWidth = atStart != (direction == .rtl) ? blockWidth - contentLeft : contentRight
            } else {
                let center = (contentLeft + contentRight) / 2
                insetWidth = 2 * max(0, min(center, blockWidth - center))
            }
        }
        var insetHeight = blockHeight - childStyle.inset(.top, direction, blockHeight) - childStyle.inset(.bottom, direction, blockHeight)
        if web && !childStyle.hasInset(.top, direction) && !childStyle.hasInset(.bottom, direction) {
            // The same along the block axis.
            let contentTop = parentTop - states[containing].border.top + parentState.pointee.border.top
                + parentState.pointee.padding.top
            let contentBottom = parentTop - states[containing].border.top + parentState.pointee.measuredHeight
                - parentState.pointee.border.bottom - parentState.pointee.padding.bottom
            if let atStart = blockStaticSide(child, in: parent) {
                insetHeight = atStart ? blockHeight - contentTop : contentBottom
            } else {
                let center = (contentTop + contentBottom) / 2
                insetHeight = 2 * max(0, min(center, blockHeight - center))
            }
        }
        if web {
            // A block of negative size is empty (CSS Position 3: the weaker inset gives way); margins then come off 0.
            if insetWidth < 0 { insetWidth = 0 }
            if insetHeight < 0 { insetHeight = 0 }
            states[child].insetBlockWidth = insetWidth
            states[child].insetBlockHeight = insetHeight
        }
        if web, let sizes = webRatioSizes(child, direction: direction, blockWidth: blockWidth, blockHeight: blockHeight,
                                          insetWidth: insetWidth - marginRow, insetHeight: insetHeight - marginColumn) {
            childWidth = sizes.width + marginRow
            childHeight = sizes.height + marginColumn
        } else if web && !insetWidth.isNaN && (childStyle.pointee.width == .stretch || childStyle.pointee.width.isAuto
                                                && childStyle.hasInset(.left, direction) && childStyle.hasInset(.right, direction)) {
            // CSS: `stretch`, or an auto width between two insets, fills the inset-modified block less the margins.
            childWidth = boundAxis(child, .row, direction, max(0, insetWidth - marginRow), blockWidth, blockWidth) + marginRow
        } else if hasDefiniteSize(child, .width, blockWidth) {
            // (`fit-content` fits the inset-modified containing block; a percentage resolves against the whole.)
            let fits = web && childStyle.pointee.width == .fitContent && !insetWidth.isNaN
            childWidth = resolvedSize(child, direction, .width, fits ? insetWidth : blockWidth, blockWidth)
            // (Within its limits before an aspect ratio turns it into a height, in `.web` trees.)
            if web { childWidth = boundAxis(child, .row, direction, childWidth, blockWidth, blockWidth) }
            childWidth += marginRow
        } else if childStyle.hasInset(FlexDirection.row.flexStartEdge, direction)
                    && childStyle.hasInset(FlexDirection.row.flexEndEdge, direction) {
            childWidth = states[containing].measuredWidth
                - (containingStyle.borderValue(.left, direction) + containingStyle.borderValue(.right, direction))
                - (childStyle.inset(.left, direction, blockWidth) + childStyle.inset(.right, direction, blockWidth))
            childWidth = boundAxis(child, .row, direction, childWidth, blockWidth, blockWidth)
        }
        if !childHeight.isNaN {
            // (Sized with its aspect ratio above.)
        } else if web && (childStyle.pointee.height == .maxContent || childStyle.pointee.height == .fitContent) {
            // A content keyword is the content's height, whatever the insets (measured below).
        } else if web && !insetHeight.isNaN && (childStyle.pointee.height == .stretch || childStyle.pointee.height.isAuto
                                                 && childStyle.hasInset(.top, direction) && childStyle.hasInset(.bottom, direction)
                                                 && !alignsInBlockAxis(child)) {
            childHeight = boundAxis(child, .column, direction, max(0, insetHeight - marginColumn), blockHeight, blockWidth) + marginColumn
        } else if hasDefiniteSize(child, .height, blockHeight) {
            childHeight = resolvedSize(child, direction, .height, blockHeight, blockWidth)
            if web { childHeight = boundAxis(child, .column, direction, childHeight, blockHeight, blockWidth) }
            childHeight += marginColumn
        } else if childStyle.hasInset(.top, direction) && childStyle.hasInset(.bottom, direction)
                    && !(web && alignsInBlockAxis(child)) {
            childHeight = states[containing].measuredHeight
                - (containingStyle.borderValue(.top, direction) + containingStyle.borderValue(.bottom, direction))
                - (childStyle.inset(.top, direction, blockHeight) + childStyle.inset(.bottom, direction, blockHeight))
            childHeight = boundAxis(child, .column, direction, childHeight, blockHeight, blockWidth)
        }
        // With one size known, the aspect ratio gives the other.
        let ratio = childStyle.pointee.aspectRatio
        if childWidth.isNaN != childHeight.isNaN && !ratio.isNaN {
            if childWidth.isNaN {
                childWidth = marginRow + (web ? childStyle.ratioWidth(fromHeight: childHeight - marginColumn, direction, blockWidth)
                                              : (childHeight - marginColumn) * ratio)
            } else {
                childHeight = marginColumn + (web ? childStyle.ratioHeight(fromWidth: childWidth - marginRow, direction, blockWidth)
                                                  : (childWidth - marginRow) / ratio)
            }
        }
        if childWidth.isNaN || childHeight.isNaN {
            var childWidthMode: SizingMode = childWidth.isNaN ? .maxContent : .stretchFit
            let childHeightMode: SizingMode = childHeight.isNaN ? .maxContent : .stretchFit
            if web && childWidth.isNaN && !insetWidth.isNaN {
                // CSS: an auto width is fit-content in the inset-modified containing block.
                childWidth = max(0, insetWidth)
                childWidthMode = .fitContent
            } else if !mainAxis.isRow && childWidth.isNaN && widthMode != .maxContent && !blockWidth.isNaN && blockWidth > 0 {
                // Text in an absolute child wraps in its containing block's width, as in browsers.
                childWidth = blockWidth
                childWidthMode = .fitContent
            }
            try layoutNode(child, availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction,
                           widthMode: childWidthMode, heightMode: childHeightMode, ownerWidth: blockWidth,
                           ownerHeight: blockHeight, performLayout: false, depth: depth)
            childWidth = states[child].measuredWidth + childStyle.marginForAxis(.row, blockWidth)
            childHeight = states[child].measuredHeight + childStyle.marginForAxis(.column, blockWidth)
        }
        try layoutNode(child, availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction,
                       widthMode: .stretchFit, heightMode: .stretchFit, ownerWidth: blockWidth, ownerHeight: blockHeight,
                       performLayout: true, depth: depth)
        positionAbsoluteChild(containing: containing, parent: parent, child: child, direction: direction, axis: mainAxis,
                              isMainAxis: true, blockWidth: blockWidth, blockHeight: blockHeight)
        positionAbsoluteChild(containing: containing, parent: parent, child: child, direction: direction, axis: crossAxis,
                              isMainAxis: false, blockWidth: blockWidth, blockHeight: blockHeight)
    }

    /// `.web`: the border-box sizes (margins not included) of an absolute child with an aspect ratio whose width or
    /// height is known before its content (CSS Sizing 4 with CSS Position 3, as Chromium lays it out), or nil to size
    /// it from its content. A known size — a length, `stretch`, or else the inset-modified containing block along an
    /// axis with both insets (horizontal first) — is clamped by its limits and gives the other through the ratio,
    /// clamped by its own; where that size was not asked for by the style, the other axis's limits come back through
    /// the ratio (`minHeight: 150` in a 0-wide block makes a ratio-3 box 450 wide). A definite height beats the
    /// horizontal insets' stretch; the vertical insets stretch an auto height only under an explicit `alignSelf:
    /// stretch` (`normal` takes the ratio), and that height then gives the width.
    private func webRatioSizes(_ child: Int, direction: FlexLayoutDirection, blockWidth: Double, blockHeight: Double,
                               insetWidth: Double, insetHeight: Double) -> (width: Double, height: Double)? {
        let style = styles + child
        guard !style.pointee.aspectRatio.isNaN else { return nil }
        func given(_ dimension: Dimension, inset: Double, reference: Double) -> Double? {
            let value = style.dimension(dimension)
            if value == .stretch { return inset.isNaN ? nil : max(0, inset) }
            if value.isIntrinsicKeyword || !hasDefiniteSize(child, dimension, reference) { return nil }
            return resolvedSize(child, direction, dimension, reference, blockWidth)
        }
        func bound(_ dimension: Dimension, _ value: Double) -> Double {
            dimension == .width ? boundAxis(child, .row, direction, value, blockWidth, blockWidth)
                : boundAxis(child, .column, direction, value, blockHeight, blockWidth)
        }
        func other(_ dimension: Dimension, from value: Double) -> Double {
            dimension == .width ? style.ratioHeight(fromWidth: value, direction, blockWidth)
                : style.ratioWidth(fromHeight: value, direction, blockWidth)
        }
        let width = style.dimension(.width), height = style.dimension(.height)
        if width.isIntrinsicKeyword && width != .stretch || height.isIntrinsicKeyword && height != .stretch { return nil }
        let stretchesWidth = style.hasInset(.left, direction) && style.hasInset(.right, direction) && !insetWidth.isNaN
        let stretchesHeight = style.hasInset(.top, direction) && style.hasInset(.bottom, direction) && !insetHeight.isNaN
        let givenWidth = given(.width, inset: insetWidth, reference: blockWidth)
        var givenHeight = given(.height, inset: insetHeight, reference: blockHeight)
        // An explicit `alignSelf: stretch` along both vertical insets stretches an auto height whatever the ratio says
        // (and the ratio then gives the width, though both horizontal insets are set).
        if givenHeight == nil && stretchesHeight && style.pointee.alignSelf == .stretch {
            givenHeight = max(0, insetHeight)
        }
        let known: (dimension: Dimension, value: Double, isGiven: Bool)
        switch (givenWidth, givenHeight) {
        case (.some, .some): return nil
        case let (w?, nil): known = (.width, w, true)
        case let (nil, h?): known = (.height, h, true)
        case (nil, nil):
            if stretchesWidth {
                known = (.width, max(0, insetWidth), false)
            } else if stretchesHeight && !alignsInBlockAxis(child) {
                known = (.height, max(0, insetHeight), false)
            } else {
                return nil
            }
        }
        let otherDimension: Dimension = known.dimension == .width ? .height : .width
        var first = bound(known.dimension, known.value)
        let unclamped = other(known.dimension, from: first)
        let second = bound(otherDimension, unclamped)
        if !known.isGiven && second != unclamped { first = bound(known.dimension, other(otherDimension, from: second)) }
        return known.dimension == .width ? (first, second) : (second, first)
    }

    /// Which inline edge of its parent an absolute child's static position holds to (as the parent's sole item, along
    /// a row's main axis or across a column): true for the inline start, false for the end, nil when centred. Its
    /// inset-modified containing block then starts (or ends) at the parent's content box.
    private func inlineStaticSide(_ child: Int, in parent: Int, _ direction: FlexLayoutDirection) -> Bool? {
        let style = styles + parent
        switch style.pointee.flexDirection {
        case .row, .rowReverse:
            let reversed = style.pointee.flexDirection == .rowReverse
            switch style.pointee.justifyContent {
            case .flexStart, .spaceBetween: return !reversed
            case .flexEnd: return reversed
            case .center, .spaceAround, .spaceEvenly: return nil
            }
        case .column, .columnReverse:
            // (`wrap-reverse` swaps the cross start and end, but not the start a baseline falls back to.)
            let reversed = style.pointee.flexWrap == .wrapReverse
            switch alignment(of: child, in: parent) {
            case .flexEnd: return reversed
            case .center: return nil
            case .baseline: return true
            default: return !reversed
            }
        }
    }

    /// Where an absolute child's static position lies along its parent's block (vertical) axis, as the parent's sole
    /// item: true at the block start, false at the end, nil centred (along a column's main axis, or aligned across a
    /// row).
    private func blockStaticSide(_ child: Int, in parent: Int) -> Bool? {
        let style = styles + parent
        switch style.pointee.flexDirection {
        case .column, .columnReverse:
            let reversed = style.pointee.flexDirection == .columnReverse
            switch style.pointee.justifyContent {
            case .flexStart, .spaceBetween: return !reversed
            case .flexEnd: return reversed
            case .center, .spaceAround, .spaceEvenly: return nil
            }
        case .row, .rowReverse:
            let reversed = style.pointee.flexWrap == .wrapReverse
            switch alignment(of: child, in: parent) {
            case .flexEnd: return reversed
            case .center: return nil
            default: return !reversed
            }
        }
    }

    /// Whether a `.web` absolute child aligns itself along the block (vertical) axis of its containing block: its
    /// own `alignSelf` is neither `auto` nor `stretch` (CSS Box Alignment; the parent's `alignItems` does not count
    /// for an absolute box's actual position). Its auto height is then its content's, not the inset-modified
    /// containing block's.
    private func alignsInBlockAxis(_ child: Int) -> Bool {
        let align = styles[child].alignSelf
        return align != .auto && align != .stretch
    }

    /// `.web`: an absolute child with both insets along a physical axis sits in its inset-modified containing block
    /// (CSS Position 3 with CSS 2 §10.3.7, §10.6.4): one auto margin takes the space left over, even when it is
    /// negative; two share it equally, except that along the horizontal axis an overflowing box keeps its
    /// inline-start margin at 0; else the child takes its self-alignment — along the vertical axis its own
    /// `alignSelf`, along the horizontal one always `normal` (the inline start, where the flex algorithm already put
    /// it) — and a box that overflows is moved back into the containing block.
    private func placeInInsetModifiedBlock(containing: Int, child: Int, vertical: Bool, direction: FlexLayoutDirection,
                                           blockSize: Double) {
        let childStyle = styles + child
        let start: PhysicalEdge = vertical ? .top : .left, end: PhysicalEdge = vertical ? .bottom : .right
        guard childStyle.hasInset(start, direction) && childStyle.hasInset(end, direction), !blockSize.isNaN else { return }
        let startMargin = childStyle.edge(.margin, start, direction), endMargin = childStyle.edge(.margin, end, direction)
        let startIsAuto = startMargin.isAuto, endIsAuto = endMargin.isAuto
        // (An explicit `stretch` of a box whose height is given aligns as `start`, moved back when it overflows.)
        let align = vertical ? styles[child].alignSelf : .auto
        guard startIsAuto || endIsAuto || align != .auto else { return }
        let widthSize = (states + containing).measuredDimension(.width) - (styles + containing).borderForAxis(.row)
        let insetStart = childStyle.inset(start, direction, blockSize), insetEnd = childStyle.inset(end, direction, blockSize)
        let border = (styles + containing).borderValue(start, direction)
        // A block of negative size becomes empty at its start: the end inset gives way (CSS Position 3's weaker inset).
        // Along the horizontal axis the start is the inline start, the right in RTL.
        let length = blockSize - insetStart - insetEnd
        let startsAtRight = !vertical && direction == .rtl
        let blockStart = border + (length < 0 && startsAtRight ? blockSize - insetEnd : insetStart)
        let blockLength = max(0, length)
        let size = (states + child).measuredDimension(vertical ? .height : .width)
        let leading = childStyle.margin(start, direction, widthSize), trailing = childStyle.margin(end, direction, widthSize)
        let marginBox = size + leading + trailing
        let free = blockLength - marginBox
        var offset: Double
        if startIsAuto && endIsAuto {
            // Auto margins centre the box, overflowing both ways along the block axis; along the inline one an
            // overflowing box keeps its inline-start margin at 0 (CSS 2 §10.3.7: the left in LTR, the right in RTL).
            offset = vertical || free >= 0 ? free / 2 : (startsAtRight ? free : 0)
        } else if startIsAuto {
            // One auto margin takes what is left, also when that is negative (CSS 2 §10.3.7, §10.6.4).
            offset = free
        } else if endIsAuto {
            offset = 0
        } else {
            switch align {
            case .flexEnd: offset = free
            case .center: offset = free / 2
            default: offset = 0
            }
            // Chromium's default overflow alignment: a box that overflows the containing block is moved back into it,
            // but not past the inset-modified block's far edge, and never before the nearer of the two starts.
            var position = insetStart + offset
            let farEdge = max(blockSize, insetStart + blockLength)
            if position + marginBox > farEdge { position = farEdge - marginBox }
            position = max(position, min(0, insetStart))
            offset = position - insetStart
        }
        states[child].position[start] = blockStart + leading + offset
    }

    /// Places an absolute child along `axis`: by its inline-start inset, else its inline-end inset, else by the
    /// parent's `justifyContent` (main axis) or its alignment (cross axis).
    private func positionAbsoluteChild(containing: Int, parent: Int, child: Int, direction: FlexLayoutDirection,
                                       axis: FlexDirection, isMainAxis: Bool, blockWidth: Double, blockHeight: Double) {
        let childStyle = styles + child
        let containingStyle = styles + containing
        let blockSize = axis.isRow ? blockWidth : blockHeight
        // Yoga resolves a vertical margin's percentage against the containing block's height; CSS, against its width.
        let marginReference = web ? blockWidth : blockSize
        // (CSS: with `left` and `right` both set, the containing block's direction picks the one that applies —
        // not the parent's, when the parent is static.)
        let blockDirection = web && axis.isRow ? containingStyle.pointee.resolvedDirection : direction
        let inlineStart = axis.inlineStartEdge(blockDirection), inlineEnd = axis.inlineEndEdge(blockDirection)
        if childStyle.hasInset(inlineStart, direction) {
            let fromInlineStart = childStyle.inset(inlineStart, direction, blockSize)
                + containingStyle.borderValue(inlineStart, direction)
                + childStyle.margin(inlineStart, direction, marginReference)
            states[child].position[axis.flexStartEdge] = inlineStart != axis.flexStartEdge
                ? oppositeEdgePosition(fromInlineStart, axis, containing, child) : fromInlineStart
        } else if childStyle.hasInset(inlineEnd, direction) {
            let fromInlineStart = (states + containing).measuredDimension(axis.dimension)
                - (states + child).measuredDimension(axis.dimension)
                - containingStyle.borderValue(inlineEnd, direction)
                - childStyle.margin(inlineEnd, direction, marginReference)
                - childStyle.inset(inlineEnd, direction, blockSize)
            states[child].position[axis.flexStartEdge] = inlineStart != axis.flexStartEdge
                ? oppositeEdgePosition(fromInlineStart, axis, containing, child) : fromInlineStart
        } else if isMainAxis {
            switch styles[parent].justifyContent {
            case .flexStart, .spaceBetween: placeAtFlexStart(parent, child, direction, axis, blockWidth)
            case .flexEnd: placeAtFlexEnd(parent, child, direction, axis, blockWidth)
            case .center, .spaceAround, .spaceEvenly: placeAtCenter(parent, child, direction, axis, blockWidth)
            }
        } else {
            var align = alignment(of: child, in: parent)
            // (`wrap-reverse` swaps the cross start and end; CSS: an absolute box's `baseline` falls back to the
            // writing mode's start, which it does not swap.)
            if styles[parent].flexWrap == .wrapReverse && !(web && align == .baseline) {
                if align == .flexEnd { align = .flexStart } else if align != .center { align = .flexEnd }
            }
            switch align {
            case .flexEnd: placeAtFlexEnd(parent, child, direction, axis, blockWidth)
            case .center: placeAtCenter(parent, child, direction, axis, blockWidth)
            default: placeAtFlexStart(parent, child, direction, axis, blockWidth)
            }
        }
    }

    private func placeAtFlexStart(_ parent: Int, _ child: Int, _ direction: FlexLayoutDirection, _ axis: FlexDirection,
                                  _ blockWidth: Double) {
        let start = axis.flexStartEdge
        states[child].position[start] = (styles + child).flexStartMargin(axis, direction, blockWidth)
            + states[parent].border[start] + states[parent].padding[start]
    }

    private func placeAtFlexEnd(_ parent: Int, _ child: Int, _ direction: FlexLayoutDirection, _ axis: FlexDirection,
                                _ blockWidth: Double) {
        let end = axis.flexEndEdge
        let fromEnd = states[parent].border[end] + (styles + child).flexEndMargin(axis, direction, blockWidth)
            + states[parent].padding[end]
        states[child].position[axis.flexStartEdge] = oppositeEdgePosition(fromEnd, axis, parent, child)
    }

    private func placeAtCenter(_ parent: Int, _ child: Int, _ direction: FlexLayoutDirection, _ axis: FlexDirection,
                               _ blockWidth: Double) {
        let start = axis.flexStartEdge, end = axis.flexEndEdge
        let parentState = states + parent
        let contentBox = parentState.measuredDimension(axis.dimension) - parentState.pointee.border[start] - parentState.pointee.border[end]
            - parentState.pointee.padding[start] - parentState.pointee.padding[end]
        let childOuter = (states + child).measuredDimension(axis.dimension) + (styles + child).marginForAxis(axis, blockWidth)
        states[child].position[start] = (contentBox - childOuter) / 2 + parentState.pointee.border[start]
            + (styles + child).flexStartMargin(axis, direction, blockWidth) + parentState.pointee.padding[start]
    }
}
