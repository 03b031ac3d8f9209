import Foundation

/// JSON text for numbers and strings, for the package's hand-written JSON (`measure-text --json`, the chat layout
/// export), which keeps keys in their documented order and numbers in their shortest form.
package enum JSONLiteral {
    /// A JSON number: integers without a fraction, `null` for NaN and infinities (JSON has neither).
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A JSON string literal, with quotes, backslashes and control characters escaped.
    package static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
