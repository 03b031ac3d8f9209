import FlexLayout
import Geometry

/// An image component's content as layout sees it: its natural size, scaled to the constraints with its aspect
/// ratio kept (a missing picture is 0 × 0 unless sized by its style).
struct ImageLeaf: FlexMeasurable {
    let naturalWidth: Double
    let naturalHeight: Double

    func measure(_ request: FlexMeasureRequest) throws -> FlexMeasurement {
        let ratio = naturalHeight > 0 ? naturalWidth / naturalHeight : 1
        var width = naturalWidth, height = naturalHeight
        switch (request.width, request.height) {
        case let (.exactly(exactWidth), .exactly(exactHeight)):
            width = exactWidth
            height = exactHeight
        case let (.exactly(exactWidth), room):
            width = exactWidth
            height = ratio > 0 ? width / ratio : 0
            if case .atMost(let most) = room { height = min(height, most) }
        case let (room, .exactly(exactHeight)):
            height = exactHeight
            width = height * ratio
            if case .atMost(let most) = room { width = min(width, most) }
        default:
            // Natural size, scaled down to fit the at-most limits.
            var factor = 1.0
            if case .atMost(let most) = request.width, width > most, width > 0 { factor = min(factor, most / width) }
            if case .atMost(let most) = request.height, height > most, height > 0 { factor = min(factor, most / height) }
            width *= factor
            height *= factor
        }
        return FlexMeasurement(size: Size(width: max(0, width), height: max(0, height)))
    }

    func minContentWidth() throws -> Double? { 0 }
}
