import Foundation

extension ChatLayoutEngine {
    /// Applies a batch update whose result is `model`, and returns the layouts before and after it.
    ///
    /// Only sections with changes are laid out again, each from its first changed item (widened to the start of
    /// the author group before it); unchanged messages keep their measured bubbles. Throws when the batch names
    /// indices that do not exist, or does not turn the old counts into the model's.
    @discardableResult
    public mutating func apply(_ update: BatchUpdate, model: SectionedTranscript) throws -> LayoutTransition {
        guard model.me == me else {
            throw ChatLayoutError.invalidUpdate("the reader changed from \"\(me)\" to \"\(model.me)\": make a new layout")
        }
        let before = self
        let plan = try UpdatePlan(update, oldCounts: sections.map(\.items.count),
                                  newCounts: model.sections.map(\.messages.count))
        var formatter: DateHeaderFormatter?
        var newSections: [SectionState] = []
        newSections.reserveCapacity(plan.sectionOrigins.count)
        var changes: [Int: Int] = [:]  // new section -> first changed item
        for (j, origin) in plan.sectionOrigins.enumerated() {
            let modelSection = model.sections[j]
            guard let s = origin.old, !origin.reloaded else {
                let header = formatter ?? DateHeaderFormatter(configuration: configuration, timeZone: timeZone)
                formatter = header
                let items = modelSection.messages.map { Self.item($0, in: model) }
                newSections.append(try Self.section(modelSection.day, items: items, layouter: layouter, formatter: header))
                changes[j] = 0
                continue
            }
            guard sections[s].day == modelSection.day else {
                throw ChatLayoutError.inconsistentUpdate(
                    "section \(j) is day \(modelSection.day) in the transcript but continues section \(s) of day "
                        + "\(sections[s].day); reload or replace it")
            }
            guard let origins = plan.itemOrigins[j] else {
                // Unchanged sections are not compared message by message (that would cost O(n) per update);
                // their ends are, which catches most batches that forget a change.
                let ids = sections[s].items
                if ids.first?.message.id != modelSection.messages.first?.id
                    || ids.last?.message.id != modelSection.messages.last?.id {
                    throw ChatLayoutError.inconsistentUpdate(
                        "section \(j) has other messages in the transcript than the update keeps there")
                }
                newSections.append(sections[s])
                continue
            }
            var section = sections[s]
            var items: [ItemState] = []
            items.reserveCapacity(origins.count)
            var firstChange = origins.count
            for (i, origin) in origins.enumerated() {
                let message = modelSection.messages[i]
                if let old = origin.old {
                    var item = sections[old.section].items[old.item]
                    if origin.dirty {
                        item = Self.item(message, in: model)
                    } else if item.message.id != message.id {
                        throw ChatLayoutError.inconsistentUpdate(
                            "item [\(j), \(i)] is \"\(message.id)\" in the transcript but the update keeps "
                                + "\"\(item.message.id)\" there")
                    }
                    items.append(item)
                    if origin.dirty || old != ItemPath(section: s, item: i) { firstChange = min(firstChange, i) }
                } else {
                    items.append(Self.item(message, in: model))
                    firstChange = min(firstChange, i)
                }
            }
            section.items = items
            newSections.append(section)
            changes[j] = firstChange
        }
        sections = newSections
        if model.unreadFrom != unreadFrom {
            for id in [unreadFrom, model.unreadFrom].compactMap({ $0 }) {
                if let path = model.path(of: id) {
                    changes[path.section] = min(changes[path.section] ?? Int.max, path.item)
                }
            }
            unreadFrom = model.unreadFrom
            layouter = try Self.makeLayouter(configuration, sizing, estimation, timeZone, me: me, unreadFrom: unreadFrom)
        }
        let ordered = changes.sorted { $0.key < $1.key }.map { (section: $0.key, firstChange: $0.value) }
        try relayout(sectionsFrom: ordered)
        if plan.sectionsChanged || offsets.count != sections.count {
            offsets = PrefixSumTree(sections.map(\.height))
        } else {
            for (section, _) in ordered where offsets.values[section] != sections[section].height {
                offsets.set(section, sections[section].height)
            }
        }
        return LayoutTransition(before: before, after: self, update: update, plan: plan)
    }
}
