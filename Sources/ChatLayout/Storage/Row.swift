import ChatModel
import Foundation

/// One message's laid-out state: its content, its place in its author group, and its measured bubble.
struct ItemState: Sendable {
    var message: Message
    var quote: Quote?
    var authorName: String
    var context = ItemContext()
    var bubble = BubbleLayout()
    /// The bubble was composed by the estimating sizing and waits for an exact measurement.
    var isEstimated = false
    /// The space above the item: none for a section's first item, else the spacing within or between groups.
    var spacing: CGFloat = 0
    /// The offset of the bubble below the item's top: the unread separator and its gap, if any.
    var bubbleOffset: CGFloat = 0

    /// The item's height below its spacing: separator and gap (if any) plus bubble.
    var height: CGFloat { bubbleOffset + bubble.size.height }
}

/// A section's (local day's) header row: the date pill and the space around it.
struct SectionHeader: Sendable {
    var day: Day
    var text: String
    var pill: CGSize
    /// The pill plus the date header spacing above and below.
    var height: CGFloat
}

/// What a row of the layout is: every section is a header row, its item rows and a footer row (of the configured
/// footer height, possibly 0), one after another.
enum RowContent: Sendable {
    case header(SectionHeader)
    case item(ItemState)
    case footer(height: CGFloat)
}

/// One row of the layout and its order label (labels increase along the rows: they find a message's row by id).
struct Row: Sendable {
    var label: UInt64 = 0
    var content: RowContent

    init(_ content: RowContent) { self.content = content }

    /// The height the row adds to the content.
    var advance: CGFloat {
        switch content {
        case .header(let header): header.height
        case .item(let item): item.spacing + item.height
        case .footer(let height): height
        }
    }

    /// The row's message state, nil for headers and footers.
    var item: ItemState? {
        if case .item(let item) = content { return item }
        return nil
    }

    /// The row's header, nil for items and footers.
    var header: SectionHeader? {
        if case .header(let header) = content { return header }
        return nil
    }

    /// What this row counts for in a node's summary.
    var summary: RowSummary {
        var summary = RowSummary(rows: 1, height: advance, lastLabel: label)
        switch content {
        case .header: summary.sections = 1
        case .item(let item):
            summary.groupStarts = item.context.isFirstInGroup ? 1 : 0
            summary.estimated = item.isEstimated ? 1 : 0
        case .footer: break
        }
        return summary
    }
}

/// The rows a ``RowTree`` counts, to find the n-th of them.
enum CountedRows: Sendable {
    /// Header rows: one per section.
    case sections
    /// Message rows that start an author group.
    case groupStarts
    /// Message rows whose bubble is an estimate.
    case estimated
}

/// What a run of rows adds up to, kept in every node of a ``RowTree``: counts to find the n-th section, group start
/// or estimated message, the height to find offsets, and the last label to find a label.
struct RowSummary: Sendable, Equatable {
    var rows = 0
    var sections = 0
    var groupStarts = 0
    var estimated = 0
    var height: CGFloat = 0
    var lastLabel: UInt64 = 0

    /// The number of rows of a counted kind.
    subscript(counted: CountedRows) -> Int {
        switch counted {
        case .sections: sections
        case .groupStarts: groupStarts
        case .estimated: estimated
        }
    }

    /// Appends the summary of the rows that follow.
    static func += (lhs: inout RowSummary, rhs: RowSummary) {
        lhs.rows += rhs.rows
        lhs.sections += rhs.sections
        lhs.groupStarts += rhs.groupStarts
        lhs.estimated += rhs.estimated
        lhs.height += rhs.height
        if rhs.rows > 0 { lhs.lastLabel = rhs.lastLabel }
    }
}
