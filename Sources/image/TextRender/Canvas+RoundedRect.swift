import Foundation
import Raster

extension Canvas {
    /// Fills a rectangle with rounded corners (points) with `color`: the same pixels as
    /// `fill(Path(roundedRect: rect, radii: radii), color: color)`.
    ///
    /// When the rectangle's edges lie on whole device pixels (a card or a bubble laid out at its scale), only the
    /// four corner squares go through the rasterizer: every other pixel of the rectangle is fully inside it, which is
    /// the coverage the rasterizer gives it, so it is filled without a mask (a 1072 × 430 card's box drew a 460 KB
    /// mask for the sake of its corners).
    ///
    /// - Throws: `RenderError.invalidPath` for a non-finite or out-of-range rect.
    public mutating func fill(roundedRect rect: CGRect, radii: CornerRadii, color: Color) throws {
        let path = Path(roundedRect: rect, radii: radii)
        guard let plan = RoundedRectFill(rect: rect.standardized, radii: radii, scale: scale) else {
            return try fill(path, color: color)
        }
        for band in plan.interior {
            composite(covering: band.intersection(clipBox), color: color)
        }
        let corners = plan.corners.map { $0.intersection(clipBox) }.filter { !$0.isEmpty }
        guard !corners.isEmpty else { return }
        let device = path.applying(scale: scale)
        let rasterizer = PathRasterizer(library: context.library)
        for corner in corners {
            if let mask = try rasterizer.fill(device, rule: .nonZero, window: corner) { composite(mask, color: color) }
        }
    }
}

/// Where a rounded rectangle on whole device pixels is fully covered (``interior``: up to five bands, one span each)
/// and where its corners need the rasterizer (``corners``: a square per rounded corner, as wide as its radius
/// rounded up). The squares and the bands do not overlap and together make the rectangle.
struct RoundedRectFill {
    let interior: [PixelBox]
    let corners: [PixelBox]

    /// Nil when the rectangle's edges are not on whole device pixels, it is empty or beyond the rasterizer's
    /// coordinates, or its corner squares would meet (a pill, a circle): the whole path goes through the rasterizer then.
    init?(rect: CGRect, radii: CornerRadii, scale: Double) {
        let edges = [rect.minX * scale, rect.minY * scale, rect.maxX * scale, rect.maxY * scale]
        guard edges.allSatisfy({ $0.isFinite && $0 == $0.rounded() && abs($0) <= PathRasterizer.coordinateLimit }),
              rect.width > 0, rect.height > 0 else { return nil }
        let (x0, y0, x1, y1) = (Int(edges[0]), Int(edges[1]), Int(edges[2]), Int(edges[3]))
        let fitted = radii.fitted(width: rect.width, height: rect.height)
        func side(_ radius: Double) -> Int { Int((radius * scale).rounded(.up)) }
        let (topLeft, topRight) = (side(fitted.topLeft), side(fitted.topRight))
        let (bottomRight, bottomLeft) = (side(fitted.bottomRight), side(fitted.bottomLeft))
        let (width, height) = (x1 - x0, y1 - y0)
        // No two squares may share a pixel: beside each other along a side, nor across a diagonal.
        guard topLeft + topRight <= width, bottomLeft + bottomRight <= width,
              topLeft + bottomLeft <= height, topRight + bottomRight <= height,
              topLeft + bottomRight <= max(width, height), topRight + bottomLeft <= max(width, height) else { return nil }
        corners = [PixelBox(x0: x0, y0: y0, x1: x0 + topLeft, y1: y0 + topLeft),
                   PixelBox(x0: x1 - topRight, y0: y0, x1: x1, y1: y0 + topRight),
                   PixelBox(x0: x1 - bottomRight, y0: y1 - bottomRight, x1: x1, y1: y1),
                   PixelBox(x0: x0, y0: y1 - bottomLeft, x1: x0 + bottomLeft, y1: y1)].filter { !$0.isEmpty }
        // Rows split where a corner square starts or ends; within a band each side is inset by the square it meets.
        let rows = Set([y0, y0 + topLeft, y0 + topRight, y1 - bottomLeft, y1 - bottomRight, y1]).sorted()
        interior = zip(rows, rows.dropFirst()).map { top, bottom in
            let left = top < y0 + topLeft ? topLeft : bottom > y1 - bottomLeft ? bottomLeft : 0
            let right = top < y0 + topRight ? topRight : bottom > y1 - bottomRight ? bottomRight : 0
            return PixelBox(x0: x0 + left, y0: top, x1: x1 - right, y1: bottom)
        }.filter { !$0.isEmpty }
    }
}
