/// What happens to content that overflows (`overflow`). It changes sizing a little (a `scroll` container does
/// not grow to its content along the main axis); drawing clips `hidden` and `scroll`.
public enum FlexOverflow: String, Sendable, Hashable, CaseIterable, Codable {
    /// Content may overflow (the default).
    case visible
    /// Content is clipped.
    case hidden
    /// Content is clipped and scrollable.
    case scroll
}
