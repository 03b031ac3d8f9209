import ChatModel
import Foundation

/// The frames of one message, in content coordinates.
public struct MessageFrames: Hashable, Sendable {
    /// The message's id.
    public var id: MessageID
    /// The message's path.
    public var path: ItemPath
    /// The message's row: the content width inside the insets, from its bubble's top to its bottom
    /// (what a collection view cell occupies).
    public var frame: CGRect
    /// The bubble (or the pill of a system message).
    public var bubble: CGRect
    /// The body text (message text, caption, deleted notice, system text).
    public var text: CGRect?
    /// The author's name, on the first incoming bubble of a group.
    public var authorName: CGRect?
    /// The reply quote.
    public var replyQuote: CGRect?
    /// The file card, call row, or card block (title, body and button).
    public var attachment: CGRect?
    /// The icon of a file card or call row.
    public var icon: CGRect?
    /// The card's button.
    public var button: CGRect?
    /// The time/status label.
    public var time: CGRect?
    /// Whether the bubble draws a tail (the last bubble of a group).
    public var hasTail: Bool
    /// Whether the reader wrote it (outgoing bubbles sit on the trailing side).
    public var isOutgoing: Bool
    /// Whether it is a centred system message.
    public var isSystem: Bool
    /// Whether its size is still an estimate.
    public var isEstimated: Bool
}

/// One element of the layout, its frame in content coordinates and its stacking order.
public struct LayoutElement: Hashable, Sendable {
    /// What the element is and which one.
    public var id: ElementID
    /// Where it is.
    public var frame: CGRect
    /// Its stacking order: higher draws over lower (UIKit's `zIndex`). Section backgrounds are below messages,
    /// avatars and date headers above them, the pinned date header above everything.
    public var zIndex: Int

    /// Creates an element.
    public init(id: ElementID, frame: CGRect, zIndex: Int) {
        self.id = id
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// The date header to pin at the top of a visible rect.
public struct PinnedHeader: Hashable, Sendable {
    /// The section whose date is shown.
    public var section: Int
    /// The header pill's frame: pinned below the visible top, or pushed up by the next section's header.
    public var frame: CGRect
    /// Whether the frame differs from the header's place in the content (it floats).
    public var isFloating: Bool
}

/// Where an element starts or ends an animated update: a frame, an opacity and a stacking order (what a
/// `UICollectionViewLayoutAttributes` carries).
public struct ElementAttributes: Hashable, Sendable {
    /// The frame in content coordinates.
    public var frame: CGRect
    /// The opacity, 0 to 1.
    public var alpha: CGFloat
    /// The stacking order: higher draws over lower.
    public var zIndex: Int

    /// Creates attributes.
    public init(frame: CGRect, alpha: CGFloat = 1, zIndex: Int = 0) {
        self.frame = frame
        self.alpha = alpha
        self.zIndex = zIndex
    }
}
