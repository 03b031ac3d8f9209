/// Whether and how a node takes part in layout (`display`).
public enum FlexDisplay: String, Sendable, Hashable, CaseIterable, Codable {
    /// A flex container (the default).
    case flex
    /// Not laid out: the node and its subtree get zero frames.
    case none
    /// The node gets a zero frame and its children are laid out as children of its parent.
    case contents
}
