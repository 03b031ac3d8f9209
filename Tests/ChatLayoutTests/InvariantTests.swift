import ChatModel
import Foundation
import Testing
@testable import ChatLayout

@Suite struct InvariantTests {
    typealias F = Fixtures

    @Test func generatedTranscriptOfFiveThousandMessages() throws {
        var rng = SeededGenerator(seed: 42)
        let model = SectionedTranscript(try F.randomTranscript(count: 5000, using: &rng), timeZone: F.utc)
        let sizing = CachedSizing(FixedWidthSizing())
        let engine = try ChatLayoutEngine(model: model, configuration: F.configuration(), sizing: sizing, threads: 2)
        let invariants = LayoutInvariants(engine: engine, model: model, sizing: sizing)
        let checked = try invariants.check()
        #expect(checked > 3000)
        invariants.checkRectQueries(count: 300, using: &rng)
        // Two threads and one give the same layout.
        let serial = try ChatLayoutEngine(model: model, configuration: F.configuration(), sizing: sizing, threads: 1)
        #expect(F.allFrames(serial) == F.allFrames(engine))
    }

    @Test(arguments: [240, 375, 1024] as [CGFloat])
    func generatedTranscriptAtOtherWidths(width: CGFloat) throws {
        var rng = SeededGenerator(seed: 7)
        let model = SectionedTranscript(try F.randomTranscript(count: 800, using: &rng), timeZone: F.utc)
        let sizing = FixedWidthSizing()
        let engine = try ChatLayoutEngine(model: model, configuration: F.configuration(width: width), sizing: sizing)
        try LayoutInvariants(engine: engine, model: model, sizing: sizing).check()
        // Resizing equals laying out at the new width from scratch.
        let resized = try engine.resized(toWidth: width + 50)
        let fresh = try ChatLayoutEngine(model: model, configuration: F.configuration(width: width + 50), sizing: sizing)
        #expect(F.allFrames(resized) == F.allFrames(fresh))
    }

    @Test func prefixSumTreeMatchesRunningSums() {
        var rng = SeededGenerator(seed: 3)
        var values = (0..<137).map { _ in CGFloat(Int.random(in: 0...400, using: &rng)) / 3 }
        var tree = PrefixSumTree(values)
        for _ in 0..<500 {
            let index = Int.random(in: 0..<values.count, using: &rng)
            values[index] = CGFloat(Int.random(in: 0...400, using: &rng)) / 3
            tree.set(index, values[index])
        }
        // Changed in place, the tree is bit-for-bit the one built from scratch.
        #expect(tree == PrefixSumTree(values))
        var running: CGFloat = 0
        for index in values.indices {
            #expect(abs(tree.prefix(index) - running) < 1e-9)
            if values[index] > 0 {
                #expect(tree.index(containing: tree.prefix(index)) == index)
                #expect(tree.index(containing: tree.prefix(index) + values[index] / 2) == index)
            }
            running += values[index]
        }
    }
}
