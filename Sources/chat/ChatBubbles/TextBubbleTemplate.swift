import ChatModel
import FlexLayout

/// Which text of a bubble a measured text is (the sizing picks its font by it).
package enum BubbleTextRole: Sendable, Hashable {
    /// The author's name above the first incoming bubble of a group.
    case authorName
    /// The message's text.
    case body
    /// The time and status label.
    case time
}

/// The template of a text message's bubble: the author's name, the text and the time, stacked in a padded column,
/// as a flex tree whose node ids are the parts' export names (`author`, `body`, `time`).
///
/// The time is the chat-specific part: after the last line when it fits there (a zero-height node as wide as that
/// line, the spacing and the time widens the bubble to hold it, and the time, raised by its height, sits at the
/// content's bottom right), else on its own line at the right.
///
/// The engine places plain text bubbles with the tree's closed form, `frames(author:body:time:width:)`, which the
/// `bubble-template` fuzz target holds equal to FlexLayout laying the tree out, bit for bit.
public struct TextBubbleTemplate: Sendable {
    /// The id of the zero-height node that widens the bubble for a time after the last line (there only then).
    package static let timeRoom = "time.room"
    /// The id of the nodes that space stacked parts (with their index: `gap.1`).
    package static let gap = "gap"

    /// The padding, spacing and time placement.
    package var metrics: BubbleMetrics

    /// A template with these metrics.
    public init(metrics: BubbleMetrics) {
        self.metrics = metrics
    }

    /// The tree of a text message's bubble: `authorName` (nil: not shown) over the message's text, then
    /// `timeLabel`; `measure` sizes each text (its string, which text it is, its most lines: 0 for no limit).
    package func tree(for message: Message, authorName: String?, timeLabel: String, width: Double,
                     measure: (String, BubbleTextRole, Int) throws -> BubbleText) throws -> FlexNode {
        var texts: [(id: String, text: BubbleText)] = []
        if let authorName, !authorName.isEmpty { texts.append(("author", try measure(authorName, .authorName, 1))) }
        if let body = message.text, !body.isEmpty { texts.append(("body", try measure(body, .body, 0))) }
        return tree(texts: texts, time: try measure(timeLabel, .time, 1), width: width)
    }

    /// The tree of a bubble holding `texts` (author's name, body: empty ones are left out) and `time` (nil: none), at
    /// most `width` wide inside its padding.
    public func tree(texts: [(id: String, text: BubbleText)], time: BubbleText?, width: Double) -> FlexNode {
        var column = FlexStyle()
        column.alignItems = .flexStart
        column.padding = FlexEdges(metrics.padding)
        var children: [FlexNode] = []
        children.reserveCapacity(2 * texts.count + 2)
        // The spacing is a node of its own, not a margin: the column then sums its heights in the order a hand stacks
        // them ((top + a) + spacing) + b, to the last bit.
        var gap = FlexStyle()
        gap.height = .points(metrics.partSpacing)
        func stack(_ id: String, _ text: BubbleText, alignSelf: FlexAlign = .auto) {
            if !children.isEmpty { children.append(FlexNode(id: "\(Self.gap).\(children.count)", style: gap)) }
            var style = FlexStyle()
            style.alignSelf = alignSelf
            children.append(FlexNode(id: id, style: style, content: text))
        }
        for (id, text) in texts { stack(id, text) }
        let last = texts.last?.text
        guard let time else { return FlexNode(id: "bubble", style: column, children: children) }
        if metrics.timeAfterLastLine, let last, last.lineCount > 0, time.height <= last.lines.lineHeight,
           last.lastLineRight + metrics.inlineTimeSpacing + time.width <= width {
            var room = FlexStyle()
            room.width = .points(last.lastLineRight + metrics.inlineTimeSpacing + time.width)
            room.height = .points(0)
            children.append(FlexNode(id: Self.timeRoom, style: room))
            // At the right, raised by its own height onto the last line (a negative margin: the column's height
            // and the sums that place it stay those of the texts).
            var corner = FlexStyle()
            corner.alignSelf = .flexEnd
            corner.margin.top = .points(-time.height)
            children.append(FlexNode(id: "time", style: corner, content: time))
        } else {
            stack("time", time, alignSelf: .flexEnd)
        }
        return FlexNode(id: "bubble", style: column, children: children)
    }
}
