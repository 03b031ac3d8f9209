import ChatModel
import Foundation

/// What the engine asks of the module that knows what rows show: their sizes and their parts' frames.
///
/// The engine is content-free: it groups messages, places rows, keeps the id index, applies updates, anchors and
/// animates them, and never reads a word, a font or a format. For each layout pass (a new configuration, a new
/// width, a new unread separator) it asks for a ``RowSizer`` bound to the widths of that pass, and asks that sizer for
/// every row it must size, possibly on several threads. `ChatBubbles`' `BubbleSizing` is the chat's sizing; a test
/// may bring its own.
public protocol RowSizing: Sendable {
    /// The sizer of one layout pass: rows are sized within `space`, times and days are local to `timeZone`.
    /// Throws when the sizing's own configuration does not fit `space`.
    func sizer(in space: RowSpace, timeZone: TimeZone) throws -> any RowSizer
}

/// Sizes the rows of one layout pass. Thread-safe: a full layout sizes messages on several threads at once.
public protocol RowSizer: Sendable {
    /// The size and parts of a message's row (its bubble, and what hangs below it).
    func size(_ row: MessageRow) throws -> SizedMessage

    /// The date header pills of `days`, in that order (the first failure in that order is thrown).
    func dateHeaders(_ days: [Day]) throws -> [SizedLabel]

    /// The unread separator's label: the row above the first unread message is as tall as it.
    func unreadSeparator() throws -> SizedLabel
}

/// The widths rows are sized within: the viewport, the band inside the content insets, and the room beside the avatar
/// column on each side.
public struct RowSpace: Hashable, Sendable {
    /// The width of the collection.
    package var viewportWidth: CGFloat
    /// The width inside the content insets: centred rows (date headers, system messages) lie within it.
    package var bandWidth: CGFloat
    /// The width an incoming message's bubble may take (the band less the avatar column, when incoming groups show one).
    package var incomingWidth: CGFloat
    /// The width an outgoing message's bubble may take (the band less the avatar column, when outgoing groups show one).
    package var outgoingWidth: CGFloat
    /// Whether rows are mirrored for a right-to-left layout: a bubble's leading side is then its right.
    package var isRightToLeft: Bool

    /// Creates a space.
    package init(viewportWidth: CGFloat, bandWidth: CGFloat, incomingWidth: CGFloat, outgoingWidth: CGFloat,
                 isRightToLeft: Bool = false) {
        self.viewportWidth = viewportWidth
        self.bandWidth = bandWidth
        self.incomingWidth = incomingWidth
        self.outgoingWidth = outgoingWidth
        self.isRightToLeft = isRightToLeft
    }
}
