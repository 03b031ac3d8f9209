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
struct QuoteTemplate {
    /// The space between the block's edges and its texts.
    var padding: Insets

    /// The tree of a quote whose author and text were measured into `author` (nil: none) and `text`.
    func tree(author: TextBox?, text: TextBox) -> FlexNode {
        var block = FlexStyle()
        block.padding = FlexEdges(left: .points(padding.left), top: .points(padding.top),
                                  right: .points(padding.right), bottom: .points(padding.bottom))
        return FlexNode(id: MessagePart.Kind.quote.rawValue, style: block,
                        children: (author.map { [PartTemplate.leaf(.quoteAuthor, $0)] } ?? [])
                            + [PartTemplate.leaf(.quoteText, text)])
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
        layout.quote = try place(PartTemplate(tree: QuoteTemplate(padding: c.quotePadding).tree(author: author, text: text)))
        layout.stackedTextHeight += (author?.height ?? 0) + text.height
        if let author { texts[.quoteAuthor] = author }
        texts[.quoteText] = text
    }
}
