/// Rounding to the pixel grid of a point scale factor (Yoga's `roundValueToPixelGrid`): the nearest pixel edge,
/// or forced up or down, with values within 0.0001 px of an edge taken as on it.
struct PixelGrid {
    /// Pixels per point.
    let scale: Double

    func round(_ value: Double, ceil forceCeil: Bool = false, floor forceFloor: Bool = false) -> Double {
        var scaled = value * scale
        // The part above the floor (what Yoga gets from fmod, plus 1 for negative values), without fmod's cost.
        let fraction = scaled - scaled.rounded(.down)
        if inexactEquals(fraction, 0) {
            scaled -= fraction
        } else if inexactEquals(fraction, 1) {
            scaled = scaled - fraction + 1
        } else if forceCeil {
            scaled = scaled - fraction + 1
        } else if forceFloor {
            scaled -= fraction
        } else {
            scaled = scaled - fraction + (!fraction.isNaN && (fraction > 0.5 || inexactEquals(fraction, 0.5)) ? 1 : 0)
        }
        return scaled.isNaN || scale.isNaN ? .nan : scaled / scale
    }

    /// Whether `value` lies off the grid.
    func isFractional(_ value: Double) -> Bool {
        let scaled = value * scale
        let fraction = scaled - scaled.rounded(.towardZero)
        return !inexactEquals(fraction, 0) && !inexactEquals(fraction, 1)
    }
}
