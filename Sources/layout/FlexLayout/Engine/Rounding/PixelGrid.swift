/// Rounding to the pixel grid of a point scale factor (Yoga's `roundValueToPixelGrid`): the nearest pixel edge,
/// or forced up or down, with values within 0.0001 px of an edge taken as on it.
struct PixelGrid {
    /// Pixels per point.
    let scale: Double

    /// `value` on the grid (points).
    @inline(__always)
    func round(_ value: Double, ceil forceCeil: Bool = false, floor forceFloor: Bool = false) -> Double {
        pixels(value, ceil: forceCeil, floor: forceFloor) / scale
    }

    /// ``round(_:ceil:floor:)`` in pixels (a whole number), before dividing by the scale: a difference of two
    /// is divided once.
    @inline(__always)
    func pixels(_ value: Double, ceil forceCeil: Bool = false, floor forceFloor: Bool = false) -> Double {
        let scaled = value * scale
        guard !scaled.isNaN else { return .nan }
        // The part above the floor (what Yoga gets from fmod, plus 1 for negative values), without fmod's cost.
        let floor = Self.floor(scaled)
        let fraction = scaled - floor
        let rounded: Double
        if fraction < 0.0001 {
            rounded = floor
        } else if fraction > 0.9999 || forceCeil {
            rounded = floor + 1
        } else if forceFloor {
            rounded = floor
        } else {
            rounded = fraction > 0.4999 ? floor + 1 : floor
        }
        return rounded
    }

    /// Whether `value` lies off the grid.
    @inline(__always)
    func isFractional(_ value: Double) -> Bool {
        let scaled = value * scale
        let fraction = scaled - Self.floor(scaled)
        return !inexactEquals(fraction, 0) && !inexactEquals(fraction, 1)
    }

    /// `x.rounded(.down)` without a call into the C library for the values layout meets.
    @inline(__always)
    static func floor(_ x: Double) -> Double {
        guard abs(x) < 4e15 else { return x.rounded(.down) }
        let truncated = Double(Int64(x))
        return truncated > x ? truncated - 1 : truncated
    }
}
