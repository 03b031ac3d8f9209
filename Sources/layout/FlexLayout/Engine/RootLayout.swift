extension LayoutPass {
    /// Lays out the tree from its root in the given space (Yoga's `calculateLayout`): the root's definite size,
    /// else its maximum (as an at-most size), else the owner's size.
    ///
    /// With `minContentWidth`, an undefined width sizes the root to its min-content width (as a browser sizes an
    /// absolutely positioned box in a zero-width containing block), instead of Yoga's max-content.
    func layoutRoot(_ root: Int, ownerWidth: Double, ownerHeight: Double, ownerDirection: FlexLayoutDirection,
                    minContentWidth useMinContent: Bool = false) throws {
        let style = styles + root
        let direction = resolveDirection(root, ownerDirection)
        states[root].direction = direction
        var width = Double.nan, widthMode = SizingMode.maxContent
        if hasDefiniteSize(root, .width, ownerWidth) {
            width = resolvedSize(root, direction, .width, ownerWidth, ownerWidth) + style.marginForAxis(.row, ownerWidth)
            widthMode = .stretchFit
        } else if useMinContent && ownerWidth.isNaN {
            width = (web ? webIntrinsicWidths(root).minContent : minContentWidth(root)) + style.marginForAxis(.row, ownerWidth)
            widthMode = .stretchFit
        } else if !resolvedMaxSize(root, direction, .width, ownerWidth, ownerWidth).isNaN {
            width = resolvedMaxSize(root, direction, .width, ownerWidth, ownerWidth)
            widthMode = .fitContent
        } else {
            width = ownerWidth
            widthMode = width.isNaN ? .maxContent : .stretchFit
        }
        var height = Double.nan, heightMode = SizingMode.maxContent
        if hasDefiniteSize(root, .height, ownerHeight) {
            height = resolvedSize(root, direction, .height, ownerHeight, ownerWidth) + style.marginForAxis(.column, ownerWidth)
            heightMode = .stretchFit
        } else if !resolvedMaxSize(root, direction, .height, ownerHeight, ownerWidth).isNaN {
            height = resolvedMaxSize(root, direction, .height, ownerHeight, ownerWidth)
            heightMode = .fitContent
        } else {
            height = ownerHeight
            heightMode = height.isNaN ? .maxContent : .stretchFit
        }
        if web && heightMode == .stretchFit { rootHeight = height - style.marginForAxis(.column, ownerWidth) }
        try layoutNode(root, availableWidth: width, availableHeight: height, ownerDirection: ownerDirection,
                       widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                       performLayout: true, depth: 0)
        setInitialPosition(root, states[root].direction, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        if let pendingError { throw pendingError }
    }
}
