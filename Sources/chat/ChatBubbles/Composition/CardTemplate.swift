import ChatLayout
import ChatModel
import FlexLayout
import Foundation

/// A card's template: its title, its text and a button as wide as the card, stacked with the part spacing.
///
/// ```
/// attachment (column, its height precomputed; its parts as wide as the card)
/// ├─ attachment.title  (at most two lines)
/// ├─ gap               (part spacing)
/// ├─ attachment.body
/// ├─ gap               (part spacing)
/// ├─ button.room       (at least as wide as the label and its padding: widens the card)
/// └─ button.anchor     (absolute, zero height, at the card's bottom)
///    └─ attachment.button (the label's height plus the button padding above and below, raised by its height)
/// ```
///
/// The card's height is a precomputed node size and its button hangs from the card's bottom: the sums are those the
/// card has always been placed with (the texts' heights, then the button's, then the spacing), to the last bit.
struct CardTemplate {
    /// The space between the title, the text and the button.
    var spacing: CGFloat
    /// The space between the button's edges and its label.
    var buttonPadding: CGFloat

    /// The tree of a card whose title, text and button label were measured into `title`, `body` and `label`.
    func tree(title: TextBox, body: TextBox, label: TextBox) -> FlexNode {
        let buttonHeight = label.height + 2 * buttonPadding
        var card = FlexStyle()
        card.height = .points(Double(title.height + body.height + buttonHeight + 2 * spacing))
        var gap = FlexStyle()
        gap.height = .points(Double(spacing))
        var room = FlexStyle()
        room.minWidth = .points(Double(label.width + 2 * buttonPadding))
        var anchor = FlexStyle()
        anchor.positionType = .absolute
        anchor.position.left = .points(0)
        anchor.position.right = .points(0)
        anchor.position.bottom = .points(0)
        anchor.height = .points(0)
        var button = FlexStyle()
        button.height = .points(Double(buttonHeight))
        button.margin.top = .points(-Double(buttonHeight))
        return FlexNode(id: MessagePart.Kind.attachment.rawValue, style: card, children: [
            PartTemplate.leaf(.title, title),
            FlexNode(id: "gap.1", style: gap),
            PartTemplate.leaf(.cardBody, body),
            FlexNode(id: "gap.2", style: gap),
            FlexNode(id: "button.room", style: room),
            FlexNode(id: "button.anchor", style: anchor, children: [FlexNode(id: MessagePart.Kind.button.rawValue, style: button)]),
        ])
    }
}

extension BubbleBuilder {
    /// A card (title, text, button), placed by its template.
    mutating func card(_ card: CardContent) throws {
        let title = try measure(card.title, c.fonts.title, width, lines: 2)
        let text = try measure(card.body, c.fonts.body, width)
        let label = try measure(card.button, c.fonts.title, width - 2 * c.buttonPadding, lines: 1)
        let template = CardTemplate(spacing: c.partSpacing, buttonPadding: c.buttonPadding)
        layout.attachment = try place(PartTemplate(tree: template.tree(title: title, body: text, label: label)))
        layout.stackedTextHeight += title.height + text.height + label.height
        texts[.title] = title
        texts[.cardBody] = text
        texts[.buttonLabel] = label
    }
}
