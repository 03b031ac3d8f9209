import ChatModel
import ChatSamples
import ChatTextSizing
import Foundation
import Testing
@testable import ChatBubbles
@testable import ChatLayout

/// `BubbleComposer.composePlainText` (the fast path most messages of a chat take) against `BubbleBuilder` (the
/// general path, its reference): the same bubble, frame for frame, over the corpus measured by TextMeasureSizing and
/// by the fixed-width sizing (the estimates' sizing) with the time inline or on its own line.
@Suite struct PlainTextBubbleCorpusTests {
    typealias F = Fixtures

    /// The bubble the general path builds for a plain text message, step by step as `BubbleComposer.compose` does.
    private static func built(_ composer: BubbleComposer, _ message: Message, authorName: String,
                              context: GroupContext) throws -> BubbleLayout {
        var builder = BubbleBuilder(composer: composer, message: message, context: context)
        if context.showsAuthorName { try builder.authorName(authorName) }
        try builder.body(message.text ?? "", font: composer.configuration.fonts.body)
        try builder.reactions(message.reactions)
        return try builder.finish()
    }

    /// The composer of a layout pass at `width` (with the default list geometry).
    static func composer(_ configuration: BubbleConfiguration, width: CGFloat, sizing: any MessageSizing) -> BubbleComposer {
        BubbleComposer(configuration: configuration, space: ChatLayoutConfiguration(viewportWidth: width).rowSpace, sizing: sizing,
                       timeZone: F.utc)
    }

    /// What composes a plain text message's bubble: the composer, the message, its author's name, its context.
    typealias Candidate = (BubbleComposer, Message, String, GroupContext) throws -> BubbleLayout

    /// Every plain message of the corpus's first `count`, in the four contexts of side and author name, is composed
    /// by `candidate` (the fast path by default) exactly as by the builder.
    static func checkCorpus(
        sizing: any MessageSizing, configuration: BubbleConfiguration = BubbleConfiguration(), width: CGFloat, count: Int,
        candidate: Candidate = { try $0.composePlainText($1, authorName: $2, context: $3) }
    ) throws -> Int {
        let transcript = try CorpusConversation.transcript(participants: F.participants)
        let composer = Self.composer(configuration, width: width, sizing: sizing)
        var checked = 0
        for message in transcript.messages.prefix(count) where composer.isPlainText(message, quote: nil) {
            for (outgoing, named) in [(false, false), (false, true), (true, false), (true, true)] {
                var context = GroupContext()
                context.isOutgoing = outgoing
                context.showsAuthorName = named
                let fast = try candidate(composer, message, "Alice Liddell", context)
                let reference = try built(composer, message, authorName: "Alice Liddell", context: context)
                #expect(fast == reference, "message \(message.id)")
                checked += 1
            }
        }
        return checked
    }

    @Test func measuredBubblesEqualTheBuilders() throws {
        let checked = try Self.checkCorpus(sizing: try TextMeasureSizing.cached(scale: 3),
                                           width: 390, count: 1500)
        #expect(checked > 5000)
    }

    /// ``checkCorpus(sizing:configuration:width:count:candidate:)`` with the fixed-width sizing at 320, once with the
    /// time on its own line and once after the last line when it fits, each run with a candidate of its own from
    /// `candidate()`: the fewer bubbles checked of the two runs.
    static func checkEstimated(count: Int, candidate: () -> Candidate = { { try $0.composePlainText($1, authorName: $2, context: $3) } })
        throws -> Int {
        var fewest = Int.max
        for placement in [TimePlacement.ownLine, .inlineWhenFits] {
            var configuration = BubbleConfiguration()
            configuration.timePlacement = placement
            fewest = min(fewest, try checkCorpus(sizing: FixedWidthSizing(), configuration: configuration, width: 320, count: count,
                                                 candidate: candidate()))
        }
        return fewest
    }

    @Test func estimatedBubblesEqualTheBuildersWithTheTimeOnItsOwnLine() throws {
        #expect(try Self.checkEstimated(count: 20_000) > 70_000)
    }
}
