import FlexLayout
import Foundation
import Raster

/// Typed reads of the values of a decoded JSON object (`JSONSerialization` output), naming the node and the key
/// when a value has the wrong kind.
struct JSONValues {
    let node: String
    /// Which colour of a `{"light", "dark"}` pair ``color(_:_:)`` reads.
    var appearance = Appearance.light

    func number(_ value: Any, _ key: String) throws(ComponentError) -> Double {
        guard let number = JSONScalar.number(value), number.isFinite else {
            throw .invalidNode(node: node, key: key, reason: "\(JSONScalar.describe(value)) is not a number")
        }
        return number
    }

    func integer(_ value: Any, _ key: String, range: ClosedRange<Int>) throws(ComponentError) -> Int {
        let number = try self.number(value, key)
        guard number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw .invalidNode(node: node, key: key, reason: "\(JSONScalar.describe(value)) is not a whole number in \(range)")
        }
        return Int(number)
    }

    func string(_ value: Any, _ key: String) throws(ComponentError) -> String {
        guard let string = value as? String else {
            throw .invalidNode(node: node, key: key, reason: "\(JSONScalar.describe(value)) is not a string")
        }
        return string
    }

    func boolean(_ value: Any, _ key: String) throws(ComponentError) -> Bool {
        guard JSONScalar.isBoolean(value), let flag = value as? Bool else {
            throw .invalidNode(node: node, key: key, reason: "\(JSONScalar.describe(value)) is not true or false")
        }
        return flag
    }

    func object(_ value: Any, _ key: String) throws(ComponentError) -> [String: Any] {
        guard let object = value as? [String: Any] else {
            throw .invalidNode(node: node, key: key, reason: "\(JSONScalar.describe(value)) is not an object")
        }
        return object
    }

    /// A colour: `"#RRGGBB"`, `"#RRGGBBAA"`, or `{"light": …, "dark": …}`, one of each for the two appearances.
    func color(_ value: Any, _ key: String) throws(ComponentError) -> Color {
        if let pair = value as? [String: Any] {
            try checkKeys(pair, known: Self.appearanceKeys, in: key)
            for name in Self.appearanceKeys where pair[name] == nil {
                throw .invalidNode(node: node, key: "\(key).\(name)", reason: "is missing: a colour pair gives both appearances")
            }
            let light = try color(pair["light"] as Any, "\(key).light"), dark = try color(pair["dark"] as Any, "\(key).dark")
            return appearance == .dark ? dark : light
        }
        guard let text = value as? String else {
            throw .invalidNode(node: node, key: key,
                               reason: "\(JSONScalar.describe(value)) is not a colour #RRGGBB, #RRGGBBAA or {\"light\", \"dark\"}")
        }
        guard text.hasPrefix("#"), let color = try? Color(hex: text) else {
            throw .invalidNode(node: node, key: key, reason: "\"\(text.prefix(40))\" is not a colour #RRGGBB or #RRGGBBAA")
        }
        return color
    }

    /// The keys of a colour pair.
    static let appearanceKeys = ["light", "dark"]

    /// Whether `value` is a colour pair rather than an object of other keys.
    static func isColorPair(_ value: Any) -> Bool {
        guard let object = value as? [String: Any] else { return false }
        return !object.isEmpty && object.keys.allSatisfy(appearanceKeys.contains)
    }

    /// Fails for a key not in `known`.
    func checkKeys(_ object: [String: Any], known: [String], in context: String) throws(ComponentError) {
        for key in object.keys.sorted() where !known.contains(key) {
            // An empty key is spelled as in JSON, so that the message still shows which key it is.
            let name = key.isEmpty ? "\"\"" : key
            throw .invalidNode(node: node, key: context.isEmpty ? name : "\(context).\(name)",
                               reason: "is not a known key; use \(known.joined(separator: ", "))")
        }
    }
}
