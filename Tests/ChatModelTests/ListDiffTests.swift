import ChatModel
import ChatSamples
import Testing

/// The generic list diff and the edit recorder, checked by replaying their changes the way UIKit applies a batch
/// (deletions and move sources leave at old indices; insertions and move targets land at new indices; the rest keep
/// their order) and comparing with the new list.
@Suite struct ListDiffTests {
    struct Item: Identifiable, Equatable, CustomStringConvertible {
        var id: Int
        var value: Int
        var description: String { "\(id):\(value)" }
    }

    /// `old` after `changes`, as a collection view shows it; nil where a slot stays empty (a broken batch).
    static func replay(_ changes: ListChanges, old: [Item], new: [Item]) -> [Item?] {
        var result = [Item?](repeating: nil, count: new.count)
        let arriving = Set(changes.insertions + changes.moves.map(\.to))
        let leaving = Set(changes.deletions + changes.moves.map(\.from))
        let updated = Set(changes.updates)
        var slots = (0..<new.count).filter { !arriving.contains($0) }.makeIterator()
        for (index, item) in old.enumerated() where !leaving.contains(index) {
            // A kept element shows its new value only when the batch updates it.
            if let slot = slots.next() { result[slot] = updated.contains(index) ? new[slot] : item }
        }
        for index in changes.insertions where index < new.count { result[index] = new[index] }
        for move in changes.moves where move.to < new.count { result[move.to] = old[move.from] }
        return result
    }

    /// The length of a longest increasing subsequence, by the quadratic textbook recurrence.
    static func longestIncreasing(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    static func randomEdit<G: RandomNumberGenerator>(_ list: [Item], serial: inout Int, using rng: inout G) -> [Item] {
        var list = list
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                serial += 1
                list.insert(Item(id: serial, value: 0), at: Int.random(in: 0...list.count, using: &rng))
            case 1 where !list.isEmpty: list.remove(at: Int.random(in: 0..<list.count, using: &rng))
            case 2 where !list.isEmpty: list[Int.random(in: 0..<list.count, using: &rng)].value += 1
            case 3 where list.count > 1:
                list.insert(list.remove(at: Int.random(in: 0..<list.count, using: &rng)), at: Int.random(in: 0..<list.count, using: &rng))
            default: break
            }
        }
        return list
    }

    @Test(arguments: [MoveDetection.byRank, .fewest])
    func diffsReplayToTheNewList(detection: MoveDetection) throws {
        var rng = SplitMix64(seed: 40)
        var serial = 30
        var list = (0..<30).map { Item(id: $0, value: 0) }
        for _ in 0..<2000 {
            let new = Self.randomEdit(list, serial: &serial, using: &rng)
            let changes = try ListDiff.changes(from: list, to: new, moves: detection)
            #expect(Self.replay(changes, old: list, new: new) == new.map { $0 })
            if detection == .fewest {
                // The fewest moves: every kept element outside one longest in-order run moves (or, changed, is
                // deleted and inserted).
                let kept = list.compactMap { item in new.firstIndex { $0.id == item.id } }
                let relocated = changes.moves.count + changes.deletions.count - (list.count - kept.count)
                #expect(relocated == kept.count - Self.longestIncreasing(kept))
            }
            list = new
        }
    }

    @Test func fewestMovesMovesOneWhereRanksMoveMany() throws {
        let old = (0..<6).map { Item(id: $0, value: 0) }
        let new = Array(old.dropFirst()) + [old[0]]
        #expect(try ListDiff.changes(from: old, to: new, moves: .fewest).moves == [ListMove(from: 0, to: 5)])
        #expect(try ListDiff.changes(from: old, to: new, moves: .byRank).moves.count == 6)
    }

    @Test func duplicateIDsAreErrors() {
        let list = [Item(id: 1, value: 0), Item(id: 2, value: 0), Item(id: 1, value: 3)]
        #expect(throws: ListDiffError.duplicateID("1", list: "old", index: 2)) { try ListDiff.changes(from: list, to: []) }
        #expect(throws: ListDiffError.duplicateID("1", list: "new", index: 2)) { try ListDiff.changes(from: [], to: list) }
        #expect(throws: ListDiffError.self) { try ListRecorder(list) }
        #expect(ListDiffError.duplicateID("1", list: "old", index: 2).description == "the old list has the id \"1\" twice (again at index 2)")
    }

    @Test func theRecorderTurnsEditsIntoTheBatch() throws {
        var rng = SplitMix64(seed: 41)
        var serial = 20
        var recorder = try ListRecorder((0..<20).map { Item(id: $0, value: 0) })
        for _ in 0..<1000 {
            let old = recorder.elements
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                let count = recorder.elements.count
                switch Int.random(in: 0..<4, using: &rng) {
                case 0:
                    serial += 1
                    try recorder.insert(Item(id: serial, value: 0), at: Int.random(in: 0...count, using: &rng))
                case 1 where count > 0: try recorder.remove(at: Int.random(in: 0..<count, using: &rng))
                case 2 where count > 0:
                    let index = Int.random(in: 0..<count, using: &rng)
                    var item = recorder.elements[index]
                    item.value += 1
                    try recorder.update(item, at: index)
                case 3 where count > 1:
                    try recorder.move(from: Int.random(in: 0..<count, using: &rng), to: Int.random(in: 0..<count, using: &rng))
                default: break
                }
            }
            let changes = recorder.commit()
            #expect(Self.replay(changes, old: old, new: recorder.elements) == recorder.elements.map { $0 })
            // No more moves than the diff's fewest.
            let diffed = try ListDiff.changes(from: old, to: recorder.elements, moves: .fewest)
            #expect(changes.moves.count + changes.deletions.count == diffed.moves.count + diffed.deletions.count)
        }
        // Edits out of range are errors that name the edit; the list is unchanged.
        let before = recorder.elements
        #expect(throws: ListDiffError.indexOutOfRange(99, count: before.count, edit: "remove")) { try recorder.remove(at: 99) }
        #expect(throws: ListDiffError.self) { try recorder.insert(Item(id: -1, value: 0), at: -1) }
        #expect(throws: ListDiffError.self) { try recorder.insert(before[0], at: 0) }
        #expect(recorder.elements == before)
    }

    @Test func aChatBatchFromListChanges() throws {
        let old = (0..<4).map { Item(id: $0, value: 0) }
        var new = old
        new[1].value = 1
        new.remove(at: 3)
        new.append(Item(id: 9, value: 0))
        let changes = try ListDiff.changes(from: old, to: new)
        let batch = BatchUpdate(changes, inSection: 2)
        #expect(batch.reconfiguredItems == [ItemPath(section: 2, item: 1)] && batch.reloadedItems.isEmpty)
        #expect(batch.deletedItems == [ItemPath(section: 2, item: 3)] && batch.insertedItems == [ItemPath(section: 2, item: 3)])
        #expect(BatchUpdate(changes, inSection: 2, reloadsUpdates: true).reloadedItems == [ItemPath(section: 2, item: 1)])
    }
}
