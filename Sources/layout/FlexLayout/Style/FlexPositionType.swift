/// How a node is positioned (`positionType`; Yoga's default is `relative`).
public enum FlexPositionType: String, Sendable, Hashable, CaseIterable, Codable {
    /// In the flow; insets are ignored, and it is not a containing block for absolute descendants.
    case `static`
    /// In the flow, then moved by its insets; a containing block for absolute descendants.
    case relative
    /// Out of the flow, placed by its insets in its containing block.
    case absolute
}
