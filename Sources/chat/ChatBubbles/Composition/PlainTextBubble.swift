import ChatLayout
import ChatModel
import Foundation

extension BubbleComposer {
    /// Whether `message` is plain text in a bubble: no quote, forward, link preview, reactions or keyboard, not
    /// deleted and not jumbo emoji. Most messages of a chat are, and ``composePlainText(_:authorName:context:)``
    /// builds their bubbles.
    func isPlainText(_ message: Message, quote: Quote?) -> Bool {
        guard message.kind == .text, !message.deleted, quote == nil, message.forwardedFrom == nil,
              message.linkPreview == nil, message.reactions.isEmpty, message.buttons.isEmpty else { return false }
        guard let emoji = JumboEmoji.count(of: message) else { return true }
        return emoji > configuration.content.jumboEmojiSizes.count
    }

    /// A plain text message's bubble (``isPlainText(_:quote:)``): its author name, its text and its time, placed as
    /// ``BubbleBuilder`` places them (a test holds the two equal over a corpus), without setting up a builder: the
    /// thousands of estimated bubbles of a long chat are mostly these.
    func composePlainText(_ message: Message, authorName: String, context: GroupContext) throws -> BubbleLayout {
        let c = configuration
        let width = context.isOutgoing ? outgoingContentWidth : incomingContentWidth
        let left = c.bubblePadding.left, top = c.bubblePadding.top
        var layout = BubbleLayout()
        var texts = MeasuredTexts()
        var y = top, contentWidth: CGFloat = 0
        var lastLine: (right: CGFloat, bottom: CGFloat, height: CGFloat)?
        /// Stacks a text below the last one (the part spacing between them); returns its frame.
        func stack(_ string: String, _ font: FontSpec, lines: Int, role: TextRole) throws -> CGRect? {
            guard !string.isEmpty else { return nil }
            let box = try measure(string, font, width, lines: lines, id: message.id)
            if y > top { y += c.partSpacing }
            let frame = CGRect(x: left, y: y, width: box.width, height: box.height)
            y += box.height
            contentWidth = max(contentWidth, box.width)
            layout.stackedTextHeight += box.height
            texts[role] = box
            if box.lineCount > 0 { lastLine = (lastLineRight(box, of: string), frame.maxY, box.height / CGFloat(box.lineCount)) }
            return frame
        }
        if context.showsAuthorName { layout.authorName = try stack(authorName, c.fonts.authorName, lines: 1, role: .authorName) }
        layout.text = try stack(message.text ?? "", c.fonts.body, lines: 0, role: .body)
        let time = try measure(timeLabel(for: message, isOutgoing: context.isOutgoing), c.fonts.time, width, lines: 1,
                               id: message.id)
        texts[.time] = time
        if c.timePlacement == .inlineWhenFits, let line = lastLine, line.bottom == y, time.height <= line.height,
           line.right + c.inlineTimeSpacing + time.width <= width {
            contentWidth = max(contentWidth, line.right + c.inlineTimeSpacing + time.width)
            layout.time = CGRect(x: left + contentWidth - time.width, y: line.bottom - time.height, width: time.width,
                                 height: time.height)
        } else {
            if y > top { y += c.partSpacing }
            contentWidth = max(contentWidth, time.width)
            layout.time = CGRect(x: left + contentWidth - time.width, y: y, width: time.width, height: time.height)
            y += time.height
            layout.stackedTextHeight += time.height
        }
        layout.size = CGSize(width: contentWidth + c.bubblePadding.horizontal, height: y + c.bubblePadding.bottom)
        if !texts.entries.isEmpty { layout.parts = BubbleParts(texts: texts, content: nil) }
        return layout
    }
}
