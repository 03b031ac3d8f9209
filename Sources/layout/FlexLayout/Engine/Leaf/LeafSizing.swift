import Geometry

extension LayoutPass {
    /// Sizes a leaf with measured content (Yoga's `measureNodeWithMeasureFunc`): the content box is measured
    /// under the constraints, padding and border are added back, and the node's limits applied. When both
    /// dimensions are exact no measuring is needed.
    func sizeMeasuredLeaf(_ node: Int, _ direction: FlexLayoutDirection, availableWidth: Double, availableHeight: Double,
                          widthMode: SizingMode, heightMode: SizingMode, ownerWidth: Double, ownerHeight: Double) throws {
        // The content is measured within the node's own limits (browsers lay text out at the width the box will
        // have; Yoga measures at the available width and clamps the box afterwards, so the text laid out and
        // the box differ, and a cached answer can come back for a box of another size).
        var (availableWidth, widthMode) = limited(node, direction, .width, availableWidth, widthMode, ownerWidth, ownerWidth)
        var (availableHeight, heightMode) = limited(node, direction, .height, availableHeight, heightMode, ownerHeight, ownerWidth)
        if widthMode == .maxContent { availableWidth = .nan }
        if heightMode == .maxContent { availableHeight = .nan }
        let state = states + node
        let paddingAndBorderRow = state.pointee.padding.left + state.pointee.padding.right
            + state.pointee.border.left + state.pointee.border.right
        let paddingAndBorderColumn = state.pointee.padding.top + state.pointee.padding.bottom
            + state.pointee.border.top + state.pointee.border.bottom
        let innerWidth = availableWidth.isNaN ? availableWidth : max(0, availableWidth - paddingAndBorderRow)
        let innerHeight = availableHeight.isNaN ? availableHeight : max(0, availableHeight - paddingAndBorderColumn)

        if widthMode == .stretchFit && heightMode == .stretchFit {
            setSize(node, .row, direction, availableWidth, ownerWidth, ownerWidth)
            setSize(node, .column, direction, availableHeight, ownerHeight, ownerWidth)
            return
        }
        let slot = Int(links[node].measureSlot)
        let request = FlexMeasureRequest(width: widthMode.extent(innerWidth), height: heightMode.extent(innerHeight))
        let measurement: FlexMeasurement
        do {
            measurement = try contents[slot].measure(request)
        } catch {
            throw FlexLayoutError.measureFailed(node: name(node), reason: "\(error)")
        }
        statistics.measureCalls += 1
        let size = measurement.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw FlexLayoutError.invalidMeasurement(node: name(node), width: size.width, height: size.height)
        }
        payloads[slot].last = measurement.content
        let width = widthMode == .stretchFit ? availableWidth : size.width + paddingAndBorderRow
        let height = heightMode == .stretchFit ? availableHeight : size.height + paddingAndBorderColumn
        setSize(node, .row, direction, width, ownerWidth, ownerWidth)
        setSize(node, .column, direction, height, ownerHeight, ownerWidth)
    }

    /// The leaf's content measured at its box's current inner width, its height unconstrained (what a browser's text
    /// is at that width: its lines for a baseline, its height for a content-based limit); nil when the width is unknown.
    func measureAtBoxWidth(_ node: Int) throws -> FlexMeasurement? {
        let inner = states[node].measuredWidth
            - (styles + node).paddingAndBorderForAxis(.row, styles[node].resolvedDirection, .nan)
        guard inner.isFinite else { return nil }
        let request = FlexMeasureRequest(width: .exactly(max(0, inner)), height: .unconstrained)
        do {
            return try contents[Int(links[node].measureSlot)].measure(request)
        } catch {
            throw FlexLayoutError.measureFailed(node: name(node), reason: "\(error)")
        }
    }

    /// An available border-box length and its mode within the node's minimum and maximum along `dimension`.
    private func limited(_ node: Int, _ direction: FlexLayoutDirection, _ dimension: Dimension, _ length: Double,
                         _ mode: SizingMode, _ reference: Double, _ widthSize: Double) -> (Double, SizingMode) {
        let minimum = resolvedMinSize(node, direction, dimension, reference, widthSize)
        let maximum = resolvedMaxSize(node, direction, dimension, reference, widthSize)
        var length = length, mode = mode
        if !maximum.isNaN && maximum >= 0 && (mode == .maxContent || length.isNaN || length > maximum) {
            length = maximum
            if mode == .maxContent { mode = .fitContent }
        }
        if !minimum.isNaN && minimum >= 0 && !length.isNaN && length < minimum { length = minimum }
        return (length, mode)
    }

    /// Sizes a box without children (Yoga's `measureNodeWithoutChildren`): the available size when exact, else
    /// its padding and border, within its limits.
    func sizeEmptyBox(_ node: Int, _ direction: FlexLayoutDirection, availableWidth: Double, availableHeight: Double,
                      widthMode: SizingMode, heightMode: SizingMode, ownerWidth: Double, ownerHeight: Double) {
        let state = states + node
        var width = availableWidth
        if widthMode == .maxContent || widthMode == .fitContent {
            width = state.pointee.padding.left + state.pointee.padding.right + state.pointee.border.left + state.pointee.border.right
        }
        var height = availableHeight
        if heightMode == .maxContent || heightMode == .fitContent {
            height = state.pointee.padding.top + state.pointee.padding.bottom + state.pointee.border.top + state.pointee.border.bottom
        }
        setSize(node, .row, direction, width, ownerWidth, ownerWidth)
        setSize(node, .column, direction, height, ownerHeight, ownerWidth)
    }

    /// Sizes a container whose size is fixed by its constraints without looking at its children, when only its
    /// size is asked for (Yoga's `measureNodeWithFixedSize`: exact, or at most zero). Returns false when its
    /// children matter.
    ///
    /// An at-most size within float noise of zero counts as zero: the caches take such sizes for zero, so a
    /// relayout answering 1.8e-15 from an answer for 0 must equal a fresh layout at 1.8e-15.
    func sizeFixedContainer(_ node: Int, _ direction: FlexLayoutDirection, availableWidth: Double, availableHeight: Double,
                            widthMode: SizingMode, heightMode: SizingMode, ownerWidth: Double, ownerHeight: Double) -> Bool {
        func isAtMostZero(_ dim: Double, _ mode: SizingMode) -> Bool {
            mode == .fitContent && !dim.isNaN && (dim <= 0 || inexactEquals(dim, 0))
        }
        // (CSS: a fit-content height is the content's whatever the space, so in `.web` trees only an exact one is fixed.)
        guard widthMode == .stretchFit || isAtMostZero(availableWidth, widthMode),
              heightMode == .stretchFit || !web && isAtMostZero(availableHeight, heightMode) else { return false }
        let width = availableWidth.isNaN || isAtMostZero(availableWidth, widthMode) ? 0 : availableWidth
        let height = availableHeight.isNaN || isAtMostZero(availableHeight, heightMode) ? 0 : availableHeight
        setSize(node, .row, direction, width, ownerWidth, ownerWidth)
        setSize(node, .column, direction, height, ownerHeight, ownerWidth)
        return true
    }
}
