/// Whether items wrap onto several flex lines (`flexWrap`).
public enum FlexWrap: String, Sendable, Hashable, CaseIterable, Codable {
    /// One line; items shrink or overflow (the default).
    case noWrap = "no-wrap"
    /// Lines from cross-start to cross-end.
    case wrap
    /// Lines from cross-end to cross-start.
    case wrapReverse = "wrap-reverse"
}
