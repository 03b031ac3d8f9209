/// A persistent hash map (a hash array mapped trie): reading and writing one key cost O(log₃₂ n), and a copy
/// shares every node, so a layout and the copy it keeps for a transition share their id index, and a change copies
/// only the nodes on one path (a `Dictionary` would copy all of its entries on the first change after a copy).
struct PersistentMap<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private var root = MapNode<Key, Value>()
    /// The number of keys.
    private(set) var count = 0

    init() {}

    /// A map of `pairs` (distinct keys), built in one pass over them sorted in the trie's order: the keys of each
    /// node are then a run, and no entry is copied more than once.
    init(_ pairs: [(key: Key, value: Value)]) {
        let hashes = pairs.map { Self.hash($0.key) }
        var order = pairs.indices.map { (rank: Self.trieOrder(hashes[$0]), index: $0) }
        order.sort { $0.rank < $1.rank }
        root = MapNode(order.map { (hashes[$0.index], pairs[$0.index].key, pairs[$0.index].value) }[...], shift: 0)
        count = pairs.count
    }

    /// The hash with its 5-bit slots in reverse order (the first level's slot highest), so that sorting by it puts
    /// the keys of every node of the trie next to each other, each node's in the order of its slots (the hash's top
    /// 4 bits, below the slots of twelve levels, are left out: keys that agree on the rest are grouped apart).
    static func trieOrder(_ hash: UInt64) -> UInt64 {
        var order: UInt64 = 0
        for level in 0..<12 { order = order << 5 | (hash >> UInt64(5 * level) & 31) }
        return order
    }

    /// The value for `key`, nil when it has none.
    subscript(key: Key) -> Value? {
        root.value(for: key, hash: Self.hash(key), shift: 0)
    }

    /// Sets the value of `key`.
    mutating func set(_ value: Value, for key: Key) {
        if !isKnownUniquelyReferenced(&root) { root = root.copy() }
        if root.set(value, for: key, hash: Self.hash(key), shift: 0) { count += 1 }
    }

    /// Removes `key` and its value, if present.
    mutating func remove(_ key: Key) {
        guard self[key] != nil else { return }
        if !isKnownUniquelyReferenced(&root) { root = root.copy() }
        root.remove(key, hash: Self.hash(key), shift: 0)
        count -= 1
    }

    static func hash(_ key: Key) -> UInt64 { UInt64(bitPattern: Int64(key.hashValue)) }
}

/// A node of a ``PersistentMap``: up to 32 slots chosen by 5 bits of the hash at its depth, each an entry or a child
/// node; below the hash's 64 bits, a list of the keys whose hashes are equal. Changed only while uniquely
/// referenced (copied first otherwise), so sharing nodes across threads is safe.
final class MapNode<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private var entryMap: UInt32 = 0
    private var nodeMap: UInt32 = 0
    private var entries: [(key: Key, value: Value)] = []
    private var nodes: [MapNode] = []

    init() {}

    /// A node holding `entries` (distinct keys, whose hashes agree below `shift`), sorted by their slots at this
    /// level and below (``PersistentMap/trieOrder(_:)``) down to the twelfth level.
    init(_ entries: ArraySlice<(hash: UInt64, key: Key, value: Value)>, shift: UInt64) {
        if Self.isCollisionList(shift) {
            self.entries = entries.map { ($0.key, $0.value) }
            return
        }
        func slot(_ hash: UInt64) -> Int { Int((hash >> shift) & 31) }
        // Past the sorted levels, order this node's few entries by their slot first.
        let runs = shift < 60 ? entries : ArraySlice(entries.sorted { slot($0.hash) < slot($1.hash) })
        var start = runs.startIndex
        while start < runs.endIndex {
            let index = slot(runs[start].hash)
            var end = start + 1
            while end < runs.endIndex && slot(runs[end].hash) == index { end += 1 }
            let bit: UInt32 = 1 << UInt32(index)
            if end - start == 1 {
                self.entries.append((runs[start].key, runs[start].value))
                entryMap |= bit
            } else {
                nodes.append(MapNode(runs[start..<end], shift: shift + 5))
                nodeMap |= bit
            }
            start = end
        }
    }

    private init(copying node: MapNode) {
        entryMap = node.entryMap
        nodeMap = node.nodeMap
        entries = node.entries
        nodes = node.nodes
    }

    func copy() -> MapNode { MapNode(copying: self) }

    /// Whether the hash's bits are used up at this depth: then the node is a plain list of colliding keys.
    private static func isCollisionList(_ shift: UInt64) -> Bool { shift >= 64 }

    private static func bit(_ hash: UInt64, _ shift: UInt64) -> UInt32 { 1 << UInt32((hash >> shift) & 31) }

    private static func slot(_ map: UInt32, _ bit: UInt32) -> Int { (map & (bit &- 1)).nonzeroBitCount }

    func value(for key: Key, hash: UInt64, shift: UInt64) -> Value? {
        if Self.isCollisionList(shift) { return entries.first { $0.key == key }?.value }
        let bit = Self.bit(hash, shift)
        if entryMap & bit != 0 {
            let entry = entries[Self.slot(entryMap, bit)]
            return entry.key == key ? entry.value : nil
        }
        if nodeMap & bit != 0 { return nodes[Self.slot(nodeMap, bit)].value(for: key, hash: hash, shift: shift + 5) }
        return nil
    }

    /// Sets the value of `key`; returns whether the key is new.
    func set(_ value: Value, for key: Key, hash: UInt64, shift: UInt64) -> Bool {
        if Self.isCollisionList(shift) {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                entries[index].value = value
                return false
            }
            entries.append((key, value))
            return true
        }
        let bit = Self.bit(hash, shift)
        if entryMap & bit != 0 {
            let index = Self.slot(entryMap, bit)
            if entries[index].key == key {
                entries[index].value = value
                return false
            }
            // Two keys in one slot: push both a level down.
            let other = entries.remove(at: index)
            entryMap &= ~bit
            let child = MapNode()
            _ = child.set(other.value, for: other.key, hash: PersistentMap<Key, Value>.hash(other.key), shift: shift + 5)
            _ = child.set(value, for: key, hash: hash, shift: shift + 5)
            nodes.insert(child, at: Self.slot(nodeMap, bit))
            nodeMap |= bit
            return true
        }
        if nodeMap & bit != 0 {
            let index = Self.slot(nodeMap, bit)
            if !isKnownUniquelyReferenced(&nodes[index]) { nodes[index] = nodes[index].copy() }
            return nodes[index].set(value, for: key, hash: hash, shift: shift + 5)
        }
        entries.insert((key, value), at: Self.slot(entryMap, bit))
        entryMap |= bit
        return true
    }

    /// Removes `key`, which must be present.
    func remove(_ key: Key, hash: UInt64, shift: UInt64) {
        if Self.isCollisionList(shift) {
            entries.removeAll { $0.key == key }
            return
        }
        let bit = Self.bit(hash, shift)
        if entryMap & bit != 0 {
            entries.remove(at: Self.slot(entryMap, bit))
            entryMap &= ~bit
            return
        }
        guard nodeMap & bit != 0 else { return }
        let index = Self.slot(nodeMap, bit)
        if !isKnownUniquelyReferenced(&nodes[index]) { nodes[index] = nodes[index].copy() }
        nodes[index].remove(key, hash: hash, shift: shift + 5)
        if nodes[index].entries.isEmpty && nodes[index].nodes.isEmpty {
            nodes.remove(at: index)
            nodeMap &= ~bit
        }
    }
}
