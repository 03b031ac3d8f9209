/// An open-addressing index from a hash to slot numbers (linear probing, backward-shift deletion): the lookup compares
/// candidates through a closure, so a key can be found from borrowed bytes without making a key value first.
struct HashSlotTable {
    /// Per position: the high 32 bits of the slot's hash above its slot number + 1 (0: empty), so that a probe rejects
    /// another hash without reading `hashes` — a lookup of a text seen long ago finds its position out of the cache,
    /// and one fewer load is one fewer miss.
    private var positions: [UInt64] = []
    /// Each slot's hash, by slot number (what moving entries needs).
    private var hashes: [Int] = []
    private(set) var count = 0

    private var mask: Int { positions.count - 1 }

    private static func tag(_ hash: Int) -> UInt64 { UInt64(UInt(bitPattern: hash)) & 0xFFFF_FFFF_0000_0000 }
    private static func slot(_ entry: UInt64) -> Int { Int(entry & 0xFFFF_FFFF) - 1 }

    /// The slot whose hash is `hash` and for which `matches` is true.
    func find(hash: Int, _ matches: (Int) -> Bool) -> Int? {
        guard !positions.isEmpty else { return nil }
        let tag = Self.tag(hash)
        var position = hash & mask
        while case let entry = positions[position], entry != 0 {
            let slot = Self.slot(entry)
            if entry & 0xFFFF_FFFF_0000_0000 == tag && matches(slot) { return slot }
            position = (position + 1) & mask
        }
        return nil
    }

    /// Records that `slot` holds a key with `hash` (the slot must not be in the table; slot numbers stay below 2³²−1).
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
        while Self.slot(positions[hole]) != slot { hole = (hole + 1) & mask }
        var next = hole
        while true {
            next = (next + 1) & mask
            let entry = positions[next]
            if entry == 0 { break }
            let home = hashes[Self.slot(entry)] & mask
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
        positions[position] = Self.tag(hashes[slot]) | UInt64(slot + 1)
    }

    private mutating func grow() {
        let old = positions
        positions = Array(repeating: 0, count: max(16, old.count * 2))
        for entry in old where entry != 0 { place(Self.slot(entry)) }
    }
}
