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
    package let before: ChatLayoutEngine
    /// The layout after the change.
    public let after: ChatLayoutEngine
    /// The batch update that was applied (empty for other changes).
    public let update: BatchUpdate
    let plan: UpdatePlan
    /// How elements that appear or disappear animate.
    public var styles = TransitionStyles()
    /// The reader's content offset when the change began; the bottom of `before` unless set.
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
    package func newSection(forOld section: Int) -> Int? {
        section >= 0 && section < before.numberOfSections ? plan.newSection(forOld: section) : nil
    }

    /// The section's index before the change; nil when it was inserted.
    package func oldSection(forNew section: Int) -> Int? {
        section >= 0 && section < after.numberOfSections ? plan.oldSection(forNew: section) : nil
    }

    /// The message's path before the change; nil when it was inserted (or its section was inserted or reloaded).
    package func oldPath(forNew path: ItemPath) -> ItemPath? {
        after.contains(path) ? plan.oldPath(forNew: path) : nil
    }

    /// The message's path after the change; nil when it was deleted (or its section was deleted or reloaded).
    package func newPath(forOld path: ItemPath) -> ItemPath? {
        before.contains(path) ? plan.newPath(forOld: path) : nil
    }

    /// What happened to the message at `path` after the change (nil when there is none).
    package func change(ofItemAt path: ItemPath) -> ItemChange? {
        after.contains(path) ? plan.change(ofNew: path) : nil
    }

    /// What became of the message that was at `path` before the change (nil when there was none).
    package func change(ofItemBefore path: ItemPath) -> ItemChange? {
        before.contains(path) ? plan.change(ofOld: path) : nil
    }

    // MARK: Attributes

    /// Where an element that is in the layout after the change starts its animation (UIKit's
    /// `initialLayoutAttributesForAppearing…`): its old frame at full opacity if it was there (a reconfigured
    /// message too), its old frame at alpha 0 if it was reloaded (the new cell cross-fades in), else its style's
    /// start. Nil when the layout after the change has no such element.
    public func initialAttributes(for element: ElementID) -> ElementAttributes? {
        attributes(for: element, phase: .appearing)
    }

    /// Where an element that was in the layout before the change ends its animation (UIKit's
    /// `finalLayoutAttributesForDisappearing…`): its new frame at full opacity if it persists, its new frame at
    /// alpha 0 if it was reloaded (the old cell cross-fades out), else its style's end from its old frame. Nil
    /// when the layout before the change had no such element.
    public func finalAttributes(for element: ElementID) -> ElementAttributes? {
        attributes(for: element, phase: .disappearing)
    }

    /// An element's attributes when it appears (in `after`, starting from `before`) or disappears (in `before`,
    /// ending in `after`): its frame on the other side if it persists there (alpha 0 when reloaded, so that the two
    /// cells cross-fade), else its style's start or end from its own frame; the kind's adjustment last.
    private func attributes(for element: ElementID, phase: ElementTransitionContext.Phase) -> ElementAttributes? {
        guard let kind = ElementCatalog.kinds[element.kind] else { return nil }
        let appearing = phase == .appearing
        let (own, other) = appearing ? (after, before) : (before, after)
        let visibleBefore = before.visibleRect(contentOffset: contentOffset)
        let visibleAfter = after.visibleRect(contentOffset: targetContentOffset)
        guard let frame = own.frame(of: element, visibleRect: appearing ? visibleAfter : visibleBefore) else { return nil }
        let (counterpart, change) = appearing ? origin(of: element, scope: kind.scope) : destination(of: element, scope: kind.scope)
        let message = kind.scope == .item ? own.message(at: element.path) : nil
        var context = ElementTransitionContext(element: element, phase: phase, change: change, message: message)
        var attributes: ElementAttributes
        let gone: ItemChange = appearing ? .inserted : .deleted
        if change != gone, let counterpart,
           let otherFrame = other.frame(of: counterpart, visibleRect: appearing ? visibleBefore : visibleAfter) {
            attributes = ElementAttributes(frame: otherFrame, alpha: change == .reloaded ? 0 : 1, zIndex: kind.zIndex)
        } else {
            context.change = gone
            let style = styles.style(for: element, isOutgoing: message.map { $0.author == own.me } ?? false)
            context.style = style
            attributes = TransitionStyles.attributes(style, frame: frame, zIndex: kind.zIndex, phase: phase,
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
