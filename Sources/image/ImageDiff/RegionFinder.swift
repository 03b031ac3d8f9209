/// Groups differing pixels into regions and returns their bounding boxes, in memory bounded by the image's width
/// (and the merge distance), not by the number of differences.
///
/// Works on horizontal runs of differing pixels, row by row, with union-find: two runs belong to one region when at
/// most `mergeDistance` non-differing pixels separate them horizontally and vertically. With distance 0 that is
/// exactly 8-connectivity. Only the runs of rows still within reach are kept; a region none of whose runs is within
/// reach any more is closed: counted, and its box kept when it is among the first `limit` (top to bottom, then left
/// to right). Rows without differences are skipped by their flag.
struct RegionFinder {
    let width: Int
    let height: Int
    let mergeDistance: Int
    /// How many boxes are kept (all regions are counted).
    let limit: Int

    private struct Run {
        var x0: Int
        var x1: Int
        var y: Int
        var id: Int
    }

    /// What was found: the first `limit` boxes in reading order, and how many regions there are.
    struct Found {
        var regions: [PixelRect]
        var count: Int
    }

    /// The regions of `mask` (1 = differing).
    func regions(mask: UnsafePointer<UInt8>, rowFlags: [Bool]) -> Found {
        var state = State(limit: limit)
        var window: [[Run]] = []  // runs of recent rows still within reach, oldest first
        // Any distance beyond the image's size merges the same regions: capped, the sums below cannot overflow.
        let reach = min(mergeDistance, width + height) + 1

        for y in 0..<height where rowFlags[y] {
            while let oldest = window.first, oldest.first.map({ y - $0.y > reach }) ?? true {
                for run in oldest { state.release(run.id) }
                window.removeFirst()
            }
            var current: [Run] = []
            var x = 0
            let row = mask + y * width
            while x < width {
                guard row[x] != 0 else { x += 1; continue }
                let start = x
                while x < width && row[x] != 0 { x += 1 }
                let run = Run(x0: start, x1: x - 1, y: y, id: state.add(x0: start, x1: x - 1, y: y))
                if let previous = current.last, run.x0 - previous.x1 <= reach { state.union(previous.id, run.id) }
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
                        state.union(earlier[other].id, run.id)
                        other += 1
                    }
                }
            }
            window.append(current)
            if state.needsCompaction(liveRuns: window.reduce(0) { $0 + $1.count }) {
                state.compact(&window)
            }
        }
        for row in window {
            for run in row { state.release(run.id) }
        }
        return state.finish()
    }

    /// Union-find over the open regions, their boxes and how many of their runs are still within reach.
    private struct State {
        let limit: Int
        var parent: [Int] = []
        var boxes: [(minX: Int, minY: Int, maxX: Int, maxY: Int)] = []
        var liveRuns: [Int] = []
        var kept: [PixelRect] = []
        var count = 0

        init(limit: Int) { self.limit = limit }

        mutating func add(x0: Int, x1: Int, y: Int) -> Int {
            parent.append(parent.count)
            boxes.append((x0, y, x1, y))
            liveRuns.append(1)
            return parent.count - 1
        }

        mutating func find(_ id: Int) -> Int {
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

        mutating func union(_ a: Int, _ b: Int) {
            let rootA = find(a), rootB = find(b)
            guard rootA != rootB else { return }
            let root = min(rootA, rootB), child = max(rootA, rootB)
            parent[child] = root
            let (r, c) = (boxes[root], boxes[child])
            boxes[root] = (min(r.minX, c.minX), min(r.minY, c.minY), max(r.maxX, c.maxX), max(r.maxY, c.maxY))
            liveRuns[root] += liveRuns[child]
        }

        /// A run leaves the window; its region closes with its last run.
        mutating func release(_ id: Int) {
            let root = find(id)
            liveRuns[root] -= 1
            guard liveRuns[root] == 0 else { return }
            let box = boxes[root]
            count += 1
            kept.append(PixelRect(x: box.minX, y: box.minY, width: box.maxX - box.minX + 1, height: box.maxY - box.minY + 1))
            if kept.count >= max(2 * limit, 64) { trim() }
        }

        func needsCompaction(liveRuns: Int) -> Bool {
            parent.count > 2 * liveRuns + 4096
        }

        /// Forgets closed and merged ids: every run of the window points at its region's new id.
        mutating func compact(_ window: inout [[Run]]) {
            var newID: [Int: Int] = [:]
            var newParent: [Int] = [], newBoxes: [(minX: Int, minY: Int, maxX: Int, maxY: Int)] = [], newLive: [Int] = []
            for row in window.indices {
                for index in window[row].indices {
                    let root = find(window[row][index].id)
                    if let id = newID[root] {
                        window[row][index].id = id
                    } else {
                        let id = newParent.count
                        newID[root] = id
                        newParent.append(id)
                        newBoxes.append(boxes[root])
                        newLive.append(liveRuns[root])
                        window[row][index].id = id
                    }
                }
            }
            parent = newParent
            boxes = newBoxes
            liveRuns = newLive
        }

        mutating func trim() {
            kept.sort { ($0.y, $0.x, $0.height, $0.width) < ($1.y, $1.x, $1.height, $1.width) }
            if kept.count > limit { kept.removeSubrange(limit...) }
        }

        mutating func finish() -> Found {
            trim()
            return Found(regions: kept, count: count)
        }
    }
}
