import Components
import FlexLayout
import Foundation
import Testing
import TextMeasure
import Geometry

/// Text leaves are measured by TextMeasure exactly as `TextMeasurer.measure` (what `measure-text` prints) measures the
/// same text under the same constraints, and the layout that sized a leaf is the one drawn.
@Suite struct TextLeafTests {
    static let texts = [
        "Проверьте автомобиль перед покупкой",
        "The quick brown fox jumps over the lazy dog, twice, for good measure.",
        "مرحبا بالعالم — نص عربي طويل بما يكفي ليلتف على عدة أسطر",
        "Emoji 🎉🚗💨 in a line 👨‍👩‍👧‍👦",
    ]

    /// A text leaf at the start of a column (measured at most `width` wide) next to the text measured `width` wide.
    @Test(arguments: texts)
    func leavesMatchMeasureText(text: String) throws {
        for (width, scale) in [(120.0, 1.0), (200, 2), (333, 3)] {
            let root = ComponentNode(id: "root", style: FlexStyle { $0.width = .points(width + 20); $0.padding = FlexEdges(10); $0.alignItems = .flexStart },
                                     children: [ComponentNode(id: "text", text: TextContent(text, style: TextStyle(size: 17)))])
            let layout = try Support.layout(root, scale: scale)
            let frame = try #require(layout.frame(ofID: "text"))
            let measured = try Support.measurer.measure(text, style: TextStyle(size: 17), width: width,
                                                        options: MeasureOptions(scale: scale))
            #expect(frame.width == Double(measured.size.width), "\(text) at \(width) @\(scale)x")
            #expect(frame.height == Double(measured.size.height), "\(text) at \(width) @\(scale)x")
            #expect(layout.textLayout(ofID: "text")?.lineCount == measured.lineCount)
        }
    }

    /// A height limit keeps only the lines that fit (at least one) unless the leaf overflows its height, as a browser's
    /// text does: the oracle is the text measured without a height (`TextMeasurer.measure`, five lines at 120 pt).
    @Test func aLeafThatOverflowsItsHeightKeepsEveryLine() throws {
        let text = Self.texts[1]
        let prepared = try Support.measurer.prepare(AttributedText(text, style: TextStyle(size: 17)))
        let all = try Support.measurer.measure(text, style: TextStyle(size: 17), width: 120)
        #expect(all.lineCount >= 4)
        let request = FlexMeasureRequest(width: .atMost(120), height: .atMost(0))
        let clipped = try TextLeaf(prepared).measure(request)
        let overflowing = try TextLeaf(prepared, behavior: .browser).measure(request)
        #expect(TextLeaf.layout(of: clipped.content)?.lineCount == 1)
        #expect(TextLeaf.layout(of: overflowing.content)?.lineCount == all.lineCount)
        #expect(overflowing.size.height == Double(all.size.height))
    }

    /// Stretched across a column, a leaf is measured exactly that wide: its height is the text's at that width.
    @Test func stretchedLeavesWrapAtTheColumnWidth() throws {
        let text = Self.texts[1]
        let root = ComponentNode(id: "root", style: FlexStyle { $0.width = 240 }, children: [
            ComponentNode(id: "text", text: TextContent(text, style: TextStyle(size: 15))),
        ])
        let layout = try Support.layout(root, scale: 2)
        let expected = try Support.measurer.measure(text, style: TextStyle(size: 15), width: 240, options: MeasureOptions(scale: 2))
        #expect(layout.frame(ofID: "text") == Rect(x: 0, y: 0, width: 240, height: expected.size.height))
        // The drawn layout is the measured one: same lines, laid out 240 wide.
        let drawn = try #require(layout.textLayout(ofID: "text"))
        #expect(drawn.lines.map(\.text) == expected.lines.map(\.text))
        #expect(drawn.rawSize.width == 240)
    }

    /// A text's baseline is its first line's: rows aligned by baseline line up their first lines.
    @Test func baselineAlignmentUsesTheFirstLine() throws {
        let root = ComponentNode(id: "row", style: FlexStyle { $0.flexDirection = .row; $0.alignItems = .baseline }, children: [
            ComponentNode(id: "big", text: TextContent("Big", style: TextStyle(size: 34))),
            ComponentNode(id: "small", style: FlexStyle { $0.padding.top = 3 }, text: TextContent("small", style: TextStyle(size: 12))),
        ])
        let layout = try Support.layout(root, scale: 3)
        let big = try #require(layout.textLayout(ofID: "big")), small = try #require(layout.textLayout(ofID: "small"))
        let bigBaseline = try #require(layout.frame(ofID: "big")).y + big.lines[0].baseline
        let smallBaseline = try #require(layout.frame(ofID: "small")).y + 3 + small.lines[0].baseline
        #expect(abs(bigBaseline - smallBaseline) <= 1.0 / 3 + 1e-9)
    }

    /// Texts are shaped once: laying out again at other widths only breaks lines again.
    @Test func relayoutDoesNotShapeAgain() throws {
        let root = ComponentNode(id: "root", children: [ComponentNode(id: "text", text: TextContent("A fairly unusual sentence, zyxwvut qponm lkjih", style: TextStyle(size: 13)))])
        var layout = try Support.layout(root, width: 300)
        let misses = Support.measurer.shapeCacheStatistics.misses
        let before = try #require(layout.frame(ofID: "text"))
        try layout.relayout(width: 90)
        #expect(Support.measurer.shapeCacheStatistics.misses == misses)
        #expect(try #require(layout.frame(ofID: "text")).height > before.height)
    }

    /// In an RTL tree a paragraph's base direction is RTL: Latin text aligns to the right, as CSS's `start`.
    @Test func rtlTreesSetTheBaseDirection() throws {
        let root = ComponentNode(id: "root", style: FlexStyle { $0.width = 300 }, children: [
            ComponentNode(id: "text", text: TextContent("Hello", style: TextStyle(size: 17))),
        ])
        let rtl = try Support.layout(root, direction: .rtl)
        let ltr = try Support.layout(root, direction: .ltr)
        let rtlLine = try #require(rtl.textLayout(ofID: "text")?.lines.first)
        let ltrLine = try #require(ltr.textLayout(ofID: "text")?.lines.first)
        #expect(ltrLine.x == 0)
        #expect(abs(rtlLine.x + rtlLine.width - 300) < 1e-9)
    }

    @Test func unknownFontsNameTheNode() {
        let root = ComponentNode(id: "root", children: [ComponentNode(id: "title", text: TextContent("x", style: TextStyle(family: "Nope")))])
        #expect(throws: ComponentError.self) { try Support.layout(root) }
        do {
            _ = try Support.layout(root)
        } catch {
            #expect("\(error)".hasPrefix("node \"title\": text:"))
        }
    }
}

/// Relayouts of a text leaf give what a fresh layout gives (fuzz-layout-tree's finding: a padded row around «в,ж»
/// laid out at undefined, 320, 0 and then 37.5 points was 80 points tall, a fresh layout at 37.5 points 59.5).
@Suite struct TextRelayoutTests {
    /// The trees fuzz-layout-tree found.
    static let trees = [
        #"{"style":{"flexDirection":"row","padding":{"all":9}},"children":[{"text":{"string":"в,ж"}}]}"#,
        #"{"style":{"flexDirection":"row","alignItems":"baseline","width":"0%"},"children":[{"style":{"minWidth":"fit-content","aspectRatio":2},"text":{"runs":[{"string":" "}]}}]}"#,
    ]

    @Test(arguments: trees) func relayoutFromWidthToWidthEqualsAFreshLayout(json: String) throws {
        let document = try ComponentDocument(bytes: Array(json.utf8), baseDirectory: "/nonexistent")
        var layout = try ComponentLayout(document.root, measurer: Support.measurer, scale: 2)
        for width: Double? in [nil, 320, 0, 37.5, 1200] {
            try layout.relayout(width: width)
            let fresh = try ComponentLayout(document.root, measurer: Support.measurer, width: width, scale: 2)
            for node in fresh.tree.nodes {
                #expect(layout.tree.frame(of: node) == fresh.tree.frame(of: node), "at \(String(describing: width))")
            }
        }
    }
}
