import ChatModel
import Foundation
import Locking

/// Lays out single messages: their place in an author group (from their neighbours), their spacing, and their rows
/// as the sizing sizes them (possibly on several threads).
///
/// A message's context depends only on itself and its two neighbours in its section, so an update lays out again
/// the messages it changed and their neighbours, nothing else. A class, immutable: layouts and their copies share
/// one.
final class ItemLayouter: Sendable {
    let configuration: ChatLayoutConfiguration
    let sizer: any RowSizer
    let estimator: (any RowSizer)?
    let unreadFrom: MessageID?
    let me: String
    /// The unread separator's label; its row is as tall as it.
    let separator: SizedLabel
    /// The configuration's direction, resolved once.
    let isRightToLeft: Bool

    init(configuration: ChatLayoutConfiguration, sizer: any RowSizer, estimator: (any RowSizer)?,
         unreadFrom: MessageID?, me: String, separator: SizedLabel) {
        self.configuration = configuration
        self.sizer = sizer
        self.estimator = estimator
        self.unreadFrom = unreadFrom
        self.me = me
        self.separator = separator
        isRightToLeft = configuration.layoutDirection == .rightToLeft
    }

    /// The unread separator row's height.
    var separatorHeight: CGFloat { separator.size.height }

    /// Whether `next` continues the author group of `previous` (`next` has the unread separator when asked).
    private func joins(_ previous: Message, _ next: Message) -> Bool {
        unreadFrom != next.id && previous.kind != .system && next.kind != .system && previous.author == next.author
            && abs(next.time.timeIntervalSince(previous.time)) <= configuration.groupTimeWindow
    }

    /// The context of `message` between its neighbours in its section.
    func context(of message: Message, previous: Message?, next: Message?) -> GroupContext {
        var context = GroupContext()
        let joinsPrevious = previous.map { joins($0, message) } ?? false
        context.isOutgoing = message.author == me
        context.isFirstInGroup = !joinsPrevious
        context.isLastInGroup = !(next.map { joins(message, $0) } ?? false)
        context.hasSeparator = unreadFrom == message.id
        context.showsAuthorName = configuration.showsAuthorNames && !context.isOutgoing && !joinsPrevious
            && message.kind != .system && !message.deleted
        return context
    }

    /// Sets `item`'s context, spacing and separator offset; returns whether its row must be sized again (its content
    /// changed, or a part of its context that the row shows).
    func place(_ item: inout ItemState, context: GroupContext, isFirstInSection: Bool, contentChanged: Bool) -> Bool {
        let c = configuration
        let resize = contentChanged || item.row.context.showsAuthorName != context.showsAuthorName
            || item.row.context.isOutgoing != context.isOutgoing
        item.row.context = context
        item.spacing = isFirstInSection ? 0 : (context.isFirstInGroup ? c.spacingBetweenGroups : c.spacingWithinGroup)
        item.bubbleOffset = context.hasSeparator ? separatorHeight + c.spacingBetweenGroups : 0
        return resize
    }

    /// The row of `item` (by the estimating sizer while it is estimated), read in place: passing an item by value
    /// copies all of it.
    func compose(_ item: UnsafePointer<ItemState>) throws -> SizedMessage {
        // (Called through the optional in place: binding either sizer to a local copies the existential.)
        if item.pointee.isEstimated, let sized = try estimator?.size(item.pointee.row) { return sized }
        return try sizer.size(item.pointee.row)
    }

    /// Sizes the rows of `items` in place on `pool` and the calling thread (on the calling thread alone without a
    /// pool or for a few); throws what sizing them in order would throw first.
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

/// Items shared with the threads that size them, each item written by one thread only.
private struct ItemBuffer: @unchecked Sendable {
    let base: UnsafeMutablePointer<ItemState>

    init(_ base: UnsafeMutablePointer<ItemState>) { self.base = base }
}
