import ChatLayout
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

    /// A plain text message's bubble (``isPlainText(_:quote:)``): its author name, its text and its time, as the text
    /// template places them (``TextBubbleTemplate/frames(author:body:time:width:)``, its closed form: fuzzed against
    /// FlexLayout's layout of its tree; a corpus test holds it equal to ``BubbleBuilder``), without setting up a
    /// builder: the thousands of estimated bubbles of a long chat are mostly these.
    func composePlainText(_ message: Message, authorName: String, context: GroupContext) throws -> BubbleLayout {
        let c = configuration
        let width = context.isOutgoing ? outgoingContentWidth : incomingContentWidth
        var layout = BubbleLayout()
        var texts = MeasuredTexts()
        /// Measures a text of the stack (nil when empty: the template leaves it out) and keeps its box.
        func stacked(_ string: String, _ font: FontSpec, lines: Int, role: TextRole) throws -> TextLines? {
            guard !string.isEmpty else { return nil }
            let box = try measure(string, font, width, lines: lines, id: message.id)
            layout.stackedTextHeight += box.height
            texts[role] = box
            return TextLines(box, lastLineRight: lastLineRight(box, of: string))
        }
        let author = context.showsAuthorName ? try stacked(authorName, c.fonts.authorName, lines: 1, role: .authorName) : nil
        let body = try stacked(message.text ?? "", c.fonts.body, lines: 0, role: .body)
        let time = try measure(timeLabel(for: message, isOutgoing: context.isOutgoing), c.fonts.time, width, lines: 1,
                               id: message.id)
        texts[.time] = time
        let frames = textTemplate.frames(author: author, body: body, time: TextLines(time), width: width)
        layout.authorName = frames.author.map(CGRect.init)
        layout.text = frames.body.map(CGRect.init)
        layout.time = frames.time.map(CGRect.init)
        if !frames.timeAfterLastLine { layout.stackedTextHeight += time.height }
        layout.size = CGSize(width: frames.width, height: frames.height)
        if !texts.entries.isEmpty { layout.parts = BubbleParts(texts: texts, content: nil) }
        return layout
    }
}
