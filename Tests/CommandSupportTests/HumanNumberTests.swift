import Foundation
import Testing
@testable import CommandSupport

/// The CLIs' numbers: `HumanNumber.fixed` rounds in integers what C's `printf("%.Nf")` (Foundation's
/// `String(format:)`, the reference here) rounds from the exact binary value.
@Suite struct HumanNumberTests {
    @Test func fixedDecimalsEqualPrintf() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var values: [Double] = [0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 2.675, 1.005, 0.045, 999.9995, 9.9999999995,
                                20.666666666666668, 1e-300, -1e-300, 5e-324, 0.49999999999999994, 4503599627370495.5 / 4,
                                999_999_999_999_999.9, 123_456_789_012_345.67, 0.000_000_000_5, 0.000_000_001_5]
        for _ in 0..<20_000 {
            switch next() % 4 {
            case 0: values.append(Double(bitPattern: next()))                                      // any double
            case 1: values.append(Double(Int64(bitPattern: next()) % 1_000_000) / 64)              // 1/64 steps
            case 2: values.append(Double(Int64(bitPattern: next()) % 2_000_000_000) / 1000 + 0.0005) // near ties
            default: values.append((Double(next() % 1_000_000_000) + 0.5) / pow(10, Double(next() % 10)))
            }
        }
        var checked = 0
        for value in values where value.isFinite && value.magnitude < 1e15 {
            for decimals in 0...9 {
                let expected = String(format: "%.\(decimals)f", value)
                #expect(HumanNumber.fixed(value, decimals: decimals) == expected, "\(value) to \(decimals) decimals")
                checked += 1
            }
        }
        #expect(checked > 100_000)
    }

    @Test func pointsAndFormat() {
        #expect(HumanNumber.points(20.666666666666668, scale: 3) == "20.67")
        #expect(HumanNumber.points(20.75, scale: 2) == "20.8")
        #expect(HumanNumber.points(1200, scale: 1) == "1200")
        #expect(HumanNumber.format(-0.0001, decimals: 3) == "0")
        #expect(HumanNumber.format(.infinity, decimals: 3) == "∞")
        #expect(HumanNumber.format(2.5, decimals: 0) == "2")
    }
}
