/// Cross-axis alignment (`alignItems`, `alignSelf`, `alignContent`), with Yoga's names.
///
/// `alignItems` defaults to `stretch`, `alignSelf` to `auto` (the parent's `alignItems`), `alignContent` to
/// `flexStart`. The `space…` values only mean something for `alignContent`; `baseline` only for items of a row.
public enum FlexAlign: String, Sendable, Hashable, CaseIterable, Codable {
    /// For `alignSelf`: use the parent's `alignItems`.
    case auto
    /// At the cross-start edge.
    case flexStart = "flex-start"
    /// Centred.
    case center
    /// At the cross-end edge.
    case flexEnd = "flex-end"
    /// Stretched to fill the line when the cross size is `auto`.
    case stretch
    /// First baselines aligned (rows only).
    case baseline
    /// Lines: free space between them.
    case spaceBetween = "space-between"
    /// Lines: equal space around each.
    case spaceAround = "space-around"
    /// Lines: equal space between them and at the edges.
    case spaceEvenly = "space-evenly"
}
