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

    /// Composes bubbles for `jobs` on up to `threads` threads; results in job order.
    func composeAll(_ jobs: [ComposeJob], in sections: [SectionState], threads: Int) throws -> [BubbleLayout] {
        if threads <= 1 || jobs.count < 64 {
            return try jobs.map { try compose($0, in: sections) }
        }
        let results = UnsafeResults(count: jobs.count)
        let chunk = (jobs.count + threads * 8 - 1) / (threads * 8)
        let chunks = (jobs.count + chunk - 1) / chunk
        let failures = FirstFailure()
        DispatchQueue.concurrentPerform(iterations: chunks) { index in
            let range = (index * chunk)..<min(jobs.count, (index + 1) * chunk)
            for j in range {
                do {
                    results.set(j, try compose(jobs[j], in: sections))
                } catch {
                    failures.record(error, at: j)
                    return
                }
            }
        }
        if let error = failures.error { throw error }
        return results.values()
    }
}

/// Per-job result slots written by exactly one thread each.
private final class UnsafeResults: @unchecked Sendable {
    private let count: Int
    private let base: UnsafeMutablePointer<BubbleLayout>

    init(count: Int) {
        base = UnsafeMutablePointer<BubbleLayout>.allocate(capacity: count)
        base.initialize(repeating: BubbleLayout(), count: count)
        self.count = count
    }

    func set(_ index: Int, _ value: BubbleLayout) { base[index] = value }

    func values() -> [BubbleLayout] { Array(UnsafeBufferPointer(start: base, count: count)) }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }
}

/// The error of the lowest failing job, so that a parallel pass reports what a serial one would.
private final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var index = Int.max
    private(set) var error: (any Error)?

    func record(_ error: any Error, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        if index < self.index {
            self.index = index
            self.error = error
        }
    }
}
