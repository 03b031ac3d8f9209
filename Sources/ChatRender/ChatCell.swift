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
    /// The typing indicator: a bubble with three dots.
    case typing(IndicatorCell)
    /// The row above the first message: a spinner, or the failed notice with its action.
    case loading(IndicatorCell)
    /// The placeholder of a chat without messages.
    case emptyState(IndicatorCell)
}

/// A typing, loading or empty-state row: its frame and its words.
public struct IndicatorCell: Sendable, Hashable {
    /// The indicator's frame.
    public var frame: CGRect
    /// The first line (the failed notice, the empty state's title); empty for a spinner or the typing dots.
    public var title: String = ""
    /// The second part (the action after the notice, the empty state's line under its title).
    public var detail: String = ""
    /// Whether the chat reads right to left (the typing bubble's tail mirrors).
    public var isRightToLeftLayout = false
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
    /// Whether it is drawn in a bubble (stickers, jumbo emoji and bubble-less trees are not).
    public var hasBubble = true
    /// Pictures, voice note, sticker, link preview, forwarded header, reactions, keyboard, progress, custom tree.
    public var content = ContentFrames()
    /// The message (media items, waveform, reactions, keyboard labels, link preview, progress).
    public var message: Message
    /// The pictures it shows, by path (absent: a placeholder is drawn).
    public var pictures: [String: PictureImage] = [:]
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
    /// The pill padding (the time over a picture sits on such a pill).
    public var pillPadding: EdgeInsets

    /// The geometry of a layout configuration.
    public init(_ configuration: ChatLayoutConfiguration) {
        fonts = configuration.fonts
        quotePadding = configuration.quotePadding
        iconSpacing = configuration.iconSpacing
        partSpacing = configuration.partSpacing
        buttonPadding = configuration.buttonPadding
        pillPadding = configuration.pillPadding
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
    /// The box the layout measured the text into (drawn as measured when it keeps its layout).
    public var measured: TextBox?
}

/// The unread separator band across the screen.
public struct SeparatorCell: Sendable, Hashable {
    /// The band.
    public var frame: CGRect
    /// Its text.
    public var text: String
    /// The text's font.
    public var font: FontSpec
    /// The box the layout measured the text into (drawn as measured when it keeps its layout).
    public var measured: TextBox?
}

/// An avatar.
public struct AvatarCell: Sendable, Hashable {
    /// The circle.
    public var frame: CGRect
    /// The picture, if the participant has a readable one.
    public var image: PictureImage?
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
