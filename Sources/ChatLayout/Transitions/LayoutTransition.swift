import ChatModel
import Foundation

/// The layouts before and after a change (a batch update, a viewport or width change, measured estimates, an
/// indicator shown or hidden), with the mappings between their indices and the attributes a
/// `UICollectionViewLayout` animates every element with.
///
/// Set ``contentOffset`` to the reader's offset when the change began (it defaults to the bottom): the target
/// offset and the frames of floating elements (avatars, the pinned date header) and slide-ins follow from it.
public struct LayoutTransition: Sendable {
    /// The layout before the change.
    public let before: ChatLayoutEngine
    /// The layout after the change.
    public let after: ChatLayoutEngine
    /// The batch update that was applied (empty for other changes).
    public let update: BatchUpdate
    let plan: UpdatePlan
    /// How elements that appear or disappear animate.
    public var styles = TransitionStyles()
    /// The reader's content offset when the change began; the bottom of ``before`` unless set.
    public var contentOffset: CGFloat

    init(before: ChatLayoutEngine, after: ChatLayoutEngine, update: BatchUpdate = BatchUpdate(), plan: UpdatePlan = UpdatePlan()) {
        self.before = before
        self.after = after
        self.update = update
        self.plan = plan
        contentOffset = before.maximumContentOffset
    }

    /// Where the change scrolls: ``contentOffset(from:anchor:)`` from ``contentOffset``.
    public var targetContentOffset: CGFloat { contentOffset(from: contentOffset) }

    // MARK: Mappings

    /// The section's index after the change; nil when it was deleted.
    public func newSection(forOld section: Int) -> Int? {
        section >= 0 && section < before.numberOfSections ? plan.newSection(forOld: section) : nil
    }

    /// The section's index before the change; nil when it was inserted.
    public func oldSection(forNew section: Int) -> Int? {
        section >= 0 && section < after.numberOfSections ? plan.oldSection(forNew: section) : nil
    }

    /// The message's path before the change; nil when it was inserted (or its section was inserted or reloaded).
    public func oldPath(forNew path: ItemPath) -> ItemPath? {
        after.contains(path) ? plan.oldPath(forNew: path) : nil
    }

    /// The message's path after the change; nil when it was deleted (or its section was deleted or reloaded).
    public func newPath(forOld path: ItemPath) -> ItemPath? {
        before.contains(path) ? plan.newPath(forOld: path) : nil
    }

    /// What happened to the message at `path` after the change (nil when there is none).
    public func change(ofItemAt path: ItemPath) -> ItemChange? {
        after.contains(path) ? plan.change(ofNew: path) : nil
    }

    /// What became of the message that was at `path` before the change (nil when there was none).
    public func change(ofItemBefore path: ItemPath) -> ItemChange? {
        before.contains(path) ? plan.change(ofOld: path) : nil
    }

    // MARK: Attributes

    /// Where an element that is in the layout after the change starts its animation (UIKit's
    /// `initialLayoutAttributesForAppearing…`): its old frame at full opacity if it was there (a reconfigured
    /// message too), its old frame at alpha 0 if it was reloaded (the new cell cross-fades in), else its style's
    /// start. Nil when the layout after the change has no such element.
    public func initialAttributes(for element: ElementID) -> ElementAttributes? {
        guard let kind = ElementCatalog.kinds[element.kind] else { return nil }
        let visibleAfter = after.visibleRect(contentOffset: targetContentOffset)
        guard let final = after.frame(of: element, visibleRect: visibleAfter) else { return nil }
        let (old, change) = origin(of: element, scope: kind.scope)
        let message = kind.scope == .item ? after.message(at: element.path) : nil
        var context = ElementTransitionContext(element: element, phase: .appearing, change: change, message: message)
        var attributes: ElementAttributes
        if change != .inserted, let old,
           let frame = before.frame(of: old, visibleRect: before.visibleRect(contentOffset: contentOffset)) {
            attributes = ElementAttributes(frame: frame, alpha: change == .reloaded ? 0 : 1, zIndex: kind.zIndex)
        } else {
            context.change = .inserted
            let style = styles.style(for: element, isOutgoing: message.map { $0.author == after.me } ?? false)
            context.style = style
            attributes = TransitionStyles.attributes(style, frame: final, zIndex: kind.zIndex, phase: .appearing,
                                                     visibleRect: visibleAfter)
        }
        styles.adjustments[element.kind]?(&attributes, context)
        return attributes
    }

    /// Where an element that was in the layout before the change ends its animation (UIKit's
    /// `finalLayoutAttributesForDisappearing…`): its new frame at full opacity if it persists, its new frame at
    /// alpha 0 if it was reloaded (the old cell cross-fades out), else its style's end from its old frame. Nil
    /// when the layout before the change had no such element.
    public func finalAttributes(for element: ElementID) -> ElementAttributes? {
        guard let kind = ElementCatalog.kinds[element.kind] else { return nil }
        guard let initial = before.frame(of: element, visibleRect: before.visibleRect(contentOffset: contentOffset)) else {
            return nil
        }
        let (new, change) = destination(of: element, scope: kind.scope)
        let message = kind.scope == .item ? before.message(at: element.path) : nil
        var context = ElementTransitionContext(element: element, phase: .disappearing, change: change, message: message)
        var attributes: ElementAttributes
        let visibleAfter = after.visibleRect(contentOffset: targetContentOffset)
        if change != .deleted, let new, let frame = after.frame(of: new, visibleRect: visibleAfter) {
            attributes = ElementAttributes(frame: frame, alpha: change == .reloaded ? 0 : 1, zIndex: kind.zIndex)
        } else {
            context.change = .deleted
            let style = styles.style(for: element, isOutgoing: message.map { $0.author == before.me } ?? false)
            context.style = style
            attributes = TransitionStyles.attributes(style, frame: initial, zIndex: kind.zIndex, phase: .disappearing,
                                                     visibleRect: visibleAfter)
        }
        styles.adjustments[element.kind]?(&attributes, context)
        return attributes
    }

    /// A message's initial attributes (UIKit's `initialLayoutAttributesForAppearingItem(at:)`).
    public func initialAttributes(forItemAt path: ItemPath) -> ElementAttributes? { initialAttributes(for: .message(path)) }

    /// A message's final attributes (UIKit's `finalLayoutAttributesForDisappearingItem(at:)`).
    public func finalAttributes(forItemAt path: ItemPath) -> ElementAttributes? { finalAttributes(for: .message(path)) }

    /// The element before the change that `element` (after it) continues, and what happened to it.
    private func origin(of element: ElementID, scope: ElementScope) -> (ElementID?, ItemChange) {
        switch scope {
        case .item:
            let change = plan.change(ofNew: element.path)
            return (plan.oldPath(forNew: element.path).map { ElementID(kind: element.kind, path: $0) }, change)
        case .section:
            guard let s = plan.oldSection(forNew: element.path.section) else { return (nil, .inserted) }
            return (.section(element.kind, s), plan.reloadedSections.contains(s) ? .reloaded : .unchanged)
        case .content:
            return (element, .unchanged)
        }
    }

    /// The element after the change that continues `element` (before it), and what became of it.
    private func destination(of element: ElementID, scope: ElementScope) -> (ElementID?, ItemChange) {
        switch scope {
        case .item:
            let change = plan.change(ofOld: element.path)
            return (plan.newPath(forOld: element.path).map { ElementID(kind: element.kind, path: $0) }, change)
        case .section:
            guard let j = plan.newSection(forOld: element.path.section) else { return (nil, .deleted) }
            return (.section(element.kind, j), plan.reloadedSections.contains(element.path.section) ? .reloaded : .unchanged)
        case .content:
            return (element, .unchanged)
        }
    }
}
