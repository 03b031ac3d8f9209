/// A node's intrinsic widths in a `.web` tree: its min-content and max-content widths (border box, before its own
/// size and limits), as CSS computes them from its items' contributions.
struct WebIntrinsicWidths {
    var minContent: Double
    var maxContent: Double
}

extension LayoutPass {
    /// The node's min-content and max-content widths (border box) as CSS computes them (CSS Sizing 3; CSS Flexbox
    /// §9.9.1 as Chromium implements it): a row's are the sums of its items' contributions (a wrapping row's
    /// min-content the largest), a column's the largest; a measured leaf's its content's. Percentages of the
    /// width being computed count as `auto` (and percentage padding, margins and gaps as 0).
    ///
    /// The widths depend only on the node's subtree, so they are kept until the node is marked dirty.
    func webIntrinsicWidths(_ node: Int) -> WebIntrinsicWidths {
        let state = states + node
        let style = styles + node
        let direction = style.pointee.resolvedDirection
        if state.pointee.webIntrinsicValid && state.pointee.webIntrinsicDirection == direction
            && (!state.pointee.isDirty || state.pointee.webIntrinsicGeneration == generation) {
            return state.pointee.webIntrinsic
        }
        let paddingAndBorder = style.paddingAndBorderForAxis(.row, direction, .nan)
        var widths: WebIntrinsicWidths
        if hasMeasure(node) {
            widths = WebIntrinsicWidths(minContent: leafContentWidth(node, max: false) + paddingAndBorder,
                                        maxContent: leafContentWidth(node, max: true) + paddingAndBorder)
        } else {
            let isRow = style.pointee.flexDirection.isRow
            let wraps = style.pointee.flexWrap != .noWrap
            var minimum = 0.0, maximum = 0.0, items = 0
            for child in layoutChildren(node) {
                let child = Int(child)
                let childStyle = styles + child
                if childStyle.pointee.display == .none || childStyle.pointee.positionType == .absolute { continue }
                let contribution = webContribution(child, inRow: isRow)
                if isRow {
                    minimum = wraps ? max(minimum, contribution.minContent) : minimum + contribution.minContent
                    maximum += contribution.maxContent
                } else {
                    minimum = max(minimum, contribution.minContent)
                    maximum = max(maximum, contribution.maxContent)
                }
                items += 1
            }
            if isRow && items > 1 {
                let gaps = style.gap(.row, .nan) * Double(items - 1)
                maximum += gaps
                if !wraps { minimum += gaps }
            }
            widths = WebIntrinsicWidths(minContent: minimum + paddingAndBorder, maxContent: maximum + paddingAndBorder)
        }
        state.pointee.webIntrinsic = widths
        state.pointee.webIntrinsicValid = true
        state.pointee.webIntrinsicDirection = direction
        state.pointee.webIntrinsicGeneration = generation
        return widths
    }

    /// An item's outer min-content and max-content contributions to its container's width: its definite width
    /// (or the width its aspect ratio gives a definite height), else its intrinsic widths; in a row, at most its
    /// definite flex basis when it cannot grow and at least it when it cannot shrink; within its limits, never
    /// below its padding and border; plus its margins.
    func webContribution(_ child: Int, inRow: Bool) -> WebIntrinsicWidths {
        let style = styles + child
        let direction = style.pointee.resolvedDirection
        var minimum: Double, maximum: Double
        let width = style.pointee.width
        let ratio = style.pointee.aspectRatio
        if case .points(let points) = width {
            minimum = style.boxSized(points, .width, direction, .nan)
            maximum = minimum
        } else if width.isIntrinsicKeyword, width != .stretch {
            let intrinsic = webIntrinsicWidths(child)
            minimum = width == .maxContent ? intrinsic.maxContent : intrinsic.minContent
            maximum = intrinsic.maxContent
        } else if !ratio.isNaN, case .points(let height) = style.pointee.height {
            minimum = style.boxSized(height, .height, direction, .nan) * ratio
            maximum = minimum
        } else {
            let intrinsic = webIntrinsicWidths(child)
            minimum = intrinsic.minContent
            maximum = intrinsic.maxContent
        }
        if inRow, case .points(let points) = style.pointee.flexBasis {
            let basis = style.boxSized(points, .width, direction, .nan)
            if flexGrow(child) == 0 {
                minimum = min(minimum, basis)
                maximum = min(maximum, basis)
            }
            if flexShrink(child) == 0 {
                minimum = max(minimum, basis)
                maximum = max(maximum, basis)
            }
        }
        let paddingAndBorder = style.paddingAndBorderForAxis(.row, direction, .nan)
        minimum = maxOrDefined(boundAxisWithinMinAndMax(child, direction, .row, minimum, .nan, .nan), paddingAndBorder)
        maximum = maxOrDefined(boundAxisWithinMinAndMax(child, direction, .row, maximum, .nan, .nan), paddingAndBorder)
        let margins = style.marginForAxis(.row, .nan)
        return WebIntrinsicWidths(minContent: minimum + margins, maxContent: maximum + margins)
    }

    /// A measured leaf's min-content or max-content width (content box): its own answer, else its width measured
    /// at most 0 wide (min-content) or unconstrained (max-content).
    private func leafContentWidth(_ node: Int, max: Bool) -> Double {
        let slot = Int(links[node].measureSlot)
        do {
            if let width = try max ? contents[slot].maxContentWidth() : contents[slot].minContentWidth(),
               width.isFinite, width >= 0 {
                return width
            }
            let request = max ? FlexMeasureRequest(width: .nan, widthMode: .undefined, height: .nan, heightMode: .undefined)
                : FlexMeasureRequest(width: 0, widthMode: .atMost, height: .nan, heightMode: .undefined)
            let size = try contents[slot].measure(request).size
            statistics.measureCalls += 1
            return size.width.isFinite && size.width >= 0 ? size.width : 0
        } catch {
            pendingError = pendingError ?? FlexLayoutError.measureFailed(node: name(node), reason: "\(error)")
            return 0
        }
    }

    /// In a `.web` tree, the border-box width a node whose width is not given takes before its content is laid out,
    /// as a browser's block does: its max-content width, or its fit-content width in `available` (between its
    /// min-content and max-content widths, as close to the space as it can) — or the width its aspect ratio gives
    /// an exact height.
    func webWidth(_ node: Int, widthMode: SizingMode, available: Double, exactHeight: Double?) -> Double {
        let ratio = styles[node].aspectRatio
        if let exactHeight, !ratio.isNaN {
            return max(exactHeight * ratio, (styles + node).paddingAndBorderForAxis(.row, styles[node].resolvedDirection, .nan))
        }
        let intrinsic = webIntrinsicWidths(node)
        guard widthMode == .fitContent, !available.isNaN else { return intrinsic.maxContent }
        return min(intrinsic.maxContent, max(intrinsic.minContent, available))
    }
}
