@testable import ChatBubbles
@testable import ChatLayout
import ChatModel
import ChatSamples
import Foundation
import Geometry

/// The chat tests' transcripts (ChatSamples), with this target's bubbles and layouts.
typealias Fixtures = ChatFixtures

/// The bubbles of the hand-worked tests: fonts whose fixed-width boxes are round numbers (body 16 pt → 8 × 20 per
/// character and line, 12 pt → 6 × 15, time 8 pt → 4 × 10) in a list geometry of their own.
extension ChatFixtures {
    /// The list geometry: insets 8, groups 10 apart, avatars 32 + 8.
    static func configuration(width: CGFloat = 320) -> ChatLayoutConfiguration {
        var c = ChatLayoutConfiguration(viewportWidth: width)
        c.contentInsets = Insets(all: 8)
        c.spacingWithinGroup = 2
        c.spacingBetweenGroups = 10
        c.avatarSize = 32
        c.avatarSpacing = 8
        c.dateHeaderSpacing = 8
        c.alignsShortChatToBottom = false
        return c
    }

    /// The bubbles of ``configuration(width:)``'s fonts.
    static func bubbles() -> BubbleConfiguration {
        var c = BubbleConfiguration()
        c.maximumBubbleWidthFraction = 0.75
        c.maximumBubbleWidth = 480
        c.bubblePadding = Insets(top: 6, left: 12, bottom: 6, right: 12)
        c.partSpacing = 4
        c.inlineTimeSpacing = 8
        c.pillPadding = Insets(top: 4, left: 10, bottom: 4, right: 10)
        c.fonts.body = FontSpec(size: 16)
        c.fonts.authorName = FontSpec(size: 12, weight: 600)
        c.fonts.time = FontSpec(size: 8)
        c.fonts.dateHeader = FontSpec(size: 12, weight: 600)
        c.fonts.system = FontSpec(size: 12)
        c.fonts.quote = FontSpec(size: 12)
        c.fonts.title = FontSpec(size: 12, weight: 600)
        c.fonts.detail = FontSpec(size: 8)
        c.words.locale = Locale(identifier: "en_US_POSIX")
        c.words.dateHeaderFormat = "d MMMM yyyy"
        return c
    }

    /// The engine laying out `model` with these bubbles over `sizing`'s text boxes.
    static func engine(_ model: SectionedTranscript, configuration: ChatLayoutConfiguration = configuration(),
                       bubbles: BubbleConfiguration = bubbles(), sizing: any MessageSizing = FixedWidthSizing(),
                       viewportHeight: CGFloat = 0) throws -> ChatLayoutEngine {
        try ChatLayoutEngine(model: model, configuration: configuration,
                             sizing: BubbleSizing(texts: sizing, configuration: bubbles), viewportHeight: viewportHeight)
    }
}
