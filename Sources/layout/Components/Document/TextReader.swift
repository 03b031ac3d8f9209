import FlexLayout
import JSON
import Raster
import TextMeasure

/// Reads a node's `text` object: `{"string", "family", "size", "weight", "italic", "color", "maxLines",
/// "lineBreak", "alignment", "lineBreakRules"}`, or styled `"runs": [{"string", "family"?, "size"?, "weight"?, "italic"?, "color"?}]`
/// whose missing keys take the object's values.
struct TextReader {
    static let keys = ["string", "runs", "family", "size", "weight", "italic", "color", "maxLines", "lineBreak", "alignment", "lineBreakRules"]
    static let runKeys = ["string", "family", "size", "weight", "italic", "color"]
    /// `measure-text --line-break` names.
    static let lineBreaks: [String: LineBreakMode] = [
        "word": .wordWrap, "char": .charWrap, "clip": .clip, "truncate-head": .truncateHead,
        "truncate-middle": .truncateMiddle, "truncate-tail": .truncateTail,
    ]
    let values: JSONValues

    func text(_ object: [String: JSONValue]) throws(ComponentError) -> TextContent {
        try values.checkKeys(object, known: Self.keys, in: "text")
        let (baseStyle, baseColor) = try style(object, context: "text", base: (TextStyle(), .black))
        var runs: [(string: String, style: TextStyle, color: Color)] = []
        switch (object["string"], object["runs"]) {
        case (let string?, nil):
            runs = [(try values.string(string, "text.string"), baseStyle, baseColor)]
        case (nil, let raw?):
            guard case .array(let list) = raw, !list.isEmpty else {
                throw values.invalid("text.runs", "\(raw.excerpt()) is not a non-empty array")
            }
            for (index, element) in list.enumerated() {
                let context = "text.runs[\(index)]"
                let run = try values.object(element, context)
                try values.checkKeys(run, known: Self.runKeys, in: context)
                guard let string = run["string"] else { throw values.invalid("\(context).string", "is missing") }
                let (style, color) = try style(run, context: context, base: (baseStyle, baseColor))
                runs.append((try values.string(string, "\(context).string"), style, color))
            }
        case (nil, nil):
            throw values.invalid("text.string", "is missing")
        default:
            throw values.invalid("text.runs", "cannot be given with text.string")
        }
        var paragraph = ParagraphStyle()
        if let raw = object["maxLines"] { paragraph.maximumLines = try values.integer(raw, "text.maxLines", range: 0...100_000) }
        if let raw = object["lineBreak"] {
            let name = try values.string(raw, "text.lineBreak")
            guard let mode = Self.lineBreaks[name] else {
                throw values.invalid("text.lineBreak", "\(JSONText.quotedExcerpt(name)) is not one of: \(Self.lineBreaks.keys.sorted().joined(separator: ", "))")
            }
            paragraph.lineBreakMode = mode
        }
        if let raw = object["alignment"] {
            let name = try values.string(raw, "text.alignment")
            guard let alignment = TextAlignment(rawValue: name) else {
                throw values.invalid("text.alignment", "\(JSONText.quotedExcerpt(name)) is not one of: \(TextAlignment.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            paragraph.alignment = alignment
        }
        var content = TextContent(runs: runs, paragraphStyle: paragraph)
        if let raw = object["lineBreakRules"] {
            let name = try values.string(raw, "text.lineBreakRules")
            guard let rules = LineBreakRules(rawValue: name) else {
                throw values.invalid("text.lineBreakRules", "\(JSONText.quotedExcerpt(name)) is not one of: \(LineBreakRules.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            content.lineBreakRules = rules
        }
        return content
    }

    /// The font and colour keys of `object` over `base`.
    private func style(_ object: [String: JSONValue], context: String,
                       base: (TextStyle, Color)) throws(ComponentError) -> (TextStyle, Color) {
        var (style, color) = base
        if let raw = object["family"] { style.family = try values.string(raw, "\(context).family") }
        if let raw = object["size"] {
            style.size = try values.number(raw, "\(context).size", in: 0.01...10_000, unit: "points")
        }
        if let raw = object["weight"] {
            let text = raw.stringValue ?? (try? values.integer(raw, "\(context).weight", range: 1...1000)).map(String.init) ?? ""
            guard let weight = FontWeight(name: text) else {
                throw values.invalid("\(context).weight", "\(raw.excerpt()) is not regular, medium, semibold, bold, light, thin, heavy or 100…900")
            }
            style.weight = weight
        }
        if let raw = object["italic"] { style.italic = try values.boolean(raw, "\(context).italic") }
        if let raw = object["color"] { color = try values.color(raw, "\(context).color") }
        return (style, color)
    }
}
