import JSON

/// Why a `--jsonl` line could not be read as a request (its answer is `{"id": …, "error": "line N: …"}`).
package enum BatchLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line's bytes are not well-formed UTF-8.
    case notUTF8
    /// The line is not valid JSON: where (its column) and what was expected.
    case syntax(JSONSyntaxError)
    /// A key holds a value of another type than its option's (`"width": "260"`); `key` is its key path.
    case wrongType(key: String, problem: String)
    /// The line is valid JSON but not an object (an array, a string).
    case notAJSONObject

    /// The problem, without the line number.
    package var description: String {
        switch self {
        case .notUTF8: return "not valid UTF-8"
        case let .syntax(error): return "not valid JSON: column \(error.column): \(error.message)"
        case let .wrongType(key, problem): return "\"\(key)\": \(problem)"
        case .notAJSONObject: return "not a JSON object"
        }
    }
}
