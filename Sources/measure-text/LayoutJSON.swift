import Foundation
import TextMeasure

/// Writes results as JSON by hand, so keys keep the documented order and numbers print in their shortest form.
enum LayoutJSON {
    /// `{"width", "height", "rawWidth", "rawHeight", "lineCount", "truncated", "ink", "lines"}`, with `id` first when given.
    static func object(_ layout: TextLayout, id: String? = nil) -> String {
        let number = JSONLiteral.number, string = JSONLiteral.string
        var out = "{"
        if let id { out += "\"id\":\(id)," }
        out += "\"width\":\(number(layout.size.width)),\"height\":\(number(layout.size.height)),"
        out += "\"rawWidth\":\(number(layout.rawSize.width)),\"rawHeight\":\(number(layout.rawSize.height)),"
        out += "\"lineCount\":\(layout.lineCount),\"truncated\":\(layout.isTruncated),"
        let ink = layout.inkRect
        out += "\"ink\":{\"x\":\(number(ink.minX)),\"y\":\(number(ink.minY)),\"width\":\(number(ink.width)),\"height\":\(number(ink.height))},"
        out += "\"lines\":["
        out += layout.lines.map { line in
            "{\"text\":\(string(line.text)),\"width\":\(number(line.width)),\"baseline\":\(number(line.baseline)),\"height\":\(number(line.height))}"
        }.joined(separator: ",")
        return out + "]}"
    }

    /// `{"id": …, "error": "…"}`.
    static func error(_ message: String, id: String?) -> String {
        "{\"id\":\(id ?? "null"),\"error\":\(JSONLiteral.string(message))}"
    }
}
