@testable import MeasureTextBatch
import Testing

/// The prepared-text cache's open-addressing index against a `Dictionary` doing the same inserts and removals.
@Suite struct HashSlotTableTests {
    /// A deterministic generator (SplitMix64), so a failure repeats.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: [1, 2, 3, 4])
    func findsWhatADictionaryFinds(seed: UInt64) {
        var random = SplitMix(state: seed)
        var table = HashSlotTable()
        var reference: [Int: Int] = [:]           // slot → hash
        var freeSlots: [Int] = []
        var nextSlot = 0
        // Few distinct hashes (and hashes equal in their low bits) make long probe runs and force backward shifts.
        let hashes = (0..<40).map { $0 % 4 == 0 ? Int.random(in: 0...15, using: &random) << 20 : Int.random(in: .min ... .max, using: &random) }
        for _ in 0..<5_000 {
            if reference.isEmpty || Int.random(in: 0..<3, using: &random) > 0 {
                let slot = freeSlots.popLast() ?? { defer { nextSlot += 1 }; return nextSlot }()
                let hash = hashes.randomElement(using: &random) ?? 0
                table.insert(slot: slot, hash: hash)
                reference[slot] = hash
            } else if let slot = reference.keys.randomElement(using: &random) {
                table.remove(slot: slot)
                reference[slot] = nil
                freeSlots.append(slot)
            }
            #expect(table.count == reference.count)
        }
        for (slot, hash) in reference {
            #expect(table.find(hash: hash) { $0 == slot } == slot, "slot \(slot) is found under its hash")
        }
        for slot in freeSlots {
            for hash in Set(hashes) { #expect(table.find(hash: hash) { $0 == slot } == nil, "removed slot \(slot) is gone") }
        }
    }
}
