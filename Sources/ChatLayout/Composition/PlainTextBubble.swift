import ChatBubbles
import ChatModel
import FlexLayout
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

    /// A plain text message's bubble (``isPlainText(_:quote:)``): its author name, its text and its time, laid out
    /// from ChatBubbles' text template (a test holds it equal to ``BubbleBuilder``'s over a corpus).
    func composePlainText(_ message: Message, authorName: String, context: ItemContext) throws -> BubbleLayout {
        let c = configuration
        let width = context.isOutgoing ? outgoingContentWidth : incomingContentWidth
        var texts = MeasuredTexts()
        var stackedTextHeight: CGFloat = 0
        let tree = try textTemplate.tree(for: message, authorName: context.showsAuthorName ? authorName : nil,
                                         timeLabel: timeLabel(for: message, isOutgoing: context.isOutgoing),
                                         width: width) { string, role, lines in
            let (font, textRole): (FontSpec, TextRole) = switch role {
            case .authorName: (c.fonts.authorName, .authorName)
            case .body: (c.fonts.body, .body)
            case .time: (c.fonts.time, .time)
            }
            let box = try measure(string, font, width, lines: lines, id: message.id)
            texts[textRole] = box
            if role != .time { stackedTextHeight += box.height }
            return BubbleText(width: box.width, height: box.height, lastLineRight: box.lastLineWidth, lineCount: box.lineCount)
        }
        // A time on its own line is stacked; after the last line (beside the room the template made for it) it is not.
        let timeAfterLastLine = tree.children.contains { $0.id == TextBubbleTemplate.timeRoom }
        let bubble: LaidOutBubble
        do {
            bubble = try LaidOutBubble(laying: tree)
        } catch {
            throw ChatLayoutError.measurementFailed(messageID: message.id, reason: String(describing: error))
        }
        var layout = BubbleLayout()
        layout.size = CGSize(width: bubble.width, height: bubble.height)
        for part in bubble.parts {
            let frame = CGRect(x: part.frame.left, y: part.frame.top, width: part.frame.width, height: part.frame.height)
            switch part.id {
            case "author": layout.authorName = frame
            case "body": layout.text = frame
            default:
                layout.time = frame
                if !timeAfterLastLine { stackedTextHeight += frame.height }
            }
        }
        layout.stackedTextHeight = stackedTextHeight
        if !texts.entries.isEmpty { layout.parts = BubbleParts(texts: texts, content: nil) }
        return layout
    }
}
