import CommandSupport
import JSON
import MeasureTextBatch
import TextMeasure

/// The default, human-readable output: rounded size, raw size, and the lines; numbers to what the scale can show.
enum HumanReport {
    static func text(_ result: MeasureRequest.Answer.Result, layout: TextLayout) -> String {
        func pt(_ value: Double) -> String { HumanNumber.points(value, scale: layout.scale) }
        func raw(_ value: Double) -> String { HumanNumber.format(value, decimals: 3) }
        var out = "size: \(pt(layout.size.width)) × \(pt(layout.size.height)) pt"
        out += " (raw \(raw(layout.rawSize.width)) × \(raw(layout.rawSize.height)) pt, scale \(HumanNumber.format(layout.scale, decimals: 3)))\n"
        if let fontSize = result.fontSize {
            out += "font size: \(raw(fontSize)) pt" + (result.scaleFactor.map { " (scale factor \(raw($0)))" } ?? "") + "\n"
        }
        out += "lines: \(layout.lineCount)\(layout.isTruncated ? " (truncated)" : "")\n"
        for (index, line) in layout.lines.enumerated() {
            out += "  \(index + 1). \(JSONLiteral.string(line.text))  width \(raw(line.width))  baseline \(raw(line.baseline))  height \(raw(line.height))\n"
        }
        return String(out.dropLast())
    }
}
