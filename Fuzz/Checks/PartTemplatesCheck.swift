import ChatBubbles
import ChatLayout
import Foundation
import Geometry

/// `part-templates`: the closed forms of the bubble parts' templates — a reply quote, a file card or call row, a card
/// (what the composer runs) — against their reference, FlexLayout laying out each template's tree
/// (`ClosedFormTemplate.laidOut()`): the same size and the same frame for every named node, bit for bit, at an origin
/// anywhere in a bubble.
///
/// Input: which template, the lengths' grid (1, 2, 3 or 64 steps a point), the origin, then the template's paddings or
/// spacings and its texts (each a width and a height, some present or not).
package enum PartTemplatesCheck: FuzzCheck {
    package static let name = "part-templates"

    package static func check(_ input: [UInt8]) throws(FuzzFailure) {
        var input = FuzzInput(input)
        let which = input.byte() % 3
        let grid = [1.0, 2, 3, 64][Int(input.byte() & 3)]
        func length(_ input: inout FuzzInput, upTo maximum: Int) -> Double { Double(input.int(in: 0...maximum * Int(grid))) / grid }
        func box(_ input: inout FuzzInput) -> TextBox {
            let lines = Int(input.byte() % 4) + 1
            let lineHeight = length(&input, upTo: 40)
            var height = 0.0
            for _ in 0..<lines { height += lineHeight }
            return TextBox(width: length(&input, upTo: 600), height: height, lastLineWidth: 0, lineCount: lines)
        }
        let origin = CGPoint(x: length(&input, upTo: 400), y: length(&input, upTo: 4000))
        let template: any ClosedFormTemplate
        switch which {
        case 0:
            let padding = Insets(top: length(&input, upTo: 32), left: length(&input, upTo: 32), bottom: length(&input, upTo: 32),
                                 right: length(&input, upTo: 32))
            let author = input.bool() ? box(&input) : nil
            template = QuoteTemplate(padding: padding, author: author, text: box(&input))
        case 1:
            let side = length(&input, upTo: 80), spacing = length(&input, upTo: 32)
            let title = box(&input)
            template = IconRowTemplate(iconSide: side, spacing: spacing, title: title, detail: input.bool() ? box(&input) : nil)
        default:
            let spacing = length(&input, upTo: 32), padding = length(&input, upTo: 32)
            template = CardTemplate(spacing: spacing, buttonPadding: padding, title: box(&input), body: box(&input), label: box(&input))
        }
        let reference: LaidOutPartTemplate
        do {
            reference = try template.laidOut()
        } catch {
            throw FuzzFailure("FlexLayout refused \(type(of: template))'s tree: \(error)")
        }
        if template.size != reference.size {
            throw FuzzFailure("\(type(of: template)) size: closed form \(template.size), FlexLayout \(reference.size)")
        }
        let closed = template.parts(at: origin), laid = reference.parts(at: origin)
        if closed != laid {
            throw FuzzFailure("\(type(of: template)) parts at \(origin): closed form \(closed), FlexLayout \(laid)")
        }
    }
}
