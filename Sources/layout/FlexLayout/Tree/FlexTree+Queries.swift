import Geometry

extension FlexTree {
    /// The root node.
    public var root: FlexNodeID { FlexNodeID(0) }

    /// The number of nodes.
    public var count: Int { ids.count }

    /// Every node, in depth-first order.
    public var nodes: [FlexNodeID] { ids.indices.map(FlexNodeID.init) }

    /// The node at position `index` of the depth-first order, nil outside it.
    public func node(at index: Int) -> FlexNodeID? {
        ids.indices.contains(index) ? FlexNodeID(index) : nil
    }

    /// The node with `id`, if any.
    public func node(withID id: String) -> FlexNodeID? {
        index.position(of: id, in: ids).map(FlexNodeID.init)
    }

    /// The node's id.
    public func id(of node: FlexNodeID) -> String { ids[node.index] }

    /// The node's parent, nil for the root.
    public func parent(of node: FlexNodeID) -> FlexNodeID? {
        let parent = links[node.index].parent
        return parent < 0 ? nil : FlexNodeID(Int(parent))
    }

    /// The node's children, in order.
    public func children(of node: FlexNodeID) -> [FlexNodeID] {
        let first = Int(links[node.index].firstChild)
        return childList[first..<first + Int(links[node.index].childCount)].map { FlexNodeID(Int($0)) }
    }

    /// The node's style.
    public func style(of node: FlexNodeID) -> FlexStyle { styles[node.index] }

    /// The node's measured content, nil for a box.
    public func content(of node: FlexNodeID) -> (any FlexMeasurable)? {
        let slot = Int(links[node.index].measureSlot)
        return slot < 0 ? nil : contents[slot]
    }

    /// The node's frame after the last layout: relative to its parent's border box, rounded to the pixel grid.
    public func frame(of node: FlexNodeID) -> Rect { frames[node.index] }

    /// The node's frame after the last layout, before rounding.
    public func unroundedFrame(of node: FlexNodeID) -> Rect {
        let state = states[node.index]
        return Rect(x: state.position.left, y: state.position.top, width: state.width, height: state.height)
    }

    /// The node's resolved margins after the last layout.
    public func margin(of node: FlexNodeID) -> Insets { states[node.index].margin.insets }

    /// The node's resolved border widths after the last layout.
    public func border(of node: FlexNodeID) -> Insets { states[node.index].border.insets }

    /// The node's resolved padding after the last layout.
    public func padding(of node: FlexNodeID) -> Insets { states[node.index].padding.insets }

    /// The node's resolved direction (`ltr` or `rtl`) after the last layout (`inherit` before).
    public func direction(of node: FlexNodeID) -> FlexLayoutDirection { states[node.index].direction }

    /// What the measurement behind the node's final size returned as content (a text layout), nil when the
    /// node has no measured content or its size needed no measuring (both dimensions exact).
    public func measuredContent(of node: FlexNodeID) -> (any Sendable)? {
        let slot = Int(links[node.index].measureSlot)
        return slot < 0 ? nil : payloads[slot].final
    }

    /// Whether the node was laid out again (not answered from its cache) by the last layout.
    public func wasLaidOut(_ node: FlexNodeID) -> Bool {
        states[node.index].generation == generation && states[node.index].hasNewLayout
    }
}
