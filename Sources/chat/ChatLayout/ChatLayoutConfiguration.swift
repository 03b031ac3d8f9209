import ChatModel
import Foundation

/// Insets of a rectangle's edges, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The leading-in-LTR (left) inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: CGFloat) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    /// No insets.
    public static let zero = EdgeInsets(all: 0)

    /// `left + right`.
    public var horizontal: CGFloat { left + right }
    /// `top + bottom`.
    public var vertical: CGFloat { top + bottom }
}

/// A font request, independent of any measuring engine: the sizing maps it to real fonts.
public struct FontSpec: Hashable, Sendable {
    /// The family name ("Inter").
    public var family: String
    /// The size in points.
    public var size: CGFloat
    /// The OpenType weight class (400 regular, 600 semibold, 700 bold).
    public var weight: Int
    /// Whether the italic style is wanted.
    public var italic: Bool

    /// Creates a font request.
    public init(family: String = "Inter", size: CGFloat, weight: Int = 400, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }
}

/// The fonts of each text element of the chat.
public struct ChatFonts: Hashable, Sendable {
    /// Message text, card body and file caption.
    public var body = FontSpec(size: 17)
    /// The author's name above the first incoming bubble of a group.
    public var authorName = FontSpec(size: 14, weight: 600)
    /// The time and status label.
    public var time = FontSpec(size: 12)
    /// The date header of a section.
    public var dateHeader = FontSpec(size: 13, weight: 600)
    /// System messages and the unread separator.
    public var system = FontSpec(size: 13)
    /// The quoted text of a reply (its author uses `authorName`).
    public var quote = FontSpec(size: 15)
    /// Titles: file names, call titles, card titles and card buttons.
    public var title = FontSpec(size: 16, weight: 600)
    /// Secondary lines: file sizes and call durations.
    public var detail = FontSpec(size: 13)
    /// "Forwarded from …".
    public var forwarded = FontSpec(size: 14)
    /// A link preview's title (its site uses `authorName`, its description `quote`).
    public var linkTitle = FontSpec(size: 15, weight: 600)
    /// Inline keyboard buttons.
    public var keyboardButton = FontSpec(size: 15, weight: 600)
    /// A reaction pill's emoji.
    public var reactionEmoji = FontSpec(size: 15)
    /// A reaction pill's count.
    public var reactionCount = FontSpec(size: 13, weight: 600)
    /// Durations and percentages over pictures, and a voice note's duration.
    public var overlay = FontSpec(size: 12, weight: 500)

    /// The default fonts (Inter at iOS-like sizes).
    public init() {}
}

/// The titles of call rows, per direction.
public struct CallTitles: Hashable, Sendable {
    /// A call the reader received.
    public var incoming = "Incoming call"
    /// A call the reader made.
    public var outgoing = "Outgoing call"
    /// A call of 0 seconds.
    public var missed = "Missed call"

    /// English titles.
    public init() {}

    /// Titles in another language.
    public init(incoming: String, outgoing: String, missed: String) {
        self.incoming = incoming
        self.outgoing = outgoing
        self.missed = missed
    }
}

/// The symbols that follow the time of an outgoing message, per delivery status.
public struct StatusSymbols: Hashable, Sendable {
    /// Not yet sent.
    public var pending = "…"
    /// Reached the server.
    public var sent = "✓"
    /// Reached the recipient's device.
    public var delivered = "✓✓"
    /// Read by the recipient.
    public var read = "✓✓"
    /// Sending failed.
    public var failed = "!"

    /// The default symbols: `…`, `✓`, `✓✓`, `✓✓`, `!`.
    public init() {}

    /// The symbol of a status.
    public func symbol(for status: MessageStatus) -> String {
        switch status {
        case .pending: pending
        case .sent: sent
        case .delivered: delivered
        case .read: read
        case .failed: failed
        }
    }
}

/// Where the time/status label sits in a bubble.
public enum TimePlacement: Hashable, Sendable {
    /// At the end of the last text line when it fits there (Telegram's "10:09 ✓"), else on its own line.
    case inlineWhenFits
    /// Always on its own line below the content.
    case ownLine
}

/// Which way the chat reads.
public enum LayoutDirection: Hashable, Sendable {
    /// Incoming messages on the left, outgoing on the right.
    case leftToRight
    /// Mirrored: incoming messages on the right, outgoing on the left.
    case rightToLeft

    /// The direction of a locale's language.
    public init(locale: Locale) {
        self = locale.language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

/// Everything that shapes a chat layout besides the transcript and the sizing.
///
/// Changing `viewportWidth` (or any geometry) needs a new layout; the measurements of unchanged widths
/// come back from the sizing's cache.
public struct ChatLayoutConfiguration: Hashable, Sendable {
    /// The width of the collection (the content width), in points.
    public var viewportWidth: CGFloat
    /// Space around the whole content.
    public var contentInsets = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The widest a bubble may be, as a fraction of the width left after insets and the avatar column.
    public var maximumBubbleWidthFraction: CGFloat = 0.78
    /// The widest a bubble may be, in points.
    public var maximumBubbleWidth: CGFloat = 480
    /// Space between a bubble's edge and its content.
    public var bubblePadding = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
    /// Vertical space between bubbles of one author group.
    public var spacingWithinGroup: CGFloat = 2
    /// Vertical space between groups (and around separators and system messages).
    public var spacingBetweenGroups: CGFloat = 10
    /// The longest pause between two messages of one author that still keeps them in one group.
    public var groupTimeWindow: TimeInterval = 300
    /// The avatar's side.
    public var avatarSize: CGFloat = 32
    /// Space between the avatar column and the bubbles.
    public var avatarSpacing: CGFloat = 8
    /// Whether incoming groups show their author's avatar.
    public var showsIncomingAvatars = true
    /// Whether outgoing groups show the reader's avatar.
    public var showsOutgoingAvatars = false
    /// Whether the first incoming bubble of a group shows its author's name.
    public var showsAuthorNames = true
    /// The fonts of each element.
    public var fonts = ChatFonts()
    /// Where the time/status label goes.
    public var timePlacement = TimePlacement.inlineWhenFits
    /// The gap between the last text line and an inline time label.
    public var inlineTimeSpacing: CGFloat = 8
    /// The gap between the content and a time label on its own line, and between stacked parts of a bubble.
    public var partSpacing: CGFloat = 4
    /// Padding of the date header pill and the system-message pill around their text.
    public var pillPadding = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    /// Space above and below a section's date header.
    public var dateHeaderSpacing: CGFloat = 8
    /// The widest a system message pill may be, as a fraction of the width inside the insets.
    public var systemMessageWidthFraction: CGFloat = 0.8
    /// Padding of the reply quote: its left includes the quote bar.
    public var quotePadding = EdgeInsets(top: 4, left: 10, bottom: 4, right: 8)
    /// The side of a file card's icon.
    public var fileIconSize: CGFloat = 40
    /// The side of a call row's icon.
    public var callIconSize: CGFloat = 28
    /// The gap between an icon and its text.
    public var iconSpacing: CGFloat = 8
    /// Vertical padding of a card's button around its label.
    public var buttonPadding: CGFloat = 8
    /// Locale of dates and times, and (unless `layoutDirection` is set) the reading direction.
    public var locale = Locale(identifier: "en_US_POSIX")
    /// Overrides the reading direction implied by `locale`.
    public var layoutDirection: LayoutDirection?
    /// Whether times use a 24-hour clock ("14:05") or a 12-hour one ("2:05 PM").
    public var uses24HourTime = true
    /// The date header format (a `DateFormatter` pattern, localised by `locale`).
    public var dateHeaderFormat = "d MMMM yyyy"
    /// The text of the unread separator.
    public var unreadSeparatorText = "New messages"
    /// What a deleted message's bubble says.
    public var deletedMessageText = "This message was deleted"
    /// What a quote of a message that is not in the transcript says.
    public var unavailableQuoteText = "Message not available"
    /// The word before the time of an edited message ("edited 14:05").
    public var editedText = "edited"
    /// The titles of call rows.
    public var callTitles = CallTitles()
    /// The symbols after the time of an outgoing message, per status (a renderer may draw icons in their place).
    public var statusSymbols = StatusSymbols()
    /// Whether a chat shorter than the viewport sits at the viewport's bottom.
    public var alignsShortChatToBottom = true
    /// Whether every section has a ``ElementKind/sectionBackground`` decoration behind it (from its date header's
    /// top to its footer's bottom, the width inside the content insets).
    public var showsSectionBackgrounds = false
    /// The height of the space below each section's last message, a ``ElementKind/sectionFooter`` element when
    /// above 0.
    public var sectionFooterHeight: CGFloat = 0
    /// Whether system messages show their time after the notice, as a message's time label («Обращение закрыто
    /// 16:00»); its frame is ``MessageFrames`` part ``MessagePart/Kind/time``.
    public var showsTimeOnSystemMessages = false
    /// The size of the typing indicator's bubble (``ChatLayoutEngine/showsTypingIndicator``).
    public var typingIndicatorSize = CGSize(width: 64, height: 36)
    /// The height of the row that shows older messages loading (``ChatLayoutEngine/showsLoadingIndicator``).
    public var loadingIndicatorHeight: CGFloat = 44
    /// Sizes of pictures, voice notes, stickers, jumbo emoji, link previews, reactions, keyboards and rings.
    public var content = ContentGeometry()
    /// The words before a forwarded message's original author ("Forwarded from ").
    public var forwardedPrefix = "Forwarded from "
    /// How file sizes are written.
    public var fileSizeFormat = FileSizeFormat()
    /// How call durations are written: nil for a clock ("2:00"), or words («2 мин»).
    public var durationUnits: DurationUnits?

    /// A configuration for a viewport of this width, with defaults for everything else.
    public init(viewportWidth: CGFloat) { self.viewportWidth = viewportWidth }

    /// The direction in effect: `layoutDirection`, else the locale's.
    public var effectiveDirection: LayoutDirection { layoutDirection ?? LayoutDirection(locale: locale) }

    /// Checks that every length is finite and usable.
    public func validate() throws(ChatLayoutError) {
        func check(_ value: CGFloat, _ name: String, allowsZero: Bool = true) throws(ChatLayoutError) {
            if !value.isFinite || value < 0 || (!allowsZero && value == 0) {
                throw .invalidConfiguration(field: name, value: Double(value))
            }
        }
        try check(viewportWidth, "viewportWidth", allowsZero: false)
        for (name, insets) in [("contentInsets", contentInsets), ("bubblePadding", bubblePadding),
                               ("pillPadding", pillPadding), ("quotePadding", quotePadding)] {
            try check(insets.top, name + ".top")
            try check(insets.left, name + ".left")
            try check(insets.bottom, name + ".bottom")
            try check(insets.right, name + ".right")
        }
        try check(maximumBubbleWidthFraction, "maximumBubbleWidthFraction", allowsZero: false)
        try check(maximumBubbleWidth, "maximumBubbleWidth", allowsZero: false)
        if maximumBubbleWidthFraction > 1 {
            throw .invalidConfiguration(field: "maximumBubbleWidthFraction", value: Double(maximumBubbleWidthFraction))
        }
        try check(systemMessageWidthFraction, "systemMessageWidthFraction", allowsZero: false)
        for (name, value) in [("spacingWithinGroup", spacingWithinGroup), ("spacingBetweenGroups", spacingBetweenGroups),
                              ("avatarSize", avatarSize), ("avatarSpacing", avatarSpacing),
                              ("inlineTimeSpacing", inlineTimeSpacing), ("partSpacing", partSpacing),
                              ("dateHeaderSpacing", dateHeaderSpacing), ("fileIconSize", fileIconSize),
                              ("callIconSize", callIconSize), ("iconSpacing", iconSpacing),
                              ("buttonPadding", buttonPadding), ("sectionFooterHeight", sectionFooterHeight),
                              ("typingIndicatorSize.width", typingIndicatorSize.width),
                              ("typingIndicatorSize.height", typingIndicatorSize.height),
                              ("loadingIndicatorHeight", loadingIndicatorHeight)] {
            try check(value, name)
        }
        for (name, value) in content.lengths { try check(value, "content." + name, allowsZero: !name.hasPrefix("media")) }
        if content.fileSizeUnitsInvalid(fileSizeFormat) {
            throw .invalidConfiguration(field: "fileSizeFormat.units", value: Double(fileSizeFormat.units.count))
        }
        if !groupTimeWindow.isFinite || groupTimeWindow < 0 {
            throw .invalidConfiguration(field: "groupTimeWindow", value: groupTimeWindow)
        }
        let fonts = [("body", self.fonts.body), ("authorName", self.fonts.authorName), ("time", self.fonts.time),
                     ("dateHeader", self.fonts.dateHeader), ("system", self.fonts.system),
                     ("quote", self.fonts.quote), ("title", self.fonts.title), ("detail", self.fonts.detail),
                     ("forwarded", self.fonts.forwarded), ("linkTitle", self.fonts.linkTitle),
                     ("keyboardButton", self.fonts.keyboardButton), ("reactionEmoji", self.fonts.reactionEmoji),
                     ("reactionCount", self.fonts.reactionCount), ("overlay", self.fonts.overlay)]
        for (name, font) in fonts {
            try check(font.size, "fonts.\(name).size", allowsZero: false)
        }
        let narrowest = contentInsets.horizontal + (showsIncomingAvatars || showsOutgoingAvatars ? avatarSize + avatarSpacing : 0)
            + bubblePadding.horizontal + 1
        if viewportWidth < narrowest {
            throw .invalidConfiguration(field: "viewportWidth", value: Double(viewportWidth))
        }
    }
}
