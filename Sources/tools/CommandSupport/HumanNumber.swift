import Foundation

/// Numbers printed for people: as many decimals as the pixel grid can show, trailing zeros dropped.
package enum HumanNumber {
    /// `value` rounded to what `scale` pixels per point can show (at 3×, thirds of a point: 3 decimals; at 1×,
    /// whole points): `20.666666666666668` at 3× prints `20.667`.
    package static func points(_ value: Double, scale: Double) -> String {
        guard scale.isFinite, scale > 0 else { return format(value, decimals: 3) }
        var decimals = 0
        var grid = 1.0
        while grid < scale, decimals < 6 {
            grid *= 10
            decimals += 1
        }
        // A grid that does not divide a power of ten (3×: thirds) needs one decimal more to be told apart.
        if scale != scale.rounded() || (grid / scale).rounded() != grid / scale { decimals = min(6, decimals + 1) }
        return format(value, decimals: decimals)
    }

    /// `value` with at most `decimals` decimals, trailing zeros dropped; ∞ and NaN spelled out.
    package static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        guard abs(value) < 1e15 else { return "\(value)" }
        var text = String(format: "%.\(max(0, min(decimals, 9)))f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
