import Geometry

extension FlexTree {
    /// Lays the tree out in `width` × `height` points (nil: undefined, the root sizes to its content) and rounds
    /// every frame to the pixel grid of `scale`.
    ///
    /// Only what changed since the last layout is laid out again: nodes marked dirty (``markDirty(_:)``, style
    /// and content changes) and what depends on them; a clean subtree asked under the same constraints keeps its
    /// cached layout.
    ///
    /// - Parameters:
    ///   - width: The space the root is laid out in horizontally, nil for undefined.
    ///   - height: The space the root is laid out in vertically, nil for undefined.
    ///   - direction: The root's inherited direction (`ltr` or `rtl`).
    ///   - scale: Pixels per point for rounding (Yoga's point scale factor); 0 leaves frames unrounded.
    ///   - intrinsicWidth: How the root sizes when `width` is nil and its style sets no width.
    /// - Throws: ``FlexLayoutError/invalidArgument(name:value:reason:)`` for a NaN, infinite or negative size or
    ///   scale; measuring errors naming the node. After an error the tree is laid out from scratch next time.
    public mutating func computeLayout(width: Double? = nil, height: Double? = nil,
                                       direction: FlexLayoutDirection = .ltr, scale: Double = 1,
                                       intrinsicWidth: FlexIntrinsicSizing = .maxContent) throws(FlexLayoutError) {
        try Self.checkSpace(width, "width")
        try Self.checkSpace(height, "height")
        guard scale.isFinite, scale >= 0, scale <= 1000 else {
            throw .invalidArgument(name: "scale", value: "\(scale)", reason: "must be a finite number in 0…1000")
        }
        let everything = scale != lastScale || !hasLaidOut
        if scale != lastScale {
            for node in states.indices { states[node].invalidateCaches() }
            lastScale = scale
        }
        generation &+= 1
        let generation = self.generation
        let ownerDirection: FlexLayoutDirection = direction == .inherit ? .ltr : direction
        if conformance == .web {
            if hasLaidOut && height != lastWebRootHeight {
                for node in states.indices { states[node].webIntrinsicValid = false }
            }
            lastWebRootHeight = height
            prepareWebLayout(rootDirection: ownerDirection, rootHeightIsGiven: height != nil)
        }
        let count = self.count
        do {
            statistics = try withLayoutPass(generation: generation, scale: scale) { pass, frames in
                try pass.layoutRoot(0, ownerWidth: width ?? .nan, ownerHeight: height ?? .nan, ownerDirection: ownerDirection,
                                    minContentWidth: intrinsicWidth == .minContent)
                pass.roundFrames(into: frames, count: count, scale: scale == 0 ? 1 : scale, rounds: scale != 0,
                                 everything: everything)
                return pass.statistics
            }
            hasLaidOut = true
        } catch let error as FlexLayoutError {
            for node in states.indices { states[node] = NodeState() }
            hasLaidOut = false
            throw error
        } catch {
            for node in states.indices { states[node] = NodeState() }
            hasLaidOut = false
            throw .measureFailed(node: ids[0], reason: "\(error)")
        }
    }

    /// Checks a size the tree is laid out in (without an array of both: a layout of a small tree is short).
    private static func checkSpace(_ value: Double?, _ name: String) throws(FlexLayoutError) {
        if let value, !(value.isFinite && value >= 0) {
            throw .invalidArgument(name: name, value: "\(value)", reason: "must be a finite number ≥ 0 (nil for undefined)")
        }
    }

    /// Runs `body` with a layout pass over this tree's storage and its frames.
    private mutating func withLayoutPass<Result>(generation: UInt32, scale: Double,
                                                 _ body: (LayoutPass, UnsafeMutablePointer<Rect>) throws -> Result) throws -> Result {
        try compiled.withUnsafeBufferPointer { styles in
            try states.withUnsafeMutableBufferPointer { states in
                try rings.withUnsafeMutableBufferPointer { rings in
                    try links.withUnsafeBufferPointer { links in
                        try childList.withUnsafeBufferPointer { childList in
                            try layoutChildList.withUnsafeBufferPointer { layoutChildList in
                                try contents.withUnsafeBufferPointer { contents in
                                    try payloads.withUnsafeMutableBufferPointer { payloads in
                                        try ids.withUnsafeBufferPointer { ids in
                                            try frames.withUnsafeMutableBufferPointer { frames in
                                                let pass = LayoutPass(
                                                    styles: styles.baseAddress!, states: states.baseAddress!,
                                                    rings: rings.baseAddress!, links: links.baseAddress!,
                                                    childList: childList, layoutChildList: layoutChildList,
                                                    contents: contents, payloads: payloads, names: ids.baseAddress!,
                                                    generation: generation, pointScale: scale,
                                                    conformance: conformance)
                                                return try body(pass, frames.baseAddress!)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

extension FlexTree {
    /// Gives every compiled style of a `.web` tree its inherited direction and whether its height is definite for
    /// its children's percentages (nodes are stored parents first). A node whose limits read its own size
    /// (content keywords, the automatic minimum) forgets the sizes of the last layout: they are read before it is
    /// laid out again, where a fresh layout has none (fuzz-layout-tree: relayouts differed from fresh layouts).
    mutating func prepareWebLayout(rootDirection: FlexLayoutDirection, rootHeightIsGiven: Bool) {
        for node in compiled.indices {
            let parent = Int(links[node].parent)
            let inherited = parent < 0 ? rootDirection : compiled[parent].resolvedDirection
            compiled[node].resolvedDirection = compiled[node].direction == .inherit ? inherited : compiled[node].direction
            compiled[node].heightIsDefinite = heightIsDefinite(node, rootHeightIsGiven: rootHeightIsGiven)
            let style = compiled[node]
            if style.hasKeywordLimit || style.minWidth == .automaticMinimum || style.minHeight == .automaticMinimum {
                states[node].measuredWidth = .nan
                states[node].settledHeight = .nan
            }
        }
    }

    private func heightIsDefinite(_ node: Int, rootHeightIsGiven: Bool) -> Bool {
        let style = compiled[node]
        var parent = Int(links[node].parent)
        while parent >= 0 && compiled[parent].display == .contents { parent = Int(links[parent].parent) }
        let parentIsColumn = parent >= 0 && style.positionType != .absolute
            && (compiled[parent].flexDirection == .column || compiled[parent].flexDirection == .columnReverse)
        // A column item's height is its flexed size (CSS Flexbox §9.8.1): definite when its flex basis is, or when
        // its container's height is — its own height counts only under an `auto` basis.
        if parentIsColumn && !style.flexBasis.isAuto {
            if case .points = style.flexBasis { return true }
            // (A content basis: an aspect ratio gives the height from the width.)
            return compiled[parent].heightIsDefinite || !style.aspectRatio.isNaN
        }
        if case .points = style.height { return true }
        guard parent >= 0 else { return rootHeightIsGiven }
        if style.positionType == .absolute {
            if case .percent = style.height { return true }
            if style.height == .stretch { return true }
            if !style.aspectRatio.isNaN && style.height.isContentSized { return true }   // (the ratio gives it from the width)
            // (A content keyword height is its content's, whatever the insets.)
            if style.height == .fitContent || style.height == .maxContent { return false }
            // Its insets stretch it, unless it aligns itself (then its height is its content's).
            let top = style.position.top, bottom = style.position.bottom
            let aligns = style.alignSelf != .auto && style.alignSelf != .stretch
            return top != nil && top != .auto && bottom != nil && bottom != .auto && !aligns
        }
        // (A percentage of an indefinite height acts as `auto`: then an aspect ratio gives the height.)
        if case .percent = style.height { return compiled[parent].heightIsDefinite || !style.aspectRatio.isNaN }
        if !style.aspectRatio.isNaN && style.height.isContentSized { return true }
        // (`height: stretch` fills a column's height, definite where the column's is, or a row's line, definite once
        // the line is sized, as a stretched item's.)
        if style.height == .stretch { return parentIsColumn ? compiled[parent].heightIsDefinite : true }
        if parentIsColumn {
            // Otherwise a flexed height is definite when the container's is.
            return compiled[parent].heightIsDefinite
        }
        let align = style.alignSelf == .auto ? compiled[parent].alignItems : style.alignSelf
        return align == .stretch && style.height.isAuto && style.margin.top != .auto && style.margin.bottom != .auto
    }
}

private extension FlexDimension {
    /// `auto` or a content keyword: a height an aspect ratio gives from the width.
    var isContentSized: Bool { self == .auto || self == .fitContent || self == .maxContent }
}
