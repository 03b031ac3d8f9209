import Foundation
import MeasureTextBatch
import TextMeasure

/// Everything one measurement needs, filled from the command-line flags and, in `--jsonl` mode, overridden per
/// line by the line's camelCase keys.
struct MeasureRequest {
    var text = ""
    var font: String?
    var fontFile: String?
    var weight = FontWeight.regular
    var italic = false
    var size = 17.0
    var width = Double.infinity
    var height = Double.infinity
    var maxLines = 0
    var lineBreak = LineBreakMode.wordWrap
    var alignment = TextAlignment.natural
    var lineSpacing = 0.0
    var lineHeightMultiple = 0.0
    var paragraphSpacing = 0.0
    var usesFontLeading = true
    var scale = 1.0

    /// A request problem, reported with the key or flag it came from.
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    /// The `--line-break` spellings.
    static let lineBreakNames: [String: LineBreakMode] = [
        "word": .wordWrap, "char": .charWrap, "clip": .clip,
        "truncate-head": .truncateHead, "truncate-middle": .truncateMiddle, "truncate-tail": .truncateTail,
    ]

    /// Applies the keys present in one JSONL line.
    mutating func apply(_ line: BatchOverrides) throws {
        if let value = line.text { text = value }
        if let value = line.font { font = value; fontFile = nil }
        if let value = line.fontFile { fontFile = value; font = nil }
        if let value = line.weight {
            guard let parsed = FontWeight(name: value.name) else { throw Invalid(description: "weight '\(value.name)' is not regular, medium, semibold, bold or 100…900") }
            weight = parsed
        }
        if let value = line.italic { italic = value }
        if let value = line.size { size = value }
        if let value = line.width { width = value }
        if let value = line.height { height = value }
        if let value = line.maxLines { maxLines = value }
        if let value = line.lineBreak {
            guard let mode = MeasureRequest.lineBreakNames[value] else {
                throw Invalid(description: "lineBreak '\(value)' is not one of \(MeasureRequest.lineBreakNames.keys.sorted().joined(separator: ", "))")
            }
            lineBreak = mode
        }
        if let value = line.alignment {
            guard let parsed = TextAlignment(rawValue: value) else { throw Invalid(description: "alignment '\(value)' is not natural, left, right, center or justified") }
            alignment = parsed
        }
        if let value = line.lineSpacing { lineSpacing = value }
        if let value = line.lineHeightMultiple { lineHeightMultiple = value }
        if let value = line.paragraphSpacing { paragraphSpacing = value }
        if let value = line.noFontLeading { usesFontLeading = !value }
        if let value = line.scale { scale = value }
    }

    /// Measures the request.
    func measure(with measurer: TextMeasurer) throws -> TextLayout {
        guard maxLines >= 0 else { throw Invalid(description: "maxLines must be ≥ 0, not \(maxLines)") }
        let style = TextStyle(family: font, fontFile: fontFile, size: size, weight: weight, italic: italic)
        var paragraph = ParagraphStyle()
        paragraph.lineBreakMode = lineBreak
        paragraph.alignment = alignment
        paragraph.maximumLines = maxLines
        paragraph.lineSpacing = lineSpacing
        paragraph.lineHeightMultiple = lineHeightMultiple
        paragraph.paragraphSpacing = paragraphSpacing
        return try measurer.measure(AttributedText(text, style: style), width: width, height: height,
                                    paragraphStyle: paragraph, options: MeasureOptions(usesFontLeading: usesFontLeading, scale: scale))
    }
}
