import Foundation
import TextMeasure

/// Everything one measurement needs, filled from the command-line flags and, in `--jsonl` mode, overridden per
/// line by the line's camelCase keys.
package struct MeasureRequest {
    package var text = ""
    package var font: String?
    package var fontFile: String?
    package var weight = FontWeight.regular
    package var italic = false
    package var size = 17.0
    package var width = Double.infinity
    /// Several widths (`"widths"`): one layout each, the text prepared once.
    package var widths: [Double]?
    package var height = Double.infinity
    package var maxLines = 0
    package var lineBreak = LineBreakMode.wordWrap
    package var alignment = TextAlignment.natural
    package var lineSpacing = 0.0
    package var lineHeightMultiple = 0.0
    package var paragraphSpacing = 0.0
    package var usesFontLeading = true
    package var scale = 1.0
    /// Dynamic Type: a text style takes its size, weight and line height from Apple's table at `contentSize`; a
    /// content size alone scales `size` as `UIFontMetrics(forTextStyle: .body)` would.
    package var textStyle: FontTextStyle?
    package var contentSize: ContentSizeCategory?
    /// Shrink-to-fit (`UILabel.adjustsFontSizeToFitWidth`, `minimumScaleFactor`).
    package var adjustsFontSizeToFitWidth = false
    package var minimumScaleFactor = 0.5
    /// Hyphenation (`NSParagraphStyle.hyphenationFactor`, 0…1).
    package var hyphenationFactor = 0.0
    /// Which line-break opportunities the text has (`"lineBreakRules"`, `--line-break-rules`).
    package var lineBreakRules = LineBreakRules.unicode

    /// A request with `measure-text`'s defaults.
    package init() {}

    /// A request problem, reported with the key or flag it came from.
    package struct Invalid: Error, CustomStringConvertible {
        package var description: String
        package init(description: String) { self.description = description }
    }

    /// What a request measured: one result, or one per width when the request asked for a list of widths (one width
    /// makes no array: the common line allocates nothing for its answer).
    package enum Answer {
        /// One layout, with the font size when Dynamic Type or shrink-to-fit chose it (and shrink-to-fit's factor).
        package struct Result {
            /// The layout, when the request asked for lines (nil when only sizes were asked for).
            package var layout: TextLayout?
            /// The layout's sizes and line count.
            package var summary: TextLayoutSummary
            package var fontSize: Double?
            package var scaleFactor: Double?
        }
        case single(Result)
        case list([Result])

        /// The first result (the only one of a single width).
        package var first: Result? {
            switch self {
            case let .single(result): result
            case let .list(results): results.first
            }
        }
    }

    /// The `--line-break` spellings.
    package static let lineBreakNames: [String: LineBreakMode] = [
        "word": .wordWrap, "char": .charWrap, "clip": .clip,
        "truncate-head": .truncateHead, "truncate-middle": .truncateMiddle, "truncate-tail": .truncateTail,
    ]

    /// The most widths one line may ask for.
    package static let maximumWidths = 64

    /// Applies the keys present in one JSONL line.
    package mutating func apply(_ line: BatchOverrides) throws {
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
        if let value = line.widths {
            guard !value.isEmpty, value.count <= MeasureRequest.maximumWidths else {
                throw Invalid(description: "widths must hold 1 to \(MeasureRequest.maximumWidths) numbers, not \(value.count)")
            }
            widths = value
        }
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
        if let value = line.textStyle { textStyle = try MeasureRequest.textStyle(named: value, key: "textStyle") }
        if let value = line.contentSize { contentSize = try MeasureRequest.contentSize(named: value, key: "contentSize") }
        if let value = line.adjustsFontSizeToFitWidth { adjustsFontSizeToFitWidth = value }
        if let value = line.minimumScaleFactor { minimumScaleFactor = value }
        if let value = line.hyphenationFactor { hyphenationFactor = value }
        if let value = line.lineBreakRules {
            guard let rules = LineBreakRules(rawValue: value) else {
                throw Invalid(description: "lineBreakRules '\(value)' is not one of \(LineBreakRules.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            lineBreakRules = rules
        }
    }

    /// The text style called `name` (UIKit's case name); `key` names the flag or key in the error.
    package static func textStyle(named name: String, key: String) throws -> FontTextStyle {
        guard let style = FontTextStyle(rawValue: name) else {
            throw Invalid(description: "\(key) '\(name)' is not one of \(FontTextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return style
    }

    /// The content size category called `name` (UIKit's case name); `key` names the flag or key in the error.
    package static func contentSize(named name: String, key: String) throws -> ContentSizeCategory {
        guard let category = ContentSizeCategory(rawValue: name) else {
            throw Invalid(description: "\(key) '\(name)' is not one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return category
    }

    /// The style and paragraph style the request measures with.
    package var styles: (text: TextStyle, paragraph: ParagraphStyle) {
        var fontSize = size, fontWeight = weight
        var paragraph = ParagraphStyle()
        if let textStyle {
            let metrics = DynamicTypeMetrics(textStyle, contentSize ?? .large)
            fontSize = metrics.size
            fontWeight = metrics.weight
            paragraph = ParagraphStyle(textStyle: textStyle, contentSizeCategory: contentSize ?? .large)
        } else if let contentSize {
            fontSize = DynamicTypeMetrics.scaledValue(size, at: contentSize)
        }
        paragraph.lineBreakMode = lineBreak
        paragraph.alignment = alignment
        paragraph.maximumLines = maxLines
        paragraph.lineSpacing = lineSpacing
        paragraph.lineHeightMultiple = lineHeightMultiple
        paragraph.paragraphSpacing = paragraphSpacing
        paragraph.hyphenationFactor = hyphenationFactor
        paragraph.lineBreakRules = lineBreakRules
        return (TextStyle(family: font, fontFile: fontFile, size: fontSize, weight: fontWeight, italic: italic), paragraph)
    }

    /// The options (leading, scale) the request measures with.
    package var options: MeasureOptions { MeasureOptions(usesFontLeading: usesFontLeading, scale: scale) }

    /// The key of the request's styles and options in `cache`.
    package func styleKey(in cache: PreparedTextCache) -> PreparedTextCache.StyleKey {
        let (style, paragraph) = styles
        return cache.styleKey(style, paragraph: paragraph, options: options)
    }

    /// Measures the request; `prepared` keeps texts prepared before, so another width only breaks lines again. With
    /// `lines` false only the sizes are measured (the results carry no layout). `utf8`, when given, is the text as
    /// UTF-8 bytes, in place of ``text``: a text found in `prepared` then makes no `String`; bytes that are not
    /// well-formed throw ``BatchLineError/notUTF8``. `styleKey`, when given, is ``styleKey(in:)``'s answer for `prepared`
    /// (made once for many requests).
    package func measure(with measurer: TextMeasurer, prepared: PreparedTextCache? = nil, lines: Bool = true,
                         utf8: UnsafeBufferPointer<UInt8>? = nil,
                         styleKey: PreparedTextCache.StyleKey? = nil) throws -> Answer {
        guard maxLines >= 0 else { throw Invalid(description: "maxLines must be ≥ 0, not \(maxLines)") }
        let style: TextStyle, paragraph: ParagraphStyle, options: MeasureOptions
        if let styleKey {
            (style, paragraph, options) = (styleKey.style, styleKey.paragraph, styleKey.options)
        } else {
            (style, paragraph) = styles
            options = self.options
        }
        func string() throws(BatchLineError) -> String {
            guard let utf8 else { return self.text }
            guard let string = String(validating: utf8, as: UTF8.self) else { throw .notUTF8 }
            return string
        }
        let reportsSize = textStyle != nil || contentSize != nil
        if adjustsFontSizeToFitWidth {
            let attributed = AttributedText(try string(), style: style)
            func fitted(_ width: Double) throws -> Answer.Result {
                let fitted = try measurer.measureShrinkingToFit(attributed, width: width, height: height,
                                                                minimumScaleFactor: minimumScaleFactor, paragraphStyle: paragraph, options: options)
                return Answer.Result(layout: fitted.layout, summary: fitted.layout.summary, fontSize: fitted.fontSize,
                                     scaleFactor: fitted.scaleFactor)
            }
            guard let widths else { return .single(try fitted(width)) }
            return .list(try widths.map(fitted))
        }
        let text: PreparedText
        if let cache = prepared, let utf8 {
            let key = styleKey ?? cache.styleKey(style, paragraph: paragraph, options: options)
            text = try cache.prepared(utf8: utf8, styles: key, measurer: measurer)
        } else if let cache = prepared {
            text = try cache.prepared(AttributedText(self.text, style: style), paragraphStyle: paragraph, options: options, measurer: measurer)
        } else {
            text = try measurer.prepare(AttributedText(try string(), style: style), paragraphStyle: paragraph, options: options)
        }
        let fontSize = reportsSize ? style.size : nil
        let boxHeight = height
        // Captures locals only: capturing `self` copied the whole request for every line.
        func result(_ width: Double) throws -> Answer.Result {
            guard lines else { return Answer.Result(summary: try text.summary(width: width, height: boxHeight), fontSize: fontSize) }
            let layout = try text.layout(width: width, height: boxHeight)
            return Answer.Result(layout: layout, summary: layout.summary, fontSize: fontSize)
        }
        // One width (the common line) makes one array, not a second one for `[width]`.
        guard let widths else { return .single(try result(width)) }
        return .list(try widths.map(result))
    }
}
