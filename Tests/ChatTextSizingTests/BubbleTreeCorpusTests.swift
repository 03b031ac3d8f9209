import ChatBubbles
import ChatModel
import ChatSamples
import ChatTextSizing
import FlexLayout
import Foundation
import Testing
import ChatLayout

/// Issue 25's "bubbles are flex trees", for whole bubbles: every message's bubble as the composer records its tree
/// (`BubbleComposer.tree(for:)`), laid out by FlexLayout, gives every part the builder placed — author, quote, album
/// tiles, template parts, body, link preview, reaction pills, time, keyboard buttons — and the bubble's size, bit for
/// bit. The builder is the tree's closed form.
@Suite struct BubbleTreeCorpusTests {
    typealias F = Fixtures

    /// The repository's `Samples/<name>` (this file is `<root>/Tests/ChatTextSizingTests/…`).
    static func sample(_ name: String) throws -> Transcript {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try Transcript.decode(from: Data(contentsOf: root.appendingPathComponent("Samples/\(name)")))
    }

    /// Every message of `transcript` in the four contexts of side and author name, `width` wide: the number of bubbles
    /// whose tree gave the builder's frames; a difference is an expectation failure naming the message and the part.
    static func check(_ transcript: Transcript, sizing: any MessageSizing, width: CGFloat,
                      configuration: BubbleConfiguration = BubbleConfiguration()) throws -> Int {
        let bubbles = BubbleSizing(texts: sizing, configuration: configuration)
        let space = ChatLayoutConfiguration(viewportWidth: width).rowSpace
        let sectioned = SectionedTranscript(transcript)
        let names = Dictionary(transcript.participants.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var checked = 0
        for message in transcript.messages {
            for (outgoing, named) in [(false, false), (false, true), (true, false), (true, true)] {
                var context = GroupContext()
                context.isOutgoing = outgoing
                context.showsAuthorName = named
                let row = MessageRow(message: message, quote: sectioned.quote(of: message),
                                     authorName: names[message.author] ?? message.author, context: context)
                guard let differences = try bubbles.bubbleTreeDifferences(for: row, in: space, timeZone: F.utc) else { continue }
                #expect(differences.isEmpty,
                        "message \(message.id) (\(message.kind), outgoing \(outgoing), named \(named), \(width) pt): \(differences)")
                checked += 1
            }
        }
        return checked
    }

    @Test func theSamplesBubblesAreTheirTrees() throws {
        let sizing = try TextMeasureSizing.cached(scale: 3)
        var checked = 0
        for name in ["showcase.json", "showcase-rtl.json", "contacts.json", "places.json", "group-multilingual.json",
                     "support-ru.json"] {
            for width: CGFloat in [320, 390] { checked += try Self.check(Self.sample(name), sizing: sizing, width: width) }
        }
        #expect(checked > 500)
    }

    @Test func theMediaLongChatsBubblesAreTheirTrees() throws {
        var generator = LongChatGenerator(count: 1500)
        generator.mixesMedia = true
        let transcript = try generator.transcript(fromCorpus: SampleCorpus.data())
        let checked = try Self.check(transcript, sizing: try TextMeasureSizing.cached(scale: 3), width: 390)
        #expect(checked > 5000)
    }

    @Test func randomMessagesOfEveryKindAreTheirTrees() throws {
        var rng = SeededGenerator(seed: 25)
        let transcript = try F.randomTranscript(count: 400, using: &rng)
        var checked = try Self.check(transcript, sizing: try TextMeasureSizing.cached(scale: 3), width: 390)
        checked += try Self.check(transcript, sizing: FixedWidthSizing(), width: 320)
        #expect(checked > 2500)
    }
}
