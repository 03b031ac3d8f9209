import Components
import Foundation

/// Where the viewport of a chat screen is scrolled to.
public enum ChatScroll: Sendable, Hashable, CustomStringConvertible {
    /// The newest messages (a chat's default).
    case bottom
    /// The oldest messages.
    case top
    /// The message with this id, centred in the viewport (clamped to the content).
    case message(String)
    /// A content offset in points from the top (clamped to the content).
    case offset(Double)

    /// Parses `bottom`, `top`, `message:ID` or a number of points.
    ///
    /// - Throws: `ChatRenderError.invalidOption` naming `--scroll` and the text.
    public init(parsing text: String) throws(ChatRenderError) {
        switch text {
        case "bottom": self = .bottom
        case "top": self = .top
        default:
            if text.hasPrefix("message:") {
                let id = String(text.dropFirst("message:".count))
                guard !id.isEmpty else {
                    throw .invalidOption(name: "--scroll", value: text, reason: "message: needs an id, e.g. message:42")
                }
                self = .message(id)
            } else if let offset = Double(text), offset.isFinite {
                self = .offset(offset)
            } else {
                throw .invalidOption(name: "--scroll", value: text, reason: "expected bottom, top, message:ID or a number of points")
            }
        }
    }

    /// The option's spelling.
    public var description: String {
        switch self {
        case .bottom: "bottom"
        case .top: "top"
        case .message(let id): "message:\(id)"
        case .offset(let offset): "\(offset)"
        }
    }
}

/// What a chat screen looks like: its size, scale, theme and scroll position.
public struct ChatScreenOptions: Sendable, Hashable {
    /// The screen's width in points.
    public var width: Double
    /// The screen's height in points (navigation bar included); nil draws the whole transcript.
    public var height: Double?
    /// Pixels per point.
    public var scale: Double
    /// iMessage-like or Telegram-like.
    public var style: ChatStyle
    /// Light or dark.
    public var appearance: ChatAppearance
    /// Where the viewport is scrolled to (ignored when drawing the whole transcript).
    public var scroll: ChatScroll
    /// Whether the navigation bar (status bar, back button, title) is drawn at the top.
    public var showsNavigationBar: Bool
    /// Folders, besides the transcript's own, that its avatar and picture paths may lead into (`render-chat
    /// --allow-path`). A path resolving anywhere else (`../`, an absolute path, a symbolic link out) draws initials
    /// (an avatar) or a placeholder (a photo, sticker or link preview image) instead, with a warning.
    public var allowedFolders: [String] = []
    /// The largest avatar file that is read, in bytes (16 MiB by default); larger files draw initials instead.
    public var maximumAvatarFileBytes = 16 << 20
    /// The most pixels an avatar picture may have (4 megapixels by default: avatars are drawn at about 100 pixels).
    public var avatarPixelBudget = 4_000_000
    /// The largest photo, sticker or link preview image file that is read, in bytes (32 MiB by default); larger
    /// files draw a placeholder instead.
    public var maximumPictureFileBytes = 32 << 20
    /// The most pixels a photo, sticker or link preview image may have (16 megapixels by default: photos are drawn
    /// at most a few hundred points wide).
    public var picturePixelBudget = 16_000_000
    /// The most pixels all the avatars and pictures of one screen may hold together once decoded (64 megapixels by
    /// default); a file named many times counts once, and pictures off the screen are not decoded at all. A picture
    /// past it draws initials or a placeholder, with a warning.
    public var documentPixelBudget = 64_000_000
    /// The largest transcript file ``ChatScene/load(path:options:measurer:threads:exact:)`` reads, in bytes
    /// (64 MiB by default, `render-chat --max-transcript-bytes`); a larger file is refused before it is read.
    public var maximumTranscriptBytes = ChatDocument.defaultMaximumFileBytes
    /// The most messages a transcript may have (100,000 by default, `render-chat --max-messages`).
    public var maximumMessages = ChatDocument.defaultMaximumMessages

    /// Options with `render-chat`'s defaults: an iPhone-sized 390 × 844 pt screen at 3×, light iMessage style,
    /// scrolled to the bottom.
    public init(width: Double = 390, height: Double? = 844, scale: Double = 3, style: ChatStyle = .imessage,
                appearance: ChatAppearance = .light, scroll: ChatScroll = .bottom, showsNavigationBar: Bool = true) {
        self.width = width
        self.height = height
        self.scale = scale
        self.style = style
        self.appearance = appearance
        self.scroll = scroll
        self.showsNavigationBar = showsNavigationBar
    }

    /// The theme these options ask for.
    public var theme: ChatTheme { ChatTheme(style: style, appearance: appearance) }

    /// The height of the navigation bar (status bar included), 0 without one.
    public var navigationBarHeight: Double { showsNavigationBar ? NavigationBarCell.height : 0 }

    /// Checks every number.
    ///
    /// - Throws: `ChatRenderError.invalidOption` naming the option, its value and the rule.
    public func validate() throws(ChatRenderError) {
        guard width.isFinite, width >= 200, width <= 4000 else {
            throw .invalidOption(name: "--width", value: "\(width)", reason: "must be a number of points in 200…4000")
        }
        if let height {
            guard height.isFinite, height >= navigationBarHeight + 50, height <= 20_000 else {
                throw .invalidOption(name: "--height", value: "\(height)",
                                     reason: "must be a number of points in \(Int(navigationBarHeight) + 50)…20000")
            }
        }
        guard scale.isFinite, scale >= 0.5, scale <= 8 else {
            throw .invalidOption(name: "--scale", value: "\(scale)", reason: "must be a number in 0.5…8")
        }
        guard maximumTranscriptBytes > 0 else {
            throw .invalidOption(name: "--max-transcript-bytes", value: "\(maximumTranscriptBytes)", reason: "must be a positive number of bytes")
        }
        guard maximumMessages > 0 else {
            throw .invalidOption(name: "--max-messages", value: "\(maximumMessages)", reason: "must be a positive number of messages")
        }
        if case .offset(let offset) = scroll, !offset.isFinite {
            throw .invalidOption(name: "--scroll", value: "\(offset)", reason: "must be a finite number of points")
        }
    }
}
