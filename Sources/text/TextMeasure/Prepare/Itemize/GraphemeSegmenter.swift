import CICU

/// Extended grapheme clusters (UAX #29 for Unicode 15, as ICU 72 applies it), from each code point's
/// Grapheme_Cluster_Break and Extended_Pictographic properties as ICU reports them, without ICU's break iterator.
/// ICU tailors the rules for the conjuncts of six Indic scripts; text with a code point of those goes to ICU. Tests
/// compare it with ICU's iterator on the corpus, on every short string over one code point of each class, and on
/// random strings (DESIGN.md: ICU may be bypassed only where our answer is tested equal to ICU's).
enum GraphemeSegmenter {
    /// A code point's grapheme class: ICU's Grapheme_Cluster_Break value, and whether it is Extended_Pictographic.
    struct GraphemeClass: Equatable {
        let rawValue: UInt8

        static let other = GraphemeClass(rawValue: 0), control = GraphemeClass(rawValue: 1), cr = GraphemeClass(rawValue: 2)
        static let extend = GraphemeClass(rawValue: 3), l = GraphemeClass(rawValue: 4), lf = GraphemeClass(rawValue: 5)
        static let lv = GraphemeClass(rawValue: 6), lvt = GraphemeClass(rawValue: 7), t = GraphemeClass(rawValue: 8)
        static let v = GraphemeClass(rawValue: 9), spacingMark = GraphemeClass(rawValue: 10)
        static let prepend = GraphemeClass(rawValue: 11), regionalIndicator = GraphemeClass(rawValue: 12)
        static let zwj = GraphemeClass(rawValue: 17)

        /// ICU's classes of `scalar` (a surrogate code point included).
        init(of scalar: UInt32) { rawValue = UInt8(truncatingIfNeeded: lp_grapheme_class(scalar)) }
        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The Grapheme_Cluster_Break value alone.
        var breakValue: GraphemeClass { GraphemeClass(rawValue: rawValue & 31) }
        var isExtendedPictographic: Bool { rawValue & 32 != 0 }
        /// Of a script whose clusters ICU's tailored rules decide.
        var isTailored: Bool { rawValue & 64 != 0 }
        var isControl: Bool { self == .control || self == .cr || self == .lf }
    }

    /// Appends the starts of the grapheme clusters of `units` after the first (and `units.count`) to `starts` and
    /// returns true; or returns false, `starts` untouched, when `units` holds a code point of a tailored script.
    static func boundaries(_ units: UnsafeBufferPointer<UInt16>, properties: inout ScalarPropertyCache,
                           appendingTo starts: inout [Int32]) -> Bool {
        let first = starts.count
        let count = units.count
        var index = 0
        var previous = GraphemeClass.control
        var regionalIndicators = 0        // regional indicators in a row, ending just before `index`
        var pictographic = false          // an Extended_Pictographic code point and Extends, ending before `index`
        var joinerAfterPictographic = false
        while index < count {
            let unit = UInt32(units[index])
            var scalar = unit, length = 1
            if unit & 0xFC00 == 0xD800, index + 1 < count, UInt32(units[index + 1]) & 0xFC00 == 0xDC00 {
                scalar = 0x10000 + ((unit - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)
                length = 2
            }
            let current = properties.graphemeClass(of: scalar)
            guard !current.isTailored else {
                starts.removeSubrange(first...)
                return false
            }
            let breakValue = current.breakValue
            if index > 0 && breaks(after: previous, before: current, regionalIndicators: regionalIndicators,
                                   joinerAfterPictographic: joinerAfterPictographic) {
                starts.append(Int32(truncatingIfNeeded: index))
            }
            regionalIndicators = breakValue == .regionalIndicator ? regionalIndicators + 1 : 0
            joinerAfterPictographic = breakValue == .zwj && pictographic
            pictographic = current.isExtendedPictographic || (pictographic && breakValue == .extend)
            previous = breakValue
            index += length
        }
        if count > 0 { starts.append(Int32(truncatingIfNeeded: count)) }
        return true
    }

    /// Whether a cluster ends between a code point of class `before` and one of `after` (GB3–GB999).
    @inline(__always)
    private static func breaks(after before: GraphemeClass, before after: GraphemeClass, regionalIndicators: Int,
                               joinerAfterPictographic: Bool) -> Bool {
        let next = after.breakValue
        if before == .cr && next == .lf { return false }                                         // GB3
        if before.isControl || next.isControl { return true }                                   // GB4, GB5
        if before == .l && (next == .l || next == .v || next == .lv || next == .lvt) { return false }  // GB6
        if (before == .lv || before == .v) && (next == .v || next == .t) { return false }        // GB7
        if (before == .lvt || before == .t) && next == .t { return false }                       // GB8
        if next == .extend || next == .zwj || next == .spacingMark { return false }              // GB9, GB9a
        if before == .prepend { return false }                                                   // GB9b
        if joinerAfterPictographic && after.isExtendedPictographic { return false }              // GB11
        if before == .regionalIndicator && next == .regionalIndicator && regionalIndicators % 2 == 1 { return false }  // GB12, GB13
        return true                                                                              // GB999
    }
}
