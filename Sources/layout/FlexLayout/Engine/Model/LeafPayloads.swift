/// What a measured leaf's measure function returned along with its sizes, one per cache entry, so that the
/// content behind the node's final size (a text layout) is the one kept for drawing.
struct LeafPayloads {
    /// The payload of the cached layout.
    var layout: (any Sendable)?
    /// The payloads of the cached measurements, by cache index.
    var measurements = MeasurementPayloads()
    /// The payload of the most recent measure call (nil when no call was needed).
    var last: (any Sendable)?
    /// The payload behind the node's final size.
    var final: (any Sendable)?
}

/// The payloads of a node's ``NodeState/maxCachedMeasurements`` cached measurements, stored inline: an array per leaf
/// was an allocation per leaf of every tree, and an `InlineArray` of existentials is copied through generic witnesses.
struct MeasurementPayloads {
    private var p0, p1, p2, p3, p4, p5, p6, p7: (any Sendable)?

    subscript(index: Int) -> (any Sendable)? {
        get {
            switch index {
            case 0: p0
            case 1: p1
            case 2: p2
            case 3: p3
            case 4: p4
            case 5: p5
            case 6: p6
            default: p7
            }
        }
        set {
            switch index {
            case 0: p0 = newValue
            case 1: p1 = newValue
            case 2: p2 = newValue
            case 3: p3 = newValue
            case 4: p4 = newValue
            case 5: p5 = newValue
            case 6: p6 = newValue
            default: p7 = newValue
            }
        }
    }
}
