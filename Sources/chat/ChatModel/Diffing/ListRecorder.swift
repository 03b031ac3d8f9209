/// Records edits to a list as they happen (insert, remove, update, move) and turns them into the ``ListChanges``
/// that take a collection view from the list as it was at the last commit to the list now, without diffing the two
/// (the talk's `ModelHolder`). Any list of identifiable elements; ``BatchUpdate/init(_:inSection:reloadsUpdates:)``
/// makes a chat's batch of it.
public struct ListRecorder<Element: Identifiable & Equatable> {
    /// The list now.
    public private(set) var elements: [Element]
    /// For each element now: its index at the last commit, nil when inserted since.
    private var origins: [Int?]
    /// Indices at the last commit of the elements removed since.
    private var removed: [Int] = []
    /// Indices at the last commit of the elements updated since.
    private var updated = Set<Int>()
    private var ids: Set<Element.ID>

    /// Starts recording edits to `elements`.
    ///
    /// - Throws: ``ListDiffError/duplicateID(_:list:index:)`` when two elements share an id.
    public init(_ elements: [Element]) throws(ListDiffError) {
        self.elements = elements
        origins = elements.indices.map { $0 }
        ids = Set(minimumCapacity: elements.count)
        for (index, element) in elements.enumerated() where !ids.insert(element.id).inserted {
            throw .duplicateID(String(describing: element.id), list: "recorded", index: index)
        }
    }

    /// Inserts `element` at `index` (0 to the count).
    public mutating func insert(_ element: Element, at index: Int) throws(ListDiffError) {
        guard index >= 0 && index <= elements.count else {
            throw .indexOutOfRange(index, count: elements.count, edit: "insert")
        }
        guard !ids.contains(element.id) else {
            throw .duplicateID(String(describing: element.id), list: "recorded", index: index)
        }
        ids.insert(element.id)
        elements.insert(element, at: index)
        origins.insert(nil, at: index)
    }

    /// Removes and returns the element at `index`.
    @discardableResult
    public mutating func remove(at index: Int) throws(ListDiffError) -> Element {
        guard elements.indices.contains(index) else { throw .indexOutOfRange(index, count: elements.count, edit: "remove") }
        if let origin = origins.remove(at: index) {
            removed.append(origin)
            updated.remove(origin)
        }
        let element = elements.remove(at: index)
        ids.remove(element.id)
        return element
    }

    /// Replaces the element at `index` by a new value of the same element (same id); another id is a removal and
    /// an insertion.
    public mutating func update(_ element: Element, at index: Int) throws(ListDiffError) {
        guard elements.indices.contains(index) else { throw .indexOutOfRange(index, count: elements.count, edit: "update") }
        guard element.id == elements[index].id else {
            try remove(at: index)
            try insert(element, at: index)
            return
        }
        if let origin = origins[index], element != elements[index] { updated.insert(origin) }
        elements[index] = element
    }

    /// Moves the element at `from` to `to` (an index of the list after the move).
    public mutating func move(from: Int, to: Int) throws(ListDiffError) {
        guard elements.indices.contains(from) else { throw .indexOutOfRange(from, count: elements.count, edit: "move") }
        guard elements.indices.contains(to) else { throw .indexOutOfRange(to, count: elements.count, edit: "move") }
        elements.insert(elements.remove(at: from), at: to)
        origins.insert(origins.remove(at: from), at: to)
    }

    /// The changes since the last commit (or since recording began); recording starts anew from the list now.
    public mutating func commit(moves detection: MoveDetection = .fewest) -> ListChanges {
        var changes = ListChanges()
        changes.deletions = removed
        // The kept elements in their old order, with their new indices.
        let oldCount = origins.count + removed.count
        var newIndexOfOld = [Int?](repeating: nil, count: oldCount)
        for (index, origin) in origins.enumerated() {
            if let origin { newIndexOfOld[origin] = index } else { changes.insertions.append(index) }
        }
        let kept = newIndexOfOld.enumerated().compactMap { old, new in new.map { (old: old, new: $0) } }
        let moved = ListDiff.moved(kept.map(\.new), newCount: elements.count, detection: detection)
        for (k, pair) in kept.enumerated() {
            changes.keep(from: pair.old, to: pair.new, moved: moved[k], changed: updated.contains(pair.old))
        }
        changes.deletions.sort()
        changes.insertions.sort()
        origins = elements.indices.map { $0 }
        removed = []
        updated = []
        return changes
    }
}
