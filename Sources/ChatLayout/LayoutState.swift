import ChatModel
import Foundation

/// One message's laid-out state inside its section.
struct ItemState: Sendable {
    var message: Message
    var quote: Quote?
    var authorName: String
    var context = ItemContext()
    var bubble = BubbleLayout()
    /// The content changed: compose the bubble even if the context did not.
    var needsLayout = true
    /// The bubble was composed by the estimating sizing and waits for an exact measurement.
    var isEstimated = false
    /// The top of the item (its separator, else its bubble), relative to the section's top.
    var y: CGFloat = 0
    /// The item's height: separator and gap (if any) plus bubble.
    var height: CGFloat = 0
    /// The offset of the bubble below the item's top.
    var bubbleOffset: CGFloat = 0
    /// The first and last item index of the author group this item belongs to.
    var groupStart = 0
    var groupEnd = 0
}

/// One day's laid-out state: the header and the items, positioned relative to the section's top.
struct SectionState: Sendable {
    var day: Day
    var headerText: String
    var headerPill: CGSize
    var items: [ItemState]
    /// The height from the section's top to its last item's bottom.
    var height: CGFloat = 0
    /// The height of the header row (pill plus spacing above and below).
    var headerHeight: CGFloat = 0
}

/// A bubble to compose: where it goes and which composer to use.
struct ComposeJob {
    var section: Int
    var item: Int
}
