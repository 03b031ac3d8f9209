import ChatBubbles
import FlexLayout
import Geometry

/// `bubble-template`: the text bubble's closed form (`TextBubbleTemplate.frames`, what the engine runs) against its
/// reference, FlexLayout laying out the template's tree (`LaidOutBubble(laying:)`): the same size, the same frame for
/// the author's name, the text and the time, and the same choice of a time after the last line — bit for bit.
///
/// Input: the lengths' grid (1, 2, 3 or 64 steps a point), the paddings, the spacings, the content's widest width,
/// whether the time may follow the last line, then the author's name and the text (each present or not: width, line
/// count, line height, the last line's right end), the time, and whether there is one.
package enum BubbleTemplateCheck: FuzzCheck {
    package static let name = "bubble-template"

    package static func check(_ input: [UInt8]) throws(FuzzFailure) {
        var input = FuzzInput(input)
        let grid = [1.0, 2, 3, 64][Int(input.byte() & 3)]
        func length(_ input: inout FuzzInput, upTo maximum: Int) -> Double { Double(input.int(in: 0...maximum)) / grid }
        let left = length(&input, upTo: 64 * Int(grid)), top = length(&input, upTo: 64 * Int(grid))
        let right = length(&input, upTo: 64 * Int(grid)), bottom = length(&input, upTo: 64 * Int(grid))
        let padding = Insets(top: top, left: left, bottom: bottom, right: right)
        let metrics = BubbleMetrics(padding: padding, partSpacing: length(&input, upTo: 32 * Int(grid)),
                                    inlineTimeSpacing: length(&input, upTo: 32 * Int(grid)), timeAfterLastLine: input.bool())
        let width = length(&input, upTo: 600 * Int(grid))
        func text(_ input: inout FuzzInput) -> BubbleText {
            let lines = Int(input.byte() % 5)
            let lineHeight = length(&input, upTo: 40 * Int(grid))
            let widest = length(&input, upTo: 600 * Int(grid))
            let lastLineRight = min(widest, length(&input, upTo: 600 * Int(grid)))
            var height = 0.0
            for _ in 0..<lines { height += lineHeight }
            return BubbleText(width: widest, height: height, lastLineRight: lastLineRight, lineCount: lines)
        }
        let author = input.bool() ? text(&input) : nil
        let body = input.bool() ? text(&input) : nil
        let time = BubbleText(width: length(&input, upTo: 120 * Int(grid)), height: length(&input, upTo: 40 * Int(grid)),
                              lastLineRight: 0, lineCount: 1)
        // Last, so that inputs made before it still have a time: a system pill may have none.
        let showsTime = !input.bool()

        let template = TextBubbleTemplate(metrics: metrics)
        let closed = template.frames(author: author?.lines, body: body?.lines, time: showsTime ? time.lines : nil, width: width)
        let texts = [("author", author), ("body", body)].compactMap { id, text in text.map { (id: id, text: $0) } }
        let tree = template.tree(texts: texts, time: showsTime ? time : nil, width: width)
        let reference: LaidOutBubble
        do {
            reference = try LaidOutBubble(laying: tree)
        } catch {
            throw FuzzFailure("FlexLayout refused the template's tree: \(error)")
        }
        func expect(_ name: String, _ got: Rect?, _ wanted: Rect?) throws(FuzzFailure) {
            if got != wanted { throw FuzzFailure("\(name): closed form \(got.map { "\($0)" } ?? "none"), FlexLayout \(wanted.map { "\($0)" } ?? "none")") }
        }
        if closed.width != reference.width || closed.height != reference.height {
            throw FuzzFailure("size: closed form \(closed.width) × \(closed.height), FlexLayout \(reference.width) × \(reference.height)")
        }
        try expect("author", closed.author, reference.frame(of: "author"))
        try expect("body", closed.body, reference.frame(of: "body"))
        try expect("time", closed.time, reference.frame(of: "time"))
        let inline = tree.children.contains { $0.id == TextBubbleTemplate.timeRoom }
        if closed.timeAfterLastLine != inline {
            throw FuzzFailure("time after the last line: closed form \(closed.timeAfterLastLine), template \(inline)")
        }
    }
}
