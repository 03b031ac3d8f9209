import ChatModel
import Foundation

/// One message's laid-out state: its row as the sizing sees it (content and place in its author group), and its sized
/// bubble.
struct ItemState: Sendable {
    var row: MessageRow
    var bubble = SizedMessage()
    /// The bubble was sized by the estimating sizer and waits for an exact measurement.
    var isEstimated = false
    /// The space above the item: none for a section's first item, else the spacing within or between groups.
    var spacing: CGFloat = 0
    /// The offset of the bubble below the item's top: the unread separator and its gap, if any.
    var bubbleOffset: CGFloat = 0

    init(message: Message, quote: Quote?, authorName: String) {
        row = MessageRow(message: message, quote: quote, authorName: authorName)
    }

    /// The message.
    var message: Message { row.message }
    /// Its place in its author group.
    var context: GroupContext { row.context }

    /// The item's height below its spacing: separator and gap (if any) plus bubble.
    var height: CGFloat { bubbleOffset + bubble.totalHeight }
}

/// A section's (local day's) header row: the date pill and the space around it.
struct SectionHeader: Sendable {
    var day: Day
    /// The pill, as the sizing sized it.
    var label: SizedLabel
    /// The pill plus the date header spacing above and below.
    var height: CGFloat

    /// The pill's size.
    var pill: CGSize { label.size }
}

/// What a row of the layout is: every section is a header row, its item rows and a footer row (of the configured
/// footer height, possibly 0), one after another. Headers and items are boxed: a row is a few words, so the tree's
/// leaves are cheap to copy when a change copies its path.
enum RowContent: Sendable {
    indirect case header(SectionHeader)
    indirect case item(ItemState)
    case footer(height: CGFloat)
}

/// One row of the layout, its order label (labels increase along the rows: they find a message's row by id), and
/// what it counts for in the tree's summaries, kept beside its boxed content so that sums never open the box.
struct Row: Sendable {
    var label: UInt64 = 0
    var content: RowContent {
        didSet { (advance, counts) = Self.measures(of: content) }
    }
    /// The height the row adds to the content.
    private(set) var advance: CGFloat
    /// Whether it is a section's header, a group's first message, an estimated message.
    private var counts: (section: Bool, groupStart: Bool, estimated: Bool)

    init(_ content: RowContent) {
        self.content = content
        (advance, counts) = Self.measures(of: content)
    }

    private static func measures(of content: RowContent) -> (CGFloat, (section: Bool, groupStart: Bool, estimated: Bool)) {
        switch content {
        case .header(let header): (header.height, (true, false, false))
        case .item(let item): (item.spacing + item.height, (false, item.context.isFirstInGroup, item.isEstimated))
        case .footer(let height): (height, (false, false, false))
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
        RowSummary(rows: 1, sections: counts.section ? 1 : 0, groupStarts: counts.groupStart ? 1 : 0,
                   estimated: counts.estimated ? 1 : 0, height: advance, lastLabel: label)
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
