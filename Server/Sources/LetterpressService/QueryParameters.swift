import Hummingbird

/// Reads a request's query parameters, each checked: a value out of its range is a 400 naming the parameter.
struct QueryParameters {
    let parameters: Parameters

    init(_ request: Request) { parameters = request.uri.queryParameters }

    /// A number in `range`, or `fallback` when absent.
    func number(_ name: String, in range: ClosedRange<Double>, default fallback: Double?) throws(APIError) -> Double? {
        guard let text = parameters[name[...]] else { return fallback }
        guard let value = Double(String(text)), value.isFinite, range.contains(value) else {
            throw APIError.badRequest("invalid_parameter", "\(name) must be a number in \(range.lowerBound)…\(range.upperBound), not '\(text)'")
        }
        return value
    }

    /// One of `choices`, or `fallback` when absent.
    func choice(_ name: String, _ choices: [String], default fallback: String) throws(APIError) -> String {
        guard let text = parameters[name[...]] else { return fallback }
        guard choices.contains(String(text)) else {
            throw APIError.badRequest("invalid_parameter", "\(name) must be one of \(choices.joined(separator: ", ")), not '\(text)'")
        }
        return String(text)
    }

    /// `true`/`1` or `false`/`0`, or `fallback` when absent.
    func flag(_ name: String, default fallback: Bool) throws(APIError) -> Bool {
        guard let text = parameters[name[...]] else { return fallback }
        switch text {
        case "true", "1", "": return true
        case "false", "0": return false
        default: throw APIError.badRequest("invalid_parameter", "\(name) must be true or false, not '\(text)'")
        }
    }

    /// The raw text, or nil.
    func string(_ name: String) -> String? { parameters[name[...]].map(String.init) }
}
