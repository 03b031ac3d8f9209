/// Groups differing pixels into regions and returns their bounding boxes.
///
/// Works on horizontal runs of differing pixels, row by row, with union-find: two runs belong to one
/// region when at most `mergeDistance` non-differing pixels separate them horizontally and vertically.
/// With distance 0 that is exactly 8-connectivity. Rows without differences are skipped by their flag.
struct RegionFinder {
    let width: Int
    let height: Int
    let mergeDistance: Int

    private struct Run {
        var x0: Int
        var x1: Int
        var y: Int
        var id: Int
    }

    /// Bounding boxes of the regions of `mask` (1 = differing), sorted by y, then x.
    func regions(mask: UnsafePointer<UInt8>, rowFlags: [Bool]) -> [PixelRect] {
        var parent: [Int] = []
        var runs: [Run] = []
        var window: [[Run]] = []  // runs of recent rows still within reach, oldest first
        // Any distance beyond the image's size merges the same regions: capped, the sums below cannot overflow.
        let reach = min(mergeDistance, width + height) + 1

        func find(_ id: Int) -> Int {
            var root = id
            while parent[root] != root { root = parent[root] }
            var node = id
            while parent[node] != root {
                let next = parent[node]
                parent[node] = root
                node = next
            }
            return root
        }
        func union(_ a: Int, _ b: Int) {
            let rootA = find(a), rootB = find(b)
            if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
        }

        for y in 0..<height where rowFlags[y] {
            window.removeAll { row in row.first.map { y - $0.y > reach } ?? true }
            var current: [Run] = []
            var x = 0
            let row = mask + y * width
            while x < width {
                guard row[x] != 0 else { x += 1; continue }
                let start = x
                while x < width && row[x] != 0 { x += 1 }
                let run = Run(x0: start, x1: x - 1, y: y, id: parent.count)
                parent.append(run.id)
                if let previous = current.last, run.x0 - previous.x1 <= reach { union(previous.id, run.id) }
                current.append(run)
            }
            // Runs of each row are sorted and disjoint, so one forward sweep per earlier row finds
            // every pair within reach: O(runs) per row pair, not O(runs²).
            for earlier in window {
                var first = 0
                for run in current {
                    while first < earlier.count && earlier[first].x1 + reach < run.x0 { first += 1 }
                    var other = first
                    while other < earlier.count && earlier[other].x0 <= run.x1 + reach {
                        union(earlier[other].id, run.id)
                        other += 1
                    }
                }
            }
            runs += current
            window.append(current)
        }

        var boxes: [Int: (minX: Int, minY: Int, maxX: Int, maxY: Int)] = [:]
        for run in runs {
            let root = find(run.id)
            if let box = boxes[root] {
                boxes[root] = (min(box.minX, run.x0), min(box.minY, run.y), max(box.maxX, run.x1), max(box.maxY, run.y))
            } else {
                boxes[root] = (run.x0, run.y, run.x1, run.y)
            }
        }
        return boxes.values
            .map { PixelRect(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX + 1, height: $0.maxY - $0.minY + 1) }
            .sorted { ($0.y, $0.x, $0.height, $0.width) < ($1.y, $1.x, $1.height, $1.width) }
    }
}
