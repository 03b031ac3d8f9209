/// Decodes `Decodable` types from a ``JSONValue`` (read by ``JSONParser``), so that the types a document maps to need
/// no second JSON reader: syntax errors come from the parser with their line and column, value errors from here with
/// their key path.
///
/// ```swift
/// let manifest = try JSONValueDecoder().decode(FontManifest.self, from: bytes)
/// ```
public struct JSONValueDecoder: Sendable {
    /// A decoder (it has no settings).
    public init() {}

    /// Decodes `type` from the JSON document in `bytes`.
    ///
    /// - Throws: ``JSONDecodingError`` naming the line and column of a syntax error, or the key path of a value
    ///   error.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws(JSONDecodingError) -> T {
        let value: JSONValue
        do throws(JSONSyntaxError) { value = try JSONParser.parse(bytes) } catch { throw .syntax(error) }
        return try decode(type, from: value)
    }

    /// Decodes `type` from `value`.
    ///
    /// - Throws: ``JSONDecodingError/value(path:message:underlying:)`` naming the key path; an error the type's own
    ///   initializer throws is kept as `underlying`.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws(JSONDecodingError) -> T {
        do {
            return try T(from: ValueDecoder(value: value, codingPath: []))
        } catch let error as DecodingError {
            throw JSONDecodingError(error)
        } catch {
            throw .value(path: "", message: "\(error)", underlying: error)
        }
    }
}

/// Why a document did not decode.
public enum JSONDecodingError: Error, CustomStringConvertible, @unchecked Sendable {
    // @unchecked: `underlying` is an error a Decodable initializer threw; it is only read for its description or cast.
    /// The document is not valid JSON.
    case syntax(JSONSyntaxError)
    /// A value at `path` is missing or of the wrong kind (`message`), or the type's initializer refused it
    /// (`underlying`).
    case value(path: String, message: String, underlying: (any Error)?)

    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            self = .value(path: JSONPath.render(context.codingPath), message: context.debugDescription,
                          underlying: context.underlyingError)
        case .keyNotFound(let key, let context):
            self = .value(path: JSONPath.render(context.codingPath + [key]), message: "is missing", underlying: nil)
        @unknown default:
            self = .value(path: "", message: "\(error)", underlying: nil)
        }
    }

    /// The syntax error's line, column and words, or the key path and what is wrong there: `style.flexGrow: …`.
    public var description: String {
        switch self {
        case .syntax(let error): "\(error)"
        case .value(let path, let message, _): path.isEmpty ? message : "\(path): \(message)"
        }
    }
}

struct ValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch("an object", value, codingPath) }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch("an array", value, codingPath) }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleContainer(value: value, codingPath: codingPath)
    }
}

private func mismatch(_ expected: String, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
    .typeMismatch(Any.self, .init(codingPath: path, debugDescription: "expected \(expected), found \(value.kindDescription) \(value.excerpt(limit: 40))"))
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.sorted().compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func member(_ key: Key) throws -> JSONValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "is missing"))
        }
        return value
    }

    private func single(_ key: Key) throws -> SingleContainer {
        SingleContainer(value: try member(key), codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try single(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try single(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try single(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try single(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try single(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try single(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try single(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try single(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try single(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try single(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try single(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try single(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try single(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try single(key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try single(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(value: member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(value: member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        ValueDecoder(value: .object(members), codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ValueDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> (JSONValue, [any CodingKey]) {
        let path = codingPath + [PathKey(intValue: currentIndex)]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: path, debugDescription: "the array has no more elements"))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next()
        return try SingleContainer(value: value, codingPath: path).decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, path) = try next()
        return try ValueDecoder(value: value, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next()
        return try ValueDecoder(value: value, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next()
        return ValueDecoder(value: value, codingPath: path)
    }
}

private struct SingleContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("true or false", value, codingPath) }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let string) = value else { throw mismatch("a string", value, codingPath) }
        return string
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let number) = value else { throw mismatch("a number", value, codingPath) }
        return number
    }

    func decode(_ type: Float.Type) throws -> Float {
        let number = try decode(Double.self)
        guard abs(number) <= Double(Float.greatestFiniteMagnitude) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "\(number) does not fit a Float"))
        }
        return Float(number)
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is Bool.Type: return try decode(Bool.self) as! T
        case is String.Type: return try decode(String.self) as! T
        case is Double.Type: return try decode(Double.self) as! T
        case is Float.Type: return try decode(Float.self) as! T
        case is Int.Type: return try integer(Int.self) as! T
        case is Int8.Type: return try integer(Int8.self) as! T
        case is Int16.Type: return try integer(Int16.self) as! T
        case is Int32.Type: return try integer(Int32.self) as! T
        case is Int64.Type: return try integer(Int64.self) as! T
        case is UInt.Type: return try integer(UInt.self) as! T
        case is UInt8.Type: return try integer(UInt8.self) as! T
        case is UInt16.Type: return try integer(UInt16.self) as! T
        case is UInt32.Type: return try integer(UInt32.self) as! T
        case is UInt64.Type: return try integer(UInt64.self) as! T
        default: return try T(from: ValueDecoder(value: value, codingPath: codingPath))
        }
    }

    /// A whole number that fits `type` (a fraction or a value out of range is an error, not a rounding); at most
    /// 2^53 in magnitude, the whole numbers a double holds exactly (larger ones were rounded when they were read).
    private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        let number = try decode(Double.self)
        guard abs(number) <= 9_007_199_254_740_992 else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
                                                    debugDescription: "\(JSONLiteral.number(number)) is beyond ±2^53, the whole numbers read exactly"))
        }
        guard number == number.rounded(), let exact = I(exactly: number) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
                                                    debugDescription: "expected a whole number in \(I.min)…\(I.max), found \(JSONLiteral.number(number))"))
        }
        return exact
    }
}
