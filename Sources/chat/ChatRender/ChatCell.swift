import ChatBubbles
import ChatLayout
import ChatModel
import Foundation
import Geometry

/// What one cell of a chat screen draws: everything captured as values, in points relative to the cell's
/// top-left corner, so that a render worker needs nothing else.
public enum ChatCell: Sendable, Hashable {
    /// A message's bubble (or a system message's pill) with all its parts.
    case message(PlacedMessage)
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

/// A message as a cell draws it: the layout's frames as they are (content coordinates), the offsets that take them
/// to the screen and from there to the cell's image, the message and the texts the layout measured.
public struct PlacedMessage: Sendable, Hashable {
    /// The message's frames, in content coordinates.
    public var frames: MessageFrames
    /// What to add to a frame to have it on the screen, in points (the content's scroll offset and the bars above it).
    public var screenOffset: CGPoint
    /// The cell image's top-left corner on the screen, in points.
    public var cellOrigin = CGPoint.zero
    /// The message (its content, status, reactions, keyboard labels, link preview).
    public var message: Message
    /// The texts the layout measured.
    public var labels: MessageLabels
    /// The fonts its texts were measured in.
    public var fonts: ChatFonts
    /// Whether the whole chat reads right to left (tails mirror).
    public var isRightToLeftLayout: Bool
    /// The pictures it shows, by path (absent: a placeholder is drawn).
    public var pictures: [String: PictureImage] = [:]

    /// The frame of `part` in the cell's image, nil when the message does not show it.
    public subscript(part: MessagePart) -> CGRect? { frames[part].map(moved) }

    /// The frame of the first part of a kind in the cell's image (of the one there is: the body, the time).
    public subscript(kind: MessagePart.Kind) -> CGRect? { frames[kind].map(moved) }

    /// The frames of the parts of one kind in the cell's image, in order.
    public func frames(of kind: MessagePart.Kind) -> [CGRect] { frames.frames(of: kind).map(moved) }

    /// The bubble (or system pill) in the cell's image.
    public var bubble: CGRect { moved(frames.bubble) }

    /// `rect` in the cell's image: moved to the screen, then to the cell's origin (two steps, as every other cell's
    /// frames are, so that the same rounding places them).
    public func moved(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: screenOffset.x, dy: screenOffset.y).offsetBy(dx: -cellOrigin.x, dy: -cellOrigin.y)
    }

    /// The 3 pt bar on the leading side of a reply quote's or link preview's `block` (at its right in a right-to-left
    /// chat, where the layout mirrors the block's padding: the wider side is the bar's).
    func barFrame(of block: CGRect) -> CGRect {
        CGRect(x: isRightToLeftLayout ? block.maxX - 3 : block.minX, y: block.minY, width: 3, height: block.height)
    }

    /// The delivery status drawn after the time (outgoing messages only).
    public var status: MessageStatus? { frames.isOutgoing ? message.status : nil }
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
