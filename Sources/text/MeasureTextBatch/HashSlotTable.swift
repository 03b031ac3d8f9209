/// An open-addressing index from a hash to slot numbers (linear probing, backward-shift deletion): the lookup compares
/// candidates through a closure, so a key can be found from borrowed bytes without making a key value first.
struct HashSlotTable {
    /// Slot number + 1 per position; 0 is empty.
    private var positions: [Int32] = []
    /// Each slot's hash, by slot number (what probing and growing need).
    private var hashes: [Int] = []
    private(set) var count = 0

    private var mask: Int { positions.count - 1 }

    /// The slot whose hash is `hash` and for which `matches` is true.
    func find(hash: Int, _ matches: (Int) -> Bool) -> Int? {
        guard !positions.isEmpty else { return nil }
        var position = hash & mask
        while case let entry = Int(positions[position]), entry != 0 {
            let slot = entry - 1
            if hashes[slot] == hash && matches(slot) { return slot }
            position = (position + 1) & mask
        }
        return nil
    }

    /// Records that `slot` holds a key with `hash` (the slot must not be in the table).
    mutating func insert(slot: Int, hash: Int) {
        if (count + 1) * 2 > positions.count { grow() }
        if slot >= hashes.count { hashes.append(contentsOf: repeatElement(0, count: slot - hashes.count + 1)) }
        hashes[slot] = hash
        place(slot)
        count += 1
    }

    /// Forgets `slot` (which must be in the table), moving later entries of its probe run back.
    mutating func remove(slot: Int) {
        var hole = hashes[slot] & mask
        while Int(positions[hole]) != slot + 1 { hole = (hole + 1) & mask }
        var next = hole
        while true {
            next = (next + 1) & mask
            let entry = Int(positions[next])
            if entry == 0 { break }
            let home = hashes[entry - 1] & mask
            // The entry stays when its home lies cyclically in (hole, next]; otherwise it moves into the hole.
            let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if !stays {
                positions[hole] = positions[next]
                hole = next
            }
        }
        positions[hole] = 0
        count -= 1
    }

    private mutating func place(_ slot: Int) {
        var position = hashes[slot] & mask
        while positions[position] != 0 { position = (position + 1) & mask }
        positions[position] = Int32(slot + 1)
    }

    private mutating func grow() {
        let old = positions
        positions = Array(repeating: 0, count: max(16, old.count * 2))
        for entry in old where entry != 0 { place(Int(entry) - 1) }
    }
}
