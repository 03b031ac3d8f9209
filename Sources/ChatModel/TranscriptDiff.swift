import Foundation

extension SectionedTranscript {
    /// The batch update that turns a layout of `self` into a layout of `new`, in O(n) (Heckel-style: messages
    /// are matched by id through one table, sections by day).
    ///
    /// A message present in both with other content (or another quoted message, author name) is reloaded; one
    /// whose place changed relative to the others is moved (reordered and changed: deleted and inserted). Moves
    /// are found by comparing ranks after deletes and inserts, so they are correct but not always the fewest.
    /// A change of `unreadFrom` needs no entry: `apply` moves the separator itself.
    public func batchUpdate(to new: SectionedTranscript) -> BatchUpdate {
        var update = BatchUpdate()

        // Sections: matched by (day, occurrence of that day).
        let oldKeys = Self.sectionKeys(sections)
        let newKeys = Self.sectionKeys(new.sections)
        let newIndexOfKey = Dictionary(newKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let oldIndexOfKey = Dictionary(oldKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let sectionTarget = oldKeys.map { newIndexOfKey[$0] }
        let sectionOrigin = newKeys.map { oldIndexOfKey[$0] }
        for (s, target) in sectionTarget.enumerated() where target == nil { update.deletedSections.insert(s) }
        for (j, origin) in sectionOrigin.enumerated() where origin == nil { update.insertedSections.insert(j) }
        let sectionRanks = Self.rankCounters(removed: sectionTarget.map { $0 == nil }, added: sectionOrigin.map { $0 == nil })
        for (s, target) in sectionTarget.enumerated() {
            if let j = target, sectionRanks.old[s] != sectionRanks.new[j] {
                update.movedSections.append(SectionMove(from: s, to: j))
            }
        }

        // Messages: one table from id to old path.
        var oldPaths: [MessageID: ItemPath] = Dictionary(minimumCapacity: messageCount)
        for (s, section) in sections.enumerated() {
            for (k, message) in section.messages.enumerated() { oldPaths[message.id] = ItemPath(section: s, item: k) }
        }
        // Same-section pairs (old section continues into new section), per new section.
        var pairedOld = sections.map { [Bool](repeating: false, count: $0.messages.count) }
        var pairs: [(old: ItemPath, new: ItemPath, changed: Bool)] = []
        var pairedNew = new.sections.map { [Bool](repeating: false, count: $0.messages.count) }
        for (j, section) in new.sections.enumerated() {
            for (i, message) in section.messages.enumerated() {
                let newPath = ItemPath(section: j, item: i)
                guard let oldPath = oldPaths[message.id] else {
                    if sectionOrigin[j] != nil { update.insertedItems.append(newPath) }
                    continue
                }
                let sourceSurvives = sectionTarget[oldPath.section] != nil
                let targetIsNew = sectionOrigin[j] == nil
                let changed = isChanged(self[oldPath], in: self, comparedTo: message, in: new)
                switch (sourceSurvives, targetIsNew) {
                case (false, true): break
                case (false, false): update.insertedItems.append(newPath)
                case (true, true): update.deletedItems.append(oldPath)
                case (true, false):
                    if sectionTarget[oldPath.section] == j {
                        pairedOld[oldPath.section][oldPath.item] = true
                        pairedNew[j][i] = true
                        pairs.append((oldPath, newPath, changed))
                    } else if changed {
                        update.deletedItems.append(oldPath)
                        update.insertedItems.append(newPath)
                    } else {
                        update.movedItems.append(ItemMove(from: oldPath, to: newPath))
                    }
                }
            }
        }
        for (s, section) in sections.enumerated() where sectionTarget[s] != nil {
            for (k, message) in section.messages.enumerated() where new.message(withID: message.id) == nil {
                update.deletedItems.append(ItemPath(section: s, item: k))
            }
        }
        // Ranks of same-section pairs after the true removals and arrivals decide what moved.
        var oldRanks: [[Int]] = []
        oldRanks.reserveCapacity(sections.count)
        for s in sections.indices { oldRanks.append(Self.rankCounters(removed: pairedOld[s].map { !$0 }, added: []).old) }
        var newRanks: [[Int]] = []
        newRanks.reserveCapacity(new.sections.count)
        for j in new.sections.indices { newRanks.append(Self.rankCounters(removed: [], added: pairedNew[j].map { !$0 }).new) }
        for pair in pairs {
            let moved = oldRanks[pair.old.section][pair.old.item] != newRanks[pair.new.section][pair.new.item]
            switch (moved, pair.changed) {
            case (false, false): break
            case (false, true): update.reloadedItems.append(pair.old)
            case (true, false): update.movedItems.append(ItemMove(from: pair.old, to: pair.new))
            case (true, true):
                update.deletedItems.append(pair.old)
                update.insertedItems.append(pair.new)
            }
        }
        update.deletedItems.sort()
        update.insertedItems.sort()
        update.reloadedItems.sort()
        return update
    }

    /// Whether a message must be laid out again: its content, its author's name or its quote changed.
    private func isChanged(_ old: Message, in oldModel: SectionedTranscript, comparedTo new: Message,
                           in newModel: SectionedTranscript) -> Bool {
        if old != new { return true }
        if oldModel.name(of: old.author) != newModel.name(of: new.author) { return true }
        guard old.replyTo != nil else { return false }
        return oldModel.quote(of: old) != newModel.quote(of: new)
    }

    private struct SectionKey: Hashable {
        var day: Day
        var occurrence: Int
    }

    private static func sectionKeys(_ sections: [TranscriptSection]) -> [SectionKey] {
        var seen: [Day: Int] = [:]
        return sections.map { section in
            let occurrence = seen[section.day, default: 0]
            seen[section.day] = occurrence + 1
            return SectionKey(day: section.day, occurrence: occurrence)
        }
    }

    /// For each old index: its index minus the removals before it; for each new index: its index minus the
    /// arrivals before it. A kept element whose two ranks agree stayed in place relative to the others.
    private static func rankCounters(removed: [Bool], added: [Bool]) -> (old: [Int], new: [Int]) {
        var old = [Int](repeating: 0, count: removed.count)
        var count = 0
        for (index, isRemoved) in removed.enumerated() {
            old[index] = index - count
            if isRemoved { count += 1 }
        }
        var new = [Int](repeating: 0, count: added.count)
        count = 0
        for (index, isAdded) in added.enumerated() {
            new[index] = index - count
            if isAdded { count += 1 }
        }
        return (old, new)
    }
}
