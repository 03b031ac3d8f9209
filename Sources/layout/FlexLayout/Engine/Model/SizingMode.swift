/// How a dimension is constrained inside the algorithm (Yoga's `SizingMode`, CSS's sizing terms).
enum SizingMode: UInt8 {
    /// The size is the available length (measure mode `exactly`).
    case stretchFit
    /// The content's size, up to the available length (measure mode `atMost`).
    case fitContent
    /// The content's size; the available length is undefined (measure mode `undefined`).
    case maxContent

    var measureMode: FlexMeasureMode {
        switch self {
        case .stretchFit: .exactly
        case .fitContent: .atMost
        case .maxContent: .undefined
        }
    }
}
