import FlexLayout
import Foundation
import Raster

/// Typed reads of the values of a decoded JSON object (`JSONSerialization` output), naming the node and the key
/// when a value has the wrong kind.
struct JSONValues {
    let node: String

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
            // An empty key is spelled as in JSON, so that the message still shows which key it is.
            let name = key.isEmpty ? "\"\"" : key
            throw .invalidNode(node: node, key: context.isEmpty ? name : "\(context).\(name)",
                               reason: "is not a known key; use \(known.joined(separator: ", "))")
        }
    }
}
