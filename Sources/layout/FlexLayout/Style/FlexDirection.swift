/// The main axis of a flex container (`flexDirection`; Yoga's default is `column`).
public enum FlexDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Top to bottom.
    case column
    /// Bottom to top.
    case columnReverse = "column-reverse"
    /// In the inline direction: left to right in LTR, right to left in RTL.
    case row
    /// Against the inline direction.
    case rowReverse = "row-reverse"
}
