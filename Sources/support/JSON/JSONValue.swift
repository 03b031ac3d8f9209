/// A JSON value as data: the one value type Letterpress reads JSON documents into (component trees, custom message
/// layouts, the reference path of transcripts and batch lines).
///
/// Objects hold unique keys (``JSONParser`` refuses a duplicate); numbers are finite doubles.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// The members of an object, or nil.
    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements of an array, or nil.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The string, or nil.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The number, or nil.
    public var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The boolean, or nil.
    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// What kind of value this is, for messages: "a string", "an object", ….
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value for a message: compact JSON cut to `limit` characters (with `…` when cut), so that a 1 MB string
    /// in the input does not become a 1 MB error line.
    public func excerpt(limit: Int = 80) -> String {
        JSONText.excerpt(compactText, limit: limit)
    }

    /// The value as compact JSON text, object keys sorted.
    public var compactText: String {
        var bytes: [UInt8] = []
        JSONWriter.append(self, to: &bytes, sortedKeys: true)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Short forms of input for messages.
public enum JSONText {
    /// `text` cut to at most `limit` characters, with `…` when it was cut.
    public static func excerpt(_ text: String, limit: Int = 80) -> String {
        guard limit > 0 else { return "…" }
        var count = 0
        var end = text.startIndex
        while end < text.endIndex {
            if count == limit { return String(text[..<end]) + "…" }
            end = text.index(after: end)
            count += 1
        }
        return text
    }

    /// `text` cut at its start to at most `limit` characters, with `…` when it was cut: the end of a long key path.
    public static func tailExcerpt(_ text: String, limit: Int = 120) -> String {
        guard text.count > limit else { return text }
        return "…" + String(text.suffix(max(0, limit - 1)))
    }

    /// `text` as a JSON string literal cut to `limit` characters: `"abc…"`.
    public static func quotedExcerpt(_ text: String, limit: Int = 80) -> String {
        let cut = excerpt(text, limit: limit)
        return JSONLiteral.string(cut)
    }
}
