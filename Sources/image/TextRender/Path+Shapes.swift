import Foundation

/// How far a cubic Bézier's control points sit from the ends of a quarter circle of radius 1.
let quarterCircleKappa = 0.5522847498307936

extension Path {
    /// A rectangle, clockwise from its top-left corner (on screen, y down).
    public init(rect: CGRect) {
        self.init()
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// A rectangle with rounded corners (each a quarter circle), clockwise from the top-left corner. Radii that
    /// do not fit are shrunk proportionally, as CSS does.
    public init(roundedRect rect: CGRect, radii: CornerRadii) {
        self.init()
        let r = rect.standardized
        let radii = radii.fitted(width: r.width, height: r.height)
        move(to: CGPoint(x: r.minX + radii.topLeft, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - radii.topRight, y: r.minY))
        addCorner(to: CGPoint(x: r.maxX, y: r.minY + radii.topRight), corner: CGPoint(x: r.maxX, y: r.minY), radius: radii.topRight)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - radii.bottomRight))
        addCorner(to: CGPoint(x: r.maxX - radii.bottomRight, y: r.maxY), corner: CGPoint(x: r.maxX, y: r.maxY), radius: radii.bottomRight)
        addLine(to: CGPoint(x: r.minX + radii.bottomLeft, y: r.maxY))
        addCorner(to: CGPoint(x: r.minX, y: r.maxY - radii.bottomLeft), corner: CGPoint(x: r.minX, y: r.maxY), radius: radii.bottomLeft)
        addLine(to: CGPoint(x: r.minX, y: r.minY + radii.topLeft))
        addCorner(to: CGPoint(x: r.minX + radii.topLeft, y: r.minY), corner: CGPoint(x: r.minX, y: r.minY), radius: radii.topLeft)
        closeSubpath()
    }

    /// A rectangle whose corners all have `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: Double) {
        self.init(roundedRect: rect, radii: CornerRadii(all: cornerRadius))
    }

    /// The ellipse inscribed in `rect`, as four cubic Bézier arcs (radial error below 0.03 %).
    public init(ellipseIn rect: CGRect) {
        self.init()
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
        move(to: CGPoint(x: cx, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + kx, y: r.minY), control2: CGPoint(x: r.maxX, y: cy - ky))
        addCurve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ky), control2: CGPoint(x: cx + kx, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - kx, y: r.maxY), control2: CGPoint(x: r.minX, y: cy + ky))
        addCurve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ky), control2: CGPoint(x: cx - kx, y: r.minY))
        closeSubpath()
    }

    /// A circle around `center`.
    public init(circleAround center: CGPoint, radius: Double) {
        self.init(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A quarter-circle arc from the current point to `end`, bending towards `corner` (the square corner it rounds).
    mutating func addCorner(to end: CGPoint, corner: CGPoint, radius: Double) {
        guard radius > 0 else {
            addLine(to: end)
            return
        }
        guard case let .some(start) = currentPoint else { return }
        let c1 = CGPoint(x: start.x + (corner.x - start.x) * quarterCircleKappa, y: start.y + (corner.y - start.y) * quarterCircleKappa)
        let c2 = CGPoint(x: end.x + (corner.x - end.x) * quarterCircleKappa, y: end.y + (corner.y - end.y) * quarterCircleKappa)
        addCurve(to: end, control1: c1, control2: c2)
    }

    /// Where the last element ended (the subpath's start after a close), nil for an empty path.
    var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for element in elements {
            switch element {
            case let .move(to): start = to; current = to
            case let .line(to), let .quadCurve(to, _), let .curve(to, _, _): current = to
            case .close: current = start
            }
        }
        return current
    }
}
