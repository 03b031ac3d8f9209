import FlexLayout
import Foundation
import Geometry

/// The frames of a text bubble as ``TextBubbleTemplate`` lays it out, relative to the bubble's origin.
package struct TextBubbleFrames: Sendable, Equatable {
    /// The bubble's width.
    package var width: Double
    /// The bubble's height.
    package var height: Double
    /// The author's name, when the bubble shows it.
    package var author: Rect?
    /// The message's text, when it has one.
    package var body: Rect?
    /// The time label, when the bubble shows one.
    package var time: Rect?
    /// Whether the time sits after the last line (else on its own line below the texts).
    package var timeAfterLastLine: Bool
}

/// A measured text's geometry: what the closed form reads (a ``BubbleText`` is one and what the sizing kept, an
/// existential whose copies cost more than the arithmetic).
package struct TextLines: Sendable, Equatable {
    /// The widest line.
    package var width: Double
    /// The height of all lines.
    package var height: Double
    /// The right end of the last line.
    package var lastLineRight: Double
    /// The number of lines.
    package var lineCount: Int

    /// A text's geometry.
    package init(width: Double, height: Double, lastLineRight: Double, lineCount: Int) {
        self.width = width
        self.height = height
        self.lastLineRight = lastLineRight
        self.lineCount = lineCount
    }

    /// The height of one line (they share it: one font).
    var lineHeight: Double { lineCount > 0 ? height / Double(lineCount) : 0 }

    /// A measured box's geometry; `lastLineRight` as the time after it must clear it (the box's own by default).
    init(_ box: TextBox, lastLineRight: CGFloat? = nil) {
        self.init(width: box.width, height: box.height, lastLineRight: lastLineRight ?? box.lastLineWidth,
                  lineCount: box.lineCount)
    }
}

extension TextBubbleTemplate {
    /// The frames that FlexLayout gives ``tree(texts:time:width:)`` of texts measured as `author`, `body` and `time`
    /// (each left out when nil), computed in closed form: what the engine runs for the plain text bubbles that most of
    /// a chat is, and for system pills (laying their trees out through the general algorithm costs about as much as
    /// the rest of a message's layout: `letterpress-bench flex-bubbles`). The `bubble-template` fuzz target holds the two equal, bit for bit, with
    /// ``LaidOutBubble/init(laying:)`` of the tree as the reference.
    ///
    /// The sums follow the column's order: the stack from the top padding down, `((top + a) + spacing) + b`, then
    /// the bottom padding; the width is the widest child plus both paddings, and a child aligned to the end ends at
    /// the content's right edge.
    @inline(__always)
    package func frames(author: TextLines?, body: TextLines?, time: TextLines?, width: Double) -> TextBubbleFrames {
        let padding = metrics.padding
        let left = padding.left, top = padding.top
        var y = top, contentWidth = 0.0, stacked = false
        func stack(_ text: TextLines) -> Rect {
            if stacked { y += metrics.partSpacing }
            stacked = true
            let frame = Rect(x: left, y: y, width: text.width, height: text.height)
            y += text.height
            contentWidth = max(contentWidth, text.width)
            return frame
        }
        let authorFrame = author.map(stack)
        let bodyFrame = body.map(stack)
        let last = body ?? author
        let timeFrame: Rect?
        let inline: Bool
        if let time, metrics.timeAfterLastLine, let last, last.lineCount > 0, time.height <= last.lineHeight,
           last.lastLineRight + metrics.inlineTimeSpacing + time.width <= width {
            contentWidth = max(contentWidth, last.lastLineRight + metrics.inlineTimeSpacing + time.width)
            timeFrame = Rect(x: left + contentWidth - time.width, y: y - time.height, width: time.width,
                                  height: time.height)
            inline = true
        } else if let time {
            if stacked { y += metrics.partSpacing }
            contentWidth = max(contentWidth, time.width)
            timeFrame = Rect(x: left + contentWidth - time.width, y: y, width: time.width, height: time.height)
            y += time.height
            inline = false
        } else {
            timeFrame = nil
            inline = false
        }
        return TextBubbleFrames(width: contentWidth + (padding.left + padding.right), height: y + padding.bottom,
                                author: authorFrame, body: bodyFrame, time: timeFrame, timeAfterLastLine: inline)
    }
}

extension CGRect {
    /// A layout frame as a Core Graphics rectangle.
    init(_ frame: Rect) {
        self.init(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
}
