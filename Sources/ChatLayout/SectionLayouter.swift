import ChatModel
import Foundation

/// Lays out the items of sections: group contexts, bubbles (possibly on several threads), positions.
///
/// Work starts at the first changed item, widened to the start of the author group before it (whose last
/// bubble may lose or gain its tail); items before that keep their state untouched. A class, immutable: layouts
/// (and their copies) share one, and passes over thousands of items never copy it.
final class SectionLayouter: Sendable {
    let configuration: ChatLayoutConfiguration
    let composer: BubbleComposer
    let estimator: BubbleComposer?
    let unreadFrom: MessageID?
    let me: String
    let separatorHeight: CGFloat
    /// The configuration's effective direction, resolved once (asking the locale is slow).
    let isRightToLeft: Bool

    init(configuration: ChatLayoutConfiguration, composer: BubbleComposer, estimator: BubbleComposer?,
         unreadFrom: MessageID?, me: String, separatorHeight: CGFloat, isRightToLeft: Bool) {
        self.configuration = configuration
        self.composer = composer
        self.estimator = estimator
        self.unreadFrom = unreadFrom
        self.me = me
        self.separatorHeight = separatorHeight
        self.isRightToLeft = isRightToLeft
    }

    /// Whether the message of item `next` continues the author group of item `previous`, both read in place.
    private func joinsGroup(_ items: UnsafeMutableBufferPointer<ItemState>, _ previous: Int, _ next: Int,
                            hasSeparator: Bool) -> Bool {
        !hasSeparator && items[previous].message.kind != .system && items[next].message.kind != .system
            && items[previous].message.author == items[next].message.author
            && abs(items[next].message.time.timeIntervalSince(items[previous].message.time)) <= configuration.groupTimeWindow
    }

    /// The first item to revisit when items from `firstChange` on changed.
    func walkStart(_ items: [ItemState], firstChange: Int) -> Int {
        guard firstChange > 0, firstChange - 1 < items.count else { return 0 }
        return items[firstChange - 1].groupStart
    }

    /// Sets contexts from `start` on; returns the items whose bubble must be composed.
    func prepare(_ items: inout [ItemState], from start: Int) -> [Int] {
        // Through the buffer the items are read in place: `items[i].message` on the array copies the whole item.
        items.withUnsafeMutableBufferPointer { prepare($0, from: start) }
    }

    private func prepare(_ items: UnsafeMutableBufferPointer<ItemState>, from start: Int) -> [Int] {
        var jobs: [Int] = []
        for i in start..<items.count {
            let hasSeparator = unreadFrom == items[i].message.id
            let joinsPrevious = i > 0 && joinsGroup(items, i - 1, i, hasSeparator: hasSeparator)
            let joinsNext = i + 1 < items.count
                && joinsGroup(items, i, i + 1, hasSeparator: unreadFrom == items[i + 1].message.id)
            var context = ItemContext()
            context.isOutgoing = items[i].message.author == me
            context.isFirstInGroup = !joinsPrevious
            context.isLastInGroup = !joinsNext
            context.hasSeparator = hasSeparator
            context.showsAuthorName = configuration.showsAuthorNames && !context.isOutgoing && !joinsPrevious
                && items[i].message.kind != .system && !items[i].message.deleted
            if items[i].needsLayout || items[i].context.showsAuthorName != context.showsAuthorName
                || items[i].context.isOutgoing != context.isOutgoing {
                jobs.append(i)
            }
            items[i].context = context
        }
        return jobs
    }

    /// The bubble of the item at `item`, read in place: passing the item by value would copy all of it (its
    /// 300-byte bubble included) for every bubble of a full layout.
    private func compose(_ item: UnsafePointer<ItemState>) throws -> BubbleLayout {
        let composer = item.pointee.isEstimated ? (estimator ?? self.composer) : self.composer
        return try composer.compose(item.pointee.message, quote: item.pointee.quote, authorName: item.pointee.authorName,
                                    context: item.pointee.context)
    }

    /// Positions items from `start` on and fixes their groups; returns the section's height.
    func position(_ items: inout [ItemState], from start: Int, headerHeight: CGFloat) -> CGFloat {
        let c = configuration
        for i in start..<items.count {
            let context = items[i].context
            items[i].groupStart = context.isFirstInGroup ? i : items[i - 1].groupStart
            let spacing: CGFloat = i == 0 ? 0 : (context.isFirstInGroup ? c.spacingBetweenGroups : c.spacingWithinGroup)
            items[i].y = i == 0 ? headerHeight : items[i - 1].y + items[i - 1].height + spacing
            items[i].bubbleOffset = context.hasSeparator ? separatorHeight + c.spacingBetweenGroups : 0
            items[i].height = items[i].bubbleOffset + items[i].bubble.size.height
        }
        var end = items.count - 1
        for i in stride(from: items.count - 1, through: start, by: -1) {
            if items[i].context.isLastInGroup { end = i }
            items[i].groupEnd = end
        }
        return items.last.map { $0.y + $0.height } ?? headerHeight
    }

    /// The bubble of one job (its indices come from these sections; an index outside them is an error, not a crash).
    private func compose(_ job: ComposeJob, in sections: [SectionState]) throws -> BubbleLayout {
        guard sections.indices.contains(job.section) else {
            throw ChatLayoutError.invalidArgument(name: "section", value: Double(job.section))
        }
        return try sections[job.section].items.withUnsafeBufferPointer { items in
            guard let base = items.baseAddress, items.indices.contains(job.item) else {
                throw ChatLayoutError.invalidArgument(name: "item", value: Double(job.item))
            }
            return try compose(base + job.item)
        }
    }

    /// Lays out a whole section on the calling thread: contexts, bubbles, positions and its height.
    func layOut(_ section: inout SectionState) throws {
        let jobs = prepare(&section.items, from: 0)
        try composeInPlace(&section.items, at: jobs)
        section.height = position(&section.items, from: 0, headerHeight: section.headerHeight)
    }

    /// Whether `composeAll` would compose `jobCount` bubbles on the calling thread alone.
    func composesSerially(jobCount: Int, threads: Int) -> Bool {
        threads <= 1 || jobCount < 64
    }

    /// Composes the bubbles of the items at `indices` (which must be valid) in place, in order, and marks them
    /// laid out.
    func composeInPlace(_ items: inout [ItemState], at indices: [Int]) throws {
        try items.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for i in indices where buffer.indices.contains(i) {
                let bubble = try compose(UnsafePointer(base + i))
                base[i].bubble = bubble
                base[i].needsLayout = false
            }
        }
    }

    /// Composes in place, on up to `threads` threads, the bubbles of `items[k]` in section `sections[k]`, for every
    /// `k`; sections must be distinct (each is written by one thread) and in increasing order, else this works on
    /// the calling thread alone. Throws what composing them in order would throw first.
    func composeInPlace(_ states: inout [SectionState], sections: [Int], items: [[Int]], threads: Int) throws {
        let distinct = zip(sections, sections.dropFirst()).allSatisfy { $0 < $1 }
        guard distinct, sections.count == items.count, sections.allSatisfy(states.indices.contains) else {
            for (section, indices) in zip(sections, items) where states.indices.contains(section) {
                try composeInPlace(&states[section].items, at: indices)
            }
            return
        }
        try states.withUnsafeMutableBufferPointer { buffer in
            let shared = SectionBuffer(buffer)
            _ = try ParallelMap.map(count: sections.count, threads: threads) { k in
                try self.composeInPlace(&shared.buffer[sections[k]].items, at: items[k])
            }
        }
    }

    /// Composes bubbles for `jobs` on up to `threads` threads; results in job order.
    func composeAll(_ jobs: [ComposeJob], in sections: [SectionState], threads: Int) throws -> [BubbleLayout] {
        if composesSerially(jobCount: jobs.count, threads: threads) {
            return try jobs.map { try compose($0, in: sections) }
        }
        return try ParallelMap.map(count: jobs.count, threads: threads) { j in try self.compose(jobs[j], in: sections) }
    }
}

/// The sections of a layout shared with the threads that compose them, each section written by one thread only.
private struct SectionBuffer: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<SectionState>

    init(_ buffer: UnsafeMutableBufferPointer<SectionState>) { self.buffer = buffer }
}
