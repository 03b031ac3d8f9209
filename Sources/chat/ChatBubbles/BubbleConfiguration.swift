import ChatLayout
import Foundation
import Geometry

/// Where the time/status label sits in a bubble.
public enum TimePlacement: Hashable, Sendable {
    /// At the end of the last text line when it fits there (Telegram's "10:09 ✓"), else on its own line.
    case inlineWhenFits
    /// Always on its own line below the content.
    case ownLine
}

/// Everything that shapes a chat's bubbles besides the list's geometry (`ChatLayoutConfiguration`) and the text
/// sizing: bubble widths and paddings, fonts, the time's placement, part sizes, and the words and formats rows show.
public struct BubbleConfiguration: Hashable, Sendable {
    /// The widest a bubble may be, as a fraction of the width left after insets and the avatar column.
    public var maximumBubbleWidthFraction: CGFloat = 0.78
    /// The widest a bubble may be, in points.
    package var maximumBubbleWidth: CGFloat = 480
    /// Space between a bubble's edge and its content.
    public var bubblePadding = Insets(top: 6, left: 12, bottom: 6, right: 12)
    /// The fonts of each element.
    public var fonts = ChatFonts()
    /// Where the time/status label goes.
    public var timePlacement = TimePlacement.inlineWhenFits
    /// The gap between the last text line and an inline time label.
    public var inlineTimeSpacing: CGFloat = 8
    /// The gap between the content and a time label on its own line, and between stacked parts of a bubble.
    public var partSpacing: CGFloat = 4
    /// Padding of the date header pill and the system-message pill around their text.
    package var pillPadding = Insets(top: 4, left: 10, bottom: 4, right: 10)
    /// The widest a system message pill may be, as a fraction of the width inside the insets.
    package var systemMessageWidthFraction: CGFloat = 0.8
    /// Padding of the reply quote: its left includes the quote bar.
    package var quotePadding = Insets(top: 4, left: 10, bottom: 4, right: 8)
    /// The side of a file card's icon and of a contact card's avatar.
    package var fileIconSize: CGFloat = 40
    /// The side of a call row's icon.
    package var callIconSize: CGFloat = 28
    /// The gap between an icon and its text.
    package var iconSpacing: CGFloat = 8
    /// Vertical padding of a card's button around its label.
    public var buttonPadding: CGFloat = 8
    /// Whether system messages show their time after the notice, as a message's time label («Обращение закрыто
    /// 16:00»); its frame is `MessageFrames` part `time`.
    package var showsTimeOnSystemMessages = false
    /// Sizes of pictures, voice notes, stickers, jumbo emoji, link previews, reactions, keyboards and rings.
    package var content = ContentGeometry()
    /// The words and formats rows show.
    package var words = BubbleWords()

    /// The default configuration (iOS-like sizes, English words).
    public init() {}

    /// Checks that every length is finite and usable, and that a bubble fits `space`.
    package func validate(in space: RowSpace) throws(ChatLayoutError) {
        func check(_ value: CGFloat, _ name: String, allowsZero: Bool = true) throws(ChatLayoutError) {
            if !value.isFinite || value < 0 || (!allowsZero && value == 0) {
                throw .invalidConfiguration(field: name, value: Double(value))
            }
        }
        for (name, insets) in [("bubblePadding", bubblePadding), ("pillPadding", pillPadding), ("quotePadding", quotePadding)] {
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
        for (name, value) in [("inlineTimeSpacing", inlineTimeSpacing), ("partSpacing", partSpacing),
                              ("fileIconSize", fileIconSize), ("callIconSize", callIconSize), ("iconSpacing", iconSpacing),
                              ("buttonPadding", buttonPadding)] {
            try check(value, name)
        }
        for (name, value) in content.lengths { try check(value, "content." + name, allowsZero: !name.hasPrefix("media")) }
        if words.fileSizeFormat.units.count != 5 {
            throw .invalidConfiguration(field: "fileSizeFormat.units", value: Double(words.fileSizeFormat.units.count))
        }
        for (name, font) in fonts.all {
            try check(font.size, "fonts.\(name).size", allowsZero: false)
        }
        if min(space.incomingWidth, space.outgoingWidth) < bubblePadding.horizontal + 1 {
            throw .invalidConfiguration(field: "viewportWidth", value: Double(space.viewportWidth))
        }
    }
}
