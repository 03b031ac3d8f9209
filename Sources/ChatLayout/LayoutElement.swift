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

/// What kind of element a `LayoutElement` is.
public enum ElementKind: Hashable, Sendable {
    /// A section's date header pill.
    case dateHeader(section: Int)
    /// The "New messages" separator above a message.
    case unreadSeparator(ItemPath)
    /// A message's row (see `ChatLayoutEngine.frames(at:)` for its parts).
    case message(ItemPath)
    /// The avatar of the group whose last message is at this path.
    case avatar(ItemPath)
}

/// One element of the layout and its frame in content coordinates.
public struct LayoutElement: Hashable, Sendable {
    /// What the element is.
    public var kind: ElementKind
    /// Where it is.
    public var frame: CGRect

    /// Creates an element.
    public init(kind: ElementKind, frame: CGRect) {
        self.kind = kind
        self.frame = frame
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

/// A frame and an opacity, for animating elements that appear or disappear.
public struct ElementAttributes: Hashable, Sendable {
    /// The frame in content coordinates.
    public var frame: CGRect
    /// The opacity, 0 to 1.
    public var alpha: CGFloat

    /// Creates attributes.
    public init(frame: CGRect, alpha: CGFloat) {
        self.frame = frame
        self.alpha = alpha
    }
}
