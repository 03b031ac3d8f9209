import ChatLayout
import ChatModel
import FlexLayout
import Foundation

/// A card's template: its title, its text and a button as wide as the card, stacked with the part spacing.
///
/// ```
/// attachment (column; its parts as wide as the card)
/// ├─ attachment.title  (at most two lines)
/// ├─ gap               (part spacing)
/// ├─ attachment.body
/// ├─ gap               (part spacing)
/// ├─ button.room       (the button's height: the label's and the button padding above and below; at least as wide
/// │                     as the label and its padding)
/// └─ button.anchor     (zero height, at the card's bottom)
///    └─ attachment.button (raised by its height onto its room: it ends where the card does, to the last bit)
/// ```
struct CardTemplate {
    /// The space between the title, the text and the button.
    var spacing: CGFloat
    /// The space between the button's edges and its label.
    var buttonPadding: CGFloat

    /// The tree of a card whose title, text and button label were measured into `title`, `body` and `label`.
    func tree(title: TextBox, body: TextBox, label: TextBox) -> FlexNode {
        var gap = FlexStyle()
        gap.height = .points(Double(spacing))
        let buttonHeight = Double(label.height + 2 * buttonPadding)
        var room = FlexStyle()
        room.minWidth = .points(Double(label.width + 2 * buttonPadding))
        room.height = .points(buttonHeight)
        var anchor = FlexStyle()
        anchor.height = .points(0)
        var button = FlexStyle()
        button.height = .points(buttonHeight)
        button.margin.top = .points(-buttonHeight)
        return FlexNode(id: MessagePart.Kind.attachment.rawValue, children: [
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
