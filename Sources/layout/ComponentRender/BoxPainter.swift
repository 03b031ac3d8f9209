import Components
import FlexLayout
import Foundation
import Geometry
import Raster
import TextRender

/// Paints a component's box: its rounded outline, background and border (per-edge widths and colours).
struct BoxPainter {
    /// The border box on the canvas (points).
    let box: CGRect
    let corners: CornerShape
    /// The border widths.
    let border: Insets

    /// The radius of each corner (a circle: half the shorter side).
    var radii: CornerRadii {
        switch corners {
        case .square: CornerRadii(all: 0)
        case let .radii(topLeft, topRight, bottomRight, bottomLeft):
            CornerRadii(topLeft: topLeft, topRight: topRight, bottomRight: bottomRight, bottomLeft: bottomLeft)
        case .circle: CornerRadii(all: min(box.width, box.height) / 2)
        }
    }

    /// The outline of the border box.
    var outline: Path {
        if case .square = corners { return Path(rect: box) }
        return Path(roundedRect: box, radii: radii)
    }

    /// The box inside the border and the padding.
    func contentBox(padding: Insets) -> CGRect {
        CGRect(x: box.minX + border.left + padding.left, y: box.minY + border.top + padding.top,
               width: max(0, box.width - border.left - border.right - padding.left - padding.right),
               height: max(0, box.height - border.top - border.bottom - padding.top - padding.bottom))
    }

    /// The corners of the content box: the outer radii less the border and padding (as CSS's inner radii).
    func contentCorners(padding: Insets) -> CornerShape {
        if case .square = corners { return .square }
        let outer = radii
        return .radii(topLeft: max(0, outer.topLeft - max(border.left + padding.left, border.top + padding.top)),
                      topRight: max(0, outer.topRight - max(border.right + padding.right, border.top + padding.top)),
                      bottomRight: max(0, outer.bottomRight - max(border.right + padding.right, border.bottom + padding.bottom)),
                      bottomLeft: max(0, outer.bottomLeft - max(border.left + padding.left, border.bottom + padding.bottom)))
    }

    func fillBackground(_ color: Color, on canvas: inout Canvas) throws {
        guard box.width > 0, box.height > 0 else { return }
        if case .square = corners {
            try canvas.fill(outline, color: color)
        } else {
            try canvas.fill(roundedRect: box, radii: radii, color: color)
        }
    }

    /// Strokes the border: a ring between the outline and the inner edge, each edge in its colour.
    func strokeBorder(_ colors: (left: Color?, top: Color?, right: Color?, bottom: Color?), on canvas: inout Canvas) throws {
        guard box.width > 0, box.height > 0, border.left + border.top + border.right + border.bottom > 0 else { return }
        let inner = CGRect(x: box.minX + border.left, y: box.minY + border.top,
                           width: max(0, box.width - border.left - border.right),
                           height: max(0, box.height - border.top - border.bottom))
        let outer = radii
        let innerRadii = CornerRadii(topLeft: max(0, outer.topLeft - max(border.left, border.top)),
                                     topRight: max(0, outer.topRight - max(border.right, border.top)),
                                     bottomRight: max(0, outer.bottomRight - max(border.right, border.bottom)),
                                     bottomLeft: max(0, outer.bottomLeft - max(border.left, border.bottom)))
        var ring = outline
        ring.addPath(Path(roundedRect: inner, radii: innerRadii))
        let sides = [colors.left, colors.top, colors.right, colors.bottom]
        if let first = sides[0], sides.allSatisfy({ $0 == first }) {
            try canvas.fill(ring, color: first, rule: .evenOdd)
            return
        }
        // Different colours: each edge's trapezoid (mitred at the corners), kept inside the ring.
        var layer = try canvas.makeLayer()
        let (x0, y0, x1, y1) = (box.minX, box.minY, box.maxX, box.maxY)
        let (i0, j0, i1, j1) = (inner.minX, inner.minY, inner.maxX, inner.maxY)
        let trapezoids: [(Color?, [CGPoint])] = [
            (colors.left, [CGPoint(x: x0, y: y0), CGPoint(x: i0, y: j0), CGPoint(x: i0, y: j1), CGPoint(x: x0, y: y1)]),
            (colors.top, [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: i1, y: j0), CGPoint(x: i0, y: j0)]),
            (colors.right, [CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: i1, y: j1), CGPoint(x: i1, y: j0)]),
            (colors.bottom, [CGPoint(x: x0, y: y1), CGPoint(x: i0, y: j1), CGPoint(x: i1, y: j1), CGPoint(x: x1, y: y1)]),
        ]
        for (color, points) in trapezoids {
            guard let color else { continue }
            var path = Path()
            path.move(to: points[0])
            for point in points.dropFirst() { path.addLine(to: point) }
            path.closeSubpath()
            try layer.fill(path, color: color)
        }
        try canvas.composite(layer.image, clippedTo: ring, rule: .evenOdd)
    }
}
