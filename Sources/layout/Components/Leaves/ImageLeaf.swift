import FlexLayout

/// An image component's content as layout sees it: its natural size, scaled to the constraints with its aspect
/// ratio kept (a missing picture is 0 × 0 unless sized by its style).
struct ImageLeaf: FlexMeasurable {
    let naturalWidth: Double
    let naturalHeight: Double

    func measure(_ request: FlexMeasureRequest) throws -> FlexMeasurement {
        let ratio = naturalHeight > 0 ? naturalWidth / naturalHeight : 1
        var width = naturalWidth, height = naturalHeight
        switch (request.widthMode, request.heightMode) {
        case (.exactly, .exactly):
            width = request.width
            height = request.height
        case (.exactly, _):
            width = request.width
            height = ratio > 0 ? width / ratio : 0
            if request.heightMode == .atMost { height = min(height, request.height) }
        case (_, .exactly):
            height = request.height
            width = height * ratio
            if request.widthMode == .atMost { width = min(width, request.width) }
        default:
            // Natural size, scaled down to fit the at-most limits.
            var factor = 1.0
            if request.widthMode == .atMost, width > request.width, width > 0 { factor = min(factor, request.width / width) }
            if request.heightMode == .atMost, height > request.height, height > 0 { factor = min(factor, request.height / height) }
            width *= factor
            height *= factor
        }
        return FlexMeasurement(size: FlexSize(width: max(0, width), height: max(0, height)))
    }

    func minContentWidth() throws -> Double? { 0 }
}
