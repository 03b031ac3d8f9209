import Foundation
import Raster

/// Typed reads of the values of a decoded JSON object (`JSONSerialization` output), naming the node and the key
/// when a value has the wrong kind.
struct JSONValues {
    let node: String

    /// `JSONSerialization`'s class for `true` / `false` (on Linux `1 is Bool` holds too, so the class tells).
    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true) as Any))

    static func isBoolean(_ value: Any) -> Bool {
        ObjectIdentifier(type(of: value)) == booleanClass || type(of: value) == Bool.self
    }

    func number(_ value: Any, _ key: String) throws(ComponentError) -> Double {
        guard !Self.isBoolean(value), let number = (value as? Double) ?? (value as? Int).map(Double.init), number.isFinite else {
            throw .invalidNode(node: node, key: key, reason: "\(Self.describe(value)) is not a number")
        }
        return number
    }

    func integer(_ value: Any, _ key: String, range: ClosedRange<Int>) throws(ComponentError) -> Int {
        let number = try self.number(value, key)
        guard number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw .invalidNode(node: node, key: key, reason: "\(Self.describe(value)) is not a whole number in \(range)")
        }
        return Int(number)
    }

    func string(_ value: Any, _ key: String) throws(ComponentError) -> String {
        guard let string = value as? String else {
            throw .invalidNode(node: node, key: key, reason: "\(Self.describe(value)) is not a string")
        }
        return string
    }

    func boolean(_ value: Any, _ key: String) throws(ComponentError) -> Bool {
        guard Self.isBoolean(value), let flag = value as? Bool else {
            throw .invalidNode(node: node, key: key, reason: "\(Self.describe(value)) is not true or false")
        }
        return flag
    }

    func object(_ value: Any, _ key: String) throws(ComponentError) -> [String: Any] {
        guard let object = value as? [String: Any] else {
            throw .invalidNode(node: node, key: key, reason: "\(Self.describe(value)) is not an object")
        }
        return object
    }

    func color(_ value: Any, _ key: String) throws(ComponentError) -> Color {
        let text = try string(value, key)
        guard text.hasPrefix("#"), let color = try? Color(hex: text) else {
            throw .invalidNode(node: node, key: key, reason: "\"\(text.prefix(40))\" is not a colour #RRGGBB or #RRGGBBAA")
        }
        return color
    }

    /// Fails for a key not in `known`.
    func checkKeys(_ object: [String: Any], known: [String], in context: String) throws(ComponentError) {
        for key in object.keys.sorted() where !known.contains(key) {
            throw .invalidNode(node: node, key: context.isEmpty ? key : "\(context).\(key)",
                               reason: "is not a known key; use \(known.joined(separator: ", "))")
        }
    }

    /// A short rendering of a JSON value for messages.
    static func describe(_ value: Any) -> String {
        if let string = value as? String { return "\"\(string.prefix(40))\"" }
        if isBoolean(value), let flag = value as? Bool { return flag ? "true" : "false" }
        if let number = value as? Double { return "\(number)" }
        if value is [String: Any] { return "{…}" }
        if value is [Any] { return "[…]" }
        if value is NSNull { return "null" }
        return "\(value)"
    }
}
