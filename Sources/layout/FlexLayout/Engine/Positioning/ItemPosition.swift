extension LayoutPass {
    /// The offset of a `relative` node by its insets along `axis`: the inline-start inset, else minus the
    /// inline-end one; 0 for `static` nodes (Yoga's `relativePosition`).
    @inline(__always)
    func relativeOffset(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ axisSize: Double) -> Double {
        let style = styles + node
        if style.pointee.positionType == .static { return 0 }
        if axis.isRow ? !style.pointee.horizontalInsetsDefined : !style.pointee.verticalInsetsDefined { return 0 }
        if web && axis.isRow {
            // CSS: `left` and `right` (each node's `start`/`end` mapped by its own direction) both set are
            // over-constrained, and the containing block's direction picks the one that applies. A percentage of an
            // indefinite size is `auto`: then the other inset applies.
            let left = style.insetLength(.left, direction).resolve(axisSize, layoutUnits: true)
            let right = style.insetLength(.right, direction).resolve(axisSize, layoutUnits: true)
            let parent = flexContainer(of: node)
            let containerDirection = parent >= 0 ? styles[parent].resolvedDirection : direction
            let shiftX = !left.isNaN && !right.isNaN ? (containerDirection == .rtl ? -right : left)
                : !left.isNaN ? left : !right.isNaN ? -right : 0
            return FlexDirection.row.inlineStartEdge(direction) == .left ? shiftX : -shiftX
        }
        if web {
            // A percentage of an indefinite size is `auto`: then the other inset applies (CSS).
            let start = style.insetLength(axis.inlineStartEdge(direction), direction).resolve(axisSize, layoutUnits: true)
            if !start.isNaN { return start }
            let end = style.insetLength(axis.inlineEndEdge(direction), direction).resolve(axisSize, layoutUnits: true)
            return end.isNaN ? 0 : -end
        }
        if style.hasInset(axis.inlineStartEdge(direction), direction) {
            return style.inset(axis.inlineStartEdge(direction), direction, axisSize)
        }
        return -style.inset(axis.inlineEndEdge(direction), direction, axisSize)
    }

    /// How far the node's relative offset (as ``setInitialPosition(_:_:ownerWidth:ownerHeight:)`` applies it)
    /// moves its position on `edge`.
    @inline(__always)
    func relativeShift(_ node: Int, on edge: PhysicalEdge, _ direction: FlexLayoutDirection, ownerWidth: Double,
                       ownerHeight: Double) -> Double {
        switch edge {
        case .left, .right:
            let offset = relativeOffset(node, .row, direction, ownerWidth)
            let shiftX = FlexDirection.row.inlineStartEdge(direction) == .left ? offset : -offset
            return edge == .left ? shiftX : -shiftX
        case .top: return relativeOffset(node, .column, direction, ownerHeight)
        case .bottom: return -relativeOffset(node, .column, direction, ownerHeight)
        }
    }

    /// Starts a node's positions at its margins and moves them by its relative offset (Yoga's `Node::setPosition`).
    /// The algorithm then adds the distances along each axis. The root's offset is taken as in LTR.
    ///
    /// The offset is a physical move (a `left` inset moves right) applied to both edges of each axis, so that it
    /// also holds when the algorithm places the node from its end edge (reversed axes); Yoga adds it to both
    /// edges with the same sign, which moves such a node the wrong way.
    func setInitialPosition(_ node: Int, _ direction: FlexLayoutDirection, ownerWidth: Double, ownerHeight: Double) {
        let style = styles + node
        let respectingRoot: FlexLayoutDirection = isRoot(node) ? .ltr : direction
        let mainAxis = style.pointee.flexDirection.resolved(respectingRoot)
        let crossAxis = mainAxis.cross(respectingRoot)
        let rowOffset = relativeOffset(node, .row, respectingRoot, ownerWidth)
        let shiftX = FlexDirection.row.inlineStartEdge(respectingRoot) == .left ? rowOffset : -rowOffset
        let shiftY = relativeOffset(node, .column, respectingRoot, ownerHeight)
        let state = states + node
        state.pointee.position[mainAxis.inlineStartEdge(direction)] = style.inlineStartMargin(mainAxis, direction, ownerWidth)
        state.pointee.position[mainAxis.inlineEndEdge(direction)] = style.inlineEndMargin(mainAxis, direction, ownerWidth)
        state.pointee.position[crossAxis.inlineStartEdge(direction)] = style.inlineStartMargin(crossAxis, direction, ownerWidth)
        state.pointee.position[crossAxis.inlineEndEdge(direction)] = style.inlineEndMargin(crossAxis, direction, ownerWidth)
        state.pointee.position.left += shiftX
        state.pointee.position.right -= shiftX
        state.pointee.position.top += shiftY
        state.pointee.position.bottom -= shiftY
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
