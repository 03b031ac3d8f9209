import Foundation

/// What the cache keeps of a shaped piece besides its glyphs.
struct ShapeSummary: Equatable {
    /// The sum of the glyph advances, in font units.
    var advance: Int
    /// The union of the glyphs' ink in font units, relative to the piece's pen start, y up; nil when nothing is inked.
    var ink: InkBox?
}

/// One shard of the shape cache: an open-addressing table over one block of entries, each entry its key's text
/// and its glyphs in a row. Nothing in it is reference counted, so a hit copies the glyphs out without touching a
/// counter. Full, it drops its least recently used half in one batch. A lookup probes at most ``maxProbes``
/// slots: colliding keys only make misses (and keys that are not cached), never slower lookups.
///
/// A value type over raw memory: the cache keeps each table behind a lock and calls ``deallocate()`` once.
struct ShapeTable {
    /// Probes before a lookup gives up (the table is at most half full, and an insert meeting a run this long
    /// doubles the slots while the byte limit allows, so runs this long are left only to colliding hashes).
    static let maxProbes = 32

    private struct EntryHeader {
        var hash: UInt64
        var face: UInt
        var lastUse: UInt64
        var summary: ShapeSummary
        var script: UInt32
        var featureSet: UInt32
        var textCount: Int32
        var contextBefore: Int32
        var contextAfter: Int32
        var glyphCount: Int32
        var isRightToLeft: Bool
    }

    private let byteLimit: Int
    /// Slot values: 0 when empty, else the hash's high half and the entry's arena offset / 8 + 1.
    private var slots: UnsafeMutablePointer<UInt64>
    private var slotCount: Int
    private var arena: UnsafeMutableRawPointer
    private var arenaCapacity: Int
    private var arenaUsed = 0
    private(set) var entryCount = 0
    private var clock: UInt64 = 0
    private(set) var hits = 0
    private(set) var misses = 0
    private(set) var evictions = 0

    /// A table that holds about `byteLimit` bytes at most (slots included).
    init(byteLimit: Int) {
        self.byteLimit = max(1024, min(byteLimit, 1 << 34))
        slotCount = ShapeTable.initialSlots
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        arenaCapacity = min(64 << 10, self.byteLimit)
        arena = .allocate(byteCount: arenaCapacity, alignment: 8)
    }

    /// Frees the table's memory; the table must not be used afterwards.
    func deallocate() {
        slots.deallocate()
        arena.deallocate()
    }

    /// Bytes held: entries and slots.
    var bytes: Int { arenaUsed + slotCount * 8 }

    /// Slots of a new table; they double as entries arrive, up to a quarter of the byte limit.
    private static let initialSlots = 64

    private static func entrySize(textCount: Int, glyphCount: Int) -> Int {
        MemoryLayout<EntryHeader>.stride + (textCount * 2 + 7) & ~7 + (glyphCount * MemoryLayout<ShapedGlyph>.stride + 7) & ~7
    }

    private func header(at offset: Int) -> UnsafeMutablePointer<EntryHeader> {
        (arena + offset).assumingMemoryBound(to: EntryHeader.self)
    }

    private func text(at offset: Int, count: Int) -> UnsafeMutablePointer<UInt16> {
        (arena + offset + MemoryLayout<EntryHeader>.stride).assumingMemoryBound(to: UInt16.self)
    }

    private func glyphs(at offset: Int, textCount: Int) -> UnsafeMutablePointer<ShapedGlyph> {
        (arena + offset + MemoryLayout<EntryHeader>.stride + (textCount * 2 + 7) & ~7).assumingMemoryBound(to: ShapedGlyph.self)
    }

    private func matches(_ offset: Int, _ key: ShapeKey) -> Bool {
        let entry = header(at: offset).pointee
        guard entry.hash == key.hash, entry.face == key.face, entry.script == key.script,
              entry.featureSet == key.featureSet, entry.isRightToLeft == key.isRightToLeft,
              Int(entry.textCount) == key.text.count, Int(entry.contextBefore) == key.contextBefore,
              Int(entry.contextAfter) == key.contextAfter else { return false }
        guard let base = key.text.baseAddress else { return true }
        return memcmp(text(at: offset, count: key.text.count), base, key.text.count * 2) == 0
    }

    /// The slot holding `key`'s entry, or the empty slot where it would go, or nil when the probes ran out.
    private func find(_ key: ShapeKey) -> (slot: Int, offset: Int?)? {
        let mask = slotCount - 1
        let tag = key.hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: key.hash) & mask
        for _ in 0..<ShapeTable.maxProbes {
            let value = slots[slot]
            if value == 0 { return (slot, nil) }
            if value & 0xFFFF_FFFF_0000_0000 == tag {
                let offset = Int(value & 0xFFFF_FFFF - 1) << 3
                if matches(offset, key) { return (slot, offset) }
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Appends the glyphs cached for `key` to `glyphs` and returns their summary, or returns nil (a miss).
    mutating func lookUp(_ key: ShapeKey, appendingGlyphsTo glyphs: inout [ShapedGlyph]) -> ShapeSummary? {
        clock &+= 1
        guard let offset = find(key)?.offset else {
            misses += 1
            return nil
        }
        hits += 1
        let entry = header(at: offset)
        entry.pointee.lastUse = clock
        glyphs.append(contentsOf: UnsafeBufferPointer(start: self.glyphs(at: offset, textCount: Int(entry.pointee.textCount)),
                                                      count: Int(entry.pointee.glyphCount)))
        return entry.pointee.summary
    }

    /// Stores `glyphs` for `key` unless an entry is there already, the key's probes run out even in a table with
    /// twice the slots (or the slots are at their quarter of the byte limit), or the entry would take more than half
    /// the table.
    mutating func insert(_ key: ShapeKey, glyphs: UnsafeBufferPointer<ShapedGlyph>, summary: ShapeSummary) {
        let size = ShapeTable.entrySize(textCount: key.text.count, glyphCount: glyphs.count)
        guard size <= byteLimit / 2 else { return }
        if (entryCount + 1) * 2 > slotCount {
            let grown = slotCount * 2
            if (grown * 8) <= byteLimit / 4 { rebuildSlots(count: grown) } else { evictOldestHalf() }
        }
        if arenaUsed + size + slotCount * 8 > byteLimit { evictOldestHalf() }
        guard arenaUsed + size + slotCount * 8 <= byteLimit else { return }
        var place = find(key)
        if place == nil, slotCount * 16 <= byteLimit / 4 {
            // The key's probes ran into a run of 32 taken slots: rare, but at half load about one table in six
            // of 20,000 random keys meets one. Twice the slots break the run, where the byte limit allows.
            rebuildSlots(count: slotCount * 2)
            place = find(key)
        }
        guard let place, place.offset == nil, arenaUsed + size + slotCount * 8 <= byteLimit else { return }
        reserveArena(arenaUsed + size)
        let offset = arenaUsed
        header(at: offset).initialize(to: EntryHeader(
            hash: key.hash, face: key.face, lastUse: clock, summary: summary, script: key.script,
            featureSet: key.featureSet, textCount: Int32(key.text.count), contextBefore: Int32(key.contextBefore),
            contextAfter: Int32(key.contextAfter), glyphCount: Int32(glyphs.count), isRightToLeft: key.isRightToLeft))
        if let base = key.text.baseAddress { text(at: offset, count: key.text.count).initialize(from: base, count: key.text.count) }
        if let base = glyphs.baseAddress { self.glyphs(at: offset, textCount: key.text.count).initialize(from: base, count: glyphs.count) }
        arenaUsed += size
        slots[place.slot] = key.hash & 0xFFFF_FFFF_0000_0000 | UInt64(offset >> 3 + 1)
        entryCount += 1
    }

    private mutating func reserveArena(_ needed: Int) {
        guard needed > arenaCapacity else { return }
        var capacity = arenaCapacity
        while capacity < needed { capacity *= 2 }
        let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        grown.copyMemory(from: arena, byteCount: arenaUsed)
        arena.deallocate()
        arena = grown
        arenaCapacity = capacity
    }

    /// Every entry's offset, in arena order.
    private func entryOffsets() -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(entryCount)
        var offset = 0
        while offset < arenaUsed {
            offsets.append(offset)
            let entry = header(at: offset).pointee
            offset += ShapeTable.entrySize(textCount: Int(entry.textCount), glyphCount: Int(entry.glyphCount))
        }
        return offsets
    }

    /// Drops the least recently used entries until at most half the byte limit is left, in one pass.
    private mutating func evictOldestHalf() {
        let offsets = entryOffsets()
        let newestFirst = offsets.sorted { header(at: $0).pointee.lastUse > header(at: $1).pointee.lastUse }
        let budget = (byteLimit - slotCount * 8) / 2
        var kept: [Int] = []
        var keptBytes = 0
        for offset in newestFirst {
            let entry = header(at: offset).pointee
            let size = ShapeTable.entrySize(textCount: Int(entry.textCount), glyphCount: Int(entry.glyphCount))
            guard keptBytes + size <= budget else { break }
            kept.append(offset)
            keptBytes += size
        }
        kept.sort()
        let compacted = UnsafeMutableRawPointer.allocate(byteCount: arenaCapacity, alignment: 8)
        var used = 0
        for offset in kept {
            let entry = header(at: offset).pointee
            let size = ShapeTable.entrySize(textCount: Int(entry.textCount), glyphCount: Int(entry.glyphCount))
            (compacted + used).copyMemory(from: arena + offset, byteCount: size)
            used += size
        }
        arena.deallocate()
        arena = compacted
        arenaUsed = used
        evictions += offsets.count - kept.count
        rebuildSlots(count: slotCount)
    }

    /// Re-inserts every entry into `count` empty slots.
    private mutating func rebuildSlots(count: Int) {
        if count != slotCount {
            slots.deallocate()
            slots = .allocate(capacity: count)
            slotCount = count
        }
        slots.initialize(repeating: 0, count: slotCount)
        let mask = slotCount - 1
        entryCount = 0
        for offset in entryOffsets() {
            let hash = header(at: offset).pointee.hash
            var slot = Int(truncatingIfNeeded: hash) & mask
            var placed = false
            for _ in 0..<ShapeTable.maxProbes where !placed {
                if slots[slot] == 0 {
                    slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(offset >> 3 + 1)
                    placed = true
                }
                slot = (slot + 1) & mask
            }
            // An entry whose probes ran out stays in the arena unreachable until the next eviction.
            if placed { entryCount += 1 }
        }
    }
}
