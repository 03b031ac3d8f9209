import ChatLayout
import ChatModel
import FlexLayout
import Foundation

/// A contact card's template: the avatar (a circle with the contact's initials) beside the name over the phone
/// number, centred on the avatar.
///
/// ```
/// contact (row, items centred)
/// ├─ contact.avatar   (icon side × icon side)
/// └─ column (margin-left: icon spacing, may shrink)
///    ├─ contact.name  (title font, one line)
///    └─ contact.phone (detail font, one line; left out when the card has none)
/// ```
struct ContactCardTemplate {
    /// The avatar's side.
    var avatarSide: CGFloat
    /// The space between the avatar and the texts.
    var spacing: CGFloat

    /// The tree of a card whose name and phone number were measured into `name` and `phone`.
    func tree(name: TextBox, phone: TextBox?) -> FlexNode {
        var avatar = FlexStyle()
        avatar.width = .points(Double(avatarSide))
        avatar.height = .points(Double(avatarSide))
        avatar.flexShrink = 0
        var column = FlexStyle()
        column.margin.left = .points(Double(spacing))
        column.flexShrink = 1
        column.alignItems = .flexStart
        var row = FlexStyle()
        row.flexDirection = .row
        row.alignItems = .center
        return FlexNode(id: MessagePart.Kind.contact.rawValue, style: row, children: [
            FlexNode(id: MessagePart.Kind.contactAvatar.rawValue, style: avatar),
            FlexNode(id: "contact.texts", style: column, children: [PartTemplate.leaf(.contactName, name)]
                         + (phone.map { [PartTemplate.leaf(.contactPhone, $0)] } ?? [])),
        ])
    }
}

extension ContactCard: TemplatedContent {
    /// The card's template laid out below the last part; the time goes below it.
    func place(in builder: inout BubbleBuilder) throws { try builder.contact(self) }
}

extension BubbleBuilder {
    /// A contact card: its template laid out below the last part; the time goes below it.
    fileprivate mutating func contact(_ card: ContactCard) throws {
        let template = ContactCardTemplate(avatarSide: c.fileIconSize, spacing: c.iconSpacing)
        let textWidth = max(1, available - template.avatarSide - template.spacing)
        let name = try measure(card.name, c.fonts.title, textWidth, lines: 1)
        let phone = try card.phone.map { try measure($0, c.fonts.detail, textWidth, lines: 1) }
        let frame = try place(PartTemplate(tree: template.tree(name: name, phone: phone)), maxWidth: available)
        content.templateParts.append(PlacedPart(MessagePart(.contact), frame))
        texts[.part(MessagePart(.contactName))] = name
        if let phone { texts[.part(MessagePart(.contactPhone))] = phone }
        layout.stackedTextHeight += name.height + (phone?.height ?? 0)
    }
}
