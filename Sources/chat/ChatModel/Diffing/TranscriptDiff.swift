import Foundation

extension SectionedTranscript {
    /// The batch update that turns a layout of `self` into a layout of `new`, Heckel-style: messages are matched by
    /// id through one table, sections by day, in O(n) (plus O(n log n) for the fewest moves).
    ///
    /// A message present in both with other content (or another quoted message, or author name) is reconfigured when
    /// it keeps its kind (a status tick, an edit, a deleted flag: its cell stays, nothing blinks) and reloaded when
    /// its kind changed. One whose place changed relative to the others is moved (moved and changed: deleted and
    /// inserted); `moves` decides which (``MoveDetection``). A section whose messages moved to another day in place (a
    /// corrected clock, another time zone) is reloaded: its date header must be redrawn. A change of `unreadFrom`
    /// needs no entry: `apply` moves the separator itself.
    public func batchUpdate(to new: SectionedTranscript, moves detection: MoveDetection = .byRank) -> BatchUpdate {
        var update = BatchUpdate()

        // Messages: one table from id to old path.
        var oldPaths: [MessageID: ItemPath] = Dictionary(minimumCapacity: messageCount)
        for (s, section) in sections.enumerated() {
            for (k, message) in section.messages.enumerated() { oldPaths[message.id] = ItemPath(section: s, item: k) }
        }

        // Sections: matched by (day, occurrence of that day), or reloaded in place with a new day.
        let (sectionTarget, reloaded) = sectionTargets(new, oldPaths: oldPaths, detection: detection)
        var sectionOrigin = [Int?](repeating: nil, count: new.sections.count)
        for (s, target) in sectionTarget.enumerated() {
            if let j = target { sectionOrigin[j] = s }
        }
        for (s, target) in sectionTarget.enumerated() where target == nil { update.deletedSections.insert(s) }
        for (j, origin) in sectionOrigin.enumerated() where origin == nil { update.insertedSections.insert(j) }
        update.reloadedSections = IndexSet(reloaded)
        let matched = sectionTarget.enumerated().compactMap { s, j in j.map { (old: s, new: $0) } }
        let sectionMoved = ListDiff.moved(matched.map(\.new), newCount: new.sections.count, detection: detection)
        for (k, pair) in matched.enumerated() where sectionMoved[k] {
            update.movedSections.append(SectionMove(from: pair.old, to: pair.new))
        }

        // Messages of sections that continue (matched, not reloaded) keep their cells; the others come and go with
        // their sections.
        func continues(_ s: Int) -> Bool { sectionTarget[s] != nil && !reloaded.contains(s) }
        func isContinued(_ j: Int) -> Bool { sectionOrigin[j].map { !reloaded.contains($0) } ?? false }
        var pairs: [Int: [(old: Int, new: Int, change: ItemChangeKind)]] = [:]  // by old section
        for (j, section) in new.sections.enumerated() {
            for (i, message) in section.messages.enumerated() {
                let newPath = ItemPath(section: j, item: i)
                guard let oldPath = oldPaths[message.id] else {
                    if isContinued(j) { update.insertedItems.append(newPath) }
                    continue
                }
                let change = changeKind(self[oldPath], comparedTo: message, in: new)
                switch (continues(oldPath.section), isContinued(j)) {
                case (false, false): break
                case (false, true): update.insertedItems.append(newPath)
                case (true, false): update.deletedItems.append(oldPath)
                case (true, true):
                    if sectionTarget[oldPath.section] == j {
                        pairs[oldPath.section, default: []].append((oldPath.item, i, change))
                    } else if change != .none {
                        update.deletedItems.append(oldPath)
                        update.insertedItems.append(newPath)
                    } else {
                        update.movedItems.append(ItemMove(from: oldPath, to: newPath))
                    }
                }
            }
        }
        for (s, section) in sections.enumerated() where continues(s) {
            for (k, message) in section.messages.enumerated() where new.message(withID: message.id) == nil {
                update.deletedItems.append(ItemPath(section: s, item: k))
            }
        }
        // Same-section pairs: which moved.
        for (s, sectionPairs) in pairs {
            guard let j = sectionTarget[s] else { continue }
            let ordered = sectionPairs.sorted { $0.old < $1.old }
            let moved = ListDiff.moved(ordered.map(\.new), newCount: new.sections[j].messages.count, detection: detection)
            for (k, pair) in ordered.enumerated() {
                let old = ItemPath(section: s, item: pair.old), now = ItemPath(section: j, item: pair.new)
                switch (moved[k], pair.change) {
                case (false, .none): break
                case (false, .content): update.reconfiguredItems.append(old)
                case (false, .kind): update.reloadedItems.append(old)
                case (true, .none): update.movedItems.append(ItemMove(from: old, to: now))
                case (true, _):
                    update.deletedItems.append(old)
                    update.insertedItems.append(now)
                }
            }
        }
        update.deletedItems.sort()
        update.insertedItems.sort()
        update.reloadedItems.sort()
        update.reconfiguredItems.sort()
        update.movedItems.sort { $0.from < $1.from }
        return update
    }

    /// How a message present in both transcripts changed.
    private enum ItemChangeKind {
        case none
        /// Its content, quote or author's name: reconfigured.
        case content
        /// Its kind: reloaded.
        case kind
    }

    private func changeKind(_ old: Message, comparedTo new: Message, in newModel: SectionedTranscript) -> ItemChangeKind {
        if old.kind != new.kind { return .kind }
        if old != new || name(of: old.author) != newModel.name(of: new.author) { return .content }
        guard old.replyTo != nil else { return .none }
        return quote(of: old) != newModel.quote(of: new) ? .content : .none
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

    /// Each old section's new index (nil: deleted), and the old sections reloaded: a section no day matches whose
    /// first message begins a new section no day matches, and whose own first message is in that section, is the
    /// same section with a new day — unless pairing them would move it.
    private func sectionTargets(_ new: SectionedTranscript, oldPaths: [MessageID: ItemPath], detection: MoveDetection)
        -> (targets: [Int?], reloaded: Set<Int>) {
        let newIndexOfKey = Dictionary(Self.sectionKeys(new.sections).enumerated().map { ($1, $0) },
                                       uniquingKeysWith: { first, _ in first })
        let targets = Self.sectionKeys(sections).map { newIndexOfKey[$0] }
        let matchedNew = Set(targets.compactMap { $0 })
        var candidates: [Int: Int] = [:]  // old -> new
        for (j, section) in new.sections.enumerated() where !matchedNew.contains(j) {
            guard let first = section.messages.first, let old = oldPaths[first.id], targets[old.section] == nil,
                  candidates[old.section] == nil, let oldFirst = sections[old.section].messages.first,
                  new.path(of: oldFirst.id)?.section == j else { continue }
            candidates[old.section] = j
        }
        while !candidates.isEmpty {
            var trial = targets
            for (s, j) in candidates { trial[s] = j }
            let pairs = trial.enumerated().compactMap { s, j in j.map { (old: s, new: $0) } }
            let moved = ListDiff.moved(pairs.map(\.new), newCount: new.sections.count, detection: detection)
            let movedCandidates = pairs.indices.filter { moved[$0] && candidates[pairs[$0].old] != nil }.map { pairs[$0].old }
            if movedCandidates.isEmpty {
                return (trial, Set(candidates.keys))
            }
            for s in movedCandidates { candidates[s] = nil }
        }
        return (targets, [])
    }
}
