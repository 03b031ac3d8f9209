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
    /// Whether the bubble draws a tail (the last bubble of a group).
    public var hasTail: Bool
    /// Whether the reader wrote it (outgoing bubbles sit on the trailing side).
    public var isOutgoing: Bool
    /// Whether it is a centred system message.
    public var isSystem: Bool
    /// Whether its size is still an estimate.
    package var isEstimated: Bool
    /// Whether it is drawn in a bubble: stickers, jumbo emoji and custom trees without one have none (`bubble` is
    /// then the frame of what is drawn).
    public var hasBubble = true
    /// Whether the time sits on a translucent pill over a picture (media without a caption, stickers, jumbo emoji).
    package var timeOverPicture = false
    /// Every part the message shows with its frame, back to front: the author's name, the forwarded header, the
    /// quote, pictures, voice note, sticker, custom tree, attachment, progress ring, body, link preview, reactions,
    /// time and keyboard (the layout export's order).
    public var parts: [PlacedPart] = []

    /// The frame of `part`, nil when the message does not show it.
    public subscript(part: MessagePart) -> CGRect? {
        for placed in parts where placed.part == part { return placed.frame }
        return nil
    }

    /// The frame of the first part of a kind (of the one there is: the body, the time, the quote), nil when the
    /// message shows none.
    public subscript(kind: MessagePart.Kind) -> CGRect? {
        for placed in parts where placed.part.kind == kind { return placed.frame }
        return nil
    }

    /// The frames of the parts of one kind in order (the tiles of an album, the reaction pills, the keyboard's
    /// buttons row by row).
    public func frames(of kind: MessagePart.Kind) -> [CGRect] {
        parts.compactMap { $0.part.kind == kind ? $0.frame : nil }
    }

    /// The frame of the whole message row's drawing: the bubble plus the inline keyboard under it.
    package var totalFrame: CGRect { frames(of: .keyboard).reduce(bubble) { $0.union($1) } }
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
    package init(id: ElementID, frame: CGRect, zIndex: Int) {
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
    package var isFloating: Bool
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
    package init(frame: CGRect, alpha: CGFloat = 1, zIndex: Int = 0) {
        self.frame = frame
        self.alpha = alpha
        self.zIndex = zIndex
    }
}
