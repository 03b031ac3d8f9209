import ChatModel
import Foundation
import Locking

extension ChatLayoutEngine {
    /// Applies a batch update whose result is `model`, and returns the layouts before and after it.
    ///
    /// The rows the update names are removed and inserted; then the messages it changed and their neighbours (whose
    /// place in an author group may have changed) are placed again, and composed again where their content or a part
    /// of their context the bubble shows changed. Nothing else is visited: O((k + 1) log n) for k changes, plus
    /// measuring what changed. Throws (and changes nothing) when the batch names indices that do not exist, or does
    /// not turn the old counts into the model's; the messages it touches are checked against the model by id, which
    /// catches most batches that forget a change.
    @discardableResult
    public mutating func apply(_ update: BatchUpdate, model: SectionedTranscript) throws -> LayoutTransition {
        guard model.me == me else {
            throw ChatLayoutError.invalidUpdate("the reader changed from \"\(me)\" to \"\(model.me)\": make a new layout")
        }
        let plan = try UpdatePlan(update, oldSections: numberOfSections, oldItems: { numberOfItems(inSection: $0) },
                                  newSections: model.sections.count, newItems: { model.sections[$0].messages.count })
        var next = self
        next.rows.nodesTouched = 0
        try next.perform(plan, update, model: model)
        let before = self
        self = next
        return LayoutTransition(before: before, after: self, update: update, plan: plan)
    }

    /// What leaves the old rows: whole sections (deleted, reloaded, moved) and single messages (deleted, moved).
    private enum Removal {
        case sectionRow(section: Int, isMoved: Bool)
        case item(ItemPath, isMoved: Bool)
    }

    private mutating func perform(_ plan: UpdatePlan, _ update: BatchUpdate, model: SectionedTranscript) throws {
        // Old rows that leave, found in the old tree, removed from the bottom up.
        var removals: [(row: Int, removal: Removal)] = []
        for (sections, isMoved) in [(Array(update.deletedSections) + Array(update.reloadedSections), false),
                                    (update.movedSections.map(\.from), true)] {
            for s in sections {
                guard let header = headerRow(s) else { continue }
                let movedOut = Set(update.movedItems.filter { $0.from.section == s }.map(\.from.item))
                let deleted = Set(update.deletedItems.filter { $0.section == s }.map(\.item))
                for row in header...footerRow(s) where !movedOut.contains(row - header - 1) && !deleted.contains(row - header - 1) {
                    removals.append((row, .sectionRow(section: s, isMoved: isMoved)))
                }
            }
        }
        for (paths, isMoved) in [(update.deletedItems, false), (update.movedItems.map(\.from), true)] {
            for path in paths {
                if let row = row(of: path) { removals.append((row, .item(path, isMoved: isMoved))) }
            }
        }
        removals.sort { $0.row > $1.row }
        var movedSections: [Int: [Row]] = [:]
        var movedItems: [ItemPath: Row] = [:]
        for (row, removal) in removals {
            let removed = rows.remove(at: row)
            switch removal {
            case .sectionRow(let section, let isMoved):
                if isMoved {
                    movedSections[section, default: []].append(removed)
                } else if let item = removed.item {
                    labels.remove(item.message.id)
                }
            case .item(let path, let isMoved):
                if isMoved { movedItems[path] = removed } else if let item = removed.item { labels.remove(item.message.id) }
            }
        }

        let unreadBefore = unreadFrom
        if model.unreadFrom != unreadFrom {
            unreadFrom = model.unreadFrom
            layouter = try Self.makeLayouter(configuration, sizing, estimation, timeZone, me: me, unreadFrom: unreadFrom)
        }
        var placed = 0

        // Sections that arrive, top to bottom: moved ones whole, new and reloaded ones laid out from the model.
        let arrivingSections = Array(update.insertedSections) + update.movedSections.map(\.to)
            + update.reloadedSections.compactMap { plan.newSection(forOld: $0) }
        for j in arrivingSections.sorted() {
            var sectionRows: [Row]
            if let from = plan.oldSection(forNew: j), let moved = movedSections[from] {
                sectionRows = moved.reversed()
            } else {
                sectionRows = try newSectionRows(j, model: model)
                placed += sectionRows.count
            }
            var at = headerRow(j) ?? rows.count
            for row in sectionRows {
                insert(row, at: at)
                at += 1
            }
        }

        // Messages that arrive, top to bottom: moved ones as they were, new ones from the model (placed below).
        let arrivingItems = (update.insertedItems + update.movedItems.map(\.to)).sorted()
        for path in arrivingItems {
            guard let header = headerRow(path.section) else { continue }
            let row: Row
            if let from = plan.itemMovesBack[path], let moved = movedItems[from] {
                row = moved
            } else {
                row = Row(.item(Self.item(model[path], in: model)))
            }
            insert(row, at: header + 1 + path.item)
        }

        // Messages whose content or neighbours changed, in new paths.
        var changed = Set(arrivingItems)
        for path in update.reloadedItems + update.reconfiguredItems {
            if let new = plan.newPath(forOld: path) { changed.insert(new) }
        }
        var neighbours = Set<ItemPath>()
        for path in update.deletedItems + update.movedItems.map(\.from) {
            for old in [ItemPath(section: path.section, item: path.item - 1), ItemPath(section: path.section, item: path.item + 1)] {
                if old.item >= 0, let new = plan.newPath(forOld: old) { neighbours.insert(new) }
            }
        }
        if unreadBefore != unreadFrom {
            // The separator leaves one message and joins another: both change their place in their groups.
            for id in [unreadBefore, unreadFrom].compactMap({ $0 }) {
                if let path = model.path(of: id) { neighbours.insert(path) }
            }
        }
        for path in changed.union(neighbours) {
            neighbours.insert(ItemPath(section: path.section, item: path.item - 1))
            neighbours.insert(ItemPath(section: path.section, item: path.item + 1))
        }
        let contentChanged = changed.subtracting(update.movedItems.map(\.to))
        placed += try place(changed.union(neighbours), contentChanged: contentChanged, model: model)
        try check(against: model, sections: Set(arrivingSections).union(changed.map(\.section)))
        updateCost = rows.nodesTouched + placed
    }

    /// Inserts a row with a label between its neighbours', keeping the id index in step.
    private mutating func insert(_ row: Row, at index: Int) {
        var relabelled: [Row] = []
        rows.insert(row, at: index) { relabelled.append($0) }
        for row in relabelled + [rows[index]] {
            if let item = row.item { labels.set(row.label, for: item.message.id) }
        }
    }

    /// The rows of new section `j` of `model`: its header, its messages placed and composed, its footer.
    private func newSectionRows(_ j: Int, model: SectionedTranscript) throws -> [Row] {
        let messages = model.sections[j].messages
        var items = messages.indices.map { i in
            var item = Self.item(messages[i], in: model)
            let context = layouter.context(of: messages[i], previous: i > 0 ? messages[i - 1] : nil,
                                           next: i + 1 < messages.count ? messages[i + 1] : nil)
            _ = layouter.place(&item, context: context, isFirstInSection: i == 0, contentChanged: true)
            return item
        }
        try layouter.compose(&items, on: workers)
        let headers = try Self.headers([model.sections[j].day], layouter: layouter)
        return headers.map { Row(.header($0)) } + items.map { Row(.item($0)) }
            + [Row(.footer(height: configuration.sectionFooterHeight))]
    }

    /// Places the messages at `paths` (those that exist) between their neighbours in `model`, takes the content of
    /// those in `contentChanged` from the model, and composes the bubbles that need it; returns how many messages it
    /// placed and composed. Throws when a message in the layout is not the model's message at its path.
    private mutating func place(_ paths: Set<ItemPath>, contentChanged: Set<ItemPath>, model: SectionedTranscript) throws -> Int {
        var work: [(row: Int, item: ItemState)] = []
        var compose: [Int] = []
        for path in paths.sorted() {
            guard path.section >= 0, path.section < model.sections.count, path.item >= 0,
                  let row = row(of: path), var item = rows[row].item else { continue }
            let messages = model.sections[path.section].messages
            guard path.item < messages.count else { continue }
            let message = messages[path.item]
            guard item.message.id == message.id else {
                throw ChatLayoutError.inconsistentUpdate(
                    "item \(path) is \"\(message.id)\" in the transcript but the update keeps \"\(item.message.id)\" there")
            }
            let isChanged = contentChanged.contains(path)
            if isChanged { item = Self.item(message, in: model) }
            let context = layouter.context(of: message, previous: path.item > 0 ? messages[path.item - 1] : nil,
                                           next: path.item + 1 < messages.count ? messages[path.item + 1] : nil)
            if layouter.place(&item, context: context, isFirstInSection: path.item == 0, contentChanged: isChanged) {
                compose.append(work.count)
            }
            work.append((row, item))
        }
        var items = compose.map { work[$0].item }
        try layouter.compose(&items, on: workers)
        for (k, index) in compose.enumerated() { work[index].item = items[k] }
        for (row, item) in work { rows.modify(at: row) { $0.content = .item(item) } }
        return work.count + compose.count
    }

    /// Checks the layout against the model where the update could have gone wrong: the section count, the message
    /// count, the days of the sections it touched and of the last one, and the ends of the last section.
    private func check(against model: SectionedTranscript, sections touched: Set<Int>) throws {
        guard numberOfSections == model.sections.count, numberOfItems == model.messageCount else {
            throw ChatLayoutError.inconsistentUpdate(
                "the update leaves \(numberOfSections) sections and \(numberOfItems) messages, but the transcript has "
                + "\(model.sections.count) and \(model.messageCount)")
        }
        guard let last = model.sections.indices.last else { return }
        for j in touched.union([last]) where model.sections.indices.contains(j) {
            guard let day = day(ofSection: j), day == model.sections[j].day else {
                throw ChatLayoutError.inconsistentUpdate(
                    "section \(j) is day \(model.sections[j].day) in the transcript but not in the layout; reload or replace it")
            }
        }
        let messages = model.sections[last].messages
        let count = numberOfItems(inSection: last)
        if message(at: ItemPath(section: last, item: 0))?.id != messages.first?.id
            || message(at: ItemPath(section: last, item: count - 1))?.id != messages.last?.id {
            throw ChatLayoutError.inconsistentUpdate("section \(last) has other messages in the transcript than the update keeps there")
        }
    }
}
