/// Unicode scalars of UTF-16 text; an unpaired surrogate reads as U+FFFD.
enum UTF16Scalars {
    /// Calls `body` with each scalar of `units` in order until it returns false.
    @inline(__always)
    static func forEach(_ units: UnsafeBufferPointer<UInt16>, _ body: (UInt32) -> Bool) {
        var index = 0
        let count = units.count
        while index < count {
            let unit = UInt32(units[index])
            if unit & 0xFC00 == 0xD800, index + 1 < count, UInt32(units[index + 1]) & 0xFC00 == 0xDC00 {
                guard body(0x10000 + ((unit - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)) else { return }
                index += 2
            } else {
                guard body(unit & 0xF800 == 0xD800 ? 0xFFFD : unit) else { return }
                index += 1
            }
        }
    }

    /// The first scalar of `units` (U+FFFD when there is none).
    @inline(__always)
    static func first(of units: UnsafeBufferPointer<UInt16>) -> UInt32 {
        var first: UInt32 = 0xFFFD
        forEach(units) { first = $0; return false }
        return first
    }

    /// Whether a scalar of `units` satisfies `predicate`.
    @inline(__always)
    static func contains(_ units: UnsafeBufferPointer<UInt16>, where predicate: (UInt32) -> Bool) -> Bool {
        var found = false
        forEach(units) { found = predicate($0); return !found }
        return found
    }

    /// Replaces `scalars` with the scalars of `units`.
    static func decode(_ units: UnsafeBufferPointer<UInt16>, into scalars: inout [UInt32]) {
        scalars.removeAll(keepingCapacity: true)
        forEach(units) { scalars.append($0); return true }
    }
}
