import JSON
import Foundation
import TextMeasure

/// Writes results as JSON bytes by hand, so keys keep the documented order and numbers print in their shortest form:
/// `{"id", "width", "height", "rawWidth", "rawHeight", "lineCount", "truncated", "ink", "fontSize", "scaleFactor", "lines"}`
/// (`id` when given, `fontSize` when Dynamic Type or shrink-to-fit chose the size, `scaleFactor` with shrink-to-fit,
/// the rest as `--fields` chooses). Line texts are escaped straight from the layout's UTF-16.
package enum LayoutJSON {
    /// Appends the answer to a request to `out`: one result object, or with several widths `{"id", "answers": [...]}`
    /// (each answer the object a line with that one width gets, without the id).
    static func append(_ answer: MeasureRequest.Answer, id: BatchOverrides.Identifier?, fields: OutputFields = .all,
                       numbers: inout NumberTextCache, to out: inout [UInt8]) {
        let results: [MeasureRequest.Answer.Result]
        switch answer {
        case let .single(result):
            append(result, id: id, fields: fields, numbers: &numbers, to: &out)
            return
        case let .list(list):
            results = list
        }
        out.append(UInt8(ascii: "{"))
        if let id {
            append(#""id":"#, to: &out)
            id.append(to: &out)
            out.append(UInt8(ascii: ","))
        }
        append(#""answers":["#, to: &out)
        for (index, result) in results.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            append(result, id: nil, fields: fields, numbers: &numbers, to: &out)
        }
        append("]}", to: &out)
    }

    /// Appends the answer for one result to `out`; `id` is the id's JSON, written as given.
    static func append(_ result: MeasureRequest.Answer.Result, id: BatchOverrides.Identifier?, fields: OutputFields = .all,
                       numbers: inout NumberTextCache, to out: inout [UInt8]) {
        let summary = result.summary
        out.append(UInt8(ascii: "{"))
        var first = true
        /// Writes `"name":` (`name` holds the quotes and the colon), after a comma unless it is the first key.
        func key(_ name: StaticString) {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            append(name, to: &out)
        }
        if let id {
            key(#""id":"#)
            id.append(to: &out)
        }
        if fields.contains(.width) { key(#""width":"#); numbers.append(summary.size.width, to: &out) }
        if fields.contains(.height) { key(#""height":"#); numbers.append(summary.size.height, to: &out) }
        if fields.contains(.rawWidth) { key(#""rawWidth":"#); numbers.append(summary.rawSize.width, to: &out) }
        if fields.contains(.rawHeight) { key(#""rawHeight":"#); numbers.append(summary.rawSize.height, to: &out) }
        if fields.contains(.lineCount) { key(#""lineCount":"#); JSONLiteral.appendInteger(Int64(summary.lineCount), to: &out) }
        if fields.contains(.truncated) { key(#""truncated":"#); append(summary.isTruncated ? "true" : "false", to: &out) }
        if fields.contains(.ink), let layout = result.layout {
            let ink = layout.inkRect
            key(#""ink":"#)
            append(#"{"x":"#, to: &out)
            numbers.append(ink.minX, to: &out)
            append(#","y":"#, to: &out)
            numbers.append(ink.minY, to: &out)
            append(#","width":"#, to: &out)
            numbers.append(ink.width, to: &out)
            append(#","height":"#, to: &out)
            numbers.append(ink.height, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        if fields.contains(.fontSize), let fontSize = result.fontSize { key(#""fontSize":"#); numbers.append(fontSize, to: &out) }
        if fields.contains(.scaleFactor), let factor = result.scaleFactor { key(#""scaleFactor":"#); numbers.append(factor, to: &out) }
        if fields.contains(.lines), let layout = result.layout {
            key(#""lines":"#)
            out.append(UInt8(ascii: "["))
            for (index, line) in layout.lines.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                append(#"{"text":"#, to: &out)
                line.withTextUTF16 { JSONLiteral.appendString(utf16: $0, to: &out) }
                append(#","width":"#, to: &out)
                numbers.append(line.width, to: &out)
                append(#","baseline":"#, to: &out)
                numbers.append(line.baseline, to: &out)
                append(#","height":"#, to: &out)
                numbers.append(line.height, to: &out)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "}"))
    }

    /// Appends the bytes of a literal.
    @inline(__always)
    static func append(_ literal: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// The answer as a string.
    package static func object(_ answer: MeasureRequest.Answer, fields: OutputFields = .all) -> String {
        var out: [UInt8] = []
        var numbers = NumberTextCache()
        append(answer, id: nil, fields: fields, numbers: &numbers, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `{"id": …, "error": "…"}`; `id` is raw JSON text (or nil for `null`).
    static func appendError(_ message: String, id: [UInt8]?, to out: inout [UInt8]) {
        append(#"{"id":"#, to: &out)
        out.append(contentsOf: id ?? Array("null".utf8))
        append(#","error":"#, to: &out)
        JSONLiteral.appendString(message, to: &out)
        out.append(UInt8(ascii: "}"))
    }
}
