import Foundation

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
    package var dateHeader = FontSpec(size: 13, weight: 600)
    /// System messages and the unread separator.
    package var system = FontSpec(size: 13)
    /// The quoted text of a reply (its author uses `authorName`).
    public var quote = FontSpec(size: 15)
    /// Titles: file names, call titles, card titles and card buttons.
    public var title = FontSpec(size: 16, weight: 600)
    /// Secondary lines: file sizes and call durations.
    public var detail = FontSpec(size: 13)
    /// "Forwarded from …".
    package var forwarded = FontSpec(size: 14)
    /// A link preview's title (its site uses `authorName`, its description `quote`).
    package var linkTitle = FontSpec(size: 15, weight: 600)
    /// Inline keyboard buttons.
    package var keyboardButton = FontSpec(size: 15, weight: 600)
    /// A reaction pill's emoji.
    package var reactionEmoji = FontSpec(size: 15)
    /// A reaction pill's count.
    package var reactionCount = FontSpec(size: 13, weight: 600)
    /// Durations and percentages over pictures, and a voice note's duration.
    package var overlay = FontSpec(size: 12, weight: 500)

    /// The default fonts (Inter at iOS-like sizes).
    package init() {}

    /// Every font by name, for validation.
    var all: [(String, FontSpec)] {
        [("body", body), ("authorName", authorName), ("time", time), ("dateHeader", dateHeader), ("system", system),
         ("quote", quote), ("title", title), ("detail", detail), ("forwarded", forwarded), ("linkTitle", linkTitle),
         ("keyboardButton", keyboardButton), ("reactionEmoji", reactionEmoji), ("reactionCount", reactionCount),
         ("overlay", overlay)]
    }
}
