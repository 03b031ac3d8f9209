/// Whether a measured leaf's remembered answer also answers new constraints (Yoga's `canUseCachedMeasurement`):
/// the same constraints; an exact size equal to the size computed before; a max-content answer that fits in a
/// new at-most limit; or a stricter at-most limit that the earlier answer already met.
struct CacheCompatibility {
    func canReuse(_ entry: CachedMeasurement, widthMode: SizingMode, width: Double, heightMode: SizingMode,
                  height: Double, marginRow: Double, marginColumn: Double) -> Bool {
        if (!entry.computedHeight.isNaN && entry.computedHeight < 0) || (!entry.computedWidth.isNaN && entry.computedWidth < 0) {
            return false
        }
        // The same constraints exactly (the common case): no rounding needed to tell.
        if entry.widthMode == widthMode && entry.heightMode == heightMode && entry.availableWidth == width
            && entry.availableHeight == height {
            return true
        }
        // Yoga compares the sizes rounded to the pixel grid; but an answer for 7.2 points is not one for 6.6 (a
        // text wraps differently, an exact box has another size), and a relayout would keep an answer a fresh
        // layout does not give. Only float noise is forgiven.
        let sameWidth = entry.widthMode == widthMode && inexactEquals(entry.availableWidth, width)
        let sameHeight = entry.heightMode == heightMode && inexactEquals(entry.availableHeight, height)
        let widthOK = sameWidth
            || Self.exactMatchesOldSize(widthMode, width - marginRow, entry.computedWidth, entry.contentWidth,
                                        entry.widthMode, entry.availableWidth - marginRow)
            || Self.maxContentStillFits(widthMode, width - marginRow, entry.widthMode, entry.computedWidth)
            || Self.stricterStillValid(widthMode, width - marginRow, entry.widthMode, entry.availableWidth - marginRow,
                                       entry.computedWidth)
        guard widthOK else { return false }
        return sameHeight
            || Self.exactMatchesOldSize(heightMode, height - marginColumn, entry.computedHeight, entry.contentHeight,
                                        entry.heightMode, entry.availableHeight - marginColumn)
            || Self.maxContentStillFits(heightMode, height - marginColumn, entry.heightMode, entry.computedHeight)
            || Self.stricterStillValid(heightMode, height - marginColumn, entry.heightMode,
                                       entry.availableHeight - marginColumn, entry.computedHeight)
    }

    /// An exact size equal to the size computed before, when that size is what the content measured and the
    /// content fitted the limit it was measured at: a size the node's minimum or maximum imposed was never measured
    /// (an empty text made 14 wide by its minimum is one line tall when measured unconstrained, no line tall at 14),
    /// and content that overflowed its limit was laid out for that limit, not for its own size («в,ж» at most 0
    /// points wide is three lines 14.5 wide; exactly 14.5 wide it is two lines — Yoga reuses the three).
    private static func exactMatchesOldSize(_ mode: SizingMode, _ size: Double, _ lastComputed: Double,
                                            _ lastContent: Double, _ lastMode: SizingMode, _ lastSize: Double) -> Bool {
        mode == .stretchFit && inexactEquals(size, lastComputed) && inexactEquals(lastContent, lastComputed)
            && (lastMode != .fitContent || lastComputed <= lastSize || inexactEquals(lastComputed, lastSize))
    }

    private static func maxContentStillFits(_ mode: SizingMode, _ size: Double, _ lastMode: SizingMode,
                                            _ lastComputed: Double) -> Bool {
        mode == .fitContent && lastMode == .maxContent && (size >= lastComputed || inexactEquals(size, lastComputed))
    }

    private static func stricterStillValid(_ mode: SizingMode, _ size: Double, _ lastMode: SizingMode,
                                           _ lastSize: Double, _ lastComputed: Double) -> Bool {
        lastMode == .fitContent && mode == .fitContent && !lastSize.isNaN && !size.isNaN && !lastComputed.isNaN
            && lastSize > size && (lastComputed <= size || inexactEquals(size, lastComputed))
    }
}
