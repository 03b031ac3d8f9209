import ChatModel
import Foundation

/// The inside of one message's bubble (or system pill): every part's frame relative to the bubble's origin,
/// left-to-right. Pure data: positions in the chat are added when frames are queried.
struct BubbleLayout: Hashable, Sendable {
    var isSystem = false
    var size = CGSize.zero
    var authorName: CGRect?
    var quote: CGRect?
    var attachment: CGRect?
    var icon: CGRect?
    var button: CGRect?
    var text: CGRect?
    var time: CGRect?
    /// The sum of the heights of the measured text boxes stacked in the bubble (for invariants and tests).
    var stackedTextHeight: CGFloat = 0
}

/// Where a message sits in its group and what surrounds it: the inputs of its bubble besides its content.
struct ItemContext: Hashable, Sendable {
    var isOutgoing = false
    var isFirstInGroup = true
    var isLastInGroup = true
    var hasSeparator = false
    var showsAuthorName = false
}

/// Builds bubbles from measured text boxes; one per layout pass.
///
/// A class, immutable: layouts share one, and a bubble's composition never copies its configuration.
final class BubbleComposer: Sendable {
    let configuration: ChatLayoutConfiguration
    let sizing: any MessageSizing
    let labels: LabelText
    /// The widest bubble content (bubble width minus paddings), per side.
    let incomingContentWidth: CGFloat
    let outgoingContentWidth: CGFloat
    /// The widest text of a system pill and of the unread separator.
    let systemTextWidth: CGFloat
    let separatorTextWidth: CGFloat

    init(configuration: ChatLayoutConfiguration, sizing: any MessageSizing, timeZone: TimeZone) {
        self.configuration = configuration
        self.sizing = sizing
        labels = LabelText(configuration: configuration, timeZone: timeZone)
        let c = configuration
        let inner = c.viewportWidth - c.contentInsets.horizontal
        func contentWidth(avatars: Bool) -> CGFloat {
            let region = inner - (avatars ? c.avatarSize + c.avatarSpacing : 0)
            return max(1, min(region * c.maximumBubbleWidthFraction, c.maximumBubbleWidth) - c.bubblePadding.horizontal)
        }
        incomingContentWidth = contentWidth(avatars: c.showsIncomingAvatars)
        outgoingContentWidth = contentWidth(avatars: c.showsOutgoingAvatars)
        systemTextWidth = max(1, inner * c.systemMessageWidthFraction - c.pillPadding.horizontal)
        separatorTextWidth = max(1, inner - c.pillPadding.horizontal)
    }

    /// The widest a bubble may be on a side.
    func maximumBubbleWidth(outgoing: Bool) -> CGFloat {
        (outgoing ? outgoingContentWidth : incomingContentWidth) + configuration.bubblePadding.horizontal
    }

    func measure(_ text: String, _ font: FontSpec, _ width: CGFloat, lines: Int = 0, id: MessageID?) throws -> TextBox {
        do {
            return try sizing.measure(text, font: font, maxWidth: width, maximumLines: lines)
        } catch {
            throw ChatLayoutError.measurementFailed(messageID: id, reason: String(describing: error))
        }
    }

    /// The height of the unread separator row.
    func separatorHeight() throws -> CGFloat {
        try measure(configuration.unreadSeparatorText, configuration.fonts.system, separatorTextWidth, lines: 1, id: nil)
            .height + configuration.pillPadding.vertical
    }

    /// The date header pill's size for a header text.
    func headerPill(_ text: String) throws -> CGSize {
        let box = try measure(text, configuration.fonts.dateHeader, separatorTextWidth, lines: 1, id: nil)
        return CGSize(width: box.width + configuration.pillPadding.horizontal,
                      height: box.height + configuration.pillPadding.vertical)
    }

    func compose(_ message: Message, quote: Quote?, authorName: String, context: ItemContext) throws -> BubbleLayout {
        if message.kind == .system && !message.deleted { return try composeSystem(message) }
        let c = configuration
        let id = message.id
        let width = context.isOutgoing ? outgoingContentWidth : incomingContentWidth
        let left = c.bubblePadding.left
        var layout = BubbleLayout()
        var y = c.bubblePadding.top
        var contentWidth: CGFloat = 0
        var lastText: (box: TextBox, frame: CGRect)?

        func place(width w: CGFloat, height h: CGFloat) -> CGRect {
            if y > c.bubblePadding.top { y += c.partSpacing }
            let frame = CGRect(x: left, y: y, width: w, height: h)
            y += h
            contentWidth = max(contentWidth, w)
            return frame
        }
        func body(_ text: String, font: FontSpec) throws {
            guard !text.isEmpty else { return }
            let box = try measure(text, font, width, id: id)
            let frame = place(width: box.width, height: box.height)
            layout.text = frame
            layout.stackedTextHeight += box.height
            lastText = (box, frame)
        }

        if context.showsAuthorName {
            let box = try measure(authorName, c.fonts.authorName, width, lines: 1, id: id)
            layout.authorName = place(width: box.width, height: box.height)
            layout.stackedTextHeight += box.height
        }
        if let quote, !message.deleted {
            let inner = max(1, width - c.quotePadding.horizontal)
            let (authorText, quoteText): (String, String) = switch quote {
            case .message(let author, let text): (author, text)
            case .deleted(let author): (author, c.deletedMessageText)
            case .unavailable: ("", c.unavailableQuoteText)
            }
            let author = authorText.isEmpty ? TextBox.empty : try measure(authorText, c.fonts.authorName, inner, lines: 1, id: id)
            let text = try measure(quoteText, c.fonts.quote, inner, lines: 2, id: id)
            layout.quote = place(width: max(author.width, text.width) + c.quotePadding.horizontal,
                                 height: author.height + text.height + c.quotePadding.vertical)
            layout.stackedTextHeight += author.height + text.height
        }
        if message.deleted {
            var font = c.fonts.body
            font.italic = true
            try body(c.deletedMessageText, font: font)
        } else {
            switch message.kind {
            case .text, .system:
                try body(message.text ?? "", font: c.fonts.body)
            case .file:
                if let file = message.file {
                    try iconRow(icon: c.fileIconSize, title: file.name, titleLines: 2,
                                detail: LabelText.fileSize(file.bytes), width: width, id: id, into: &layout, place: place)
                }
                try body(message.text ?? "", font: c.fonts.body)
            case .call:
                if let call = message.call {
                    try iconRow(icon: c.callIconSize, title: labels.callTitle(call, isOutgoing: context.isOutgoing),
                                titleLines: 1, detail: LabelText.callDuration(call), width: width, id: id,
                                into: &layout, place: place)
                }
            case .card:
                if let card = message.card {
                    let title = try measure(card.title, c.fonts.title, width, lines: 2, id: id)
                    let text = try measure(card.body, c.fonts.body, width, id: id)
                    let label = try measure(card.button, c.fonts.title, width - 2 * c.buttonPadding, lines: 1, id: id)
                    let cardWidth = max(title.width, text.width, label.width + 2 * c.buttonPadding)
                    let buttonHeight = label.height + 2 * c.buttonPadding
                    let height = title.height + text.height + buttonHeight + 2 * c.partSpacing
                    let frame = place(width: cardWidth, height: height)
                    layout.attachment = frame
                    layout.button = CGRect(x: frame.minX, y: frame.maxY - buttonHeight, width: cardWidth, height: buttonHeight)
                    layout.stackedTextHeight += title.height + text.height + label.height
                }
            }
        }

        let time = try measure(labels.timeLabel(for: message, isOutgoing: context.isOutgoing), c.fonts.time, width,
                               lines: 1, id: id)
        if c.timePlacement == .inlineWhenFits, let (box, frame) = lastText, frame.maxY == y, box.lineCount > 0,
           time.height <= box.height / CGFloat(box.lineCount),
           box.lastLineWidth + c.inlineTimeSpacing + time.width <= width {
            contentWidth = max(contentWidth, box.lastLineWidth + c.inlineTimeSpacing + time.width)
            layout.time = CGRect(x: left + contentWidth - time.width, y: frame.maxY - time.height,
                                 width: time.width, height: time.height)
        } else {
            let frame = place(width: time.width, height: time.height)
            layout.time = CGRect(x: left + contentWidth - time.width, y: frame.minY, width: time.width, height: time.height)
            layout.stackedTextHeight += time.height
        }
        layout.size = CGSize(width: contentWidth + c.bubblePadding.horizontal, height: y + c.bubblePadding.bottom)
        return layout
    }

    private func iconRow(
        icon: CGFloat, title: String, titleLines: Int, detail: String?, width: CGFloat, id: MessageID,
        into layout: inout BubbleLayout, place: (CGFloat, CGFloat) -> CGRect
    ) throws {
        let c = configuration
        let textWidth = max(1, width - icon - c.iconSpacing)
        let titleBox = try measure(title, c.fonts.title, textWidth, lines: titleLines, id: id)
        let detailBox = try detail.map { try measure($0, c.fonts.detail, textWidth, lines: 1, id: id) } ?? .empty
        let rowHeight = max(icon, titleBox.height + detailBox.height)
        let frame = place(icon + c.iconSpacing + max(titleBox.width, detailBox.width), rowHeight)
        layout.attachment = frame
        layout.icon = CGRect(x: frame.minX, y: frame.minY + (rowHeight - icon) / 2, width: icon, height: icon)
        layout.stackedTextHeight += rowHeight
    }

    /// A system message's pill: its notice, and its time after the last line (or below it) when the configuration
    /// asks for it.
    private func composeSystem(_ message: Message) throws -> BubbleLayout {
        let c = configuration
        let box = try measure(message.text ?? "", c.fonts.system, systemTextWidth, id: message.id)
        var layout = BubbleLayout(isSystem: true)
        layout.text = CGRect(x: c.pillPadding.left, y: c.pillPadding.top, width: box.width, height: box.height)
        layout.stackedTextHeight = box.height
        var size = box.size
        if c.showsTimeOnSystemMessages {
            let time = try measure(labels.timeLabel(for: message, isOutgoing: false), c.fonts.time, systemTextWidth,
                                   lines: 1, id: message.id)
            if c.timePlacement == .inlineWhenFits, box.lineCount > 0, time.height <= box.height / CGFloat(box.lineCount),
               box.lastLineWidth + c.inlineTimeSpacing + time.width <= systemTextWidth {
                size.width = max(size.width, box.lastLineWidth + c.inlineTimeSpacing + time.width)
                layout.time = CGRect(x: c.pillPadding.left + size.width - time.width, y: c.pillPadding.top + box.height - time.height,
                                     width: time.width, height: time.height)
            } else {
                size.width = max(size.width, time.width)
                layout.time = CGRect(x: c.pillPadding.left + size.width - time.width, y: c.pillPadding.top + box.height + c.partSpacing,
                                     width: time.width, height: time.height)
                size.height += c.partSpacing + time.height
                layout.stackedTextHeight += time.height
            }
        }
        layout.size = CGSize(width: size.width + c.pillPadding.horizontal, height: size.height + c.pillPadding.vertical)
        return layout
    }
}
