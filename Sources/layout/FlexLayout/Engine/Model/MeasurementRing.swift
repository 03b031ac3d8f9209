/// Earlier sizings of a node under other constraints: a ring of ``NodeState/maxCachedMeasurements`` entries, kept
/// apart from the node's state so that the state layout walks stays small.
typealias MeasurementRing = InlineArray<8, CachedMeasurement>

extension MeasurementRing {
    /// An empty ring.
    static var empty: MeasurementRing { MeasurementRing(repeating: .empty) }
}
