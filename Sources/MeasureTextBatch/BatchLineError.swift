/// Why a `--jsonl` line could not be read as a request (its answer is `{"id": …, "error": "line N: …"}`).
package enum BatchLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line's bytes are not well-formed UTF-8.
    case notUTF8
    /// A key holds a value of another type than its option's (`"width": "260"`); `key` is its coding path.
    case wrongType(key: String)
    /// The line is not one JSON object (malformed JSON, an array, trailing text).
    case notAJSONObject

    /// The problem, without the line number.
    package var description: String {
        switch self {
        case .notUTF8: return "not valid UTF-8"
        case let .wrongType(key): return "\"\(key)\" has the wrong type"
        case .notAJSONObject: return "not a valid JSON object"
        }
    }
}
