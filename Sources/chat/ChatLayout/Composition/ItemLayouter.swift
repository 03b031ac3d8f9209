import ChatModel
import Foundation
import Locking

/// Lays out single messages: their place in an author group (from their neighbours), their spacing, and their
/// bubbles (possibly on several threads).
///
/// A message's context depends only on itself and its two neighbours in its section, so an update lays out again
/// the messages it changed and their neighbours, nothing else. A class, immutable: layouts and their copies share
/// one.
final class ItemLayouter: Sendable {
    let configuration: ChatLayoutConfiguration
    let composer: BubbleComposer
    let estimator: BubbleComposer?
    let unreadFrom: MessageID?
    let me: String
    let separatorHeight: CGFloat
    /// The unread separator's measured text.
    let separatorText: TextBox
    /// The configuration's effective direction, resolved once (asking the locale is slow).
    let isRightToLeft: Bool

    init(configuration: ChatLayoutConfiguration, composer: BubbleComposer, estimator: BubbleComposer?,
         unreadFrom: MessageID?, me: String, separatorText: TextBox, isRightToLeft: Bool) {
        self.configuration = configuration
        self.composer = composer
        self.estimator = estimator
        self.unreadFrom = unreadFrom
        self.me = me
        self.separatorText = separatorText
        separatorHeight = separatorText.height + configuration.pillPadding.vertical
        self.isRightToLeft = isRightToLeft
    }

    /// Whether `next` continues the author group of `previous` (`next` has the unread separator when asked).
    private func joins(_ previous: Message, _ next: Message) -> Bool {
        unreadFrom != next.id && previous.kind != .system && next.kind != .system && previous.author == next.author
            && abs(next.time.timeIntervalSince(previous.time)) <= configuration.groupTimeWindow
    }

    /// The context of `message` between its neighbours in its section.
    func context(of message: Message, previous: Message?, next: Message?) -> ItemContext {
        var context = ItemContext()
        let joinsPrevious = previous.map { joins($0, message) } ?? false
        context.isOutgoing = message.author == me
        context.isFirstInGroup = !joinsPrevious
        context.isLastInGroup = !(next.map { joins(message, $0) } ?? false)
        context.hasSeparator = unreadFrom == message.id
        context.showsAuthorName = configuration.showsAuthorNames && !context.isOutgoing && !joinsPrevious
            && message.kind != .system && !message.deleted
        return context
    }

    /// Sets `item`'s context, spacing and separator offset; returns whether its bubble must be composed again
    /// (its content changed, or a part of its context that the bubble shows).
    func place(_ item: inout ItemState, context: ItemContext, isFirstInSection: Bool, contentChanged: Bool) -> Bool {
        let c = configuration
        let recompose = contentChanged || item.context.showsAuthorName != context.showsAuthorName
            || item.context.isOutgoing != context.isOutgoing
        item.context = context
        item.spacing = isFirstInSection ? 0 : (context.isFirstInGroup ? c.spacingBetweenGroups : c.spacingWithinGroup)
        item.bubbleOffset = context.hasSeparator ? separatorHeight + c.spacingBetweenGroups : 0
        return recompose
    }

    /// The bubble of `item` (by the estimating sizing while it is estimated), read in place: passing an item by
    /// value copies all of it (its 300-byte bubble included).
    func compose(_ item: UnsafePointer<ItemState>) throws -> BubbleLayout {
        let composer = item.pointee.isEstimated ? (estimator ?? self.composer) : self.composer
        return try composer.compose(item.pointee.message, quote: item.pointee.quote, authorName: item.pointee.authorName,
                                    context: item.pointee.context)
    }

    /// Composes the bubbles of `items` in place on `pool` and the calling thread (on the calling thread alone without a
    /// pool or for a few); throws what composing them in order would throw first.
    func compose(_ items: inout [ItemState], on pool: WorkerPool?) throws {
        try items.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            guard let pool, buffer.count >= 64 else {
                for i in buffer.indices { base[i].bubble = try compose(UnsafePointer(base + i)) }
                return
            }
            let shared = ItemBuffer(base)
            _ = try ParallelMap.map(count: buffer.count, on: pool) { i in
                shared.base[i].bubble = try self.compose(UnsafePointer(shared.base + i))
            }
        }
    }
}

/// Items shared with the threads that compose them, each item written by one thread only.
private struct ItemBuffer: @unchecked Sendable {
    let base: UnsafeMutablePointer<ItemState>

    init(_ base: UnsafeMutablePointer<ItemState>) { self.base = base }
}
