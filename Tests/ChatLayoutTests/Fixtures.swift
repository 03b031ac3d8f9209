import ChatLayout
import ChatModel
import ChatSamples
import Foundation

/// The deterministic generator (SplitMix64) the tests draw their random cases from.
typealias SeededGenerator = SplitMix64
/// The chat tests' transcripts (ChatSamples), with the layouts of this target's tests.
typealias Fixtures = ChatFixtures

extension ChatFixtures {
    /// The engine's default list geometry (insets 8, messages of a group 2 apart and groups 10, avatars 32 + 8, 8 above
    /// and below a date header), short chats at the top.
    static func configuration(width: CGFloat = 320) -> ChatLayoutConfiguration {
        var c = ChatLayoutConfiguration(viewportWidth: width)
        c.alignsShortChatToBottom = false
        return c
    }

    /// The engine laying out `model` with rows sized by `sizing` (``TextLengthSizing`` by default).
    static func engine(_ model: SectionedTranscript, configuration: ChatLayoutConfiguration = configuration(),
                       sizing: any RowSizing = TextLengthSizing(), viewportHeight: CGFloat = 0) throws -> ChatLayoutEngine {
        try ChatLayoutEngine(model: model, configuration: configuration, sizing: sizing, viewportHeight: viewportHeight)
    }
}
