import Geometry

/// How a dimension is constrained inside the algorithm (Yoga's `SizingMode`, CSS's sizing terms).
enum SizingMode: UInt8 {
    /// The size is the available length (a measure request's `.exactly`).
    case stretchFit
    /// The content's size, up to the available length (a measure request's `.atMost`).
    case fitContent
    /// The content's size; the available length is undefined, NaN (a measure request's `.unconstrained`).
    case maxContent

    /// What a measure function is asked for a dimension of `length` in this mode (the length is not read in
    /// `.maxContent`, where it is NaN): the only place the engine's modes become extents.
    @inline(__always) func extent(_ length: Double) -> Extent {
        switch self {
        case .stretchFit: .exactly(length)
        case .fitContent: .atMost(length)
        case .maxContent: .unconstrained
        }
    }
}
