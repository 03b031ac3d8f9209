import TextMeasure

/// The keys one `--jsonl` line may carry; each overrides the flag of the same name.
struct BatchOverrides: Decodable {
    /// A JSON value echoed back as given (number, string, boolean or null).
    enum Identifier: Decodable {
        case number(Double)
        case string(String)
        case bool(Bool)
        case null

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(Double.self) { self = .number(value) }
            else { self = .string(try container.decode(String.self)) }
        }

        /// Appends the value as JSON to `out`.
        func append(to out: inout [UInt8]) {
            switch self {
            case let .number(value): JSONLiteral.appendNumber(value, to: &out)
            case let .string(value): JSONLiteral.appendString(value, to: &out)
            case let .bool(value): LayoutJSON.append(value ? "true" : "false", to: &out)
            case .null: LayoutJSON.append("null", to: &out)
            }
        }
    }

    /// A weight given as a name or a number.
    struct Weight: Decodable {
        var name: String
        init(name: String) { self.name = name }
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) { name = String(number) } else { name = try container.decode(String.self) }
        }
    }

    var id: Identifier?
    var text: String?
    var font: String?
    var fontFile: String?
    var weight: Weight?
    var italic: Bool?
    var size: Double?
    var width: Double?
    var height: Double?
    var maxLines: Int?
    var lineBreak: String?
    var alignment: String?
    var lineSpacing: Double?
    var lineHeightMultiple: Double?
    var paragraphSpacing: Double?
    var noFontLeading: Bool?
    var scale: Double?
}
