import ChatBubbles
import ChatLayout
import ChatModel
import ChatSamples
import Foundation

/// The deterministic generator (SplitMix64) the tests draw their random cases from.
typealias SeededGenerator = SplitMix64
/// The chat tests' transcripts (ChatSamples), with the layouts of this target's tests.
typealias Fixtures = ChatFixtures

extension ChatFixtures {
    /// A layout of `model` `width` wide in the default list geometry (short chats at the top), its rows composed as
    /// the default bubbles over `texts`' boxes, on `threads` threads.
    static func engine(_ model: SectionedTranscript, width: CGFloat, texts: any MessageSizing,
                       threads: Int = 1) throws -> ChatLayoutEngine {
        var configuration = ChatLayoutConfiguration(viewportWidth: width)
        configuration.alignsShortChatToBottom = false
        return try ChatLayoutEngine(model: model, configuration: configuration, sizing: BubbleSizing(texts: texts),
                                    threads: threads)
    }
}
