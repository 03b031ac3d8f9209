/// How many differing pixels a comparison may find and still pass.
public enum DiffTolerance: Sendable, Hashable {
    /// Passes when at most this many pixels differ (`.pixels(0)`: exact).
    case pixels(Int)
    /// Passes when at most this fraction (0…1) of the compared pixels differs.
    case ratio(Double)

    /// Whether `mismatched` out of `total` pixels is within this tolerance.
    public func accepts(mismatched: Int, total: Int) -> Bool {
        switch self {
        case let .pixels(limit):
            return mismatched <= limit
        case let .ratio(limit):
            return total == 0 ? mismatched == 0 : Double(mismatched) / Double(total) <= limit
        }
    }
}
