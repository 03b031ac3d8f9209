/// The constraints the flexing of one line works within.
struct FlexingContext {
    var mainAxis: FlexDirection
    var crossAxis: FlexDirection
    var direction: FlexLayoutDirection
    var ownerWidth: Double
    var mainAxisOwnerSize: Double
    var availableInnerMainDim: Double
    var availableInnerCrossDim: Double
    var availableInnerWidth: Double
    var availableInnerHeight: Double
    /// What children's percentages resolve against: the container's inner size where it is definite (exact),
    /// NaN where it depends on content (percentages then act as `auto` until the size is known).
    var percentWidth: Double
    var percentHeight: Double
    var mainAxisOverflows: Bool
    var crossMode: SizingMode
    var performLayout: Bool
    var depth: Int

    var percentMain: Double { mainAxis.isRow ? percentWidth : percentHeight }
    var percentCross: Double { mainAxis.isRow ? percentHeight : percentWidth }
}

extension LayoutPass {
    /// Distributes the line's free space to its flexible items and lays each item out at its new main size
    /// (step 5). Sizes follow CSS's "resolve flexible lengths" loop, which freezes items at their min or max size
    /// and shares the rest again until nothing violates a limit (Yoga runs two fixed passes, which gives other
    /// sizes when a limit triggers; the browser's answer is the loop's).
    func resolveFlexibleLengths(_ node: Int, _ line: inout FlexLine, _ context: FlexingContext) throws {
        let sizes = flexedMainSizes(line, context)
        var distributed = 0.0
        for (position, child) in line.items.enumerated() {
            distributed += sizes[position] - boundAxisWithinMinAndMax(child, context.direction, context.mainAxis,
                                                                      states[child].computedFlexBasis,
                                                                      context.percentMain, context.ownerWidth)
        }
        try layOutFlexedItems(node, line, sizes, context)
        line.remainingFreeSpace -= distributed
    }

    /// The main size of each item of the line after flexing (CSS Flexbox §9.7).
    private func flexedMainSizes(_ line: FlexLine, _ context: FlexingContext) -> [Double] {
        let items = line.items
        let direction = context.direction, mainAxis = context.mainAxis
        var base = [Double](), hypothetical = [Double]()
        base.reserveCapacity(items.count)
        hypothetical.reserveCapacity(items.count)
        for child in items {
            let basis = states[child].computedFlexBasis
            base.append(basis)
            hypothetical.append(boundAxisWithinMinAndMax(child, direction, mainAxis, basis, context.percentMain,
                                                         context.ownerWidth))
        }
        let freeSpace = line.remainingFreeSpace
        guard !freeSpace.isNaN, freeSpace != 0 else { return hypothetical }
        let growing = freeSpace > 0
        var target = hypothetical
        var frozen = [Bool](repeating: false, count: items.count)
        var unfrozenCount = 0
        for (position, child) in items.enumerated() {
            let factor = growing ? flexGrow(child) : flexShrink(child)
            let inflexible = factor == 0 || factor.isNaN
                || (growing && base[position] > hypothetical[position])
                || (!growing && base[position] < hypothetical[position])
            if inflexible { frozen[position] = true } else { unfrozenCount += 1 }
        }
        // Free space when unfrozen items are at their bases: remaining + Σ(hypothetical) − Σ(frozen targets) − Σ(unfrozen bases).
        func remaining() -> Double {
            var space = freeSpace
            for position in items.indices {
                space += hypothetical[position] - (frozen[position] ? target[position] : base[position])
            }
            return space
        }
        let initialFreeSpace = remaining()
        while unfrozenCount > 0 {
            var space = remaining()
            var factorSum = 0.0, scaledShrinkSum = 0.0
            for (position, child) in items.enumerated() where !frozen[position] {
                if growing {
                    factorSum += flexGrow(child)
                } else {
                    factorSum += flexShrink(child)
                    scaledShrinkSum += flexShrink(child) * base[position]
                }
            }
            if factorSum < 1 {
                let scaled = initialFreeSpace * factorSum
                if abs(scaled) < abs(space) { space = scaled }
            }
            var totalViolation = 0.0
            var violation = [Double](repeating: 0, count: items.count)
            for (position, child) in items.enumerated() where !frozen[position] {
                var size = base[position]
                if growing {
                    size += space * flexGrow(child) / factorSum
                } else if scaledShrinkSum != 0 {
                    size += space * flexShrink(child) * base[position] / scaledShrinkSum
                }
                let clamped = boundAxis(child, mainAxis, direction, size, context.percentMain, context.percentWidth)
                target[position] = size
                violation[position] = clamped - size
                totalViolation += clamped - size
            }
            for position in items.indices where !frozen[position] {
                let v = violation[position]
                if totalViolation == 0 || (totalViolation > 0 && v > 0) || (totalViolation < 0 && v < 0) {
                    frozen[position] = true
                    unfrozenCount -= 1
                    target[position] += v
                }
            }
        }
        return target
    }

    /// Lays every item of the line out at its flexed main size (or only measures it, when it will be stretched
    /// across the line later).
    private func layOutFlexedItems(_ node: Int, _ line: FlexLine, _ sizes: [Double], _ context: FlexingContext) throws {
        let mainAxis = context.mainAxis, crossAxis = context.crossAxis, direction = context.direction
        let isMainAxisRow = mainAxis.isRow
        let isWrapping = styles[node].flexWrap != .noWrap
        for (position, child) in line.items.enumerated() {
            let childStyle = styles[child]
            let updatedMainSize = sizes[position]
            let marginMain = childStyle.marginForAxis(mainAxis, context.percentWidth)
            let marginCross = childStyle.marginForAxis(crossAxis, context.percentWidth)
            var childCrossSize = Double.nan
            var childMainSize = updatedMainSize + marginMain
            var childCrossMode: SizingMode
            var childMainMode = SizingMode.stretchFit
            let alignsStretch = alignment(of: child, in: node) == .stretch
            let crossMarginAuto = childStyle.flexStartMarginIsAuto(crossAxis, direction)
                || childStyle.flexEndMarginIsAuto(crossAxis, direction)
            let hasDefiniteCross = hasDefiniteSize(child, crossAxis.dimension, context.percentCross)
            // A stretched item takes the line's cross size even with an aspect ratio (browsers; Yoga lets the
            // ratio win).
            if !context.availableInnerCrossDim.isNaN && !hasDefiniteCross && context.crossMode == .stretchFit
                && !(isWrapping && context.mainAxisOverflows) && alignsStretch && !crossMarginAuto {
                childCrossSize = context.availableInnerCrossDim
                childCrossMode = .stretchFit
            } else if !childStyle.aspectRatio.isNaN {
                childCrossSize = isMainAxisRow ? (childMainSize - marginMain) / childStyle.aspectRatio
                    : (childMainSize - marginMain) * childStyle.aspectRatio
                childCrossMode = .stretchFit
                childCrossSize += marginCross
            } else if !hasDefiniteCross {
                childCrossSize = context.availableInnerCrossDim
                childCrossMode = childCrossSize.isNaN ? .maxContent : .fitContent
            } else {
                childCrossSize = resolvedSize(child, direction, crossAxis.dimension, context.percentCross,
                                                              context.percentWidth) + marginCross
                let isLoosePercentage = childStyle.dimension(crossAxis.dimension).isPercent && context.crossMode != .stretchFit
                childCrossMode = childCrossSize.isNaN || isLoosePercentage ? .maxContent : .stretchFit
            }
            constrainMaxSize(child, direction, mainAxis, context.percentMain, context.percentWidth,
                             &childMainMode, &childMainSize)
            constrainMaxSize(child, direction, crossAxis, context.percentCross, context.percentWidth,
                             &childCrossMode, &childCrossSize)
            let requiresStretchLayout = !hasDefiniteCross && alignsStretch && !crossMarginAuto
            let childWidth = isMainAxisRow ? childMainSize : childCrossSize
            let childHeight = isMainAxisRow ? childCrossSize : childMainSize
            let isLayoutPass = context.performLayout && !requiresStretchLayout
            try layoutNode(child, availableWidth: childWidth, availableHeight: childHeight,
                           ownerDirection: states[node].direction,
                           widthMode: isMainAxisRow ? childMainMode : childCrossMode,
                           heightMode: isMainAxisRow ? childCrossMode : childMainMode,
                           ownerWidth: context.percentWidth, ownerHeight: context.percentHeight,
                           performLayout: isLayoutPass, depth: context.depth)
            states[node].hadOverflow = states[node].hadOverflow || states[child].hadOverflow
        }
    }
}
