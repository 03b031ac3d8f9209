import ChatBubbles
import ChatLayout
import ChatModel
import Foundation
import TextRender

extension ContactCard: PaintedContent {
    /// The card where its template placed it: the avatar (the contact's initials on a colour picked by their name,
    /// drawn as the chat's avatars are), the name, and the phone number in the secondary colour.
    func draw(_ cell: PlacedMessage, with painter: inout CellPainter, palette: BubblePalette, theme: ChatTheme) throws {
        try painter.drawContactCard(self, cell, palette: palette, theme: theme)
    }
}

extension CellPainter {
    fileprivate mutating func drawContactCard(_ card: ContactCard, _ cell: PlacedMessage, palette: BubblePalette,
                                              theme: ChatTheme) throws {
        let measured = cell.labels.measured
        if let frame = cell[.contactAvatar] {
            try drawAvatar(AvatarCell(frame: frame, image: nil, initials: Initials.of(card.name), authorID: card.name), theme: theme)
        }
        if let frame = cell[.contactName] {
            let layout = try kept(measured[.part(MessagePart(.contactName))], "contact.name")
            try drawDirected(layout, text: card.name, at: frame.origin, right: frame.maxX, color: palette.text)
        }
        if let frame = cell[.contactPhone], let phone = card.phone {
            let layout = try kept(measured[.part(MessagePart(.contactPhone))], "contact.phone")
            try drawDirected(layout, text: phone, at: frame.origin, right: frame.maxX, color: palette.secondary)
        }
    }
}
