import ChatModel
import Foundation

/// How an element that appears or disappears moves.
public enum TransitionStyle: Hashable, Sendable {
    /// In place, from or to alpha 0.
    case fade
    /// From zero height at its top (or to zero height when it disappears), at full opacity: the row opens up
    /// («UICollectionViewLayout from scratch»).
    case grow
    /// From just below the visible rect's bottom, at full opacity: a new outgoing message rising from the input bar
    /// (iMessage). A disappearing element fades.
    case slideUp
    /// In place, at full opacity: no animation of its own.
    case none
}

/// What an adjustment of transition attributes is told about the element.
public struct ElementTransitionContext: Sendable {
    /// Whether the element is appearing (initial attributes) or disappearing (final attributes).
    public enum Phase: Hashable, Sendable {
        /// On screen after the update: the attributes are where it starts.
        case appearing
        /// On screen before the update: the attributes are where it ends.
        case disappearing
    }

    /// The element.
    package var element: ElementID
    /// Which attributes are being made.
    public var phase: Phase
    /// What became of the element (for section and content elements: inserted, deleted, reloaded or unchanged).
    package var change: ItemChange
    /// The style applied, when the element appears or disappears (`nil` when it persists).
    package var style: TransitionStyle?
    /// The message the element belongs to (after the update when appearing, before it when disappearing), if any.
    package var message: Message?
}

/// The styles of elements that appear and disappear, per kind, with a hook per kind that adjusts the attributes
/// last (the idea of `CollectionViewCellAttributes`: the caller decides, the layout computes).
public struct TransitionStyles: Sendable {
    /// A caller's change to transition attributes.
    public typealias Adjustment = @Sendable (inout ElementAttributes, ElementTransitionContext) -> Void

    /// The style of kinds not in `styles`.
    package var defaultStyle = TransitionStyle.fade
    /// Styles per kind.
    public var styles: [ElementKind: TransitionStyle] = [:]
    /// The style of a message the reader sent that appears (nil: its kind's style).
    package var newOutgoingMessages: TransitionStyle?
    /// Adjustments per kind, applied to every initial and final attributes of that kind.
    public var adjustments: [ElementKind: Adjustment] = [:]

    /// Every element fades in and out.
    public init() {}

    /// iMessage's choices: new outgoing messages slide up from the bottom; the rest fades.
    public static var iMessage: TransitionStyles {
        var styles = TransitionStyles()
        styles.newOutgoingMessages = .slideUp
        return styles
    }

    /// The style of an element that appears or disappears.
    func style(for element: ElementID, isOutgoing: Bool) -> TransitionStyle {
        if element.kind == .message, isOutgoing, let style = newOutgoingMessages { return style }
        return styles[element.kind] ?? defaultStyle
    }

    /// `attributes` for an element that appears at `frame` (or disappears from it) in this style; `visibleRect` is
    /// the visible rect after the update.
    static func attributes(_ style: TransitionStyle, frame: CGRect, zIndex: Int, phase: ElementTransitionContext.Phase,
                           visibleRect: CGRect) -> ElementAttributes {
        switch (style, phase) {
        case (.fade, _), (.slideUp, .disappearing):
            return ElementAttributes(frame: frame, alpha: 0, zIndex: zIndex)
        case (.grow, _):
            return ElementAttributes(frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 0), zIndex: zIndex)
        case (.slideUp, .appearing):
            return ElementAttributes(frame: frame.offsetBy(dx: 0, dy: max(0, visibleRect.maxY - frame.minY)), zIndex: zIndex)
        case (.none, _):
            return ElementAttributes(frame: frame, zIndex: zIndex)
        }
    }
}
