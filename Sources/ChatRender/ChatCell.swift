import ChatLayout
import ChatModel
import Foundation

/// What one cell of a chat screen draws: everything captured as values, in points relative to the cell's
/// top-left corner, so that a render worker needs nothing else.
public enum ChatCell: Sendable, Hashable {
    /// A message's bubble (or a system message's pill) with all its parts.
    case message(MessageCell)
    /// A date header pill (in the content, or pinned over it).
    case pill(PillCell)
    /// The "New messages" band.
    case unreadSeparator(SeparatorCell)
    /// An author's avatar: a picture or initials in a circle.
    case avatar(AvatarCell)
    /// The navigation bar: status bar, back button, title and member count.
    case navigationBar(NavigationBarCell)
}

/// A message's parts, as the layout placed them, and the texts to draw in them.
public struct MessageCell: Sendable, Hashable {
    /// The message's id (for error messages).
    public var id: String
    /// The message's kind.
    public var kind: MessageKind
    /// The bubble (or system pill).
    public var bubble: CGRect
    /// The body text's frame.
    public var text: CGRect?
    /// The author name's frame.
    public var authorName: CGRect?
    /// The reply quote's frame.
    public var quote: CGRect?
    /// The file card, call row or card block.
    public var attachment: CGRect?
    /// The file or call icon.
    public var icon: CGRect?
    /// The card's button.
    public var button: CGRect?
    /// The time/status label's frame.
    public var time: CGRect?
    /// Whether the bubble has a tail.
    public var hasTail: Bool
    /// Whether the reader wrote it.
    public var isOutgoing: Bool
    /// Whether it is a centred system message.
    public var isSystem: Bool
    /// Whether it was deleted.
    public var isDeleted: Bool
    /// Whether the whole chat reads right to left (tails mirror).
    public var isRightToLeftLayout: Bool
    /// The texts the layout measured.
    public var labels: MessageLabels
    /// The delivery status (outgoing messages).
    public var status: MessageStatus?
    /// Whether a call row is a missed call.
    public var isMissedCall: Bool
    /// The card's body and button label.
    public var card: CardContent?
    /// The author's name colour slot key (the author's id).
    public var authorID: String
    /// The layout's fonts and paddings.
    public var geometry: CellGeometry
}

/// The fonts and paddings a cell needs from the layout configuration.
public struct CellGeometry: Sendable, Hashable {
    /// The fonts of every text element.
    public var fonts: ChatFonts
    /// The reply quote's padding (its left includes the bar).
    public var quotePadding: EdgeInsets
    /// The gap between an icon and its text.
    public var iconSpacing: CGFloat
    /// The gap between stacked parts.
    public var partSpacing: CGFloat
    /// Padding of a card's button around its label.
    public var buttonPadding: CGFloat

    /// The geometry of a layout configuration.
    public init(_ configuration: ChatLayoutConfiguration) {
        fonts = configuration.fonts
        quotePadding = configuration.quotePadding
        iconSpacing = configuration.iconSpacing
        partSpacing = configuration.partSpacing
        buttonPadding = configuration.buttonPadding
    }
}

/// A pill with one line of text: a date header.
public struct PillCell: Sendable, Hashable {
    /// The pill.
    public var frame: CGRect
    /// Its text.
    public var text: String
    /// The text's font.
    public var font: FontSpec
}

/// The unread separator band across the screen.
public struct SeparatorCell: Sendable, Hashable {
    /// The band.
    public var frame: CGRect
    /// Its text.
    public var text: String
    /// The text's font.
    public var font: FontSpec
}

/// An avatar.
public struct AvatarCell: Sendable, Hashable {
    /// The circle.
    public var frame: CGRect
    /// The picture, if the participant has a readable one.
    public var image: AvatarImage?
    /// The initials drawn otherwise ("АС").
    public var initials: String
    /// The author's id (picks the circle's colour).
    public var authorID: String
}

/// The navigation bar at the top of the screen.
public struct NavigationBarCell: Sendable, Hashable {
    /// The bar's height in points: a 47 pt status bar and a 50 pt title bar.
    public static let height: Double = 97
    /// The bar's width.
    public var width: Double
    /// The chat's title.
    public var title: String
    /// The line under the title ("3 members").
    public var subtitle: String
    /// The chat's avatar: initials of the title in a circle.
    public var avatar: AvatarCell
}
