@testable import ChatBubbles
import ChatModel
import ChatTextSizing
import FlexLayout
import Foundation
import Testing
@testable import ChatLayout

/// ChatBubbles' text template against `BubbleBuilder` (the engine's general path) over the corpus: the same bubble,
/// bit for bit, for every plain message in the four contexts of side and author name, measured and estimated
/// (``PlainTextBubbleCorpusTests``' check, with the template as the candidate).
///
/// Every bubble goes through one `BubbleLayouter`, so all but the first of each shape are laid out in a reused tree.
///
/// The engine runs the template's closed form (`TextBubbleTemplate.frames`, which the `bubble-template` fuzz target
/// holds equal to this FlexLayout route): laying every bubble out through FlexLayout would cost about as much as the
/// rest of a message's layout (`letterpress-bench flex-bubbles`: about 2.2× a full layout with reused trees, 3× with a
/// fresh tree per bubble).
@Suite struct TextBubbleTemplateCorpusTests {
    typealias F = Fixtures

    /// A plain text message's bubble laid out from the template, with the composer's sizing, widths and labels.
    static func templated(_ composer: BubbleComposer, _ message: Message, authorName: String,
                          context: GroupContext, layouter: inout BubbleLayouter) throws -> BubbleLayout {
        let c = composer.configuration
        let padding = c.bubblePadding
        let template = TextBubbleTemplate(metrics: BubbleMetrics(
            padding: padding,
            partSpacing: c.partSpacing, inlineTimeSpacing: c.inlineTimeSpacing,
            timeAfterLastLine: c.timePlacement == .inlineWhenFits))
        let width = context.isOutgoing ? composer.outgoingContentWidth : composer.incomingContentWidth
        var texts = MeasuredTexts()
        var stackedTextHeight: CGFloat = 0
        let tree = try template.tree(for: message, authorName: context.showsAuthorName ? authorName : nil,
                                     timeLabel: composer.timeLabel(for: message, isOutgoing: context.isOutgoing),
                                     width: width) { string, role, lines in
            let (font, textRole): (FontSpec, TextRole) = switch role {
            case .authorName: (c.fonts.authorName, .authorName)
            case .body: (c.fonts.body, .body)
            case .time: (c.fonts.time, .time)
            }
            let box = try composer.measure(string, font, width, lines: lines, id: message.id)
            texts[textRole] = box
            if role != .time { stackedTextHeight += box.height }
            return BubbleText(width: box.width, height: box.height, lastLineRight: box.lastLineWidth, lineCount: box.lineCount)
        }
        // A time on its own line is stacked; after the last line (beside the room the template made for it) it is not.
        let timeAfterLastLine = tree.children.contains { $0.id == TextBubbleTemplate.timeRoom }
        let bubble = try layouter.layOut(tree)
        var layout = BubbleLayout()
        layout.size = CGSize(width: bubble.width, height: bubble.height)
        for part in bubble.parts {
            let frame = CGRect(x: part.frame.x, y: part.frame.y, width: part.frame.width, height: part.frame.height)
            switch part.id {
            case "author": layout.authorName = frame
            case "body": layout.text = frame
            default:
                layout.time = frame
                if !timeAfterLastLine { stackedTextHeight += frame.height }
            }
        }
        layout.stackedTextHeight = stackedTextHeight
        if !texts.entries.isEmpty { layout.parts = BubbleParts(texts: texts, content: nil) }
        return layout
    }

    /// The template as the corpus check's candidate, with one layouter for the whole run: its trees are reused from
    /// bubble to bubble of a shape.
    static func candidate() -> PlainTextBubbleCorpusTests.Candidate {
        var layouter = BubbleLayouter()
        return { try templated($0, $1, authorName: $2, context: $3, layouter: &layouter) }
    }

    @Test func measuredBubblesEqualTheBuilders() throws {
        let checked = try PlainTextBubbleCorpusTests.checkCorpus(sizing: try TextMeasureSizing.cached(scale: 3),
                                                                 width: 390, count: 1500, candidate: Self.candidate())
        #expect(checked > 5000)
    }

    @Test func estimatedBubblesEqualTheBuilders() throws {
        #expect(try PlainTextBubbleCorpusTests.checkEstimated(count: 5000, candidate: Self.candidate) > 17_000)
    }
}
