import Foundation

/// CIE Lab colours from 8-bit sRGB and the CIEDE2000 difference between two of them (Sharma, Wu and Dalal 2005,
/// with k_L = k_C = k_H = 1). The conversion follows scikit-image's `rgb2lab` (sRGB's curve, its RGB → XYZ matrix,
/// the D65 2° white point), so that both answer the same Lab for the same pixel.
enum ColorDifference {
    /// A colour in CIE Lab.
    struct Lab: Equatable {
        var l: Double
        var a: Double
        var b: Double
    }

    /// sRGB's decoding curve for the 256 byte values.
    private static let linear: [Double] = (0..<256).map { linearize(Double($0) / 255) }

    /// sRGB's decoding curve for a value in 0…1.
    static func linearize(_ value: Double) -> Double {
        value > 0.04045 ? pow((value + 0.055) / 1.055, 2.4) : value / 12.92
    }

    /// The Lab colour of an sRGB colour with channels in 0…1.
    static func lab(red: Double, green: Double, blue: Double) -> Lab {
        lab(linearRed: linearize(red), green: linearize(green), blue: linearize(blue))
    }

    /// The Lab colour of a straight RGBA8 pixel, blended on white when it is not opaque.
    static func lab(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> Lab {
        guard alpha < 255 else { return lab(linearRed: linear[Int(red)], green: linear[Int(green)], blue: linear[Int(blue)]) }
        let a = Double(alpha) / 255
        func blended(_ channel: UInt8) -> Double { (255 + (Double(channel) - 255) * a) / 255 }
        return lab(red: blended(red), green: blended(green), blue: blended(blue))
    }

    private static func lab(linearRed r: Double, green g: Double, blue b: Double) -> Lab {
        let x = (0.412453 * r + 0.357580 * g + 0.180423 * b) / 0.95047
        let y = 0.212671 * r + 0.715160 * g + 0.072169 * b
        let z = (0.019334 * r + 0.119193 * g + 0.950227 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116.0 }
        let fx = f(x), fy = f(y), fz = f(z)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// ΔE₀₀ between two Lab colours.
    static func ciede2000(_ first: Lab, _ second: Lab) -> Double {
        let pow25to7 = 6_103_515_625.0  // 25⁷
        let c1 = (first.a * first.a + first.b * first.b).squareRoot()
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * first.a, a2 = (1 + g) * second.a
        let c1p = (a1 * a1 + first.b * first.b).squareRoot(), c2p = (a2 * a2 + second.b * second.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let degrees = atan2(b, a) * 180 / .pi
            return degrees < 0 ? degrees + 360 : degrees
        }
        let h1 = hue(first.b, a1), h2 = hue(second.b, a2)
        let deltaL = second.l - first.l
        let deltaC = c2p - c1p
        var deltaH = 0.0
        if c1p * c2p != 0 {
            deltaH = h2 - h1
            if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
        }
        let deltaBigH = 2 * (c1p * c2p).squareRoot() * sin(deltaH / 2 * .pi / 180)
        let meanL = (first.l + second.l) / 2
        let meanCp = (c1p + c2p) / 2
        var meanH = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) <= 180 { meanH = (h1 + h2) / 2 }
            else if h1 + h2 < 360 { meanH = (h1 + h2 + 360) / 2 }
            else { meanH = (h1 + h2 - 360) / 2 }
        }
        func cosDegrees(_ value: Double) -> Double { cos(value * .pi / 180) }
        let t = 1 - 0.17 * cosDegrees(meanH - 30) + 0.24 * cosDegrees(2 * meanH) + 0.32 * cosDegrees(3 * meanH + 6)
            - 0.20 * cosDegrees(4 * meanH - 63)
        let deltaTheta = 30 * exp(-((meanH - 275) / 25) * ((meanH - 275) / 25))
        let meanCp7 = pow(meanCp, 7)
        let rc = 2 * (meanCp7 / (meanCp7 + pow25to7)).squareRoot()
        let lMinus50Squared = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lMinus50Squared / (20 + lMinus50Squared).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(2 * deltaTheta * .pi / 180) * rc
        let l = deltaL / sl, c = deltaC / sc, h = deltaBigH / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }
}
