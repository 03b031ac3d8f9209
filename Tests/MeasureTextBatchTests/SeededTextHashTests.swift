import TestSupport
import Testing
@testable import MeasureTextBatch

/// The prepared-text cache's hash: equal inputs hash alike; every single-bit change of the text (at every length
/// through the 16-byte blocks and the 0–15-byte tails) and of the size changes it; other seeds give other hashes; and
/// random texts spread evenly over 64 buckets (a chi-squared check on 64,000 texts).
@Suite struct SeededTextHashTests {
    private static func hash(_ bytes: [UInt8], size: Double = 17, seeds: (UInt64, UInt64) = (0x1234_5678, 0x9ABC_DEF0))
        -> Int {
        bytes.withUnsafeBufferPointer { SeededTextHash(seeds: seeds).hash($0, size: size) }
    }

    @Test func everyBitOfTheTextAndTheSizeCounts() {
        var random = SplitMix64(seed: 11)
        for count in 0...70 {
            let text = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let original = Self.hash(text)
            #expect(Self.hash(text) == original)
            #expect(Self.hash(text, size: 17.5) != original, "size, \(count) bytes")
            #expect(Self.hash(text, seeds: (1, 2)) != original, "seeds, \(count) bytes")
            #expect(Self.hash(text + [0]) != original, "a zero byte appended to \(count) bytes")
            for index in 0..<count {
                for bit in 0..<8 {
                    var changed = text
                    changed[index] ^= 1 << UInt8(bit)
                    #expect(Self.hash(changed) != original, "bit \(bit) of byte \(index) of \(count)")
                }
            }
        }
    }

    @Test func randomTextsSpreadEvenlyOverBuckets() {
        var random = SplitMix64(seed: 12)
        var buckets = [Int](repeating: 0, count: 64)
        let total = 64_000
        for _ in 0..<total {
            let count = 8 + Int(random.next() % 112)  // distinct texts (equal ones share a bucket by design)
            let text = (0..<count).map { _ in UInt8(97 + random.next() % 26) }  // lower-case letters, like words
            buckets[Int(UInt(bitPattern: Self.hash(text)) % 64)] += 1
        }
        let expected = Double(total) / 64
        let chiSquared = buckets.reduce(0.0) { $0 + (Double($1) - expected) * (Double($1) - expected) / expected }
        #expect(chiSquared < 120, "χ² = \(chiSquared) over 63 degrees of freedom")  // p ≈ 1e-5 for a uniform hash
    }
}
