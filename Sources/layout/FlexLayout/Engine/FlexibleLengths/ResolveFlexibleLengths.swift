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
        computeFlexedMainSizes(line, context)
        var distributed = 0.0
        for child in line.items {
            distributed += states[child].flexTarget - states[child].flexHypothetical
        }
        try layOutFlexedItems(node, line, context)
        line.remainingFreeSpace -= distributed
    }

    /// Sets each item's `flexTarget`: its main size after flexing (CSS Flexbox §9.7).
    private func computeFlexedMainSizes(_ line: FlexLine, _ context: FlexingContext) {
        let items = line.items
        let direction = context.direction, mainAxis = context.mainAxis
        for child in items {
            let hypothetical = web
                ? boundAxis(child, mainAxis, direction, states[child].computedFlexBasis, context.percentMain, context.percentWidth)
                : boundAxisWithinMinAndMax(child, direction, mainAxis, states[child].computedFlexBasis,
                                           context.percentMain, context.percentWidth)
            states[child].flexHypothetical = hypothetical
            states[child].flexTarget = hypothetical
        }
        // Free space within float noise of zero is none: the caches take sizes within the noise for one size, so
        // 3.5e-15 points must not grow an item that 0 leaves alone (its limits would then move it by whole points).
        let freeSpace = line.remainingFreeSpace
        guard !freeSpace.isNaN, !inexactEquals(freeSpace, 0) else { return }
        let growing = freeSpace > 0
        var unfrozenCount = 0
        for child in items {
            let factor = growing ? flexGrow(child) : flexShrink(child)
            let base = states[child].computedFlexBasis, hypothetical = states[child].flexHypothetical
            let inflexible = factor == 0 || factor.isNaN || (growing && base > hypothetical) || (!growing && base < hypothetical)
            states[child].flexFrozen = inflexible
            if !inflexible { unfrozenCount += 1 }
        }
        // Free space with unfrozen items at their bases: remaining + Σ(hypothetical) − Σ(frozen targets) − Σ(unfrozen bases).
        func remaining() -> Double {
            var space = freeSpace
            for child in items {
                let state = states + child
                space += state.pointee.flexHypothetical
                    - (state.pointee.flexFrozen ? state.pointee.flexTarget : state.pointee.computedFlexBasis)
            }
            return space
        }
        let initialFreeSpace = remaining()
        // The base an item's shrink factor is scaled by: its flex base size, in `.web` trees its inner one (without
        // padding and border, as CSS and Chromium weigh it).
        func shrinkBase(_ child: Int) -> Double {
            let base = states[child].computedFlexBasis
            guard web else { return base }
            return base - (styles + child).paddingAndBorderForAxis(mainAxis, direction, context.percentWidth)
        }
        while unfrozenCount > 0 {
            var space = remaining()
            var factorSum = 0.0, scaledShrinkSum = 0.0
            for child in items where !states[child].flexFrozen {
                if growing {
                    factorSum += flexGrow(child)
                } else {
                    factorSum += flexShrink(child)
                    scaledShrinkSum += flexShrink(child) * shrinkBase(child)
                }
            }
            if factorSum < 1 {
                let scaled = initialFreeSpace * factorSum
                if abs(scaled) < abs(space) { space = scaled }
            }
            var totalViolation = 0.0
            for child in items where !states[child].flexFrozen {
                let base = states[child].computedFlexBasis
                var size = base
                if growing {
                    size += space * flexGrow(child) / factorSum
                } else if scaledShrinkSum != 0 {
                    size += space * flexShrink(child) * shrinkBase(child) / scaledShrinkSum
                }
                let clamped = boundAxis(child, mainAxis, direction, size, context.percentMain, context.percentWidth)
                states[child].flexTarget = size
                states[child].flexViolation = clamped - size
                totalViolation += clamped - size
            }
            let unfrozenBefore = unfrozenCount
            for child in items where !states[child].flexFrozen {
                let violation = states[child].flexViolation
                if totalViolation == 0 || (totalViolation > 0 && violation > 0) || (totalViolation < 0 && violation < 0) {
                    states[child].flexFrozen = true
                    states[child].flexTarget += violation
                    unfrozenCount -= 1
                }
            }
            // Every round freezes at least one item, so the loop ends after at most one round per item. With finite
            // sizes the total violation is a finite number and the rule above freezes one; a NaN (an infinite share
            // minus an infinite limit) would freeze none and loop forever, so then every item left is frozen at its
            // target within its limits, or at its basis when the target is not finite.
            if unfrozenCount == unfrozenBefore {
                for child in items where !states[child].flexFrozen {
                    let target = states[child].flexTarget + states[child].flexViolation
                    states[child].flexTarget = target.isFinite ? target : states[child].computedFlexBasis
                    states[child].flexFrozen = true
                }
                unfrozenCount = 0
            }
        }
    }

    /// Lays every item of the line out at its flexed main size (or only measures it, when it will be stretched
    /// across the line later).
    private func layOutFlexedItems(_ node: Int, _ line: FlexLine, _ context: FlexingContext) throws {
        let mainAxis = context.mainAxis, crossAxis = context.crossAxis, direction = context.direction
        let isMainAxisRow = mainAxis.isRow
        let isWrapping = styles[node].flexWrap != .noWrap
        for child in line.items {
            let childStyle = styles + child
            let updatedMainSize = states[child].flexTarget
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
            // ratio win). Yoga also stretches the items of a wrapping container to its cross size here when they
            // fit on one line; browsers size a multi-line container's lines by their items first.
            let stretchesAcross = crossSizeStretches(child, crossAxis, context.percentCross)
            if !context.availableInnerCrossDim.isNaN && stretchesAcross && context.crossMode == .stretchFit
                && !(isWrapping && (web || context.mainAxisOverflows)) && alignsStretch && !crossMarginAuto {
                childCrossSize = context.availableInnerCrossDim
                childCrossMode = .stretchFit
            } else if !web && !childStyle.pointee.aspectRatio.isNaN {
                childCrossSize = isMainAxisRow ? (childMainSize - marginMain) / childStyle.pointee.aspectRatio
                    : (childMainSize - marginMain) * childStyle.pointee.aspectRatio
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
            let requiresStretchLayout = stretchesAcross && alignsStretch && !crossMarginAuto
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
