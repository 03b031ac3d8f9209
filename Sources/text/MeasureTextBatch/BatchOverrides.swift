import JSON
import TextMeasure

/// The keys one `--jsonl` line may carry; each overrides the flag of the same name.
package struct BatchOverrides: Decodable, Sendable {
    /// A JSON value echoed back as given (number, string, boolean or null).
    package enum Identifier: Decodable, Sendable, Equatable {
        /// A number (JSON's numbers are read as `Double`s).
        case number(Double)
        /// A string.
        case string(String)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null

        /// Reads `null`, a Boolean, a number or a string, in that order (what the line may hold).
        package init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(Double.self) { self = .number(value) }
            else { self = .string(try container.decode(String.self)) }
        }

        /// Appends the value as JSON to `out`.
        package func append(to out: inout [UInt8]) {
            switch self {
            case let .number(value): JSONLiteral.appendNumber(value, to: &out)
            case let .string(value): JSONLiteral.appendString(value, to: &out)
            case let .bool(value): out.append(contentsOf: (value ? "true" : "false").utf8)
            case .null: out.append(contentsOf: "null".utf8)
            }
        }
    }

    /// A weight given as a name or a number.
    package struct Weight: Decodable, Sendable, Equatable {
        /// The weight as written: a name, or a whole number's decimal text.
        package var name: String
        /// A weight by name or number text.
        package init(name: String) { self.name = name }
        /// Reads a whole number (as its decimal text) or a string.
        package init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) { name = String(number) } else { name = try container.decode(String.self) }
        }
    }

    /// What the answer echoes as its `"id"`.
    package var id: Identifier?
    package var text: String?
    package var font: String?
    package var fontFile: String?
    package var weight: Weight?
    package var italic: Bool?
    package var size: Double?
    package var width: Double?
    package var height: Double?
    package var maxLines: Int?
    package var lineBreak: String?
    package var alignment: String?
    package var lineSpacing: Double?
    package var lineHeightMultiple: Double?
    package var paragraphSpacing: Double?
    package var noFontLeading: Bool?
    package var scale: Double?
    /// A Dynamic Type text style (`body`, `largeTitle`, …): the size, weight and line height of Apple's table.
    package var textStyle: String?
    /// A content size category (`large`, `accessibilityExtraExtraExtraLarge`, …).
    package var contentSize: String?
    /// Several widths: one answer per width, the text prepared once.
    package var widths: [Double]?
    /// Shrink the font until the text fits (`UILabel.adjustsFontSizeToFitWidth`).
    package var adjustsFontSizeToFitWidth: Bool?
    /// The smallest scale shrink-to-fit may reach.
    package var minimumScaleFactor: Double?
    /// Hyphenation eagerness, 0…1 (`NSParagraphStyle.hyphenationFactor`).
    package var hyphenationFactor: Double?
    /// Which line-break opportunities the text has: `unicode` (UAX #14, the default) or `chromium`.
    package var lineBreakRules: String?

    /// No keys.
    package init() {}

    /// Whether the line leaves alone every key that ``MeasureRequest/styles`` and ``MeasureRequest/options`` read (it
    /// sets at most the id, the text, the widths and height and shrink-to-fit): the request then measures in its
    /// base's styles, whose key in the prepared-text cache a batch looks up once instead of once a line.
    package var keepsStyles: Bool {
        font == nil && fontFile == nil && weight == nil && italic == nil && size == nil && maxLines == nil
            && lineBreak == nil && alignment == nil && lineSpacing == nil && lineHeightMultiple == nil
            && paragraphSpacing == nil && textStyle == nil && contentSize == nil && hyphenationFactor == nil
            && lineBreakRules == nil && noFontLeading == nil && scale == nil
    }
}
