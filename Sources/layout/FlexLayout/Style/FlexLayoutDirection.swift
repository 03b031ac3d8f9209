/// The inline direction of a node (`direction`): where `row` starts and what `start` / `end` edges mean.
public enum FlexLayoutDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// The parent's direction (the root's: the one layout is asked for).
    case inherit
    /// Left to right.
    case ltr
    /// Right to left: rows run from the right, `start` is the right edge.
    case rtl
}
