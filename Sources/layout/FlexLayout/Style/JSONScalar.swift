import Foundation

/// What a `JSONSerialization` value is, for the readers of style and tree JSON (FlexLayout's and Components').
package enum JSONScalar {
    /// The class `JSONSerialization` gives `true` and `false` (on Linux `1 is Bool` holds too, so the class tells).
    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true) as Any))

    /// Whether `value` is JSON's `true` or `false` (not a number).
    package static func isBoolean(_ value: Any) -> Bool {
        ObjectIdentifier(type(of: value)) == booleanClass || type(of: value) == Bool.self
    }

    /// A JSON number (not a boolean), or nil.
    package static func number(_ value: Any) -> Double? {
        if isBoolean(value) { return nil }
        if let double = value as? Double { return double }
        if let int = value as? Int { return Double(int) }
        return nil
    }

    /// A short rendering of a JSON value for messages: strings quoted and cut at 40 characters, `{…}`, `[…]`.
    package static func describe(_ value: Any) -> String {
        if let string = value as? String { return "\"\(string.prefix(40))\"" }
        if isBoolean(value), let flag = value as? Bool { return flag ? "true" : "false" }
        if let number = number(value) { return "\(number)" }
        if value is [String: Any] { return "{…}" }
        if value is [Any] { return "[…]" }
        if value is NSNull { return "null" }
        return "\(value)"
    }
}
