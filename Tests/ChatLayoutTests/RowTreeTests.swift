import ChatModel
import Foundation
import Testing
@testable import ChatLayout

/// The row tree and the id map against plain arrays and dictionaries, through thousands of random changes: every
/// query recomputed from the array, copies unchanged by later changes.
@Suite struct RowTreeTests {
    /// A row of one of the three kinds with a height that is a binary fraction (sums are exact in any order).
    static func randomRow<G: RandomNumberGenerator>(_ serial: Int, using rng: inout G) -> Row {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            return Row(.header(SectionHeader(day: Day(ordinal: serial), label: SizedLabel(size: .zero),
                                             height: CGFloat(Int.random(in: 1...40, using: &rng)) / 4)))
        case 1:
            return Row(.footer(height: CGFloat(Int.random(in: 0...3, using: &rng))))
        default:
            var item = ItemState(message: Message(id: MessageID("r\(serial)"), author: "a", time: Date(timeIntervalSince1970: 0),
                                                  text: "x"),
                                 quote: nil, authorName: "A")
            item.bubble.size.height = CGFloat(Int.random(in: 1...400, using: &rng)) / 8
            item.spacing = Bool.random(using: &rng) ? 2 : 10
            item.row.context.isFirstInGroup = Bool.random(using: &rng)
            item.isEstimated = Int.random(in: 0..<4, using: &rng) == 0
            return Row(.item(item))
        }
    }

    static func expectSame(_ tree: RowTree, _ rows: [Row], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(tree.count == rows.count, sourceLocation: sourceLocation)
        var tops: [CGFloat] = []
        var top: CGFloat = 0
        for row in rows {
            tops.append(top)
            top += row.advance
        }
        #expect(tree.summary.height == top, sourceLocation: sourceLocation)
        // Labels increase along the rows.
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.label < $1.label }, sourceLocation: sourceLocation)
        var index = 0
        var mismatches = 0
        tree.forEach(from: 0) { i, row, rowTop in
            if i != index || row.label != rows[i].label || rowTop != tops[i] || tree.top(of: i) != rowTop
                || tree.index(ofLabel: row.label) != i {
                mismatches += 1
            }
            index += 1
            return true
        }
        #expect(index == rows.count && mismatches == 0, sourceLocation: sourceLocation)
        for counted in [CountedRows.sections, .groupStarts, .estimated] {
            let expected = rows.indices.filter { rows[$0].summary[counted] == 1 }
            let found = (0..<expected.count).compactMap { tree.index(ofNth: $0, counting: counted) }
            #expect(found == expected && tree.index(ofNth: expected.count, counting: counted) == nil, sourceLocation: sourceLocation)
        }
        // The row at an offset: the last one whose top is at or above it.
        for y in stride(from: -5, through: top + 5, by: max(1, top / 37)) {
            let expected = tops.lastIndex { $0 <= y } ?? 0
            #expect(tree.index(atHeight: y) == expected, "y \(y)", sourceLocation: sourceLocation)
        }
        #expect(tree.index(ofLabel: 0) == nil && tree.index(ofLabel: UInt64.max) == nil, sourceLocation: sourceLocation)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomChangesMatchAnArray(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var serial = 0
        var rows = (0..<Int.random(in: 0...200, using: &rng)).map { _ in
            serial += 1
            return Self.randomRow(serial, using: &rng)
        }
        RowTree.label(&rows)
        var tree = RowTree(rows)
        Self.expectSame(tree, rows)
        var snapshots: [(RowTree, [Row])] = []
        for step in 0..<3000 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4:
                // Inserts, bunched at one place now and then so that labels run out and get spread again.
                let index = step % 50 < 10 ? min(rows.count, 3) : Int.random(in: 0...rows.count, using: &rng)
                serial += 1
                tree.insert(Self.randomRow(serial, using: &rng), at: index) { _ in }
                // The labels may have been spread: read them back (their order is checked by `expectSame`).
                rows = []
                tree.forEach(from: 0) { _, row, _ in
                    rows.append(row)
                    return true
                }
            case 4..<7 where !rows.isEmpty:
                let index = Int.random(in: 0..<rows.count, using: &rng)
                let removed = tree.remove(at: index)
                #expect(removed.label == rows.remove(at: index).label)
            case 7..<9 where !rows.isEmpty:
                let index = Int.random(in: 0..<rows.count, using: &rng)
                serial += 1
                var replacement = Self.randomRow(serial, using: &rng)
                replacement.label = rows[index].label
                tree.modify(at: index) { $0 = replacement }
                rows[index] = replacement
            default:
                snapshots.append((tree, rows))
            }
            if step % 250 == 0 { Self.expectSame(tree, rows) }
        }
        Self.expectSame(tree, rows)
        // Copies taken along the way still hold what they held.
        for (snapshot, snapshotRows) in snapshots.suffix(5) { Self.expectSame(snapshot, snapshotRows) }
    }

    @Test func relabellingKeepsOrderAndReportsEveryChangedRow() {
        // 2,000 inserts at the same place: the gap there is halved until labels touch, then spread again.
        var rows: [Row] = []
        RowTree.label(&rows)
        var tree = RowTree(rows)
        var labels: [Int: UInt64] = [:]  // serial -> label, kept up to date from the callback
        func serial(_ row: Row) -> Int { row.header?.day.ordinal ?? -1 }
        for k in 0..<2000 {
            let row = Row(.header(SectionHeader(day: Day(ordinal: k), label: SizedLabel(size: .zero), height: 1)))
            tree.insert(row, at: min(tree.count, 1)) { labels[serial($0)] = $0.label }
            labels[k] = tree[min(tree.count - 1, 1)].label
        }
        #expect(tree.count == 2000)
        var previous: UInt64 = 0
        tree.forEach(from: 0) { _, row, _ in
            #expect(row.label > previous)
            #expect(labels[serial(row)] == row.label, "label of \(serial(row)) not reported")
            previous = row.label
            return true
        }
    }

    /// A key whose hash is its `bucket` alone: keys of one bucket collide in all 64 bits.
    struct CollidingKey: Hashable, Sendable {
        var bucket: Int
        var name: Int
        func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
    }

    @Test func persistentMapBuiltWholeMatchesADictionaryEvenWhenHashesCollide() {
        var rng = SeededGenerator(seed: 9)
        let pairs = (0..<5000).map { (key: CollidingKey(bucket: Int.random(in: 0..<700, using: &rng), name: $0), value: $0) }
        var map = PersistentMap(pairs)
        #expect(map.count == 5000)
        #expect(pairs.allSatisfy { map[$0.key] == $0.value })
        #expect(map[CollidingKey(bucket: 3, name: -1)] == nil)
        for pair in pairs where pair.value % 3 == 0 { map.remove(pair.key) }
        map.set(-7, for: pairs[1].key)
        #expect(pairs.allSatisfy { map[$0.key] == ($0.value % 3 == 0 ? nil : ($0.value == 1 ? -7 : $0.value)) })
        #expect(map.count == 5000 - 1667)
    }

    @Test func persistentMapMatchesADictionaryAndKeepsCopies() {
        var rng = SeededGenerator(seed: 8)
        var map = PersistentMap<MessageID, UInt64>()
        var dictionary: [MessageID: UInt64] = [:]
        var copies: [(PersistentMap<MessageID, UInt64>, [MessageID: UInt64])] = []
        for step in 0..<20_000 {
            let key = MessageID("k\(Int.random(in: 0..<3000, using: &rng))")
            if Int.random(in: 0..<3, using: &rng) == 0 {
                map.remove(key)
                dictionary[key] = nil
            } else {
                let value = UInt64(step)
                map.set(value, for: key)
                dictionary[key] = value
            }
            if step % 4000 == 0 { copies.append((map, dictionary)) }
        }
        for (copy, expected) in copies + [(map, dictionary)] {
            #expect(copy.count == expected.count)
            #expect((0..<3000).allSatisfy { copy[MessageID("k\($0)")] == expected[MessageID("k\($0)")] })
        }
    }
}
