import ChatSamples
@testable import MeasureTextBatch
import Testing

/// The prepared-text cache's open-addressing index against a `Dictionary` doing the same inserts and removals.
@Suite struct HashSlotTableTests {
    @Test(arguments: [1, 2, 3, 4])
    func findsWhatADictionaryFinds(seed: UInt64) {
        var random = SplitMix64(seed: seed)
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
