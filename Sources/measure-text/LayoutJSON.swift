import Foundation
import TextMeasure

/// Writes results as JSON bytes by hand, so keys keep the documented order and numbers print in their shortest form:
/// `{"id", "width", "height", "rawWidth", "rawHeight", "lineCount", "truncated", "ink", "lines"}` (`id` when given,
/// the rest as `--fields` chooses). Line texts are escaped straight from the layout's UTF-16.
enum LayoutJSON {
    /// Appends the answer for `layout` to `out`; `id` is the id's JSON, written as given.
    static func append(_ layout: TextLayout, id: BatchOverrides.Identifier?, fields: OutputFields = .all, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        var first = true
        func key(_ name: StaticString) {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
            out.append(contentsOf: "\":".utf8)
        }
        if let id {
            key("id")
            id.append(to: &out)
        }
        if fields.contains(.width) { key("width"); JSONLiteral.appendNumber(layout.size.width, to: &out) }
        if fields.contains(.height) { key("height"); JSONLiteral.appendNumber(layout.size.height, to: &out) }
        if fields.contains(.rawWidth) { key("rawWidth"); JSONLiteral.appendNumber(layout.rawSize.width, to: &out) }
        if fields.contains(.rawHeight) { key("rawHeight"); JSONLiteral.appendNumber(layout.rawSize.height, to: &out) }
        if fields.contains(.lineCount) { key("lineCount"); JSONLiteral.appendInteger(Int64(layout.lineCount), to: &out) }
        if fields.contains(.truncated) { key("truncated"); out.append(contentsOf: (layout.isTruncated ? "true" : "false").utf8) }
        if fields.contains(.ink) {
            let ink = layout.inkRect
            key("ink")
            out.append(contentsOf: #"{"x":"#.utf8)
            JSONLiteral.appendNumber(ink.minX, to: &out)
            out.append(contentsOf: #","y":"#.utf8)
            JSONLiteral.appendNumber(ink.minY, to: &out)
            out.append(contentsOf: #","width":"#.utf8)
            JSONLiteral.appendNumber(ink.width, to: &out)
            out.append(contentsOf: #","height":"#.utf8)
            JSONLiteral.appendNumber(ink.height, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        if fields.contains(.lines) {
            key("lines")
            out.append(UInt8(ascii: "["))
            for (index, line) in layout.lines.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(contentsOf: #"{"text":"#.utf8)
                line.withTextUTF16 { JSONLiteral.appendString(utf16: $0, to: &out) }
                out.append(contentsOf: #","width":"#.utf8)
                JSONLiteral.appendNumber(line.width, to: &out)
                out.append(contentsOf: #","baseline":"#.utf8)
                JSONLiteral.appendNumber(line.baseline, to: &out)
                out.append(contentsOf: #","height":"#.utf8)
                JSONLiteral.appendNumber(line.height, to: &out)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "}"))
    }

    /// The answer for `layout` as a string.
    static func object(_ layout: TextLayout, fields: OutputFields = .all) -> String {
        var out: [UInt8] = []
        append(layout, id: nil, fields: fields, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `{"id": …, "error": "…"}`; `id` is raw JSON text (or nil for `null`).
    static func appendError(_ message: String, id: [UInt8]?, to out: inout [UInt8]) {
        out.append(contentsOf: #"{"id":"#.utf8)
        out.append(contentsOf: id ?? Array("null".utf8))
        out.append(contentsOf: #","error":"#.utf8)
        JSONLiteral.appendString(message, to: &out)
        out.append(UInt8(ascii: "}"))
    }
}
