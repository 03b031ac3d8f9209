extension LayoutPass {
    /// Lays out or sizes `node` under the given constraints unless a remembered answer fits (Yoga's
    /// `calculateLayoutInternal`). Returns whether the algorithm ran (false: answered from a cache).
    ///
    /// A dirty node is visited once per generation; a clean one reuses its cached layout when asked for the same
    /// layout again, and its cached measurements when only sized. Measured leaves also accept compatible
    /// constraints, so their measure function runs as rarely as Yoga runs it.
    @discardableResult
    func layoutNode(_ node: Int, availableWidth: Double, availableHeight: Double, ownerDirection: FlexLayoutDirection,
                    widthMode: SizingMode, heightMode: SizingMode, ownerWidth: Double, ownerHeight: Double,
                    performLayout: Bool, depth: Int) throws -> Bool {
        let state = states + node
        let ring = Int(links[node].ringSlot)
        let depth = depth + 1
        let needToVisit = (state.pointee.isDirty && state.pointee.generation != generation)
            || state.pointee.lastOwnerDirection != ownerDirection
        if needToVisit { state.pointee.invalidateCaches() }

        // Which remembered answer fits: -1 the cached layout, 0…7 a cached measurement, nil none. A node with
        // lengths relative to its owner's size reuses only answers given for the same owner size.
        let keyOwnerWidth = styles[node].dependsOnOwnerSize ? ownerWidth : .nan
        let keyOwnerHeight = styles[node].dependsOnOwnerSize ? ownerHeight : .nan
        var cacheHit: Int?
        if hasMeasure(node) {
            let style = styles + node
            let marginRow = style.marginForAxis(.row, ownerWidth)
            let marginColumn = style.marginForAxis(.column, ownerWidth)
            let compatibility = CacheCompatibility()
            if state.pointee.cachedLayout.hasOwner(width: keyOwnerWidth, height: keyOwnerHeight)
                && compatibility.canReuse(state.pointee.cachedLayout, widthMode: widthMode, width: availableWidth,
                                          heightMode: heightMode, height: availableHeight, marginRow: marginRow,
                                          marginColumn: marginColumn) {
                cacheHit = -1
            } else {
                for index in 0..<state.pointee.nextCachedMeasurementsIndex
                where rings[ring][index].hasOwner(width: keyOwnerWidth, height: keyOwnerHeight) && compatibility.canReuse(
                    rings[ring][index], widthMode: widthMode, width: availableWidth,
                    heightMode: heightMode, height: availableHeight, marginRow: marginRow, marginColumn: marginColumn) {
                    cacheHit = index
                    break
                }
            }
        } else if performLayout {
            let entry = state.pointee.cachedLayout
            if inexactEquals(entry.availableWidth, availableWidth) && inexactEquals(entry.availableHeight, availableHeight)
                && entry.widthMode == widthMode && entry.heightMode == heightMode
                && entry.hasOwner(width: keyOwnerWidth, height: keyOwnerHeight) {
                cacheHit = -1
            }
        } else {
            for index in 0..<state.pointee.nextCachedMeasurementsIndex {
                let entry = rings[ring][index]
                if inexactEquals(entry.availableWidth, availableWidth) && inexactEquals(entry.availableHeight, availableHeight)
                    && entry.widthMode == widthMode && entry.heightMode == heightMode
                    && entry.hasOwner(width: keyOwnerWidth, height: keyOwnerHeight) {
                    cacheHit = index
                    break
                }
            }
        }

        let slot = Int(links[node].measureSlot)
        if !needToVisit, let cacheHit {
            let entry = cacheHit < 0 ? state.pointee.cachedLayout : rings[ring][cacheHit]
            state.pointee.measuredWidth = entry.computedWidth
            state.pointee.measuredHeight = entry.computedHeight
            state.pointee.contentWidth = entry.contentWidth
            state.pointee.contentHeight = entry.contentHeight
            if performLayout { statistics.cachedLayouts += 1 } else { statistics.cachedMeasures += 1 }
            if slot >= 0 {
                // What running the algorithm would leave: a leaf asked for two exact lengths is not measured, so it
                // has no content, even when a measurement with content answers (fuzz-layout-tree: a stale text
                // layout gave a baseline that a fresh layout, with none, did not have).
                let notMeasured = widthMode == .stretchFit && heightMode == .stretchFit
                let content = notMeasured ? nil : cacheHit < 0 ? payloads[slot].layout : payloads[slot].measurements[cacheHit]
                payloads[slot].last = content
                if performLayout { payloads[slot].final = content }
            }
        } else {
            if slot >= 0 { payloads[slot].last = nil }
            try layoutContainerOrLeaf(node, availableWidth: availableWidth, availableHeight: availableHeight,
                                      ownerDirection: ownerDirection, widthMode: widthMode, heightMode: heightMode,
                                      ownerWidth: ownerWidth, ownerHeight: ownerHeight, performLayout: performLayout,
                                      depth: depth)
            state.pointee.lastOwnerDirection = ownerDirection
            if cacheHit == nil {
                var entry = CachedMeasurement()
                entry.availableWidth = availableWidth
                entry.availableHeight = availableHeight
                entry.widthMode = widthMode
                entry.heightMode = heightMode
                entry.computedWidth = state.pointee.measuredWidth
                entry.computedHeight = state.pointee.measuredHeight
                entry.contentWidth = state.pointee.contentWidth
                entry.contentHeight = state.pointee.contentHeight
                entry.ownerWidth = keyOwnerWidth
                entry.ownerHeight = keyOwnerHeight
                if performLayout {
                    state.pointee.cachedLayout = entry
                    if slot >= 0 { payloads[slot].layout = payloads[slot].last }
                } else {
                    if ring >= 0 {
                        if state.pointee.nextCachedMeasurementsIndex == NodeState.maxCachedMeasurements {
                            state.pointee.nextCachedMeasurementsIndex = 0
                        }
                        let index = state.pointee.nextCachedMeasurementsIndex
                        rings[ring][index] = entry
                        state.pointee.nextCachedMeasurementsIndex += 1
                        if slot >= 0 { payloads[slot].measurements[index] = payloads[slot].last }
                    }
                }
            }
            if slot >= 0 && performLayout { payloads[slot].final = payloads[slot].last }
        }

        if performLayout {
            state.pointee.width = state.pointee.measuredWidth
            state.pointee.height = state.pointee.measuredHeight
            if slot >= 0 {
                // The content top of this layout (a cached one included), for the leaf's baseline: the padding
                // left on the node is that of its last sizing, which may have resolved percentages otherwise.
                let style = styles + node
                let direction = resolveDirection(node, ownerDirection)
                state.pointee.laidOutContentTop = style.paddingValue(.top, direction, ownerWidth) + style.borderValue(.top, direction)
            }
            state.pointee.hasNewLayout = true
            state.pointee.isDirty = false
        }
        state.pointee.generation = generation
        return needToVisit || cacheHit == nil
    }
}

