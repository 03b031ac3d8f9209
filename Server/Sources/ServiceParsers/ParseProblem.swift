/// Why a request body's bytes could not be read: what was wrong, for a person (the service answers it as a 400 or
/// 422 with these words).
package struct ParseProblem: Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
