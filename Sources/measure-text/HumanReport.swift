import Foundation
import TextMeasure

/// The default, human-readable output: rounded size, raw size, and the lines.
enum HumanReport {
    static func text(_ result: MeasureRequest.Answer.Result) -> String {
        let layout = result.layout
        func f(_ value: Double) -> String { String(format: "%.3f", value) }
        var out = "size: \(JSONLiteral.number(layout.size.width)) × \(JSONLiteral.number(layout.size.height)) pt"
        out += " (raw \(f(layout.rawSize.width)) × \(f(layout.rawSize.height)) pt, scale \(JSONLiteral.number(layout.scale)))\n"
        if let fontSize = result.fontSize {
            out += "font size: \(JSONLiteral.number(fontSize)) pt" + (result.scaleFactor.map { " (scale factor \(JSONLiteral.number($0)))" } ?? "") + "\n"
        }
        out += "lines: \(layout.lineCount)\(layout.isTruncated ? " (truncated)" : "")\n"
        for (index, line) in layout.lines.enumerated() {
            out += "  \(index + 1). \(JSONLiteral.string(line.text))  width \(f(line.width))  baseline \(f(line.baseline))  height \(f(line.height))\n"
        }
        return String(out.dropLast())
    }
}
