extension LayoutPass {
    /// The distance from the node's top edge to its first baseline (Yoga's `calculateBaseline`): its content's
    /// baseline when it has one, else that of its first baseline-aligned child on the first line (or its first
    /// child), else its bottom edge.
    ///
    /// It reads what the node's last layout left — its size, its content top, its children's lines and
    /// positions — never what measuring leaves: a measurement made after the layout (an intrinsic size, another
    /// available size) changes measured sizes and resolved padding, and a relayout that reuses the layout does
    /// not make them right again.
    func baseline(of node: Int) throws -> Double {
        let state = states[node]
        let slot = Int(links[node].measureSlot)
        if slot >= 0 {
            // (Not `final ?? last`: typed as the parameter, that boxed a nil payload as a value of its own.)
            var content: (any Sendable)? = payloads[slot].final
            if content == nil { content = payloads[slot].last }
            if content == nil && web {
                // A leaf laid out at two exact lengths is not measured, so it has no content to give its baseline; a
                // browser's text has a first line whatever its box: measure it at the box's inner width.
                content = try measureAtBoxWidth(node)?.content
            }
            let request = FlexBaselineRequest(width: state.width, height: state.height,
                                              contentTop: state.laidOutContentTop, content: content)
            let answer: Double?
            do {
                answer = try contents[slot].baseline(request)
            } catch {
                throw FlexLayoutError.measureFailed(node: name(node), reason: "baseline: \(error)")
            }
            if let answer {
                guard answer.isFinite else { throw FlexLayoutError.invalidBaseline(node: name(node), value: answer) }
                return answer
            }
            return state.height
        }
        var baselineChild = -1
        // CSS (a column's cross-axis baseline set, as Chromium takes it): a column's baseline is its first line's
        // startmost item's, whatever the items' alignment; a row's, its first item aligned by baseline, else its
        // startmost. Chromium's startmost item of a reversed line is the line's last.
        let column = web && !styles[node].flexDirection.isRow
        let reversed = web && styles[node].flexDirection.isReverse
        for child in layoutChildren(node) {
            let child = Int(child)
            if states[child].lineIndex > 0 { break }
            if styles[child].positionType == .absolute || styles[child].display == .none { continue }
            if column {
                if baselineChild < 0 || reversed { baselineChild = child }
                continue
            }
            if alignment(of: child, in: node) == .baseline {
                baselineChild = child
                break
            }
            if baselineChild < 0 || reversed { baselineChild = child }
        }
        guard baselineChild >= 0 else { return state.height }
        let baseline = try baselineOfChild(baselineChild, in: node)
        // (CSS Box Alignment: a scroll container's baseline is clamped to its border box.)
        return web && styles[node].overflow != .visible ? min(max(baseline, 0), state.height) : baseline
    }

    /// The baseline of `node` taken from its child `baselineChild`, from `node`'s top edge.
    private func baselineOfChild(_ baselineChild: Int, in node: Int) throws -> Double {
        let state = states[node]
        var top = states[baselineChild].position.top
        if web {
            // A relative offset moves the box after its baseline is taken (CSS): its parent's baseline stays put.
            // (A percentage offset resolves as the layout resolved it: against a definite height only.)
            let innerHeight = styles[node].heightIsDefinite
                ? state.height - (styles + node).paddingAndBorderForAxis(.column, state.direction, .nan) : .nan
            top -= relativeShift(baselineChild, on: .top, resolveDirection(baselineChild, state.direction),
                                 ownerWidth: .nan, ownerHeight: innerHeight)
        }
        return try baseline(of: baselineChild) + top
    }

    /// Lays an item out at the size a measuring pass just gave it, so that its baseline comes from content laid
    /// out in this pass and not from an earlier layout (measuring does not place an item's children; a leaf's
    /// text is laid out at that size). The final pass asks for the same size and finds it cached.
    ///
    /// When the container is only being measured, this layout happens outside the container's own layout and
    /// replaces the item's laid-out frame: the container's cached layout, and its ancestors', no longer describe
    /// their subtrees and are forgotten, so that their next layout places the item again (a relayout would
    /// otherwise reuse the container's layout and keep the item at its measuring size).
    func layOutForBaseline(_ child: Int, in node: Int, _ context: FlexingContext) throws {
        let style = styles + child
        try layoutNode(child, availableWidth: states[child].measuredWidth + style.marginForAxis(.row, context.percentWidth),
                       availableHeight: states[child].measuredHeight + style.marginForAxis(.column, context.percentWidth),
                       ownerDirection: states[node].direction, widthMode: .stretchFit, heightMode: .stretchFit,
                       ownerWidth: context.percentWidth, ownerHeight: context.percentHeight, performLayout: true,
                       depth: context.depth)
        if !context.performLayout { forgetCachedLayouts(from: node) }
    }

    /// Forgets the cached layout of `node` and of its ancestors (a descendant was laid out outside their layout).
    /// Those being laid out remember their new layout when they finish; the others are laid out again when asked.
    func forgetCachedLayouts(from node: Int) {
        var current = node
        while current >= 0 {
            states[current].cachedLayout = .empty
            current = Int(links[current].parent)
        }
    }

    /// Whether the item is stretched across its line (its alignment `stretch`, its cross size stretchable, no auto
    /// margin across): laying out the line only measured it, and it is laid out once the line's cross size is known.
    func isStretchedAcrossLine(_ child: Int, in node: Int, _ context: FlexingContext) -> Bool {
        let childStyle = styles + child
        let crossAxis = context.crossAxis
        return crossSizeStretches(child, crossAxis, context.percentCross) && alignment(of: child, in: node) == .stretch
            && !childStyle.flexStartMarginIsAuto(crossAxis, context.direction) && !childStyle.flexEndMarginIsAuto(crossAxis, context.direction)
    }

    /// An item's ascent and descent in its line for baseline alignment, from the line's cross-start edge: in a row,
    /// to its first baseline; in a `.web` column, to its left border edge (browsers synthesize the baseline of a
    /// box aligned across its inline axis there, as for an orthogonal box). A `wrap-reverse` column's lines are
    /// placed from the other edge and mirrored afterwards, so there the extent is measured from that other edge:
    /// the left edges still line up once mirrored.
    func baselineExtent(_ child: Int, in node: Int, crossAxis: FlexDirection, direction: FlexLayoutDirection,
                        percentWidth: Double) throws -> (ascent: Double, descent: Double) {
        let childStyle = styles + child
        if !crossAxis.isRow {
            let ascent = try baseline(of: child) + childStyle.flexStartMargin(.column, direction, percentWidth)
            return (ascent, states[child].measuredHeight + childStyle.marginForAxis(.column, percentWidth) - ascent)
        }
        let mirrored = web && styles[node].flexWrap == .wrapReverse
        let margin = mirrored ? childStyle.flexEndMargin(crossAxis, direction, percentWidth)
            : childStyle.flexStartMargin(crossAxis, direction, percentWidth)
        let startEdge = mirrored ? crossAxis.flexEndEdge : crossAxis.flexStartEdge
        let ascent = startEdge == .left ? margin : margin + states[child].measuredWidth
        return (ascent, states[child].measuredWidth + childStyle.marginForAxis(.row, percentWidth) - ascent)
    }

    /// Whether the item is aligned by its baseline with the others of its line: `baseline` alignment, and in a
    /// `.web` tree no auto margin across (CSS: auto margins take the free space first, and the item does not
    /// take part in baseline alignment).
    func sharesBaseline(_ child: Int, in node: Int, crossAxis: FlexDirection, direction: FlexLayoutDirection) -> Bool {
        guard alignment(of: child, in: node) == .baseline else { return false }
        guard web else { return true }
        let style = styles + child
        return !style.flexStartMarginIsAuto(crossAxis, direction) && !style.flexEndMarginIsAuto(crossAxis, direction)
    }

    /// Whether the node's items align by baseline (only rows do in `.yoga` trees).
    func isBaselineLayout(_ node: Int) -> Bool {
        let style = styles + node
        if style.pointee.flexDirection.isColumn && !web { return false }
        if style.pointee.alignItems == .baseline { return true }
        return links[node].hasBaselineChild
    }
}
