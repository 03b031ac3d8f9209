import Foundation

/// A message's row as its sizing sized it: the bubble's size, what hangs below it, and every part's frame relative to
/// the bubble's origin (left-to-right). The engine stores it per row and places it; it never looks inside `content`.
public struct SizedMessage: Sendable {
    /// The bubble (or system pill, or drawn picture when there is no bubble).
    package var size = CGSize.zero
    /// The height below the bubble that belongs to the row (an inline keyboard and its gap).
    package var heightBelow: CGFloat = 0
    /// A centred notice (a system message): no tail, no avatar.
    package var isSystem = false
    /// Centred in the band on whole points, without an avatar (a bubble-less custom tree).
    package var isCentred = false
    /// Whether it is drawn in a bubble (a tail goes on the last of a group).
    package var hasBubble = true
    /// Whether the time sits on a pill over a picture (``MessageFrames/timeOverPicture``).
    package var timeOverPicture = false
    /// Every part with its frame relative to the bubble's origin, in ``MessageFrames/parts``' order.
    package var parts: [PlacedPart] = []
    /// What the sizing keeps for drawing (its measured texts), opaque to the engine.
    package var content: (any Sendable)?

    /// An empty row.
    package init() {}

    /// The row's height: the bubble and what hangs below it.
    package var totalHeight: CGFloat { size.height + heightBelow }
}

/// A label row's pill (a date header, the unread separator) as its sizing sized it, with what it keeps for drawing.
public struct SizedLabel: Sendable {
    /// The pill's size.
    package var size: CGSize
    /// What the sizing keeps for drawing (the text and its measured box), opaque to the engine.
    package var content: (any Sendable)?

    /// A sized label.
    package init(size: CGSize, content: (any Sendable)? = nil) {
        self.size = size
        self.content = content
    }
}

/// A message's row in a layout: what its sizing was asked (``MessageRow``) and answered (``SizedMessage``).
package struct SizedRow: Sendable {
    /// The message, what the transcript resolves for it, and its place in its group.
    package var row: MessageRow
    /// Its bubble's size and parts.
    package var sized: SizedMessage
    /// Whether the size is still an estimate.
    package var isEstimated: Bool
}
