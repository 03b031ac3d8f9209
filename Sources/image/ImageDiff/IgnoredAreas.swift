/// The ignore rectangles of a comparison, indexed so that asking whether a pixel is ignored costs O(log k) for k
/// rectangles (a scan of all of them for every differing pixel made 4,000 rectangles cost minutes).
///
/// The rows are cut into bands at every rectangle's top and bottom edge; inside one band the same rectangles apply.
/// A ``Row`` lookup finds the band of a row by binary search and holds that band's covered columns as sorted,
/// merged intervals (built in O(k log k) when a lookup enters a new band); each pixel is then one binary search.
struct IgnoredAreas: Sendable {
    private let rects: [PixelRect]
    /// Sorted distinct row boundaries (tops and bottoms, clamped to the image): band i is rows boundaries[i]..<[i+1].
    private let boundaries: [Int]

    init(_ rects: [PixelRect], width: Int, height: Int) {
        // Rectangles from input may lie anywhere, with any size: keep the part inside the image, without overflow.
        func end(_ start: Int, _ length: Int, _ limit: Int) -> Int {
            let (end, overflow) = start.addingReportingOverflow(length)
            return overflow ? (length > 0 ? limit : 0) : min(end, limit)
        }
        self.rects = rects.compactMap { rect in
            let x0 = max(rect.x, 0), y0 = max(rect.y, 0)
            let x1 = end(rect.x, rect.width, width), y1 = end(rect.y, rect.height, height)
            guard x0 < x1, y0 < y1 else { return nil }
            return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        boundaries = Array(Set(self.rects.flatMap { [$0.y, $0.y + $0.height] })).sorted()
    }

    /// Whether there is nothing to ignore.
    var isEmpty: Bool { rects.isEmpty }

    /// The covered columns of one band of rows; reused while a worker walks down the rows.
    struct Row {
        fileprivate var band = -2
        fileprivate var starts: [Int] = []
        fileprivate var ends: [Int] = []  // exclusive

        /// Whether column `x` is covered.
        @inline(__always)
        func contains(_ x: Int) -> Bool {
            // The last interval starting at or before x.
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= x { low = middle + 1 } else { high = middle }
            }
            return low > 0 && x < ends[low - 1]
        }
    }

    /// Points `row` at row `y`'s band (rebuilding its intervals only when the band changes).
    func update(_ row: inout Row, forRow y: Int) {
        var low = 0, high = boundaries.count
        while low < high {
            let middle = (low + high) / 2
            if boundaries[middle] <= y { low = middle + 1 } else { high = middle }
        }
        let band = low - 1  // -1: above every rectangle
        guard band != row.band else { return }
        row.band = band
        row.starts.removeAll(keepingCapacity: true)
        row.ends.removeAll(keepingCapacity: true)
        guard band >= 0 else { return }
        let covering = rects.filter { $0.y <= y && y < $0.y + $0.height }.sorted { $0.x < $1.x }
        for rect in covering {
            if let last = row.ends.last, rect.x <= last {
                row.ends[row.ends.count - 1] = max(last, rect.x + rect.width)
            } else {
                row.starts.append(rect.x)
                row.ends.append(rect.x + rect.width)
            }
        }
    }
}
