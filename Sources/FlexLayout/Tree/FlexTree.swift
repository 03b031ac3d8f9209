/// A layout tree: ``FlexNode``s flattened into arrays, laid out by CSS flexbox as Yoga implements it (with the
/// browser's answer where Yoga's differs), with per-node caches that make relayout incremental.
///
/// `FlexTree` is a value (`Sendable`, copy-on-write): lay it out on any thread; a copy keeps its own layout.
///
/// ```swift
/// var tree = try FlexTree(root: card)
/// try tree.computeLayout(width: 420, scale: 3)
/// let title = tree.node(withID: "title")!
/// tree.frame(of: title)                 // FlexFrame, rounded at scale 3, relative to its parent
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
    var index: [String: Int]
    var frames: [FlexFrame]
    var generation: UInt32 = 0
    /// What the last layout did.
    public internal(set) var statistics = FlexLayoutStatistics()
    /// The constraints of the last layout, to tell whether a node's cached layout may still be used.
    var lastScale = 0.0
    /// Whether the frames are those of a completed layout (after an error every frame is computed again).
    var hasLaidOut = false

    /// Flattens `root` into a tree.
    ///
    /// - Throws: ``FlexLayoutError`` for a duplicate id, a node with both content and children, a tree deeper
    ///   than ``maximumDepth``, or an invalid style value (naming the node and the property).
    public init(root: FlexNode) throws(FlexLayoutError) {
        var builder = TreeBuilder()
        try builder.add(root, parent: -1, depth: 0)
        styles = builder.styles
        compiled = builder.styles.map(CompiledStyle.init)
        links = builder.links
        ids = builder.ids
        index = builder.index
        contents = builder.contents
        payloads = Array(repeating: LeafPayloads(), count: builder.contents.count)
        childList = []
        layoutChildList = []
        states = Array(repeating: NodeState(), count: builder.ids.count)
        rings = Array(repeating: .empty, count: builder.ids.count)
        frames = Array(repeating: .zero, count: builder.ids.count)
        childList = builder.childLists()
        for node in 0..<links.count {
            links[node].firstChild = builder.firstChild[node]
            links[node].childCount = Int32(builder.children[node].count)
        }
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
            links[node].hasPercentChildren = styles[node].gap.usesPercent
                || children.contains { styles[Int($0)].usesPercentOfContainer }
            links[node].hasBaselineChild = children.contains {
                styles[Int($0)].positionType != .absolute && styles[Int($0)].alignSelf == .baseline
            }
            let first = Int(links[node].firstChild)
            links[node].hasContentsChildren = childList[first..<first + Int(links[node].childCount)].contains {
                styles[Int($0)].display == .contents
            }
        }
        layoutChildList = list
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

/// Collects a `FlexNode` tree in depth-first order.
private struct TreeBuilder {
    var styles: [FlexStyle] = []
    var links: [NodeLinks] = []
    var ids: [String] = []
    var index: [String: Int] = [:]
    var contents: [any FlexMeasurable] = []
    var children: [[Int32]] = []
    var firstChild: [Int32] = []

    mutating func add(_ node: FlexNode, parent: Int, depth: Int) throws(FlexLayoutError) {
        guard depth < FlexTree.maximumDepth else { throw .tooDeep(node: node.id, limit: FlexTree.maximumDepth) }
        guard index[node.id] == nil else { throw .duplicateNodeID(node.id) }
        if node.content != nil && !node.children.isEmpty { throw .contentWithChildren(node: node.id) }
        try StyleValidation(node: node.id).check(node.style)
        let position = ids.count
        ids.append(node.id)
        index[node.id] = position
        styles.append(node.style)
        var link = NodeLinks()
        link.parent = Int32(parent)
        if let content = node.content {
            link.measureSlot = Int32(contents.count)
            contents.append(content)
        }
        links.append(link)
        children.append([])
        firstChild.append(0)
        if parent >= 0 { children[parent].append(Int32(position)) }
        for child in node.children {
            try add(child, parent: position, depth: depth + 1)
        }
    }

    /// Every node's children, one list after another; records where each list starts.
    mutating func childLists() -> [Int32] {
        var list: [Int32] = []
        list.reserveCapacity(ids.count)
        for node in 0..<children.count {
            firstChild[node] = Int32(list.count)
            list.append(contentsOf: children[node])
        }
        return list
    }
}
