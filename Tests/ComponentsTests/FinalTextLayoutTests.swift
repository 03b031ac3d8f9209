import Components
import FlexLayout
import Foundation
import Testing
import TextMeasure
import Geometry

/// A text is drawn with the lines of its final width, whatever width it was measured at (issue 29: no stale line
/// count), and `.web` trees stack its lines in Chromium's layout units.
@Suite struct FinalTextLayoutTests {
    /// `{"children": [{"children": [{"style": {"width": "30%"}, "text": {"string": "ни", "size": 15}}]}]}`: Yoga
    /// keeps the flex basis it measured at the max-content width (one line), then the percentage resolves to 5.31 pt (5.30 in `.web`).
    static let percentWidthText = ComponentNode(id: "root", children: [
        ComponentNode(id: "column", children: [
            ComponentNode(id: "text", style: FlexStyle { $0.width = .percent(30) }, text: TextContent("ни", style: TextStyle(size: 15))),
        ]),
    ])

    /// `.yoga` keeps Yoga's frames bit for bit (the one-line height; Docs/FlexboxModes.md, deviation 8) but draws the
    /// two lines the text has at 5.31 pt, overflowing the box; `.web` gives the box both lines (Chromium: 36.31 pt,
    /// `Fixtures/reduced.jsonl`).
    @Test(arguments: [FlexConformance.yoga, .web])
    func aTextIsLaidOutAgainAtItsFinalWidth(conformance: FlexConformance) throws {
        let layout = try ComponentLayout(Self.percentWidthText, measurer: Support.measurer, scale: 64, conformance: conformance)
        let frame = try #require(layout.frame(ofID: "text"))
        // (30 % of 17.6875: Chromium truncates 5.30625 to layout units, 5.296875.)
        #expect(frame.width == (conformance == .web ? 5.296875 : 5.3125))
        #expect(frame.height == (conformance == .web ? 36.3125 : 18.15625))
        let text = try #require(layout.textLayout(ofID: "text"))
        #expect(text.lineCount == 2)
        #expect(text.lines.map(\.text) == ["н", "и"])
        // Each line is one cluster, wider than the box: one that fits nowhere.
        #expect((0..<2).allSatisfy { text.shownClusterCount(ofLine: $0) == 1 })
        // What render-layout's --layout-json reports.
        let document = try ComponentDocument(bytes: Array(#"{"children": [{"children": [{"style": {"width": "30%"}, "text": {"string": "ни", "size": 15}}]}]}"#.utf8),
                                             baseDirectory: "/")
        let json = try #require(String(bytes: document.layoutJSON(layout), encoding: .utf8))
        #expect(json.contains(#""lineCount" : 2"#) || json.contains(#""lineCount": 2"#))
    }

    /// A text whose box is narrower than the width it was measured at: a fixed-width text in a row (both lengths exact,
    /// so it is never measured) gets the lines of its width, and a height smaller than them does not cut them.
    @Test func aTextInAnExactBoxIsNotCutToItsHeight() throws {
        let text = "The quick brown fox"
        let root = ComponentNode(id: "root", style: FlexStyle { $0.flexDirection = .row }, children: [
            ComponentNode(id: "text", style: FlexStyle { $0.width = 60; $0.height = 10 }, text: TextContent(text, style: TextStyle(size: 15))),
        ])
        let layout = try Support.layout(root, scale: 2)
        let drawn = try #require(layout.textLayout(ofID: "text"))
        let expected = try Support.measurer.measure(text, style: TextStyle(size: 15), width: 60, options: MeasureOptions(scale: 2))
        #expect(expected.lineCount > 1)
        #expect(drawn.lines.map(\.text) == expected.lines.map(\.text))
        #expect(layout.frame(ofID: "text") == Rect(x: 0, y: 0, width: 60, height: 10))
    }

    /// Chromium stacks line boxes in `LayoutUnit`s: 13 lines of Inter at 15 px with `line-height: 18.1534…px` (Inter's
    /// ascent + descent) are 15,106 / 64 = 236.03125 px tall in Chromium 156 (`Oracle/line_heights.py` prints it),
    /// 13 × 1162 / 64; TextMeasure's exact sum, 235.994…, rounds up to 236 at scale 64.
    @Test func webTreesStackLinesInLayoutUnits() throws {
        let string = Array(repeating: "x", count: 13).joined(separator: " ")
        let root = ComponentNode(id: "root", style: FlexStyle { $0.width = 1; $0.alignItems = .flexStart }, children: [
            ComponentNode(id: "text", text: TextContent(string, style: TextStyle(size: 15))),
        ])
        let web = try ComponentLayout(root, measurer: Support.measurer, scale: 64, conformance: .web)
        let yoga = try ComponentLayout(root, measurer: Support.measurer, scale: 64, conformance: .yoga)
        #expect(web.textLayout(ofID: "text")?.lineCount == 13)
        #expect(web.frame(ofID: "text")?.height == 236.03125)
        #expect(yoga.frame(ofID: "text")?.height == 236)
        // Line tops are whole layout units too.
        let tops = try #require(web.textLayout(ofID: "text")).lines.map(\.top)
        let expected: [Double] = (0..<13).map { Double($0) * 1162 / 64 }
        #expect(tops == expected)
    }
}
