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
        let old = compiled[node.index]
        styles[node.index] = style
        compiled[node.index] = CompiledStyle(style, web: conformance == .web)
        markDirty(node)
        // Children's flex bases depend on their container's style (alignment, overflow), and `display: contents`
        // may change which container that is. A change that leaves the tree's layout children and the flags
        // computed from styles alone (a length, an alignment of a box that is not `display: contents`) forgets only
        // the bases of the node's own children; any other forgets every remembered basis and rebuilds them.
        if compiled[node.index].keepsLayoutChildren(of: old) {
            for child in layoutChildList[layoutChildRange(of: node.index)] { states[Int(child)].basisMemo.isValid = false }
            return
        }
        for index in states.indices { states[index].basisMemo.isValid = false }
        rebuildLayoutChildren()
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

extension FlexTree {
    /// Gives the tree the styles and contents of `root`, a node tree of its shape: the same ids in the same
    /// depth-first order, each with as many children, leaves where it has leaves. A style that differs is set as
    /// ``setStyle(_:for:)`` sets it, every content as ``setContent(_:for:)`` does; the next layout lays out again only
    /// what they change, to the frames a tree made from `root` gets. Reusing a tree this way skips making one (its
    /// storage, compiled styles and checks) for trees that differ only in lengths and contents, such as a list's rows.
    ///
    /// - Returns: false, changing nothing, when `root` has another shape.
    /// - Throws: ``FlexLayoutError/invalidStyle(node:property:value:reason:)`` for an unusable value (the nodes before
    ///   it are updated).
    public mutating func update(matching root: FlexNode) throws(FlexLayoutError) -> Bool {
        try withUnsafePointer(to: root) { (root) throws(FlexLayoutError) -> Bool in
            var position = 0
            guard hasShape(of: root, at: &position), position == count else { return false }
            position = 0
            try update(from: root, at: &position)
            return true
        }
    }

    /// Whether the subtree at `node` (next at `position` in depth-first order) has the shape of this tree's there.
    private func hasShape(of node: UnsafePointer<FlexNode>, at position: inout Int) -> Bool {
        let index = position
        guard index < count, ids[index] == node.pointee.id,
              Int(links[index].childCount) == node.pointee.children.count,
              (links[index].measureSlot >= 0) == (node.pointee.content != nil) else { return false }
        position += 1
        return node.pointee.children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return true }
            return children.indices.allSatisfy { hasShape(of: first + $0, at: &position) }
        }
    }

    private mutating func update(from node: UnsafePointer<FlexNode>, at position: inout Int) throws(FlexLayoutError) {
        let id = FlexNodeID(position)
        position += 1
        if styles[id.index] != node.pointee.style { try setStyle(node.pointee.style, for: id) }
        if let content = node.pointee.content { try setContent(content, for: id) }
        try node.pointee.children.withUnsafeBufferPointer { (children) throws(FlexLayoutError) in
            guard let first = children.baseAddress else { return }
            for offset in children.indices { try update(from: first + offset, at: &position) }
        }
    }
}
