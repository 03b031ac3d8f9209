import ChatSamples
import Foundation

/// Where Letterpress and Pango disagree on the line count of the same message at the same width.
struct LineCountComparison {
    /// One disagreement, with both engines' answers.
    struct Disagreement {
        let message: CorpusMessage
        let letterpress: MeasureResult
        let pango: MeasureResult
    }

    let total: Int
    let disagreements: [Disagreement]

    var agreeing: Int { total - disagreements.count }
    var agreementPercent: Double { total == 0 ? 100 : 100 * Double(agreeing) / Double(total) }

    init(messages: [CorpusMessage], letterpress: [MeasureResult], pango: [MeasureResult]) {
        let count = min(messages.count, letterpress.count, pango.count)
        total = count
        disagreements = (0..<count).compactMap { index in
            letterpress[index].lineCount == pango[index].lineCount ? nil
                : Disagreement(message: messages[index], letterpress: letterpress[index], pango: pango[index])
        }
    }

    /// How many disagreements carry each tag, most frequent first.
    var tagCounts: [(tag: String, count: Int)] {
        var counts: [String: Int] = [:]
        for disagreement in disagreements {
            for tag in TextTags.tags(of: disagreement.message.text) { counts[tag, default: 0] += 1 }
        }
        return counts.map { ($0.key, $0.value) }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.tag < $1.tag }
    }

    /// Writes the disagreements as tab-separated values (atomically: temporary file + rename).
    func writeTSV(to path: String, width: Double) throws {
        var lines = ["# line-count disagreements at width \(fixed(width, 0)) pt; widths and heights are raw points; "
                     + "tags are heuristics to help categorize; text escapes \\n, \\t and \\\\",
                     "id\tletterpress_lines\tpango_lines\tletterpress_width\tpango_width\tletterpress_height\tpango_height\ttags\ttext"]
        for item in disagreements {
            lines.append([String(item.message.id), String(item.letterpress.lineCount), String(item.pango.lineCount),
                          fixed(item.letterpress.width, 3), fixed(item.pango.width, 3),
                          fixed(item.letterpress.height, 3), fixed(item.pango.height, 3),
                          TextTags.tags(of: item.message.text).joined(separator: ","),
                          TextTags.escaped(item.message.text)].joined(separator: "\t"))
        }
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url, options: .atomic)
        } catch {
            throw BenchError.cannotWrite(path: path, reason: error.localizedDescription)
        }
    }
}

/// Rough labels of what a text contains, to group disagreements (not a classifier).
enum TextTags {
    static func tags(of text: String) -> [String] {
        var tags: [String] = []
        let scalars = text.unicodeScalars
        if scalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\u{2029}" }) { tags.append("hard-break") }
        if text.contains("://") || text.contains("www.") { tags.append("url") }
        if scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) { tags.append("emoji") }
        if scalars.contains(where: isCJK) { tags.append("cjk") }
        if scalars.contains(where: { (0x0590...0x08FF).contains($0.value) || (0xFB1D...0xFDFF).contains($0.value) || (0xFE70...0xFEFC).contains($0.value) }) {
            tags.append("rtl")
        }
        if scalars.contains(where: { (0x0E00...0x0E7F).contains($0.value) }) { tags.append("thai") }
        if scalars.contains(where: { (0x0900...0x097F).contains($0.value) }) { tags.append("devanagari") }
        if text.split(whereSeparator: \.isWhitespace).contains(where: { $0.count > 25 }) { tags.append("long-word") }
        if tags.isEmpty { tags.append(scalars.allSatisfy(\.isASCII) ? "ascii" : "other") }
        return tags
    }

    private static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x3000...0x30FF).contains(value) || (0x3400...0x9FFF).contains(value)
            || (0xAC00...0xD7AF).contains(value) || (0xFF00...0xFFEF).contains(value)
    }

    /// The text on one TSV field: backslash, newline, carriage return and tab escaped.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\t", with: "\\t")
    }
}
