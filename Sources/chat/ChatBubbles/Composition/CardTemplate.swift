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
package struct CardTemplate: ClosedFormTemplate {
    /// The space between the title, the text and the button.
    package var spacing: CGFloat
    /// The space between the button's edges and its label.
    package var buttonPadding: CGFloat
    /// The title, the text and the button's label, measured.
    package var title: TextBox, body: TextBox, label: TextBox

    /// A card's template.
    package init(spacing: CGFloat, buttonPadding: CGFloat, title: TextBox, body: TextBox, label: TextBox) {
        self.spacing = spacing
        self.buttonPadding = buttonPadding
        self.title = title
        self.body = body
        self.label = label
    }

    /// The button's height: the label's and the padding above and below.
    private var buttonHeight: CGFloat { label.height + 2 * buttonPadding }
    /// The card's height, as it has always been summed: the texts', the button's, then the spacing.
    private var height: CGFloat { title.height + body.height + buttonHeight + 2 * spacing }

    package var tree: FlexNode {
        var card = FlexStyle()
        card.height = .points(Double(height))
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
            FlexNode(id: "button.anchor", style: anchor,
                     children: [FlexNode(id: MessagePart.Kind.button.rawValue, style: button)]),
        ])
    }

    /// The widest of the texts and the button's label with its padding; the texts', the button's and the spacing's
    /// heights (the precomputed height of the tree's root).
    package var size: CGSize {
        CGSize(width: max(title.width, body.width, label.width + 2 * buttonPadding), height: height)
    }

    /// The texts as wide as the card (``PartTemplate/stretched(_:across:)``), the body below the title, the button
    /// hanging from the card's bottom.
    package func appendParts(at origin: CGPoint, to parts: inout [PlacedPart]) {
        let size = self.size
        func stretched(_ box: TextBox) -> CGFloat { PartTemplate.stretched(box.width, across: size.width) }
        parts.append(PlacedPart(MessagePart(.title), CGRect(x: origin.x, y: origin.y, width: stretched(title), height: title.height)))
        parts.append(PlacedPart(MessagePart(.cardBody), CGRect(x: origin.x, y: origin.y + (title.height + spacing),
                                                               width: stretched(body), height: body.height)))
        parts.append(PlacedPart(MessagePart(.button), CGRect(x: origin.x, y: (origin.y + size.height) + -buttonHeight, width: size.width,
                                                             height: buttonHeight)))
    }
}

extension BubbleBuilder {
    /// A card (title, text, button), placed by its template.
    mutating func card(_ card: CardContent) throws {
        let title = try measure(card.title, c.fonts.title, width, lines: 2)
        let text = try measure(card.body, c.fonts.body, width)
        let label = try measure(card.button, c.fonts.title, width - 2 * c.buttonPadding, lines: 1)
        layout.attachment = place(CardTemplate(spacing: c.partSpacing, buttonPadding: c.buttonPadding, title: title, body: text,
                                               label: label))
        layout.stackedTextHeight += title.height + text.height + label.height
        texts[.title] = title
        texts[.cardBody] = text
        texts[.buttonLabel] = label
    }
}
