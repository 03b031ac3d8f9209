import FlexLayout
import Testing
import Geometry

/// Trees are values: copies lay out on any thread and give the same frames.
@Suite struct ConcurrencyTests {
    @Test func copiesLayOutInParallel() async throws {
        let tree = try FlexTree(root: IncrementalLayoutTests.chat(bubbles: 300))
        var reference = tree
        try reference.computeLayout(width: 500)
        let expected = reference.allFrames
        let results = try await withThrowingTaskGroup(of: [String: Rect].self) { group in
            for width in [500.0, 500, 500, 500, 320, 320] {
                group.addTask {
                    var copy = tree
                    try copy.computeLayout(width: width)
                    return width == 500 ? copy.allFrames : [:]
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.filter { !$0.isEmpty }.count == 4)
        for frames in results where !frames.isEmpty { #expect(frames == expected) }
    }
}
