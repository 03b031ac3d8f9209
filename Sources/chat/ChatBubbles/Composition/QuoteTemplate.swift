import ChatLayout
import ChatModel
import FlexLayout
import Foundation
import Geometry

/// A reply quote's template: the quoted author over up to two lines of the quoted text, in a padded block (the
/// painter draws the block's tint and bar around them).
///
/// ```
/// quote (column, quote padding; its texts as wide as its inside)
/// ├─ quote.author (one line; left out when there is none: an unavailable message)
/// └─ quote.text   (at most two lines)
/// ```
package struct QuoteTemplate: ClosedFormTemplate {
    /// The space between the block's edges and its texts.
    package var padding: Insets
    /// The quoted author, measured (nil: none).
    package var author: TextBox?
    /// The quoted text, measured.
    package var text: TextBox

    /// A quote's template.
    package init(padding: Insets, author: TextBox?, text: TextBox) {
        self.padding = padding
        self.author = author
        self.text = text
    }

    package var tree: FlexNode {
        var block = FlexStyle()
        block.padding = FlexEdges(padding)
        return FlexNode(id: MessagePart.Kind.quote.rawValue, style: block,
                        children: (author.map { [PartTemplate.leaf(.quoteAuthor, $0)] } ?? [])
                            + [PartTemplate.leaf(.quoteText, text)])
    }

    /// The widest text plus both paddings; the texts stacked from the top padding down, then the bottom padding.
    package var size: CGSize {
        var height = padding.top
        if let author { height += author.height }
        height += text.height
        return CGSize(width: max(author?.width ?? 0, text.width) + (padding.left + padding.right), height: height + padding.bottom)
    }

    /// The texts stretched to the inside's width (``PartTemplate/stretched(_:across:)``), below each other.
    package func appendParts(at origin: CGPoint, to parts: inout [PlacedPart]) {
        let inside = size.width - (padding.left + padding.right), x = origin.x + padding.left
        func stretched(_ box: TextBox) -> CGFloat { PartTemplate.stretched(box.width, across: inside) }
        var y = padding.top
        if let author {
            parts.append(PlacedPart(MessagePart(.quoteAuthor), CGRect(x: x, y: origin.y + y, width: stretched(author), height: author.height)))
            y += author.height
        }
        parts.append(PlacedPart(MessagePart(.quoteText), CGRect(x: x, y: origin.y + y, width: stretched(text), height: text.height)))
    }
}

extension BubbleBuilder {
    /// The reply quote, placed by its template (the author and text measured inside the quote's padding).
    mutating func quote(_ quote: Quote) throws {
        let inner = max(1, width - c.quotePadding.horizontal)
        let (authorText, quoteText): (String, String) = switch quote {
        case .message(let author, let text): (author, text)
        case .deleted(let author): (author, c.words.deletedMessageText)
        case .unavailable: ("", c.words.unavailableQuoteText)
        }
        let author = authorText.isEmpty ? nil : try measure(authorText, c.fonts.authorName, inner, lines: 1)
        let text = try measure(quoteText, c.fonts.quote, inner, lines: 2)
        layout.quote = place(QuoteTemplate(padding: c.quotePadding, author: author, text: text))
        layout.stackedTextHeight += (author?.height ?? 0) + text.height
        if let author { texts[.quoteAuthor] = author }
        texts[.quoteText] = text
    }
}
