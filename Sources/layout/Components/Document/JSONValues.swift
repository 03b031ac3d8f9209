import FlexLayout
import JSON
import Raster

/// Typed reads of the values of one node of a tree, each error naming the key path from the root
/// (`children[2].style.flexGrow`), the node's id and the value (cut to 80 characters).
struct JSONValues {
    /// The node's id.
    let node: String
    /// The node's key path from the root (`""` for the root, `children[2]`, …).
    let path: String
    /// Which colour of a `{"light", "dark"}` pair ``color(_:_:)`` reads.
    var appearance = Appearance.light

    /// The key path of `key` (a dotted path below the node) from the root.
    func keyPath(_ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    /// The error for the value at `key`.
    func invalid(_ key: String, _ reason: String) -> ComponentError {
        .invalidValue(path: keyPath(key), node: node, reason: reason)
    }

    func number(_ value: JSONValue, _ key: String) throws(ComponentError) -> Double {
        guard case .number(let number) = value else { throw invalid(key, "\(value.excerpt()) is not a number") }
        return number
    }

    func integer(_ value: JSONValue, _ key: String, range: ClosedRange<Int>) throws(ComponentError) -> Int {
        let number = try self.number(value, key)
        guard number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw invalid(key, "\(value.excerpt()) is not a whole number in \(range.lowerBound)…\(range.upperBound)")
        }
        return Int(number)
    }

    /// A number in `range`, said with `unit` in the error ("points").
    func number(_ value: JSONValue, _ key: String, in range: ClosedRange<Double>, unit: String = "") throws(ComponentError) -> Double {
        let number = try self.number(value, key)
        guard range.contains(number) else {
            throw invalid(key, "\(value.excerpt()) is not in \(JSONLiteral.number(range.lowerBound))…\(JSONLiteral.number(range.upperBound))\(unit.isEmpty ? "" : " " + unit)")
        }
        return number
    }

    func string(_ value: JSONValue, _ key: String) throws(ComponentError) -> String {
        guard case .string(let string) = value else { throw invalid(key, "\(value.excerpt()) is not a string") }
        return string
    }

    func boolean(_ value: JSONValue, _ key: String) throws(ComponentError) -> Bool {
        guard case .bool(let flag) = value else { throw invalid(key, "\(value.excerpt()) is not true or false") }
        return flag
    }

    func object(_ value: JSONValue, _ key: String) throws(ComponentError) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw invalid(key, "\(value.excerpt()) is not an object") }
        return members
    }

    /// A colour: `"#RRGGBB"`, `"#RRGGBBAA"`, or `{"light": …, "dark": …}`, one of each for the two appearances.
    func color(_ value: JSONValue, _ key: String) throws(ComponentError) -> Color {
        if case .object(let pair) = value {
            try checkKeys(pair, known: Self.appearanceKeys, in: key)
            for name in Self.appearanceKeys where pair[name] == nil {
                throw invalid("\(key).\(name)", "is missing: a colour pair gives both appearances")
            }
            let light = try color(pair["light"] ?? .null, "\(key).light"), dark = try color(pair["dark"] ?? .null, "\(key).dark")
            return appearance == .dark ? dark : light
        }
        guard case .string(let text) = value else {
            throw invalid(key, "\(value.excerpt()) is not a colour #RRGGBB, #RRGGBBAA or {\"light\", \"dark\"}")
        }
        let digits = text.utf8.dropFirst()
        guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8, let color = try? Color(hex: text) else {
            throw invalid(key, "\(value.excerpt()) is not a colour #RRGGBB or #RRGGBBAA")
        }
        return color
    }

    /// The keys of a colour pair.
    static let appearanceKeys = ["light", "dark"]

    /// Whether `value` is a colour pair rather than an object of other keys.
    static func isColorPair(_ value: JSONValue) -> Bool {
        guard case .object(let object) = value else { return false }
        return !object.isEmpty && object.keys.allSatisfy(appearanceKeys.contains)
    }

    /// Fails for a key not in `known`.
    func checkKeys(_ object: [String: JSONValue], known: [String], in context: String) throws(ComponentError) {
        for key in object.keys.sorted() where !known.contains(key) {
            throw invalid(JSONPath.member(context, key), "is not a known key; use \(known.joined(separator: ", "))")
        }
    }
}
