import FlexLayout
import Raster
import TextMeasure
import TextRender

/// Reads a node's `text` object: `{"string", "family", "size", "weight", "italic", "color", "maxLines",
/// "lineBreak", "alignment"}`, or styled `"runs": [{"string", "family"?, "size"?, "weight"?, "italic"?, "color"?}]`
/// whose missing keys take the object's values.
struct TextReader {
    static let keys = ["string", "runs", "family", "size", "weight", "italic", "color", "maxLines", "lineBreak", "alignment"]
    static let runKeys = ["string", "family", "size", "weight", "italic", "color"]
    /// `measure-text --line-break` names.
    static let lineBreaks: [String: LineBreakMode] = [
        "word": .wordWrap, "char": .charWrap, "clip": .clip, "truncate-head": .truncateHead,
        "truncate-middle": .truncateMiddle, "truncate-tail": .truncateTail,
    ]
    let values: JSONValues

    func text(_ object: [String: Any]) throws(ComponentError) -> TextContent {
        try values.checkKeys(object, known: Self.keys, in: "text")
        let (baseStyle, baseColor) = try style(object, context: "text", base: (TextStyle(), .black))
        var runs: [(string: String, style: TextStyle, color: Color)] = []
        switch (object["string"], object["runs"]) {
        case (let string?, nil):
            runs = [(try values.string(string, "text.string"), baseStyle, baseColor)]
        case (nil, let raw?):
            guard let list = raw as? [Any], !list.isEmpty else {
                throw .invalidNode(node: values.node, key: "text.runs", reason: "\(JSONScalar.describe(raw)) is not a non-empty array")
            }
            for (index, element) in list.enumerated() {
                let context = "text.runs[\(index)]"
                let run = try values.object(element, context)
                try values.checkKeys(run, known: Self.runKeys, in: context)
                guard let string = run["string"] else { throw .invalidNode(node: values.node, key: "\(context).string", reason: "is missing") }
                let (style, color) = try style(run, context: context, base: (baseStyle, baseColor))
                runs.append((try values.string(string, "\(context).string"), style, color))
            }
        case (nil, nil):
            throw .invalidNode(node: values.node, key: "text.string", reason: "is missing")
        default:
            throw .invalidNode(node: values.node, key: "text.runs", reason: "cannot be given with text.string")
        }
        var paragraph = ParagraphStyle()
        if let raw = object["maxLines"] { paragraph.maximumLines = try values.integer(raw, "text.maxLines", range: 0...100_000) }
        if let raw = object["lineBreak"] {
            let name = try values.string(raw, "text.lineBreak")
            guard let mode = Self.lineBreaks[name] else {
                throw .invalidNode(node: values.node, key: "text.lineBreak",
                                   reason: "\"\(name.prefix(40))\" is not one of: \(Self.lineBreaks.keys.sorted().joined(separator: ", "))")
            }
            paragraph.lineBreakMode = mode
        }
        if let raw = object["alignment"] {
            let name = try values.string(raw, "text.alignment")
            guard let alignment = TextAlignment(rawValue: name) else {
                throw .invalidNode(node: values.node, key: "text.alignment",
                                   reason: "\"\(name.prefix(40))\" is not one of: \(TextAlignment.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            paragraph.alignment = alignment
        }
        return TextContent(runs: runs, paragraphStyle: paragraph)
    }

    /// The font and colour keys of `object` over `base`.
    private func style(_ object: [String: Any], context: String,
                       base: (TextStyle, Color)) throws(ComponentError) -> (TextStyle, Color) {
        var (style, color) = base
        if let raw = object["family"] { style.family = try values.string(raw, "\(context).family") }
        if let raw = object["size"] {
            let size = try values.number(raw, "\(context).size")
            guard size > 0, size <= 10_000 else {
                throw .invalidNode(node: values.node, key: "\(context).size", reason: "\(size) is not in (0, 10000] points")
            }
            style.size = size
        }
        if let raw = object["weight"] {
            let text = (raw as? String) ?? (try? values.integer(raw, "\(context).weight", range: 1...1000)).map(String.init) ?? ""
            guard let weight = FontWeight(name: text) else {
                throw .invalidNode(node: values.node, key: "\(context).weight",
                                   reason: "\(JSONScalar.describe(raw)) is not regular, medium, semibold, bold, light, thin, heavy or 100…900")
            }
            style.weight = weight
        }
        if let raw = object["italic"] { style.italic = try values.boolean(raw, "\(context).italic") }
        if let raw = object["color"] { color = try values.color(raw, "\(context).color") }
        return (style, color)
    }
}
