import ChatModel
import Foundation

/// An exact bubble measured for an estimated message, ready to replace the estimate.
public struct MeasuredBubble: Sendable {
    /// The message.
    public let id: MessageID
    /// Its path when measured.
    public let path: ItemPath
    let context: ItemContext
    let bubble: BubbleLayout
}

extension ChatLayoutEngine {
    /// The number of messages whose bubble is still an estimate (O(n)).
    public var estimatedItemCount: Int {
        sections.reduce(0) { $0 + $1.items.reduce(0) { $0 + ($1.isEstimated ? 1 : 0) } }
    }

    /// Up to `limit` estimated messages, those in `rect` first, then the nearest above it, then below it.
    public func estimatedItems(near rect: CGRect, limit: Int) -> [ItemPath] {
        var result: [ItemPath] = []
        guard limit > 0 else { return result }
        func isEstimated(_ path: ItemPath) -> Bool { sections[path.section].items[path.item].isEstimated }
        let visible = itemPaths(in: rect)
        result.append(contentsOf: visible.filter(isEstimated).prefix(limit))
        var up = visible.first ?? lastPath
        var down = visible.last ?? lastPath
        while result.count < limit {
            let above = up.flatMap(previous)
            let below = down.flatMap(next)
            if above == nil && below == nil { break }
            if let above {
                if isEstimated(above) { result.append(above) }
                up = above
            } else { up = nil }
            if let below, result.count < limit {
                if isEstimated(below) { result.append(below) }
                down = below
            } else { down = nil }
        }
        return result
    }

    var lastPath: ItemPath? {
        guard let s = sections.lastIndex(where: { !$0.items.isEmpty }) else { return nil }
        return ItemPath(section: s, item: sections[s].items.count - 1)
    }

    func previous(_ path: ItemPath) -> ItemPath? {
        if path.item > 0 { return ItemPath(section: path.section, item: path.item - 1) }
        var s = path.section - 1
        while s >= 0 {
            if !sections[s].items.isEmpty { return ItemPath(section: s, item: sections[s].items.count - 1) }
            s -= 1
        }
        return nil
    }

    func next(_ path: ItemPath) -> ItemPath? {
        if path.item + 1 < sections[path.section].items.count { return ItemPath(section: path.section, item: path.item + 1) }
        var s = path.section + 1
        while s < sections.count {
            if !sections[s].items.isEmpty { return ItemPath(section: s, item: 0) }
            s += 1
        }
        return nil
    }

    /// Measures estimated messages exactly, without changing the layout: call it on a copy on any thread
    /// (the sizing is thread-safe), then hand the result to `replaceEstimates` on the layout's owner.
    public func measureEstimates(_ paths: [ItemPath], threads: Int = 1) throws -> [MeasuredBubble] {
        let jobs = paths.filter { contains($0) && sections[$0.section].items[$0.item].isEstimated }
            .map { ComposeJob(section: $0.section, item: $0.item) }
        var exact = sections
        for job in jobs { exact[job.section].items[job.item].isEstimated = false }
        let bubbles = try layouter.composeAll(jobs, in: exact, threads: threads)
        return zip(jobs, bubbles).map { job, bubble in
            let item = sections[job.section].items[job.item]
            return MeasuredBubble(id: item.message.id, path: ItemPath(section: job.section, item: job.item),
                                  context: item.context, bubble: bubble)
        }
    }

    /// Replaces estimates by exact bubbles and returns the content offset that keeps the visible content where
    /// it was (anchored as `anchor(contentOffset:)` says). Stale measurements (the message moved, or its
    /// context changed since) are skipped.
    public mutating func replaceEstimates(_ measured: [MeasuredBubble], contentOffset: CGFloat) throws -> CGFloat {
        let kept = anchor(contentOffset: contentOffset)
        let anchorPath: ItemPath? = if case .item(let id, _, _) = kept {
            path(of: id, near: visibleRect(contentOffset: contentOffset))
        } else { nil }
        var changes: [Int: Int] = [:]
        for bubble in measured where contains(bubble.path) {
            let item = sections[bubble.path.section].items[bubble.path.item]
            guard item.isEstimated, item.message.id == bubble.id, item.context == bubble.context else { continue }
            sections[bubble.path.section].items[bubble.path.item].bubble = bubble.bubble
            sections[bubble.path.section].items[bubble.path.item].isEstimated = false
            changes[bubble.path.section] = min(changes[bubble.path.section] ?? Int.max, bubble.path.item)
        }
        let ordered = changes.sorted { $0.key < $1.key }.map { (section: $0.key, firstChange: $0.value) }
        try relayout(sectionsFrom: ordered)
        for (section, _) in ordered { offsets.set(section, sections[section].height) }
        if let anchorPath, case .item(_, let edge, let distance) = kept, let frame = frames(at: anchorPath)?.frame {
            return self.contentOffset(placing: frame, edge: edge, distance: distance)
        }
        return self.contentOffset(for: kept) ?? contentOffset
    }
}
