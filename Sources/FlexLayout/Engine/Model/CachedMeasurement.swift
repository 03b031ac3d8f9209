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

    static let empty = CachedMeasurement()
}
