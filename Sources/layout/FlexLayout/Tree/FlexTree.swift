import Geometry

/// A layout tree: ``FlexNode``s flattened into arrays, laid out by CSS flexbox as Yoga implements it (with the
/// browser's answer where Yoga's differs), with per-node caches that make relayout incremental.
///
/// `FlexTree` is a value (`Sendable`, copy-on-write): lay it out on any thread; a copy keeps its own layout.
///
/// ```swift
/// var tree = try FlexTree(root: card)
/// try tree.computeLayout(width: 420, scale: 3)
/// let title = tree.node(withID: "title")!
/// tree.frame(of: title)                 // Rect, rounded at scale 3, relative to its parent
/// tree.markDirty(title)                 // its text changed:
/// try tree.computeLayout(width: 420, scale: 3)   // lays out only what depends on it
/// ```
public struct FlexTree: Sendable {
    /// The deepest nesting layout accepts (each level costs stack in the recursive algorithm).
    public static let maximumDepth = 256

    var styles: [FlexStyle]
    var compiled: [CompiledStyle]
    var states: [NodeState]
    var rings: [MeasurementRing]
    var links: [NodeLinks]
    var childList: [Int32]
    var layoutChildList: [Int32]
    var contents: [any FlexMeasurable]
    var payloads: [LeafPayloads]
    var ids: [String]
    /// Node positions by id, for trees larger than ``NodeIndex/linearLimit`` (smaller ones are searched in `ids`).
    var index: NodeIndex
    var frames: [Rect]
    var generation: UInt32 = 0
    /// What the last layout did.
    public internal(set) var statistics = FlexLayoutStatistics()
    /// The constraints of the last layout, to tell whether a node's cached layout may still be used.
    var lastScale = 0.0
    /// Whether the frames are those of a completed layout (after an error every frame is computed again).
    var hasLaidOut = false
    /// The height the last `.web` layout was given: intrinsic widths kept across layouts read it (a percentage
    /// height of the root's given one), so they are computed again when it changes.
    var lastWebRootHeight: Double?
    /// Which flexbox the tree follows (set when it is made).
    public let conformance: FlexConformance

    /// Flattens `root` into a tree laid out as `conformance` says: ``FlexConformance/yoga(errata:)`` (the default) as
    /// Yoga lays it out, ``FlexConformance/web`` as Chromium does.
    ///
    /// - Throws: ``FlexLayoutError`` for a duplicate id, a node with both content and children, a tree deeper
    ///   than ``maximumDepth``, or an invalid style value (naming the node and the property).
    public init(root: FlexNode, conformance: FlexConformance = .yoga) throws(FlexLayoutError) {
        self.conformance = conformance
        let builder = try withUnsafePointer(to: root) { (root) throws(FlexLayoutError) in
            var builder = TreeBuilder(capacity: TreeBuilder.count(root), web: conformance == .web)
            try builder.add(root, parent: -1, slot: -1, depth: 0)
            return builder
        }
        styles = builder.styles
        compiled = builder.compiled
        links = builder.links
        ids = builder.ids
        index = builder.index
        contents = builder.contents
        payloads = Array(repeating: LeafPayloads(), count: builder.contents.count)
        childList = builder.childList
        layoutChildList = []
        states = Array(repeating: NodeState(), count: builder.ids.count)
        rings = Array(repeating: .empty, count: builder.ringCount)
        frames = Array(repeating: .zero, count: builder.ids.count)
        rebuildLayoutChildren()
    }

    /// The flattened children lists with `display: contents` nodes replaced by their children.
    mutating func rebuildLayoutChildren() {
        var list: [Int32] = []
        list.reserveCapacity(childList.count)
        for node in 0..<links.count {
            links[node].firstLayoutChild = Int32(list.count)
            appendLayoutChildren(of: node, to: &list)
            links[node].layoutChildCount = Int32(list.count) - links[node].firstLayoutChild
            let children = list[Int(links[node].firstLayoutChild)...]
            // From the compiled styles: reading `styles` would copy a whole `FlexStyle` per child.
            links[node].hasPercentChildren = compiled[node].gapUsesPercent
                || children.contains { compiled[Int($0)].usesPercentOfContainer }
            links[node].hasBaselineChild = children.contains {
                compiled[Int($0)].positionType != .absolute && compiled[Int($0)].alignSelf == .baseline
            }
            let first = Int(links[node].firstChild)
            links[node].hasContentsChildren = childList[first..<first + Int(links[node].childCount)].contains {
                compiled[Int($0)].display == .contents
            }
        }
        layoutChildList = list
    }

    /// Where a node's layout children are in `layoutChildList`.
    func layoutChildRange(of node: Int) -> Range<Int> {
        let first = Int(links[node].firstLayoutChild)
        return first..<first + Int(links[node].layoutChildCount)
    }

    private func appendLayoutChildren(of node: Int, to list: inout [Int32]) {
        let first = Int(links[node].firstChild)
        for position in first..<first + Int(links[node].childCount) {
            let child = childList[position]
            if compiled[Int(child)].display == .contents {
                appendLayoutChildren(of: Int(child), to: &list)
            } else {
                list.append(child)
            }
        }
    }
}

/// Collects a `FlexNode` tree in depth-first order, each node's children listed side by side in `childList`.
private struct TreeBuilder {
    var styles: [FlexStyle] = []
    var compiled: [CompiledStyle] = []
    var links: [NodeLinks] = []
    var ids: [String] = []
    var index: NodeIndex
    var contents: [any FlexMeasurable] = []
    var childList: [Int32] = []
    /// Nodes with children or content get a measurement ring; a childless box is sized too cheaply to need one.
    var ringCount = 0
    /// Whether styles compile for a `.web` tree.
    let web: Bool

    init(capacity: Int, web: Bool) {
        self.web = web
        styles.reserveCapacity(capacity)
        compiled.reserveCapacity(capacity)
        links.reserveCapacity(capacity)
        ids.reserveCapacity(capacity)
        index = NodeIndex(capacity: capacity)
        childList.reserveCapacity(capacity)
    }

    /// The number of nodes in `node`'s tree (at most a little past the depth limit, which `add` reports).
    ///
    /// Nodes are reached through pointers: passing a `FlexNode` (even out of a buffer) copies it, style and all.
    static func count(_ node: UnsafePointer<FlexNode>, depth: Int = 0) -> Int {
        guard depth <= FlexTree.maximumDepth else { return 1 }
        return node.pointee.children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return 1 }
            var total = 1
            for offset in children.indices { total += count(first + offset, depth: depth + 1) }
            return total
        }
    }

    /// Adds `node` (filling its parent's `slot` in `childList`) and its subtree.
    mutating func add(_ node: UnsafePointer<FlexNode>, parent: Int, slot: Int, depth: Int) throws(FlexLayoutError) {
        guard depth < FlexTree.maximumDepth else { throw .tooDeep(node: node.pointee.id, limit: FlexTree.maximumDepth) }
        guard index.insert(node.pointee.id, at: ids.count, into: ids) else { throw .duplicateNodeID(node.pointee.id) }
        if node.pointee.content != nil && !node.pointee.children.isEmpty { throw .contentWithChildren(node: node.pointee.id) }
        try StyleValidation(node: node.pointee.id).check(node.pointee.style)
        let position = ids.count
        ids.append(node.pointee.id)
        styles.append(node.pointee.style)
        compiled.append(CompiledStyle(node.pointee.style, web: web))
        var link = NodeLinks()
        link.parent = Int32(parent)
        if let content = node.pointee.content {
            link.measureSlot = Int32(contents.count)
            contents.append(content)
        }
        if node.pointee.content != nil || !node.pointee.children.isEmpty {
            link.ringSlot = Int32(ringCount)
            ringCount += 1
        }
        link.firstChild = Int32(childList.count)
        link.childCount = Int32(node.pointee.children.count)
        links.append(link)
        if slot >= 0 { childList[slot] = Int32(position) }
        let first = childList.count
        childList.append(contentsOf: repeatElement(0, count: node.pointee.children.count))
        try node.pointee.children.withUnsafeBufferPointer { (children) throws(FlexLayoutError) in
            guard let base = children.baseAddress else { return }
            for offset in children.indices {
                try add(base + offset, parent: position, slot: first + offset, depth: depth + 1)
            }
        }
    }
}
