extension LayoutPass {
    /// The offset of a `relative` node by its insets along `axis`: the inline-start inset, else minus the
    /// inline-end one; 0 for `static` nodes (Yoga's `relativePosition`).
    func relativeOffset(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ axisSize: Double) -> Double {
        let style = styles + node
        if style.pointee.positionType == .static { return 0 }
        if style.hasInset(axis.inlineStartEdge(direction), direction) {
            return style.inset(axis.inlineStartEdge(direction), direction, axisSize)
        }
        return -style.inset(axis.inlineEndEdge(direction), direction, axisSize)
    }

    /// Starts a node's positions at its margins plus its relative offset (Yoga's `Node::setPosition`). The
    /// algorithm then adds the distances along each axis. The root is placed as in LTR.
    func setInitialPosition(_ node: Int, _ direction: FlexLayoutDirection, ownerWidth: Double, ownerHeight: Double) {
        let style = styles + node
        let respectingRoot: FlexLayoutDirection = isRoot(node) ? .ltr : direction
        let mainAxis = style.pointee.flexDirection.resolved(respectingRoot)
        let crossAxis = mainAxis.cross(respectingRoot)
        let relativeMain = relativeOffset(node, mainAxis, respectingRoot, mainAxis.isRow ? ownerWidth : ownerHeight)
        let relativeCross = relativeOffset(node, crossAxis, respectingRoot, mainAxis.isRow ? ownerHeight : ownerWidth)
        let state = states + node
        state.pointee.position[mainAxis.inlineStartEdge(direction)] =
            style.inlineStartMargin(mainAxis, direction, ownerWidth) + relativeMain
        state.pointee.position[mainAxis.inlineEndEdge(direction)] =
            style.inlineEndMargin(mainAxis, direction, ownerWidth) + relativeMain
        state.pointee.position[crossAxis.inlineStartEdge(direction)] =
            style.inlineStartMargin(crossAxis, direction, ownerWidth) + relativeCross
        state.pointee.position[crossAxis.inlineEndEdge(direction)] =
            style.inlineEndMargin(crossAxis, direction, ownerWidth) + relativeCross
    }

    /// Sets the child's position on `axis`'s end edge from its start-edge position (for reversed axes).
    @inline(__always) func setTrailingPosition(_ container: Int, _ child: Int, _ axis: FlexDirection) {
        let dimension = axis.dimension
        let size = (states + child).measuredDimension(dimension)
        states[child].position[axis.flexEndEdge] = (states + container).measuredDimension(dimension) - size
            - states[child].position[axis.flexStartEdge]
    }

    /// The position from the other edge of `container` along `axis`.
    @inline(__always) func oppositeEdgePosition(_ position: Double, _ axis: FlexDirection, _ container: Int, _ node: Int) -> Double {
        let dimension = axis.dimension
        return (states + container).measuredDimension(dimension) - (states + node).measuredDimension(dimension) - position
    }
}
