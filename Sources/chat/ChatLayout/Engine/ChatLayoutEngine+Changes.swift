import ChatModel
import Foundation
import Locking

/// Changes besides batch updates: each returns the transition, whose `contentOffset(from:)` keeps what the reader
/// sees in place (the bottom when the reader was at the bottom, else the anchored message at the same screen
/// position), always within the new content.
extension ChatLayoutEngine {
    /// Changes the viewport's height: the keyboard appearing or leaving, an input bar growing line by line. Only
    /// short-chat padding and anchors depend on it: nothing is measured.
    @discardableResult
    public mutating func setViewportHeight(_ height: CGFloat) throws -> LayoutTransition {
        try Self.checkHeight(height)
        let before = self
        viewportHeight = height
        return LayoutTransition(before: before, after: self)
    }

    /// Lays the same messages out at another width: every message is composed again (measurements of widths seen
    /// before come back from a `CachedSizing`).
    @discardableResult
    package mutating func setViewportWidth(_ width: CGFloat) throws -> LayoutTransition {
        var configuration = self.configuration
        configuration.viewportWidth = width
        return try setConfiguration(configuration)
    }

    /// Lays the same messages out with another configuration.
    @discardableResult
    public mutating func setConfiguration(_ configuration: ChatLayoutConfiguration) throws -> LayoutTransition {
        try configuration.validate()
        let before = self
        var next = self
        next.configuration = configuration
        next.layouter = try Self.makeLayouter(configuration, sizing, estimation, timeZone, me: me, unreadFrom: unreadFrom)
        try next.layOutEveryRow()
        self = next
        return LayoutTransition(before: before, after: self)
    }

    /// Shows or hides the typing indicator's bubble below the last message.
    @discardableResult
    public mutating func setTypingIndicator(_ isShown: Bool) -> LayoutTransition {
        let before = self
        showsTypingIndicator = isShown
        return LayoutTransition(before: before, after: self)
    }

    /// Shows or hides the row that shows older messages loading, above the first message.
    @discardableResult
    public mutating func setLoadingIndicator(_ isShown: Bool) -> LayoutTransition {
        let before = self
        showsLoadingIndicator = isShown
        return LayoutTransition(before: before, after: self)
    }

    /// Makes every header again and composes every message again (with the current layouter), keeping each row's
    /// label so that the id index stays valid.
    private mutating func layOutEveryRow() throws {
        var all: [Row] = []
        all.reserveCapacity(rows.count)
        rows.forEach(from: 0) { _, row, _ in
            all.append(row)
            return true
        }
        var days: [Day] = []
        var itemRows: [Int] = []
        for (index, row) in all.enumerated() {
            switch row.content {
            case .header(let header): days.append(header.day)
            case .item: itemRows.append(index)
            case .footer: all[index].content = .footer(height: configuration.sectionFooterHeight)
            }
        }
        var items = itemRows.compactMap { all[$0].item }
        for k in items.indices {
            // Neighbours in the same section are the adjacent item rows.
            let first = all[itemRows[k] - 1].header != nil
            let last = all[itemRows[k] + 1].item == nil
            let context = layouter.context(of: items[k].message, previous: first ? nil : items[k - 1].message,
                                           next: last ? nil : items[k + 1].message)
            _ = layouter.place(&items[k], context: context, isFirstInSection: first, contentChanged: true)
        }
        try layouter.compose(&items, on: workers)
        var headers = try Self.headers(days, layouter: layouter, timeZone: timeZone, on: workers).makeIterator()
        for (k, index) in itemRows.enumerated() { all[index].content = .item(items[k]) }
        for index in all.indices where all[index].header != nil {
            if let header = headers.next() { all[index].content = .header(header) }
        }
        rows = RowTree(all)
    }
}
