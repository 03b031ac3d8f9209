/// The horizontal normal track of an AAT `trak` table: tracking values in font units at point sizes.
///
/// Of the table's tracks the one whose track value is 0 ("normal") is what Core Text applies by default; the
/// value at a point size is interpolated linearly between the two nearest sizes and extrapolated linearly from the
/// two first (last) sizes beyond the table's ends, as Apple's `trak` specification says ("interpolation or
/// extrapolation is performed to determine the adjustment"). HarfBuzz 10 and later clamp at the ends instead.
struct TrackingTable: Equatable, Sendable {
    /// Point sizes, ascending.
    let sizes: [Double]
    /// The normal track's value at each size, in font units.
    let values: [Double]

    /// The tracking in font units at `pointSize`.
    func value(atPointSize pointSize: Double) -> Double {
        guard sizes.count > 1 else { return values.first ?? 0 }
        // The segment the size falls in, or the first (last) one beyond the table's ends.
        var upper = 1
        while upper < sizes.count - 1 && sizes[upper] < pointSize { upper += 1 }
        let s0 = sizes[upper - 1], s1 = sizes[upper], v0 = values[upper - 1], v1 = values[upper]
        guard s1 > s0 else { return v0 }
        return v0 + (pointSize - s0) / (s1 - s0) * (v1 - v0)
    }

    /// Reads the `trak` table's bytes; nil when it has no horizontal normal track or is malformed (a malformed
    /// table is ignored, as HarfBuzz's sanitizer drops it).
    init?(_ bytes: UnsafeRawBufferPointer) {
        func u16(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= bytes.count else { return nil }
            return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        }
        func i16(_ offset: Int) -> Int? { u16(offset).map { Int(Int16(truncatingIfNeeded: $0)) } }
        func fixed(_ offset: Int) -> Double? {
            guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
            return Double(Int32(truncatingIfNeeded: high << 16 | low)) / 65536
        }
        // Header: version 1.0 (Fixed), format 0, horizOffset, vertOffset, reserved.
        guard u16(0) == 1, u16(2) == 0, u16(4) == 0, let horizontal = u16(6), horizontal != 0,
              let trackCount = u16(horizontal), let sizeCount = u16(horizontal + 2), sizeCount > 0,
              let sizeHigh = u16(horizontal + 4), let sizeLow = u16(horizontal + 6) else { return nil }
        let sizeTable = sizeHigh << 16 | sizeLow
        var sizes: [Double] = []
        for index in 0..<sizeCount {
            guard let size = fixed(sizeTable + 4 * index), size.isFinite else { return nil }
            sizes.append(size)
        }
        guard zip(sizes, sizes.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        for track in 0..<trackCount {
            let entry = horizontal + 8 + 8 * track
            guard let value = fixed(entry), let valuesOffset = u16(entry + 6) else { return nil }
            guard value == 0 else { continue }
            var values: [Double] = []
            for index in 0..<sizeCount {
                guard let number = i16(valuesOffset + 2 * index) else { return nil }
                values.append(Double(number))
            }
            self.sizes = sizes
            self.values = values
            return
        }
        return nil
    }

    init(sizes: [Double], values: [Double]) {
        self.sizes = sizes
        self.values = values
    }
}
