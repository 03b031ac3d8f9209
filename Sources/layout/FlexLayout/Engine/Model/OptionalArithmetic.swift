// NaN means "undefined" inside the algorithm, as in Yoga; these helpers keep its semantics.

@inline(__always) func isDefined(_ value: Double) -> Bool { !value.isNaN }

/// The larger of two values, or the defined one.
@inline(__always) func maxOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN && !b.isNaN { return a > b ? a : b }
    return a.isNaN ? b : a
}

/// The smaller of two values, or the defined one.
@inline(__always) func minOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN && !b.isNaN { return a < b ? a : b }
    return a.isNaN ? b : a
}

/// Equal within 0.0001, or both undefined.
@inline(__always) func inexactEquals(_ a: Double, _ b: Double) -> Bool {
    if !a.isNaN && !b.isNaN { return abs(a - b) < 0.0001 }
    return a.isNaN && b.isNaN
}
