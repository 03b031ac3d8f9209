extension FlexTree {
    /// Marks a node as changed (its content measures differently now): the next layout lays out again the node
    /// and what depends on it, its ancestors, and nothing else.
    public mutating func markDirty(_ node: FlexNodeID) {
        var current = node.index
        while current >= 0 {
            if states[current].isDirty { return }
            states[current].isDirty = true
            states[current].computedFlexBasis = .nan
            states[current].webIntrinsicValid = false
            current = Int(links[current].parent)
        }
    }

    /// Replaces a node's style and marks it dirty.
    ///
    /// - Throws: ``FlexLayoutError/invalidStyle(node:property:value:reason:)`` for an unusable value.
    public mutating func setStyle(_ style: FlexStyle, for node: FlexNodeID) throws(FlexLayoutError) {
        try StyleValidation(node: ids[node.index]).check(style)
        styles[node.index] = style
        compiled[node.index] = CompiledStyle(style, web: conformance == .web)
        // Children's flex bases depend on their container's style (alignment, overflow), and `display: contents`
        // may change which container that is: forget every remembered basis.
        for index in states.indices { states[index].basisMemo.isValid = false }
        // The layout children and the flags computed from children's styles may change.
        rebuildLayoutChildren()
        markDirty(node)
    }

    /// Replaces the measured content of a leaf (or gives a childless box content) and marks it dirty.
    ///
    /// - Throws: ``FlexLayoutError/contentWithChildren(node:)`` when the node has children.
    public mutating func setContent(_ content: any FlexMeasurable, for node: FlexNodeID) throws(FlexLayoutError) {
        guard links[node.index].childCount == 0 else { throw .contentWithChildren(node: ids[node.index]) }
        let slot = Int(links[node.index].measureSlot)
        if slot >= 0 {
            contents[slot] = content
            payloads[slot] = LeafPayloads()
        } else {
            links[node.index].measureSlot = Int32(contents.count)
            contents.append(content)
            payloads.append(LeafPayloads())
        }
        if links[node.index].ringSlot < 0 {
            links[node.index].ringSlot = Int32(rings.count)
            rings.append(.empty)
        }
        markDirty(node)
    }
}
