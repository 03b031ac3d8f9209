/// The script, strong-right-to-left property and grapheme class of recently seen scalars: small direct-mapped
/// tables, so that text in one script asks HarfBuzz and ICU about each character once, not at every occurrence. It lives in a
/// preparation workspace (one thread at a time, no lock); what it answers is HarfBuzz's and ICU's own answer, so
/// it never changes a result.
struct ScalarPropertyCache {
    private static let size = 1 << 12
    /// Per slot: the scalar + 1 (0: empty), and its properties.
    private var keys = [UInt16](repeating: 0, count: ScalarPropertyCache.size)
    private var scripts = [UInt32](repeating: 0, count: ScalarPropertyCache.size)
    private var strongRTL = [Bool](repeating: false, count: ScalarPropertyCache.size)

    /// Per slot: the scalar + 1 (0: empty) and its grapheme class.
    private var classKeys = [UInt32](repeating: 0, count: ScalarPropertyCache.size)
    private var classes = [UInt8](repeating: 0, count: ScalarPropertyCache.size)

    /// ICU's grapheme class of `scalar` (a surrogate code point included).
    @inline(__always)
    mutating func graphemeClass(of scalar: UInt32) -> GraphemeSegmenter.GraphemeClass {
        let slot = Int(scalar ^ scalar >> 12) & (ScalarPropertyCache.size - 1)
        if classKeys[slot] == scalar &+ 1 { return GraphemeSegmenter.GraphemeClass(rawValue: classes[slot]) }
        let found = GraphemeSegmenter.GraphemeClass(of: scalar)
        classKeys[slot] = scalar &+ 1
        classes[slot] = found.rawValue
        return found
    }

    /// HarfBuzz's script of BMP scalar `unit` (not a surrogate, not 0xFFFF) and whether it is strongly right-to-left.
    @inline(__always)
    mutating func properties(of unit: UInt16) -> (script: UInt32, isStrongRTL: Bool) {
        let slot = Int(unit) & (ScalarPropertyCache.size - 1)
        if keys[slot] == unit &+ 1 { return (scripts[slot], strongRTL[slot]) }
        let script = ScriptCode.of(UInt32(unit)), rtl = UnicodeProperties.isStrongRTL(UInt32(unit))
        keys[slot] = unit &+ 1
        scripts[slot] = script
        strongRTL[slot] = rtl
        return (script, rtl)
    }
}
