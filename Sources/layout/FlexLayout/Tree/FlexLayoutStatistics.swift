/// What the last ``FlexTree/computeLayout(width:height:direction:scale:intrinsicWidth:)`` did: how often it ran the algorithm on
/// a node, how often caches answered, how often it called measure functions.
public struct FlexLayoutStatistics: Sendable, Hashable {
    /// Nodes laid out (sizes and positions of their children computed).
    public var layouts = 0
    /// Nodes sized without laying out their children.
    public var measures = 0
    /// Layout requests answered by a node's cached layout.
    public var cachedLayouts = 0
    /// Size requests answered by a node's cached measurements.
    public var cachedMeasures = 0
    /// Calls of measure functions.
    public var measureCalls = 0

    /// Empty statistics.
    public init() {}
}
