import ChatModel

/// A validated batch update resolved into index mappings: sections old ↔ new, and, for sections that continue with
/// item changes, items old ↔ new. Planning and every mapping cost O(k log k) for k changes, whatever the number of
/// messages.
struct UpdatePlan: Sendable {
    let sections: IndexMapping
    let sectionMoves: [Int: Int]
    let sectionMovesBack: [Int: Int]
    let reloadedSections: Set<Int>
    /// Item mappings of the old sections that continue (not reloaded) and have item changes.
    let items: [Int: IndexMapping]
    let itemMoves: [ItemPath: ItemPath]
    let itemMovesBack: [ItemPath: ItemPath]
    let reloadedItems: Set<ItemPath>
    let reconfiguredItems: Set<ItemPath>

    /// Checks `update` against the old and new counts (each asked for the sections the update touches only).
    init(_ update: BatchUpdate, oldSections: Int, oldItems: (Int) -> Int, newSections: Int, newItems: (Int) -> Int)
        throws(ChatLayoutError) {
        func invalid(_ problem: String) -> ChatLayoutError { .invalidUpdate(problem) }
        // Sections.
        var oldNamed = Set<Int>()
        for (name, indices) in [("deleted", Array(update.deletedSections)), ("reloaded", Array(update.reloadedSections)),
                                ("moved", update.movedSections.map(\.from))] {
            for s in indices {
                guard s >= 0 && s < oldSections else { throw invalid("\(name) section \(s) does not exist (\(oldSections) sections before)") }
                guard oldNamed.insert(s).inserted else { throw invalid("section \(s) is named twice") }
            }
        }
        var newNamed = Set<Int>()
        for (name, indices) in [("inserted", Array(update.insertedSections)), ("moved", update.movedSections.map(\.to))] {
            for j in indices {
                guard j >= 0 && j < newSections else { throw invalid("\(name) section \(j) is out of range (\(newSections) after)") }
                guard newNamed.insert(j).inserted else { throw invalid("section \(j) is a target twice") }
            }
        }
        let expected = oldSections - update.deletedSections.count + update.insertedSections.count
        guard expected == newSections else {
            throw .inconsistentUpdate("\(oldSections) sections - \(update.deletedSections.count) deleted + "
                + "\(update.insertedSections.count) inserted = \(expected), but the transcript has \(newSections)")
        }
        sections = IndexMapping(removed: Array(update.deletedSections) + update.movedSections.map(\.from),
                                arrived: Array(update.insertedSections) + update.movedSections.map(\.to))
        sectionMoves = Dictionary(update.movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        sectionMovesBack = Dictionary(update.movedSections.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
        reloadedSections = Set(update.reloadedSections)

        items = try Self.itemMappings(update, sections: sections, moves: sectionMoves, movesBack: sectionMovesBack,
                                      reloaded: reloadedSections, oldSections: oldSections, oldItems: oldItems,
                                      newSections: newSections, newItems: newItems)
        itemMoves = Dictionary(update.movedItems.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        itemMovesBack = Dictionary(update.movedItems.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
        reloadedItems = Set(update.reloadedItems)
        reconfiguredItems = Set(update.reconfiguredItems)
    }

    /// Checks every item path of `update`, the item counts of the sections it changes and of the sections whose index
    /// it may shift; returns the item mappings of the old sections that continue with item changes.
    private static func itemMappings(
        _ update: BatchUpdate, sections: IndexMapping, moves: [Int: Int], movesBack: [Int: Int], reloaded: Set<Int>,
        oldSections: Int, oldItems: (Int) -> Int, newSections: Int, newItems: (Int) -> Int
    ) throws(ChatLayoutError) -> [Int: IndexMapping] {
        // Items: every path checked, then the continuing sections' counts.
        var removed: [Int: [Int]] = [:]  // old section -> old items leaving
        var arrived: [Int: [Int]] = [:]  // new section -> new items arriving
        var leaving = Set<ItemPath>()
        var arriving = Set<ItemPath>()
        func invalid(_ problem: String) -> ChatLayoutError { .invalidUpdate(problem) }
        func target(_ s: Int) -> Int? { moves[s] ?? sections.new(forOld: s) }
        func checkOld(_ path: ItemPath, _ name: String) throws(ChatLayoutError) {
            guard path.section >= 0 && path.section < oldSections, path.item >= 0 && path.item < oldItems(path.section) else {
                throw invalid("\(name) item \(path) does not exist before the update")
            }
            guard target(path.section) != nil, !reloaded.contains(path.section) else {
                throw invalid("\(name) item \(path) is in a section that is deleted or reloaded")
            }
        }
        func checkNew(_ path: ItemPath, _ name: String) throws(ChatLayoutError) {
            guard path.section >= 0 && path.section < newSections, path.item >= 0 && path.item < newItems(path.section) else {
                throw invalid("\(name) item \(path) does not exist after the update")
            }
            let origin = movesBack[path.section] ?? sections.old(forNew: path.section)
            guard let origin, !reloaded.contains(origin) else {
                throw invalid("\(name) item \(path) is in a section that is inserted or reloaded")
            }
            guard arriving.insert(path).inserted else { throw invalid("item \(path) is a target twice") }
            arrived[path.section, default: []].append(path.item)
        }
        for path in update.deletedItems {
            try checkOld(path, "deleted")
            guard leaving.insert(path).inserted else { throw invalid("item \(path) is deleted twice") }
            removed[path.section, default: []].append(path.item)
        }
        for move in update.movedItems {
            try checkOld(move.from, "moved")
            guard leaving.insert(move.from).inserted else { throw invalid("item \(move.from) is deleted or moved twice") }
            removed[move.from.section, default: []].append(move.from.item)
            try checkNew(move.to, "moved")
        }
        var changed = Set<ItemPath>()
        for (name, paths) in [("reloaded", update.reloadedItems), ("reconfigured", update.reconfiguredItems)] {
            for path in paths {
                try checkOld(path, name)
                guard !leaving.contains(path), changed.insert(path).inserted else {
                    throw invalid("item \(path) is reloaded or reconfigured twice, or also deleted or moved")
                }
            }
        }
        for path in update.insertedItems { try checkNew(path, "inserted") }
        var items: [Int: IndexMapping] = [:]
        var touched = Set(removed.keys)
        for j in arrived.keys {
            if let s = movesBack[j] ?? sections.old(forNew: j) { touched.insert(s) }
        }
        for s in touched {
            guard let j = target(s) else { continue }
            let leave = removed[s] ?? [], arrive = arrived[j] ?? []
            guard oldItems(s) - leave.count + arrive.count == newItems(j) else {
                throw .inconsistentUpdate("section \(j) would have \(oldItems(s) - leave.count + arrive.count) items after "
                    + "the update, but the transcript has \(newItems(j))")
            }
            items[s] = IndexMapping(removed: leave, arrived: arrive)
        }
        // The sections that continue untouched from the first section the batch inserts, deletes or moves on: their
        // indices may shift, so a batch naming the wrong sections shows in their counts (UIKit checks every section;
        // those above the first change keep their index and are not visited, so adding a day at the bottom costs
        // nothing).
        let firstChange = (sections.removed + sections.arrived).min() ?? oldSections
        for s in firstChange..<max(firstChange, oldSections) where !touched.contains(s) && !reloaded.contains(s) {
            guard let j = target(s), oldItems(s) != newItems(j) else { continue }
            throw .inconsistentUpdate("section \(j) (section \(s) before the update) would have \(oldItems(s)) items, "
                + "but the transcript has \(newItems(j))")
        }
        return items
    }

    /// A plan that changes nothing (viewport, width and estimate changes).
    init() {
        sections = IndexMapping(removed: [], arrived: [])
        sectionMoves = [:]
        sectionMovesBack = [:]
        reloadedSections = []
        items = [:]
        itemMoves = [:]
        itemMovesBack = [:]
        reloadedItems = []
        reconfiguredItems = []
    }

    /// The section's index after the update; nil when it was deleted.
    func newSection(forOld section: Int) -> Int? { sectionMoves[section] ?? sections.new(forOld: section) }

    /// The section's index before the update; nil when it was inserted.
    func oldSection(forNew section: Int) -> Int? { sectionMovesBack[section] ?? sections.old(forNew: section) }

    /// The message's path after the update; nil when it was deleted (or its section was deleted or reloaded).
    func newPath(forOld path: ItemPath) -> ItemPath? {
        if let move = itemMoves[path] { return move }
        guard !reloadedSections.contains(path.section), let j = newSection(forOld: path.section) else { return nil }
        guard let mapping = items[path.section] else { return ItemPath(section: j, item: path.item) }
        return mapping.new(forOld: path.item).map { ItemPath(section: j, item: $0) }
    }

    /// The message's path before the update; nil when it was inserted (or its section was inserted or reloaded).
    func oldPath(forNew path: ItemPath) -> ItemPath? {
        if let move = itemMovesBack[path] { return move }
        guard let s = oldSection(forNew: path.section), !reloadedSections.contains(s) else { return nil }
        guard let mapping = items[s] else { return ItemPath(section: s, item: path.item) }
        return mapping.old(forNew: path.item).map { ItemPath(section: s, item: $0) }
    }

    /// What became of the message at `path` before the update.
    func change(ofOld path: ItemPath) -> ItemChange {
        if reloadedSections.contains(path.section) { return .reloaded }
        if itemMoves[path] != nil { return .moved }
        if reloadedItems.contains(path) { return .reloaded }
        if reconfiguredItems.contains(path) { return .reconfigured }
        return newPath(forOld: path) == nil ? .deleted : .unchanged
    }

    /// What happened to the message at `path` after the update.
    func change(ofNew path: ItemPath) -> ItemChange {
        if let s = oldSection(forNew: path.section), reloadedSections.contains(s) { return .reloaded }
        guard let old = oldPath(forNew: path) else { return .inserted }
        return change(ofOld: old)
    }
}
