/// A comparison option that cannot be honoured; the case names the option, its value and the rule.
public enum DiffError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An option is out of range or not a finite number.
    case invalidOption(name: String, value: String, reason: String)

    /// A one-line explanation naming the option and the problem.
    public var description: String {
        switch self {
        case let .invalidOption(name, value, reason):
            return "invalid \(name) \(value): \(reason)"
        }
    }
}
