import Components
import FlexLayout
import Foundation
import TextMeasure

/// The trees of `letterpress-bench flex` (issue 13's workloads).
enum FlexTrees {
    static let rowWidths: [Double] = [900, 700, 500]

    /// (a) 11,001 nodes: a wrapping column 2000 × 12000 (padding 8) of 1,000 rows 900 / 700 / 500 wide (padding 2,
    /// margin 1, alignItems flex-start; the 500 ones wrap) of 10 leaves each (flexBasis 80, grow 1, shrink 1,
    /// minWidth 30, height 20, margin 1).
    static func grid() -> FlexNode {
        var root = FlexStyle()
        root.flexWrap = .wrap
        root.alignContent = .flexStart
        root.width = 2000
        root.height = 12000
        root.padding = FlexEdges(8)
        var leaf = FlexStyle()
        leaf.flexBasis = 80
        leaf.flexGrow = 1
        leaf.flexShrink = 1
        leaf.minWidth = 30
        leaf.height = 20
        leaf.margin = FlexEdges(1)
        let rows = (0..<1000).map { index in
            var row = FlexStyle()
            row.flexDirection = .row
            row.flexWrap = .wrap
            row.width = .points(rowWidths[index % 3])
            row.padding = FlexEdges(2)
            row.margin = FlexEdges(1)
            row.alignItems = .flexStart
            return FlexNode(id: "row\(index)", style: row, children: (0..<10).map { FlexNode(id: "leaf\(index)_\($0)", style: leaf) })
        }
        return FlexNode(id: "root", style: root, children: rows)
    }

    /// Tree (a) as `render-layout` JSON.
    static func gridJSON() -> String {
        let leaf = #"{"style": {"flexBasis": 80, "flexGrow": 1, "flexShrink": 1, "minWidth": 30, "height": 20, "margin": {"all": 1}}}"#
        let rows = (0..<1000).map { index in
            #"{"style": {"flexDirection": "row", "flexWrap": "wrap", "width": \#(Int(rowWidths[index % 3])), "padding": {"all": 2}, "margin": {"all": 1}, "alignItems": "flex-start"}, "children": [\#(Array(repeating: leaf, count: 10).joined(separator: ","))]}"#
        }
        return #"{"id": "root", "style": {"flexWrap": "wrap", "alignContent": "flex-start", "width": 2000, "height": 12000, "padding": {"all": 8}}, "children": [\#(rows.joined(separator: ",\n"))]}"#
    }

    /// (b) A 600-wide column of 1,000 bubbles (padding 8, margin 4, maxWidth 70 %, alignSelf alternating
    /// flex-start / flex-end), each with one text leaf: 2,001 nodes.
    static func chat(_ leaves: [any FlexMeasurable]) -> FlexNode {
        var root = FlexStyle()
        root.width = 600
        let bubbles = leaves.enumerated().map { index, leaf in
            var bubble = FlexStyle()
            bubble.padding = FlexEdges(8)
            bubble.margin = FlexEdges(4)
            bubble.maxWidth = .percent(70)
            bubble.alignSelf = index.isMultiple(of: 2) ? .flexStart : .flexEnd
            return FlexNode(id: "bubble\(index)", style: bubble, children: [FlexNode(id: "text\(index)", content: leaf)])
        }
        return FlexNode(id: "root", style: root, children: bubbles)
    }
}

/// The sizes one text leaf answered, in the order asked.
final class MeasureLog: @unchecked Sendable {
    var answers: [(request: FlexMeasureRequest, measurement: FlexMeasurement)] = []
}

/// Components' text leaf (TextMeasure measures it), writing down what it answers.
struct RecordingText: FlexMeasurable {
    let leaf: TextLeaf
    let log: MeasureLog

    init(prepared: PreparedText, log: MeasureLog) {
        leaf = TextLeaf(prepared)
        self.log = log
    }

    func measure(_ request: FlexMeasureRequest) throws -> FlexMeasurement {
        let measurement = try leaf.measure(request)
        log.answers.append((request, measurement))
        return measurement
    }
}

/// A leaf answering what a text answered to the same request, without measuring: the flex algorithm alone.
struct ReplayedText: FlexMeasurable {
    let answers: [(request: FlexMeasureRequest, measurement: FlexMeasurement)]

    func measure(_ request: FlexMeasureRequest) throws -> FlexMeasurement {
        guard let answer = answers.first(where: { $0.request == request }) else {
            throw BenchError.workloadFailed("a replayed leaf was asked \(request), which the text was not")
        }
        return answer.measurement
    }
}
