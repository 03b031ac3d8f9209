import ChatBubbles
import FlexLayout
import Geometry
import Testing

/// ChatBubbles' text template on its own, frames worked out by hand: padding 12 × 6, parts 4 apart, the time 8 after
/// the last line when it fits in 174.
@Suite struct TextBubbleTemplateTests {
    let template = TextBubbleTemplate(metrics: BubbleMetrics(padding: Insets(top: 6, left: 12, bottom: 6, right: 12),
                                                             partSpacing: 4, inlineTimeSpacing: 8, timeAfterLastLine: true))
    let author = BubbleText(width: 30, height: 15, lastLineRight: 30, lineCount: 1)
    let time = BubbleText(width: 20, height: 10, lastLineRight: 20, lineCount: 1)

    private func parts(_ bubble: LaidOutBubble) -> [String: Rect] {
        Dictionary(bubble.parts.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func timeAfterTheLastLineWhenItFits() throws {
        let body = BubbleText(width: 88, height: 20, lastLineRight: 88, lineCount: 1)
        let bubble = try LaidOutBubble(laying: template.tree(texts: [("author", author), ("body", body)], time: time, width: 174))
        // 88 + 8 + 20 = 116 ≤ 174: content 116 wide, bubble 140 × (6 + 15 + 4 + 20 + 6 = 51); the time's bottom is the
        // body's, its right the content's: (12 + 116 − 20, 6 + 15 + 4 + 20 − 10).
        #expect(bubble.width == 140 && bubble.height == 51)
        #expect(bubble.parts.map(\.id) == ["author", "body", "time"])
        #expect(parts(bubble)["author"] == Rect(x: 12, y: 6, width: 30, height: 15))
        #expect(parts(bubble)["body"] == Rect(x: 12, y: 25, width: 88, height: 20))
        #expect(parts(bubble)["time"] == Rect(x: 108, y: 35, width: 20, height: 10))
    }

    @Test func timeOnItsOwnLineWhenItDoesNot() throws {
        // Two lines, the last 160 wide: 160 + 8 + 20 > 174, so the time goes below, at the right of the widest line.
        let body = BubbleText(width: 170, height: 40, lastLineRight: 160, lineCount: 2)
        let bubble = try LaidOutBubble(laying: template.tree(texts: [("body", body)], time: time, width: 174))
        #expect(bubble.width == 194 && bubble.height == 6 + 40 + 4 + 10 + 6)
        #expect(parts(bubble)["body"] == Rect(x: 12, y: 6, width: 170, height: 40))
        #expect(parts(bubble)["time"] == Rect(x: 12 + 170 - 20, y: 50, width: 20, height: 10))
    }

    @Test func timeTallerThanALineGoesBelow() throws {
        let body = BubbleText(width: 40, height: 9, lastLineRight: 40, lineCount: 1)
        let bubble = try LaidOutBubble(laying: template.tree(texts: [("body", body)], time: time, width: 174))
        #expect(parts(bubble)["time"] == Rect(x: 12 + 40 - 20, y: 6 + 9 + 4, width: 20, height: 10))
        #expect(bubble.width == 64)
    }

    @Test func onlyATime() throws {
        let bubble = try LaidOutBubble(laying: template.tree(texts: [], time: time, width: 174))
        #expect(bubble.width == 44 && bubble.height == 22)
        #expect(bubble.parts.map(\.id) == ["time"])
        #expect(parts(bubble)["time"] == Rect(x: 12, y: 6, width: 20, height: 10))
    }

    /// One layouter through bubbles of every shape, twice over with other lengths: each bubble laid out in the reused
    /// tree of its shape has the frames of a fresh tree, and the hand-worked ones of the tests above.
    @Test func reusedTreesLayOutAsFreshOnes() throws {
        var layouter = BubbleLayouter()
        let cases: [(texts: [(id: String, text: BubbleText)], time: BubbleText)] = [
            ([("author", author), ("body", BubbleText(width: 88, height: 20, lastLineRight: 88, lineCount: 1))], time),
            ([("body", BubbleText(width: 170, height: 40, lastLineRight: 160, lineCount: 2))], time),
            ([("body", BubbleText(width: 40, height: 9, lastLineRight: 40, lineCount: 1))], time),
            ([], time),
            ([("body", BubbleText(width: 120, height: 60, lastLineRight: 30, lineCount: 3))], time),
            ([("author", author), ("body", BubbleText(width: 150, height: 40, lastLineRight: 150, lineCount: 2))], time),
            ([("body", BubbleText(width: 100, height: 20, lastLineRight: 100, lineCount: 1))],
             BubbleText(width: 30, height: 12, lastLineRight: 30, lineCount: 1)),
        ]
        for round in 0..<2 {
            for (texts, time) in cases {
                let tree = template.tree(texts: texts, time: time, width: 174 - Double(round) * 20)
                let reused = try layouter.layOut(tree), fresh = try LaidOutBubble(laying: tree)
                #expect(reused.width == fresh.width && reused.height == fresh.height)
                #expect(reused.parts.map(\.id) == fresh.parts.map(\.id) && reused.parts.map(\.frame) == fresh.parts.map(\.frame))
            }
        }
        let body = BubbleText(width: 88, height: 20, lastLineRight: 88, lineCount: 1)
        let again = try layouter.layOut(template.tree(texts: [("author", author), ("body", body)], time: time, width: 174))
        #expect(again.width == 140 && again.height == 51)
        #expect(parts(again)["time"] == Rect(x: 108, y: 35, width: 20, height: 10))
    }
}
