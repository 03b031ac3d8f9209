extension LayoutPass {
    /// The container's size after its lines are laid out (step 9): the constraints when exact, else the lines'
    /// extent within the node's limits (a `scroll` container does not grow past an at-most size).
    func setFinalSize(_ node: Int, direction: FlexLayoutDirection, availableWidth: Double, availableHeight: Double,
                      ownerWidth: Double, ownerHeight: Double, mainAxis: FlexDirection, crossAxis: FlexDirection,
                      mainMode: SizingMode, crossMode: SizingMode, maxLineMainDim: Double, totalLineCrossDim: Double,
                      availableInnerMainDim: Double, availableInnerCrossDim: Double,
                      paddingAndBorderAxisMain: Double, paddingAndBorderAxisCross: Double) {
        let style = styles + node
        let state = states + node
        setSize(node, .row, direction, availableWidth, ownerWidth, ownerWidth)
        setSize(node, .column, direction, availableHeight, ownerHeight, ownerWidth)
        let mainOwnerSize = mainAxis.isRow ? ownerWidth : ownerHeight
        let crossOwnerSize = mainAxis.isRow ? ownerHeight : ownerWidth
        // (Yoga's: CSS sizes a scroll container by its content like any box; only its automatic minimum is 0.)
        let scrolls = !web && style.pointee.overflow == .scroll

        if mainMode == .maxContent || (!scrolls && mainMode == .fitContent) {
            setSize(node, mainAxis, direction, maxLineMainDim, mainOwnerSize, ownerWidth)
        } else if mainMode == .fitContent && scrolls {
            let bounded = boundAxisWithinMinAndMax(node, direction, mainAxis, maxLineMainDim, mainOwnerSize, ownerWidth)
            setSize(node, mainAxis, direction, maxLineMainDim, mainOwnerSize, ownerWidth)
            state.pointee.setMeasuredDimension(mainAxis.dimension, maxOrDefined(
                minOrDefined(availableInnerMainDim + paddingAndBorderAxisMain, bounded), paddingAndBorderAxisMain))
        }

        if crossMode == .maxContent || (!scrolls && crossMode == .fitContent) {
            setSize(node, crossAxis, direction, totalLineCrossDim + paddingAndBorderAxisCross, crossOwnerSize, ownerWidth)
        } else if crossMode == .fitContent && scrolls {
            let bounded = boundAxisWithinMinAndMax(node, direction, crossAxis, totalLineCrossDim + paddingAndBorderAxisCross,
                                                   crossOwnerSize, ownerWidth)
            setSize(node, crossAxis, direction, totalLineCrossDim + paddingAndBorderAxisCross, crossOwnerSize, ownerWidth)
            state.pointee.setMeasuredDimension(crossAxis.dimension, maxOrDefined(
                minOrDefined(availableInnerCrossDim + paddingAndBorderAxisCross, bounded), paddingAndBorderAxisCross))
        }
    }
}
