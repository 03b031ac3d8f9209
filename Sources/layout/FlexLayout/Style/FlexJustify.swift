/// How a flex line distributes free space along the main axis (`justifyContent`).
public enum FlexJustify: String, Sendable, Hashable, CaseIterable, Codable {
    /// Items packed at the main-start edge (the default).
    case flexStart = "flex-start"
    /// Items centred.
    case center
    /// Items packed at the main-end edge.
    case flexEnd = "flex-end"
    /// Free space between items, none at the edges.
    case spaceBetween = "space-between"
    /// Equal space around each item (half of it at the edges).
    case spaceAround = "space-around"
    /// Equal space between items and at the edges.
    case spaceEvenly = "space-evenly"
}
