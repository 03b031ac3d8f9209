import Foundation

/// A message's row as its sizing sized it: the bubble's size, what hangs below it, and every part's frame relative to
/// the bubble's origin (left-to-right). The engine stores it per row and places it; it never looks inside ``content``.
public struct SizedMessage: Sendable {
    /// The bubble (or system pill, or drawn picture when there is no bubble).
    public var size = CGSize.zero
    /// The height below the bubble that belongs to the row (an inline keyboard and its gap).
    public var heightBelow: CGFloat = 0
    /// A centred notice (a system message): no tail, no avatar.
    public var isSystem = false
    /// Centred in the band on whole points, without an avatar (a bubble-less custom tree).
    public var isCentred = false
    /// Whether it is drawn in a bubble (a tail goes on the last of a group).
    public var hasBubble = true
    /// Whether the time sits on a pill over a picture (``MessageFrames/timeOverPicture``).
    public var timeOverPicture = false
    /// Every part with its frame relative to the bubble's origin, in ``MessageFrames/parts``' order.
    public var parts: [PlacedPart] = []
    /// What the sizing keeps for drawing (its measured texts), opaque to the engine.
    public var content: (any Sendable)?

    /// An empty row.
    public init() {}

    /// The row's height: the bubble and what hangs below it.
    public var totalHeight: CGFloat { size.height + heightBelow }
}

/// A label row's pill (a date header, the unread separator) as its sizing sized it, with what it keeps for drawing.
public struct SizedLabel: Sendable {
    /// The pill's size.
    public var size: CGSize
    /// What the sizing keeps for drawing (the text and its measured box), opaque to the engine.
    public var content: (any Sendable)?

    /// A sized label.
    public init(size: CGSize, content: (any Sendable)? = nil) {
        self.size = size
        self.content = content
    }
}

/// A message's row in a layout: what its sizing was asked (``MessageRow``) and answered (``SizedMessage``).
public struct SizedRow: Sendable {
    /// The message, what the transcript resolves for it, and its place in its group.
    public var row: MessageRow
    /// Its bubble's size and parts.
    public var sized: SizedMessage
    /// Whether the size is still an estimate.
    public var isEstimated: Bool
}
