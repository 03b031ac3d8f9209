import ChatLayout
import ChatModel
import Foundation

extension BubbleBuilder {
    /// Reaction pills in rows that wrap at the content's width; the time may follow the last pill.
    mutating func reactions(_ reactions: [Reaction]) throws {
        guard !reactions.isEmpty else { return }
        let g = c.content
        let width = available
        var pills: [CGSize] = []
        for (index, reaction) in reactions.enumerated() {
            let emoji = try measure(reaction.emoji, c.fonts.reactionEmoji, width, lines: 1)
            let count = try measure("\(reaction.count)", c.fonts.reactionCount, width, lines: 1)
            texts[.reactionEmoji(index)] = emoji
            texts[.reactionCount(index)] = count
            pills.append(CGSize(width: min(width.rounded(.down), g.reactionPadding * 2 + emoji.width + 4 + count.width),
                                height: g.reactionHeight))
        }
        // Rows: pills left to right, a new row when the next one would pass the width.
        var origins: [CGPoint] = []
        var x: CGFloat = 0, rowY: CGFloat = 0, widest: CGFloat = 0
        for pill in pills {
            if x > 0 && x + pill.width > width {
                x = 0
                rowY += g.reactionHeight + g.reactionSpacing
            }
            origins.append(CGPoint(x: x, y: rowY))
            x += pill.width + g.reactionSpacing
            widest = max(widest, x - g.reactionSpacing)
        }
        let block = place(width: widest, height: rowY + g.reactionHeight, node: BubbleTreeRecorder.block(
            "reactions", zip(origins, pills).enumerated().map { index, pill in
                (MessagePart(.reaction, index), CGRect(origin: pill.0, size: pill.1))
            }))
        content.reactions = zip(origins, pills).map { origin, size in
            CGRect(x: block.minX + origin.x, y: block.minY + origin.y, width: size.width, height: size.height)
        }
        if let last = placedContent?.reactions.last {
            lastLine = (last.maxX - left, block.maxY, g.reactionHeight, true)
        }
    }
}
