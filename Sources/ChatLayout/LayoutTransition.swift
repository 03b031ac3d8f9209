import ChatModel
import Foundation

/// The layouts before and after a batch update, with the mappings between their indices and the attributes a
/// `UICollectionViewLayout` needs to animate elements in and out.
public struct LayoutTransition: Sendable {
    /// The layout before the update.
    public let before: ChatLayoutEngine
    /// The layout after the update.
    public let after: ChatLayoutEngine
    /// The update that was applied.
    public let update: BatchUpdate
    let plan: UpdatePlan

    init(before: ChatLayoutEngine, after: ChatLayoutEngine, update: BatchUpdate, plan: UpdatePlan) {
        self.before = before
        self.after = after
        self.update = update
        self.plan = plan
    }

    /// The section's index after the update; nil when it was deleted.
    public func newSection(forOld section: Int) -> Int? {
        plan.sectionTargets.indices.contains(section) ? plan.sectionTargets[section] : nil
    }

    /// The section's index before the update; nil when it was inserted.
    public func oldSection(forNew section: Int) -> Int? {
        plan.sectionOrigins.indices.contains(section) ? plan.sectionOrigins[section].old : nil
    }

    /// The message's path before the update; nil when it was inserted (or its section was inserted or reloaded).
    public func oldPath(forNew path: ItemPath) -> ItemPath? {
        guard after.contains(path), let s = oldSection(forNew: path.section),
              !plan.sectionOrigins[path.section].reloaded else { return nil }
        if let origins = plan.itemOrigins[path.section] { return origins[path.item].old }
        return ItemPath(section: s, item: path.item)
    }

    /// The message's path after the update; nil when it was deleted. O(items of its section) when that section
    /// changed.
    public func newPath(forOld path: ItemPath) -> ItemPath? {
        guard before.contains(path), let j = newSection(forOld: path.section),
              !plan.sectionOrigins[j].reloaded else { return nil }
        if let move = update.movedItems.first(where: { $0.from == path }) { return move.to }
        // A section without item changes keeps its items' indices.
        guard let origins = plan.itemOrigins[j] else { return ItemPath(section: j, item: path.item) }
        return origins.firstIndex { $0.old == path }.map { ItemPath(section: j, item: $0) }
    }

    private func isReloaded(newPath path: ItemPath) -> Bool {
        plan.sectionOrigins[path.section].reloaded || plan.itemOrigins[path.section]?[path.item].dirty == true
    }

    /// Where an item that is on screen after the update starts its animation: its old frame (alpha 1) if it
    /// existed, its old frame at alpha 0 if it was reloaded (cross-fade), its new frame at alpha 0 if inserted.
    public func initialAttributes(forItemAt path: ItemPath) -> ElementAttributes? {
        guard let final = after.frames(at: path)?.frame else { return nil }
        let old = oldPath(forNew: path).flatMap { before.frames(at: $0)?.frame }
        if let old { return ElementAttributes(frame: old, alpha: isReloaded(newPath: path) ? 0 : 1) }
        return ElementAttributes(frame: final, alpha: 0)
    }

    /// Where an item that was on screen before the update ends its animation: its new frame (alpha 1) if it
    /// persists, its new frame at alpha 0 if reloaded, its old frame at alpha 0 if deleted.
    public func finalAttributes(forItemAt path: ItemPath) -> ElementAttributes? {
        guard let initial = before.frames(at: path)?.frame else { return nil }
        if let new = newPath(forOld: path), let frame = after.frames(at: new)?.frame {
            return ElementAttributes(frame: frame, alpha: isReloaded(newPath: new) ? 0 : 1)
        }
        return ElementAttributes(frame: initial, alpha: 0)
    }

    /// The date header's starting attributes after the update: its old frame if the section existed, else
    /// its new frame at alpha 0.
    public func initialAttributes(forDateHeaderInSection section: Int) -> ElementAttributes? {
        guard let final = after.dateHeaderFrame(section: section) else { return nil }
        if let old = oldSection(forNew: section).flatMap({ before.dateHeaderFrame(section: $0) }) {
            return ElementAttributes(frame: old, alpha: 1)
        }
        return ElementAttributes(frame: final, alpha: 0)
    }

    /// The date header's ending attributes before the update: its new frame if the section persists, else its
    /// old frame at alpha 0.
    public func finalAttributes(forDateHeaderInSection section: Int) -> ElementAttributes? {
        guard let initial = before.dateHeaderFrame(section: section) else { return nil }
        if let new = newSection(forOld: section).flatMap({ after.dateHeaderFrame(section: $0) }) {
            return ElementAttributes(frame: new, alpha: 1)
        }
        return ElementAttributes(frame: initial, alpha: 0)
    }
}
