/// What itemizing found in one paragraph, per grapheme cluster: its style, script and bidi level, and whether it is
/// whitespace or of common script. Later stages add the font (``FontResolver``) and break flags (``BreakFinder``).
struct ItemizedParagraph {
    /// The paragraph's length in UTF-16 units.
    var unitCount = 0
    /// Whether every UTF-16 unit is a grapheme by itself; then ``graphemeStarts`` and ``graphemeOfUnit`` are empty.
    var unitsAreGraphemes = true
    /// The UTF-16 start of each grapheme and the paragraph's length after the last (when units are not graphemes).
    var graphemeStarts: [Int32] = []
    /// The grapheme each UTF-16 unit belongs to (when units are not graphemes).
    var graphemeOfUnit: [Int32] = []
    /// Each grapheme's index into the text's styles.
    var styles: [Int32] = []
    /// Each grapheme's HarfBuzz script; common and inherited graphemes take the script of the text before them
    /// (or, at the start, of the first text with a script of its own).
    var scripts: [UInt32] = []
    /// Each grapheme's bidi embedding level (all 0 when nothing is right-to-left).
    var levels: [UInt8] = []
    /// Whitespace and common script, per grapheme; ``BreakFinder`` adds the break flags.
    var flags: [PreparedParagraph.GraphemeFlags] = []
    /// The paragraph's resolved base level (0 left-to-right, 1 right-to-left).
    var baseLevel: UInt8 = 0

    /// The number of grapheme clusters.
    var count: Int { styles.count }

    /// Where grapheme `index` starts (`count`: the paragraph's length).
    @inline(__always)
    func unitStart(of index: Int) -> Int { unitsAreGraphemes ? index : Int(graphemeStarts[index]) }

    /// The per-grapheme arrays as buffers, for tight loops.
    struct Columns {
        let styles: UnsafeBufferPointer<Int32>
        let scripts: UnsafeBufferPointer<UInt32>
        let levels: UnsafeBufferPointer<UInt8>
        let flags: UnsafeBufferPointer<PreparedParagraph.GraphemeFlags>
    }

    /// Calls `body` with ``Columns``, valid inside `body` only.
    func withColumns<R>(_ body: (Columns) throws -> R) rethrows -> R {
        try styles.withUnsafeBufferPointer { styles in
            try scripts.withUnsafeBufferPointer { scripts in
                try levels.withUnsafeBufferPointer { levels in
                    try flags.withUnsafeBufferPointer { flags in
                        try body(Columns(styles: styles, scripts: scripts, levels: levels, flags: flags))
                    }
                }
            }
        }
    }

    /// The grapheme UTF-16 unit `unit` belongs to.
    @inline(__always)
    func grapheme(ofUnit unit: Int) -> Int { unitsAreGraphemes ? unit : Int(graphemeOfUnit[unit]) }
}

extension Array where Element: FixedWidthInteger {
    /// Empties the array, keeping its storage, and fills it with `count` zeros.
    mutating func resetToZeros(count: Int) {
        removeAll(keepingCapacity: true)
        append(contentsOf: repeatElement(0, count: count))
    }
}
