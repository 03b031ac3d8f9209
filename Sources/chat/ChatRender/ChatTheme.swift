import Components
import Raster
import TextRender

/// Which chat app a screen looks like.
public enum ChatStyle: String, Sendable, Hashable, CaseIterable {
    /// iMessage-like: blue outgoing and grey incoming bubbles with curved tails, a white (or black) background.
    case imessage
    /// Telegram-like: light green outgoing and white incoming bubbles with corner tails on a tinted background.
    case telegram
}

/// Light or dark: the appearance custom messages' component trees are read in too.
public typealias ChatAppearance = Appearance

/// The colours of one side's bubbles (incoming or outgoing).
public struct BubblePalette: Sendable, Hashable {
    /// The bubble's fill.
    public var fill: Color
    /// Body text.
    public var text: Color
    /// Time label, file sizes, call durations.
    public var secondary: Color
    /// Links and the card's accents.
    public var accent: Color
    /// The reply quote's bar and author.
    public var quoteBar: Color
    /// The reply quote's background.
    public var quoteFill: Color
    /// The file and call icons' circle.
    public var iconFill: Color
    /// The glyph inside file and call icons.
    public var iconGlyph: Color
    /// The status marks of read messages (✓✓).
    public var readMark: Color
    /// A card's button.
    public var buttonFill: Color
    /// A card button's label.
    public var buttonText: Color
}

/// The colours and shapes of a chat screen: one of the light/dark × iMessage/Telegram palettes.
///
/// Themes are values: a `ChatTheme` is captured into every render job, so changing one never affects work in
/// flight.
public struct ChatTheme: Sendable, Hashable {
    /// The app the theme imitates.
    public var style: ChatStyle
    /// Light or dark.
    public var appearance: ChatAppearance
    /// The chat's background.
    public var background: Color
    /// The navigation bar's fill.
    public var barFill: Color
    /// The navigation bar's title.
    public var barTitle: Color
    /// The navigation bar's subtitle (member count).
    public var barSubtitle: Color
    /// The hairline under the navigation bar.
    public var barSeparator: Color
    /// The back button.
    public var barAccent: Color
    /// Incoming bubbles.
    public var incoming: BubblePalette
    /// Outgoing bubbles.
    public var outgoing: BubblePalette
    /// Author names, picked per author.
    public var authorColors: [Color]
    /// Avatar circles with initials, picked per author.
    public var avatarColors: [Color]
    /// The initials on avatars.
    public var avatarText: Color
    /// The date header pill (in the content and pinned).
    public var pillFill: Color
    /// The date header's text.
    public var pillText: Color
    /// The system message pill.
    public var systemFill: Color
    /// The system message's text.
    public var systemText: Color
    /// The unread separator's band.
    public var separatorFill: Color
    /// The unread separator's text.
    public var separatorText: Color
    /// The failed-message mark.
    public var failure: Color
    /// The tail of the last bubble of a group.
    public var tail: BubbleShape.Tail
    /// The bubbles' corner radius, in points.
    public var cornerRadius: Double

    /// The colour of an author's name: the same author always gets the same colour.
    public func authorColor(for authorID: String) -> Color {
        authorColors[Self.slot(authorID, count: authorColors.count)]
    }

    /// The colour of an author's initials avatar.
    public func avatarColor(for authorID: String) -> Color {
        avatarColors[Self.slot(authorID, count: avatarColors.count)]
    }

    /// A stable slot for an id (FNV-1a of its UTF-8: `hashValue` changes between runs).
    static func slot(_ id: String, count: Int) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash % UInt32(max(1, count)))
    }
}

extension ChatTheme {
    /// The theme of a style and appearance.
    public init(style: ChatStyle, appearance: ChatAppearance) {
        self = switch (style, appearance) {
        case (.imessage, .light): Self.imessageLight
        case (.imessage, .dark): Self.imessageDark
        case (.telegram, .light): Self.telegramLight
        case (.telegram, .dark): Self.telegramDark
        }
    }
}

extension Color {
    /// A colour from a 0xRRGGBB literal and an alpha.
    init(_ rgb: UInt32, alpha: UInt8 = 255) {
        self.init(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF), alpha: alpha)
    }
}
