/// What `width`, `height` and their limits measure (`boxSizing`).
public enum FlexBoxSizing: String, Sendable, Hashable, CaseIterable, Codable {
    /// The border box: padding and border are included (the default).
    case borderBox = "border-box"
    /// The content box: padding and border are added.
    case contentBox = "content-box"
}
