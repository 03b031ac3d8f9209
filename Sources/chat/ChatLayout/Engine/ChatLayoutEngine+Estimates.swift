import ChatModel
import Foundation
import Locking

/// An exact bubble measured for an estimated message, ready to replace the estimate.
package struct MeasuredBubble: Sendable {
    /// The message.
    package let id: MessageID
    /// Its path when measured.
    package let path: ItemPath
    let context: GroupContext
    let bubble: SizedMessage
}

extension ChatLayoutEngine {
    /// The number of messages whose bubble is still an estimate: O(1).
    package var estimatedItemCount: Int { rows.summary.estimated }

    /// Up to `limit` estimated messages, those in `rect` first, then alternately the nearest above and below it:
    /// O((k + 1) log n), whatever the number of exact messages between them.
    package func estimatedItems(near rect: CGRect, limit: Int) -> [ItemPath] {
        var result: [ItemPath] = []
        guard limit > 0, rows.summary.estimated > 0 else { return result }
        let visible = itemPaths(in: rect)
        var visibleRows: [Int] = []
        for path in visible {
            if let row = row(of: path), rows[row].item?.isEstimated == true { visibleRows.append(row) }
        }
        result = visibleRows.prefix(limit).compactMap { path(ofRow: $0) }
        let top = visible.first.flatMap { row(of: $0) } ?? rows.count
        let bottom = visible.last.flatMap { row(of: $0) } ?? rows.count - 1
        // Ranks among the estimated rows: those above the visible rows, from the nearest; those below, likewise.
        var above = rows.prefix(top).estimated - 1
        var below = rows.prefix(bottom + 1).estimated
        while result.count < limit && (above >= 0 || below < rows.summary.estimated) {
            if above >= 0, let row = rows.index(ofNth: above, counting: .estimated), let path = path(ofRow: row) {
                result.append(path)
            }
            above -= 1
            if result.count < limit, below < rows.summary.estimated,
               let row = rows.index(ofNth: below, counting: .estimated), let path = path(ofRow: row) {
                result.append(path)
            }
            below += 1
        }
        return result
    }

    /// Measures estimated messages exactly, without changing the layout: call it on a copy on any thread
    /// (the sizing is thread-safe), then hand the result to `replaceEstimates` on the layout's owner. With `threads`
    /// above 1 it measures on the engine's own threads (``threads`` of them) and the calling thread.
    package func measureEstimates(_ paths: [ItemPath], threads: Int = 1) throws -> [MeasuredBubble] {
        var items: [ItemState] = []
        var found: [ItemPath] = []
        for path in paths {
            guard let row = row(of: path), var item = rows[row].item, item.isEstimated else { continue }
            item.isEstimated = false
            items.append(item)
            found.append(path)
        }
        try layouter.compose(&items, on: threads > 1 ? workers : nil)
        return zip(found, items).map { path, item in
            MeasuredBubble(id: item.message.id, path: path, context: item.context, bubble: item.bubble)
        }
    }

    /// Replaces estimates by exact bubbles; ``LayoutTransition/contentOffset(from:anchor:)`` of the transition
    /// keeps the visible content where it was. Stale measurements (the message moved, or its context changed since)
    /// are skipped.
    @discardableResult
    package mutating func replaceEstimates(_ measured: [MeasuredBubble]) -> LayoutTransition {
        let before = self
        rows.nodesTouched = 0
        for bubble in measured {
            guard let row = row(of: bubble.path), let item = rows[row].item, item.isEstimated,
                  item.message.id == bubble.id, item.context == bubble.context else { continue }
            rows.modify(at: row) { row in
                guard case .item(var item) = row.content else { return }
                item.bubble = bubble.bubble
                item.isEstimated = false
                row.content = .item(item)
            }
        }
        updateCost = rows.nodesTouched
        return LayoutTransition(before: before, after: self)
    }
}
