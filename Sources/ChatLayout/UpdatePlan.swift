import ChatModel
import Foundation

/// Where an item after an update comes from.
struct ItemOrigin: Hashable, Sendable {
    /// The item's path before the update; nil for an inserted item.
    var old: ItemPath?
    /// Whether its content must be laid out again (inserted or reloaded).
    var dirty: Bool
}

/// A validated batch update resolved into index mappings: which old section and item each new one comes from.
///
/// Sections without item changes are not listed item by item, so planning costs O(sections + changed sections'
/// items), not O(messages).
struct UpdatePlan: Sendable {
    /// For each new section: the old section it continues (nil when inserted), and whether it was reloaded.
    var sectionOrigins: [(old: Int?, reloaded: Bool)]
    /// For each old section: its new index, nil when deleted.
    var sectionTargets: [Int?]
    /// Item origins of new sections that continue an old one and have item changes.
    var itemOrigins: [Int: [ItemOrigin]]
    /// Whether sections were inserted, deleted or moved (the offsets tree must be rebuilt).
    var sectionsChanged: Bool

    init(_ update: BatchUpdate, oldCounts: [Int], newCounts: [Int]) throws(ChatLayoutError) {
        let oldCount = oldCounts.count
        let newCount = newCounts.count
        func invalid(_ problem: String) -> ChatLayoutError { .invalidUpdate(problem) }

        // Sections.
        var oldTaken = Set<Int>()
        for (name, indices) in [("deleted", Array(update.deletedSections)), ("reloaded", Array(update.reloadedSections)),
                                ("moved", update.movedSections.map { $0.from })] {
            for s in indices {
                guard s >= 0 && s < oldCount else { throw invalid("\(name) section \(s) does not exist (\(oldCount) sections before)") }
                guard oldTaken.insert(s).inserted else { throw invalid("section \(s) is named twice") }
            }
        }
        let expected = oldCount - update.deletedSections.count + update.insertedSections.count
        guard expected == newCount else {
            throw .inconsistentUpdate("\(oldCount) sections - \(update.deletedSections.count) deleted + "
                + "\(update.insertedSections.count) inserted = \(expected), but the transcript has \(newCount)")
        }
        sectionsChanged = !update.insertedSections.isEmpty || !update.deletedSections.isEmpty || !update.movedSections.isEmpty
        if !sectionsChanged && update.reloadedSections.isEmpty {
            // The common case (messages change, days stay): sections map to themselves.
            sectionOrigins = (0..<newCount).map { (old: $0, reloaded: false) }
            sectionTargets = Array(0..<oldCount)
        } else {
            (sectionOrigins, sectionTargets) = try Self.mapSections(update, oldCount: oldCount, newCount: newCount)
        }
        itemOrigins = [:]
        itemOrigins = try mapItems(update, oldCounts: oldCounts, newCounts: newCounts)
    }

    private static func mapSections(_ update: BatchUpdate, oldCount: Int, newCount: Int) throws(ChatLayoutError)
        -> ([(old: Int?, reloaded: Bool)], [Int?]) {
        func invalid(_ problem: String) -> ChatLayoutError { .invalidUpdate(problem) }
        var slots = [(old: Int?, reloaded: Bool)?](repeating: nil, count: newCount)
        for s in update.insertedSections {
            guard s >= 0 && s < newCount else { throw invalid("inserted section \(s) is out of range (\(newCount) after)") }
            slots[s] = (nil, false)
        }
        for move in update.movedSections {
            guard move.to >= 0 && move.to < newCount, slots[move.to] == nil else {
                throw invalid("section move to \(move.to) is out of range or collides")
            }
            slots[move.to] = (move.from, false)
        }
        let moved = Set(update.movedSections.map { $0.from })
        var next = 0
        for s in 0..<oldCount where !update.deletedSections.contains(s) && !moved.contains(s) {
            while next < newCount && slots[next] != nil { next += 1 }
            slots[next] = (s, update.reloadedSections.contains(s))
        }
        let origins = slots.map { $0 ?? (nil, false) }
        var targets = [Int?](repeating: nil, count: oldCount)
        for (j, origin) in origins.enumerated() {
            if let old = origin.old { targets[old] = j }
        }
        return (origins, targets)
    }

    /// Item origins of the new sections that have item changes; checks every item index.
    private func mapItems(_ update: BatchUpdate, oldCounts: [Int], newCounts: [Int]) throws(ChatLayoutError)
        -> [Int: [ItemOrigin]] {
        let oldCount = oldCounts.count
        let newCount = newCounts.count
        func invalid(_ problem: String) -> ChatLayoutError { .invalidUpdate(problem) }
        // Items, grouped by the section they leave or enter.
        var removed: [Int: Set<Int>] = [:]  // old section -> old items leaving
        var reloaded: [Int: Set<Int>] = [:]
        var placed: [Int: [Int: ItemOrigin]] = [:]  // new section -> new item -> origin
        func checkOld(_ path: ItemPath, _ name: String) throws(ChatLayoutError) {
            guard path.section >= 0 && path.section < oldCount, path.item >= 0 && path.item < oldCounts[path.section] else {
                throw invalid("\(name) item \(path) does not exist before the update")
            }
            guard sectionTargets[path.section] != nil, !update.reloadedSections.contains(path.section) else {
                throw invalid("\(name) item \(path) is in a section that is deleted or reloaded")
            }
        }
        func checkNew(_ path: ItemPath, _ name: String) throws(ChatLayoutError) {
            guard path.section >= 0 && path.section < newCount, path.item >= 0 && path.item < newCounts[path.section] else {
                throw invalid("\(name) item \(path) does not exist after the update")
            }
            guard sectionOrigins[path.section].old != nil, !sectionOrigins[path.section].reloaded else {
                throw invalid("\(name) item \(path) is in a section that is inserted or reloaded")
            }
            guard placed[path.section]?[path.item] == nil else { throw invalid("item \(path) is a target twice") }
        }
        for path in update.deletedItems {
            try checkOld(path, "deleted")
            guard removed[path.section, default: []].insert(path.item).inserted else {
                throw invalid("item \(path) is deleted twice")
            }
        }
        for move in update.movedItems {
            try checkOld(move.from, "moved")
            guard removed[move.from.section, default: []].insert(move.from.item).inserted else {
                throw invalid("item \(move.from) is deleted or moved twice")
            }
            try checkNew(move.to, "moved")
            placed[move.to.section, default: [:]][move.to.item] = ItemOrigin(old: move.from, dirty: false)
        }
        for path in update.reloadedItems {
            try checkOld(path, "reloaded")
            guard removed[path.section]?.contains(path.item) != true,
                  reloaded[path.section, default: []].insert(path.item).inserted else {
                throw invalid("item \(path) is reloaded twice or also deleted or moved")
            }
        }
        for path in update.insertedItems {
            try checkNew(path, "inserted")
            placed[path.section, default: [:]][path.item] = ItemOrigin(old: nil, dirty: true)
        }

        var itemOrigins: [Int: [ItemOrigin]] = [:]
        var touched = Set(placed.keys)
        for s in Set(removed.keys).union(reloaded.keys) {
            if let j = sectionTargets[s] { touched.insert(j) }
        }
        for j in touched {
            guard let s = sectionOrigins[j].old else { continue }
            let leaving = removed[s] ?? []
            let reloading = reloaded[s] ?? []
            let arriving = placed[j] ?? [:]
            var origins: [ItemOrigin] = []
            origins.reserveCapacity(newCounts[j])
            var oldItem = 0
            for newItem in 0..<newCounts[j] {
                if let origin = arriving[newItem] {
                    origins.append(origin)
                    continue
                }
                while oldItem < oldCounts[s] && leaving.contains(oldItem) { oldItem += 1 }
                guard oldItem < oldCounts[s] else { break }
                origins.append(ItemOrigin(old: ItemPath(section: s, item: oldItem), dirty: reloading.contains(oldItem)))
                oldItem += 1
            }
            while oldItem < oldCounts[s] && leaving.contains(oldItem) { oldItem += 1 }
            guard origins.count == newCounts[j], oldItem == oldCounts[s] else {
                throw .inconsistentUpdate("section \(j) would have \(oldCounts[s] - leaving.count + arriving.count) "
                    + "items after the update, but the transcript has \(newCounts[j])")
            }
            itemOrigins[j] = origins
        }
        for (j, origin) in sectionOrigins.enumerated() {
            if let s = origin.old, oldCounts[s] != newCounts[j], !origin.reloaded, itemOrigins[j] == nil {
                throw .inconsistentUpdate("section \(j) has \(newCounts[j]) items in the transcript, but \(oldCounts[s]) "
                    + "before the update and no item changes")
            }
        }
        return itemOrigins
    }
}
