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
    var mainAxisOverflows: Bool
    var crossMode: SizingMode
    var performLayout: Bool
    var depth: Int
}

extension LayoutPass {
    /// Distributes the line's free space to its flexible items and lays each item out at its new main size
    /// (step 5; Yoga's `resolveFlexibleLength`): a first pass freezes the items whose limits clamp them, a second
    /// shares what remains among the others.
    func resolveFlexibleLengths(_ node: Int, _ line: inout FlexLine, _ context: FlexingContext) throws {
        let originalFreeSpace = line.remainingFreeSpace
        distributeFreeSpaceFirstPass(&line, context)
        let distributed = try distributeFreeSpaceSecondPass(node, &line, context)
        line.remainingFreeSpace = originalFreeSpace - distributed
    }

    /// Finds the items whose min/max constraints trigger and takes their clamped sizes out of the free space.
    private func distributeFreeSpaceFirstPass(_ line: inout FlexLine, _ context: FlexingContext) {
        var deltaFreeSpace = 0.0
        for child in line.items {
            let basis = boundAxisWithinMinAndMax(child, context.direction, context.mainAxis, states[child].computedFlexBasis,
                                                 context.availableInnerMainDim, context.ownerWidth)
            if line.remainingFreeSpace < 0 {
                let scaledShrink = -flexShrink(child) * basis
                if !scaledShrink.isNaN && scaledShrink != 0 {
                    let base = basis + line.remainingFreeSpace / line.totalFlexShrinkScaledFactors * scaledShrink
                    let bound = boundAxis(child, context.mainAxis, context.direction, base, context.availableInnerMainDim,
                                          context.availableInnerWidth)
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace += bound - basis
                        line.totalFlexShrinkScaledFactors -= -flexShrink(child) * states[child].computedFlexBasis
                    }
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = flexGrow(child)
                if !grow.isNaN && grow != 0 {
                    let base = basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow
                    let bound = boundAxis(child, context.mainAxis, context.direction, base, context.availableInnerMainDim,
                                          context.availableInnerWidth)
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace += bound - basis
                        line.totalFlexGrowFactors -= grow
                    }
                }
            }
        }
        line.remainingFreeSpace -= deltaFreeSpace
    }

    /// Sizes every item of the line and lays it out (or measures it, when it will be stretched later).
    /// Returns the free space the items took.
    private func distributeFreeSpaceSecondPass(_ node: Int, _ line: inout FlexLine, _ context: FlexingContext) throws -> Double {
        var deltaFreeSpace = 0.0
        let mainAxis = context.mainAxis, crossAxis = context.crossAxis, direction = context.direction
        let isMainAxisRow = mainAxis.isRow
        let isWrapping = styles[node].flexWrap != .noWrap
        for child in line.items {
            let childStyle = styles[child]
            let basis = boundAxisWithinMinAndMax(child, direction, mainAxis, states[child].computedFlexBasis,
                                                 context.availableInnerMainDim, context.ownerWidth)
            var updatedMainSize = basis
            if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace < 0 {
                let scaledShrink = -flexShrink(child) * basis
                if scaledShrink != 0 {
                    let childSize = !line.totalFlexShrinkScaledFactors.isNaN && line.totalFlexShrinkScaledFactors == 0
                        ? basis + scaledShrink
                        : basis + (line.remainingFreeSpace / line.totalFlexShrinkScaledFactors) * scaledShrink
                    updatedMainSize = boundAxis(child, mainAxis, direction, childSize, context.availableInnerMainDim,
                                                context.availableInnerWidth)
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = flexGrow(child)
                if !grow.isNaN && grow != 0 {
                    updatedMainSize = boundAxis(child, mainAxis, direction,
                                                basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow,
                                                context.availableInnerMainDim, context.availableInnerWidth)
                }
            }
            deltaFreeSpace += updatedMainSize - basis

            let marginMain = childStyle.marginForAxis(mainAxis, context.availableInnerWidth)
            let marginCross = childStyle.marginForAxis(crossAxis, context.availableInnerWidth)
            var childCrossSize = Double.nan
            var childMainSize = updatedMainSize + marginMain
            var childCrossMode: SizingMode
            var childMainMode = SizingMode.stretchFit
            let alignsStretch = alignment(of: child, in: node) == .stretch
            let crossMarginAuto = childStyle.flexStartMarginIsAuto(crossAxis, direction)
                || childStyle.flexEndMarginIsAuto(crossAxis, direction)
            let hasDefiniteCross = childStyle.hasDefiniteLength(crossAxis.dimension, context.availableInnerCrossDim)
            if !childStyle.aspectRatio.isNaN {
                childCrossSize = isMainAxisRow ? (childMainSize - marginMain) / childStyle.aspectRatio
                    : (childMainSize - marginMain) * childStyle.aspectRatio
                childCrossMode = .stretchFit
                childCrossSize += marginCross
            } else if !context.availableInnerCrossDim.isNaN && !hasDefiniteCross && context.crossMode == .stretchFit
                        && !(isWrapping && context.mainAxisOverflows) && alignsStretch && !crossMarginAuto {
                childCrossSize = context.availableInnerCrossDim
                childCrossMode = .stretchFit
            } else if !hasDefiniteCross {
                childCrossSize = context.availableInnerCrossDim
                childCrossMode = childCrossSize.isNaN ? .maxContent : .fitContent
            } else {
                childCrossSize = childStyle.resolvedDimension(direction, crossAxis.dimension, context.availableInnerCrossDim,
                                                              context.availableInnerWidth) + marginCross
                let isLoosePercentage = childStyle.dimension(crossAxis.dimension).isPercent && context.crossMode != .stretchFit
                childCrossMode = childCrossSize.isNaN || isLoosePercentage ? .maxContent : .stretchFit
            }
            constrainMaxSize(child, direction, mainAxis, context.availableInnerMainDim, context.availableInnerWidth,
                             &childMainMode, &childMainSize)
            constrainMaxSize(child, direction, crossAxis, context.availableInnerCrossDim, context.availableInnerWidth,
                             &childCrossMode, &childCrossSize)
            let requiresStretchLayout = !hasDefiniteCross && alignsStretch && !crossMarginAuto
            let childWidth = isMainAxisRow ? childMainSize : childCrossSize
            let childHeight = isMainAxisRow ? childCrossSize : childMainSize
            let isLayoutPass = context.performLayout && !requiresStretchLayout
            try layoutNode(child, availableWidth: childWidth, availableHeight: childHeight,
                           ownerDirection: states[node].direction,
                           widthMode: isMainAxisRow ? childMainMode : childCrossMode,
                           heightMode: isMainAxisRow ? childCrossMode : childMainMode,
                           ownerWidth: context.availableInnerWidth, ownerHeight: context.availableInnerHeight,
                           performLayout: isLayoutPass, depth: context.depth)
            states[node].hadOverflow = states[node].hadOverflow || states[child].hadOverflow
        }
        return deltaFreeSpace
    }
}
