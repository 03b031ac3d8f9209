/// What a measured leaf's measure function returned along with its sizes, one per cache entry, so that the
/// content behind the node's final size (a text layout) is the one kept for drawing.
struct LeafPayloads {
    /// The payload of the cached layout.
    var layout: (any Sendable)?
    /// The payloads of the cached measurements, by cache index.
    var measurements: [(any Sendable)?] = Array(repeating: nil, count: NodeState.maxCachedMeasurements)
    /// The payload of the most recent measure call (nil when no call was needed).
    var last: (any Sendable)?
    /// The payload behind the node's final size.
    var final: (any Sendable)?
}
