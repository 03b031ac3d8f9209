import ChatModel
import Foundation
import Testing
@testable import ChatBubbles
@testable import ChatLayout

/// Which messages `BubbleComposer.composePlainText` (the fast path most messages of a chat take) composes; its bubbles
/// are held equal to `BubbleBuilder`'s over the corpus in ChatTextSizingTests' `PlainTextBubbleCorpusTests`.
@Suite struct PlainTextBubbleTests {
    typealias F = Fixtures

    @Test func onlyPlainTextTakesTheFastPath() throws {
        let composer = BubbleComposer(configuration: BubbleConfiguration(), space: ChatLayoutConfiguration(viewportWidth: 390).rowSpace,
                                      sizing: FixedWidthSizing(), timeZone: F.utc)
        let time = F.date("2025-01-06T07:30:00Z")
        let plain = Message(id: "p", author: "alice", time: time, text: "Hello there")
        #expect(composer.isPlainText(plain, quote: nil))
        #expect(!composer.isPlainText(plain, quote: .unavailable))
        #expect(!composer.isPlainText(Message(id: "j", author: "alice", time: time, text: "👍🏽👍🏽"), quote: nil))
        // More emoji than jumbo sizes: an ordinary bubble.
        #expect(composer.isPlainText(Message(id: "e", author: "alice", time: time, text: "👍🏽👍🏽👍🏽👍🏽"), quote: nil))
        var deleted = plain
        deleted.content = .deleted(.text)
        #expect(!composer.isPlainText(deleted, quote: nil))
        var reacted = plain
        reacted.reactions = [Reaction(emoji: "👍", count: 2, mine: false)]
        #expect(!composer.isPlainText(reacted, quote: nil))
        var keyboard = plain
        keyboard.buttons = [["Yes"]]
        #expect(!composer.isPlainText(keyboard, quote: nil))
        var forwarded = plain
        forwarded.forwardedFrom = "Bob"
        #expect(!composer.isPlainText(forwarded, quote: nil))
        #expect(!composer.isPlainText(Message(id: "s", author: "alice", time: time, content: .system("Bob joined")), quote: nil))
    }
}
