/// One flex line: the in-flow items on it and the running totals of flexing and justifying it.
struct FlexLine {
    /// The items on the line, in order (node indices).
    var items: LineItems
    /// The sum of the items' outer hypothetical main sizes and the gaps between them.
    var sizeConsumed = 0.0
    /// Where the next line starts in the layout children.
    var endIndex = 0
    /// Items' `auto` margins on the main axis.
    var autoMarginCount = 0
    var totalFlexGrowFactors = 0.0
    var totalFlexShrinkScaledFactors = 0.0
    var remainingFreeSpace = 0.0
    /// The line's main size once justified (padding and border included).
    var mainDim = 0.0
    /// The part of `mainDim` that justification and auto margins added (free space, not content).
    var justifiedSpace = 0.0
    /// The line's cross size.
    var crossDim = 0.0
}

extension LayoutPass {
    /// Collects the next flex line starting at layout child `start` (step 4; Yoga's `calculateFlexLine`): items
    /// are added until one would overflow the available main size in a wrapping container.
    ///
    /// With `recordsLine` (a layout, not a measurement) each item remembers the index of its line: aligning
    /// the lines and the container's baseline read it, and a measurement made later (an intrinsic size, another
    /// available size) must not change the lines of the layout the container keeps.
    func collectFlexLine(_ node: Int, ownerDirection: FlexLayoutDirection, ownerWidth: Double, mainAxisOwnerSize: Double,
                         percentWidth: Double, percentMain: Double, availableInnerMainDim: Double, start: Int,
                         lineIndex: Int, recordsLine: Bool) -> FlexLine {
        var line = FlexLine(items: LineItems(stack: lineItems, start: lineItems.top, count: 0))
        let children = layoutChildren(node)
        var sizeConsumedIncludingMinConstraint = 0.0
        let style = styles + node
        let direction = resolveDirection(node, ownerDirection)
        let mainAxis = style.pointee.flexDirection.resolved(direction)
        let isWrapping = style.pointee.flexWrap != .noWrap
        let gap = style.gap(mainAxis, percentMain)
        var end = start
        var firstInLine = start
        while end < children.count {
            let child = Int(children[end])
            let childStyle = styles + child
            if childStyle.pointee.display == .none || childStyle.pointee.positionType == .absolute {
                if firstInLine == end { firstInLine += 1 }
                end += 1
                continue
            }
            if childStyle.flexStartMarginIsAuto(mainAxis, ownerDirection) { line.autoMarginCount += 1 }
            if childStyle.flexEndMarginIsAuto(mainAxis, ownerDirection) { line.autoMarginCount += 1 }
            let isFirst = end == firstInLine
            if recordsLine { states[child].lineIndex = lineIndex }
            let childMarginMain = childStyle.marginForAxis(mainAxis, percentWidth)
            let leadingGap = isFirst ? 0 : gap
            // The item's limits are percentages of this container's inner size (Yoga resolves them against the
            // container's owner).
            let basis = boundAxisWithinMinAndMax(child, direction, mainAxis, states[child].computedFlexBasis,
                                                 percentMain, percentWidth)
            // An item wraps when it overflows by more than float noise: sizes within the noise are one size to
            // the layout caches, so they must be one size to line breaking too (a relayout reusing a layout made
            // for 455.06 points must equal a fresh layout at 455.05999999999995).
            let needed = sizeConsumedIncludingMinConstraint + basis + childMarginMain + leadingGap
            if needed > availableInnerMainDim && !inexactEquals(needed, availableInnerMainDim)
                && isWrapping && !line.items.isEmpty {
                break
            }
            sizeConsumedIncludingMinConstraint += basis + childMarginMain + leadingGap
            line.sizeConsumed += basis + childMarginMain + leadingGap
            if isFlexible(child) {
                line.totalFlexGrowFactors += flexGrow(child)
                line.totalFlexShrinkScaledFactors += -flexShrink(child) * states[child].computedFlexBasis
            }
            lineItems.push(child)
            line.items.count += 1
            end += 1
        }
        if line.totalFlexGrowFactors > 0 && line.totalFlexGrowFactors < 1 { line.totalFlexGrowFactors = 1 }
        if line.totalFlexShrinkScaledFactors > 0 && line.totalFlexShrinkScaledFactors < 1 { line.totalFlexShrinkScaledFactors = 1 }
        line.endIndex = end
        return line
    }
}
