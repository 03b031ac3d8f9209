/// A tree's node positions by id: small trees (a chat bubble) are searched in their ids, which costs less than
/// hashing every id into a dictionary when the tree is made; larger ones keep the dictionary.
struct NodeIndex {
    /// The most nodes a tree has for its ids to be searched one by one.
    static let linearLimit = 16

    private var positions: [String: Int]?

    /// An index for a tree of `capacity` nodes.
    init(capacity: Int) {
        if capacity > Self.linearLimit {
            positions = [:]
            positions?.reserveCapacity(capacity)
        }
    }

    /// Records `id` at `position` (the next node of `ids`); false when `ids` already holds it.
    mutating func insert(_ id: String, at position: Int, into ids: [String]) -> Bool {
        guard positions != nil else { return !ids.contains(id) }
        return positions?.updateValue(position, forKey: id) == nil
    }

    /// The position of `id` in `ids`, nil when no node has it.
    func position(of id: String, in ids: [String]) -> Int? {
        guard let positions else { return ids.firstIndex(of: id) }
        return positions[id]
    }
}
