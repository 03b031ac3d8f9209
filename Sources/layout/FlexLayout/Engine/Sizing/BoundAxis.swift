extension LayoutPass {
    /// `value` clamped by the node's minimum and maximum along `axis` (Yoga's `boundAxisWithinMinAndMax`).
    @inline(__always) func boundAxisWithinMinAndMax(_ node: Int, _ direction: FlexLayoutDirection, _ axis: FlexDirection,
                                                    _ value: Double, _ axisSize: Double, _ widthSize: Double) -> Double {
        let dimension = axis.dimension
        let maxValue = resolvedMaxSize(node, direction, dimension, axisSize, widthSize)
        if maxValue >= 0 && value > maxValue {
            // CSS: a minimum above the maximum wins (Yoga keeps the maximum), and no limit makes the content box
            // negative, so a border-box maximum below the padding and border is that (`maxHeight: 0, padding: 10`:
            // 20 high, in its container's content size too).
            if web {
                let minValue = resolvedMinSize(node, direction, dimension, axisSize, widthSize)
                let limit = minValue > maxValue ? minValue : maxValue
                let paddingAndBorder = (styles + node).paddingAndBorderForAxis(axis, direction, widthSize)
                return limit < paddingAndBorder ? min(value, paddingAndBorder) : limit
            }
            return maxValue
        }
        let minValue = resolvedMinSize(node, direction, dimension, axisSize, widthSize)
        if minValue >= 0 && value < minValue { return minValue }
        return value
    }

    /// `value` clamped by the node's limits and never below its padding and border (Yoga's `boundAxis`).
    @inline(__always) func boundAxis(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ value: Double,
                                     _ axisSize: Double, _ widthSize: Double) -> Double {
        maxOrDefined(boundAxisWithinMinAndMax(node, direction, axis, value, axisSize, widthSize),
                     (styles + node).paddingAndBorderForAxis(axis, direction, widthSize))
    }

    /// Sets the node's measured size along `axis` to `value` within its limits (``boundAxis``), and its content
    /// size to `value` without them.
    @inline(__always) func setSize(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ value: Double,
                                   _ axisSize: Double, _ widthSize: Double) {
        let paddingAndBorder = (styles + node).paddingAndBorderForAxis(axis, direction, widthSize)
        let bounded = maxOrDefined(boundAxisWithinMinAndMax(node, direction, axis, value, axisSize, widthSize), paddingAndBorder)
        let content = maxOrDefined(value, paddingAndBorder)
        if axis.isRow {
            states[node].measuredWidth = bounded
            states[node].contentWidth = content
        } else {
            states[node].measuredHeight = bounded
            states[node].contentHeight = content
        }
    }

    /// Shrinks a size (including margins) to the node's maximum along `axis`; a max-content size with a maximum
    /// becomes a fit-content one (Yoga's `constrainMaxSizeForMode`).
    @inline(__always) func constrainMaxSize(_ node: Int, _ direction: FlexLayoutDirection, _ axis: FlexDirection,
                                            _ ownerAxisSize: Double, _ ownerWidth: Double,
                                            _ mode: inout SizingMode, _ size: inout Double) {
        let style = styles + node
        // No maximum (the common case): nothing to constrain.
        if style.maxDimension(axis.dimension).isAuto { return }
        let maxSize = resolvedMaxSize(node, direction, axis.dimension, ownerAxisSize, ownerWidth)
            + style.marginForAxis(axis, ownerWidth)
        switch mode {
        case .stretchFit, .fitContent:
            if !maxSize.isNaN && !(size < maxSize) { size = maxSize }
        case .maxContent:
            if !maxSize.isNaN {
                mode = .fitContent
                size = maxSize
            }
        }
    }

    /// The space inside the node for its children: available size minus padding and border, within the node's
    /// limits (Yoga's `calculateAvailableInnerDimension`).
    func availableInnerDimension(_ node: Int, _ direction: FlexLayoutDirection, _ dimension: Dimension,
                                 _ availableDim: Double, _ paddingAndBorder: Double, _ ownerDim: Double,
                                 _ ownerWidth: Double) -> Double {
        var inner = availableDim - paddingAndBorder
        guard !inner.isNaN else { return inner }
        let minDim = resolvedMinSize(node, direction, dimension, ownerDim, ownerWidth)
        let minInner = minDim.isNaN ? 0 : minDim - paddingAndBorder
        let maxDim = resolvedMaxSize(node, direction, dimension, ownerDim, ownerWidth)
        let maxInner = maxDim.isNaN ? Double.greatestFiniteMagnitude : maxDim - paddingAndBorder
        inner = maxOrDefined(minOrDefined(inner, maxInner), minInner)
        // (CSS: a content box is never negative.)
        return web && inner < 0 ? 0 : inner
    }
}
