/// Numbers printed for people: as many decimals as the pixel grid can show, trailing zeros dropped.
package enum HumanNumber {
    /// `value` rounded to what `scale` pixels per point can show (at 2×, halves: 1 decimal; at 3×, thirds: 2 decimals;
    /// at 1×, whole points): `20.666666666666668` at 3× prints `20.67`.
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
        var text = fixed(value, decimals: max(0, min(decimals, 9)))
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// C's `%.Nf` of a finite `value` below 1e15 in magnitude, for `decimals` from 0 to 9: its exact binary value
    /// rounded to nearest, ties to even, in integer arithmetic. (Foundation's `String(format:)`, and even `vsnprintf`
    /// through `withVaList`, cost a command's start-up a sixth of a millisecond of runtime type lookups.)
    static func fixed(_ value: Double, decimals: Int) -> String {
        let magnitude = value.magnitude
        var whole = UInt64(magnitude)                // exact: below 2^53
        let fraction = magnitude - Double(whole)     // exact, in [0, 1)
        let scale = powersOfTen[decimals]
        var digits: UInt64 = 0
        if fraction > 0 {
            // fraction = significand / 2^shift, shift ≥ 53; significand × 10^decimals < 2^83.
            let significand = fraction.significandBitPattern | (fraction.isNormal ? 1 << 52 : 0)
            let shift = fraction.isNormal ? 1075 - Int(fraction.exponentBitPattern) : 1074
            let (high, low) = significand.multipliedFullWidth(by: scale)
            let (quotient, rest) = shifted(high: high, low: low, by: shift)
            // Ties go to an even last digit: the units' when there are no decimals.
            let lastDigit = decimals == 0 ? whole : quotient
            digits = quotient + (rest == .above || (rest == .half && lastDigit & 1 == 1) ? 1 : 0)
            if digits == scale { (whole, digits) = (whole + 1, 0) }
        }
        var text = (value.sign == .minus ? "-" : "") + String(whole)
        if decimals > 0 {
            let tail = String(digits)
            text += "." + String(repeating: "0", count: decimals - tail.count) + tail
        }
        return text
    }

    private static let powersOfTen: [UInt64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000,
                                                1_000_000_000]

    /// What a division leaves, against half the divisor.
    private enum Remainder { case below, half, above }

    /// (high × 2^64 + low) ÷ 2^shift, for 53 ≤ shift (the quotient then fits), and what it leaves.
    private static func shifted(high: UInt64, low: UInt64, by shift: Int) -> (UInt64, Remainder) {
        guard shift < 128 else { return (0, .below) }   // the dividend is below 2^83: far under half of 2^shift
        let quotient: UInt64
        let remainder: (high: UInt64, low: UInt64), half: (high: UInt64, low: UInt64)
        if shift < 64 {
            quotient = low >> shift | high << (64 - shift)
            remainder = (0, low & (1 << shift - 1))
            half = (0, 1 << (shift - 1))
        } else {
            let s = shift - 64
            quotient = high >> s
            remainder = (high & (1 << s - 1), low)
            half = s == 0 ? (0, 1 << 63) : (1 << (s - 1), 0)
        }
        if remainder == half { return (quotient, .half) }
        let above = remainder.high != half.high ? remainder.high > half.high : remainder.low > half.low
        return (quotient, above ? .above : .below)
    }
}
