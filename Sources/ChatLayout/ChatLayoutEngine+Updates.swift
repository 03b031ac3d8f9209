import ChatModel
import Foundation

extension ChatLayoutEngine {
    /// Applies a batch update whose result is `model`, and returns the layouts before and after it.
    ///
    /// Only sections with changes are laid out again, each from its first changed item (widened to the start of
    /// the author group before it); unchanged messages keep their measured bubbles, and unchanged sections are not
    /// visited beyond O(1) work each. Throws when the batch names indices that do not exist, or does not turn the
    /// old counts into the model's; changed sections and the last one are also checked message by message (ends
    /// only for the last), which catches most batches that forget a change.
    @discardableResult
    public mutating func apply(_ update: BatchUpdate, model: SectionedTranscript) throws -> LayoutTransition {
        guard model.me == me else {
            throw ChatLayoutError.invalidUpdate("the reader changed from \"\(me)\" to \"\(model.me)\": make a new layout")
        }
        let before = self
        updateCost = 0
        let plan = try UpdatePlan(update, oldCounts: sections.map { $0.items.count },
                                  newCounts: model.sections.map { $0.messages.count })
        var changes: [Int: Int] = [:]  // new section -> first changed item
        if !plan.sectionsChanged && update.reloadedSections.isEmpty {
            // Days stay where they are: replace the changed sections in place.
            for (j, origins) in plan.itemOrigins {
                let (section, firstChange) = try rebuilt(j, from: j, origins: origins, model: model, source: before.sections)
                sections[j] = section
                changes[j] = firstChange
            }
        } else {
            var formatter: DateHeaderFormatter?
            var newSections: [SectionState] = []
            newSections.reserveCapacity(plan.sectionOrigins.count)
            for (j, origin) in plan.sectionOrigins.enumerated() {
                guard let s = origin.old, !origin.reloaded else {
                    let header = formatter ?? DateHeaderFormatter(configuration: configuration, timeZone: timeZone)
                    formatter = header
                    let modelSection = model.sections[j]
                    let items = modelSection.messages.map { Self.item($0, in: model) }
                    newSections.append(try Self.section(modelSection.day, items: items, layouter: layouter, formatter: header))
                    changes[j] = 0
                    continue
                }
                if let origins = plan.itemOrigins[j] {
                    let (section, firstChange) = try rebuilt(j, from: s, origins: origins, model: model, source: before.sections)
                    newSections.append(section)
                    changes[j] = firstChange
                } else {
                    try Self.checkDay(sections[s].day, continuing: s, as: model.sections[j].day, in: j)
                    newSections.append(sections[s])
                }
            }
            sections = newSections
        }
        if let last = sections.indices.last, changes[last] == nil { try checkEnds(of: last, in: model) }
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
            offsets = PrefixSumTree(sections.map { $0.height })
        } else {
            for (section, _) in ordered where offsets.values[section] != sections[section].height {
                offsets.set(section, sections[section].height)
            }
        }
        return LayoutTransition(before: before, after: self, update: update, plan: plan)
    }

    /// Throws unless old section `s` and new section `j` are the same day.
    private static func checkDay(_ old: Day, continuing s: Int, as new: Day, in j: Int) throws {
        guard old == new else {
            throw ChatLayoutError.inconsistentUpdate(
                "section \(j) is day \(new) in the transcript but continues section \(s) of day \(old); reload or replace it")
        }
    }

    private func checkEnds(of j: Int, in model: SectionedTranscript) throws {
        let items = sections[j].items
        let messages = model.sections[j].messages
        if items.first?.message.id != messages.first?.id || items.last?.message.id != messages.last?.id {
            throw ChatLayoutError.inconsistentUpdate("section \(j) has other messages in the transcript than the update keeps there")
        }
    }

    /// Old section `s`'s state (in `source`, the sections before the update) turned into new section `j` by
    /// `origins`; and the first item that changed.
    private mutating func rebuilt(_ j: Int, from s: Int, origins: [ItemOrigin], model: SectionedTranscript,
                         source: [SectionState]) throws -> (SectionState, Int) {
        try Self.checkDay(source[s].day, continuing: s, as: model.sections[j].day, in: j)
        let modelSection = model.sections[j]
        var section = source[s]
        updateCost += origins.count
        var items: [ItemState] = []
        items.reserveCapacity(origins.count)
        var firstChange = origins.count
        for (i, origin) in origins.enumerated() {
            let message = modelSection.messages[i]
            guard let old = origin.old else {
                items.append(Self.item(message, in: model))
                firstChange = min(firstChange, i)
                continue
            }
            if origin.dirty {
                items.append(Self.item(message, in: model))
            } else {
                let item = source[old.section].items[old.item]
                guard item.message.id == message.id else {
                    throw ChatLayoutError.inconsistentUpdate(
                        "item [\(j), \(i)] is \"\(message.id)\" in the transcript but the update keeps \"\(item.message.id)\" there")
                }
                items.append(item)
            }
            if origin.dirty || old != ItemPath(section: s, item: i) { firstChange = min(firstChange, i) }
        }
        section.items = items
        return (section, firstChange)
    }
}
