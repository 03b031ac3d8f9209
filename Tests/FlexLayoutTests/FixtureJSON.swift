import Foundation
import JSON

/// The conformance fixtures are read with `JSONSerialization`; a node's `style` object goes to `FlexStyle(json:)` as the
/// JSON module's values.
enum FixtureJSON {
    /// The class `JSONSerialization` gives `true` and `false` (on Linux `1 is Bool` holds too, so the class tells).
    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true) as Any))

    /// A `style` object (absent: empty).
    static func style(_ object: Any?) -> [String: JSONValue] {
        (object as? [String: Any] ?? [:]).mapValues(value)
    }

    static func value(_ object: Any) -> JSONValue {
        if ObjectIdentifier(type(of: object)) == booleanClass, let flag = object as? Bool { return .bool(flag) }
        if let string = object as? String { return .string(string) }
        if let number = object as? Double { return .number(number) }
        if let members = object as? [String: Any] { return .object(members.mapValues(value)) }
        if let elements = object as? [Any] { return .array(elements.map(value)) }
        return .null
    }
}
