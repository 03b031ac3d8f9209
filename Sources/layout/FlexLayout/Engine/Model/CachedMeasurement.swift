/// One remembered answer of the algorithm for a node: the constraints it was asked under and the size it gave.
struct CachedMeasurement {
    var availableWidth = -1.0
    var availableHeight = -1.0
    var widthMode = SizingMode.maxContent
    var heightMode = SizingMode.maxContent
    var computedWidth = -1.0
    var computedHeight = -1.0
    var contentWidth = -1.0
    var contentHeight = -1.0
    /// The sizes percentages resolved against (NaN: undefined). An answer is reused only under the same ones: the
    /// same available size may come with other percentages (a container laid out before and after its width is
    /// known).
    var ownerWidth = -1.0
    var ownerHeight = -1.0

    static let empty = CachedMeasurement()
}

extension CachedMeasurement {
    /// Whether the entry was made with percentages resolved against these sizes (NaN equals NaN).
    @inline(__always) func hasOwner(width: Double, height: Double) -> Bool {
        (ownerWidth == width || (ownerWidth.isNaN && width.isNaN)) && (ownerHeight == height || (ownerHeight.isNaN && height.isNaN))
    }
}
