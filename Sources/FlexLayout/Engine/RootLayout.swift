extension LayoutPass {
    /// Lays out the tree from its root in the given space (Yoga's `calculateLayout`): the root's definite size,
    /// else its maximum (as an at-most size), else the owner's size.
    func layoutRoot(_ root: Int, ownerWidth: Double, ownerHeight: Double, ownerDirection: FlexLayoutDirection) throws {
        let style = styles[root]
        let direction = resolveDirection(root, ownerDirection)
        var width = Double.nan, widthMode = SizingMode.maxContent
        if style.hasDefiniteLength(.width, ownerWidth) {
            width = style.resolvedDimension(direction, .width, ownerWidth, ownerWidth) + style.marginForAxis(.row, ownerWidth)
            widthMode = .stretchFit
        } else if !style.resolvedMaxDimension(direction, .width, ownerWidth, ownerWidth).isNaN {
            width = style.resolvedMaxDimension(direction, .width, ownerWidth, ownerWidth)
            widthMode = .fitContent
        } else {
            width = ownerWidth
            widthMode = width.isNaN ? .maxContent : .stretchFit
        }
        var height = Double.nan, heightMode = SizingMode.maxContent
        if style.hasDefiniteLength(.height, ownerHeight) {
            height = style.resolvedDimension(direction, .height, ownerHeight, ownerWidth) + style.marginForAxis(.column, ownerWidth)
            heightMode = .stretchFit
        } else if !style.resolvedMaxDimension(direction, .height, ownerHeight, ownerWidth).isNaN {
            height = style.resolvedMaxDimension(direction, .height, ownerHeight, ownerWidth)
            heightMode = .fitContent
        } else {
            height = ownerHeight
            heightMode = height.isNaN ? .maxContent : .stretchFit
        }
        try layoutNode(root, availableWidth: width, availableHeight: height, ownerDirection: ownerDirection,
                       widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                       performLayout: true, depth: 0)
        setInitialPosition(root, states[root].direction, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
    }
}
