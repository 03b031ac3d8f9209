import Foundation

/// A vector path in points: subpaths of lines and quadratic and cubic Bézier curves.
///
/// Paths are values; build them with the mutating methods or the shape constructors (``init(rect:)``,
/// ``init(roundedRect:radii:)``, ``init(ellipseIn:)``, ``BubbleShape/path``) and fill or stroke them on a
/// ``Canvas``. A subpath that is not closed is closed implicitly when filled, and left open when stroked.
///
/// ```swift
/// var path = Path()
/// path.move(to: CGPoint(x: 0, y: 0))
/// path.addLine(to: CGPoint(x: 10, y: 0))
/// path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 14, y: 5))
/// path.closeSubpath()
/// ```
public struct Path: Sendable, Equatable {
    /// One drawing instruction.
    public enum Element: Sendable, Equatable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath with a line back to its start.
        case close
    }

    /// The instructions, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path made of `elements`.
    public init(elements: [Element]) {
        self.elements = elements
    }

    /// Whether the path draws nothing.
    public var isEmpty: Bool { !elements.contains { if case .move = $0 { return false } else { return true } } }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
    }

    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        elements.append(.line(to: point))
    }

    /// Adds a quadratic Bézier curve from the current point to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve from the current point to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        elements.append(.close)
    }

    /// Appends every subpath of `other`.
    public mutating func addPath(_ other: Path) {
        elements += other.elements
    }

    /// Whether every subpath that draws something ends with ``Element/close``.
    public var isClosed: Bool {
        var open = false
        for element in elements {
            switch element {
            case .move: if open { return false }
            case .line, .quadCurve, .curve: open = true
            case .close: open = false
            }
        }
        return !open
    }

    /// The pixels of an axis-aligned rectangle on whole device pixels, when the path is exactly one (one subpath of
    /// straight lines through its four corners, repeated points allowed): the rasterizer covers such a rect fully and
    /// nothing beside it, under either fill rule. Nil for any other path, and beyond the rasterizer's coordinate limit
    /// (so that such a path still gets its error).
    var wholePixelRect: PixelBox? {
        guard case .move = elements.first else { return nil }
        var corners: [CGPoint] = []
        corners.reserveCapacity(5)
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let point) where index == 0, .line(let point):
                if corners.last != point { corners.append(point) }
                guard corners.count <= 5 else { return nil }
            case .close where index == elements.count - 1:
                break
            default:
                return nil
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return nil }
        for (index, point) in corners.enumerated() {
            let next = corners[(index + 1) % 4]
            guard point.x == point.x.rounded(), point.y == point.y.rounded(),
                  abs(point.x) <= PathRasterizer.coordinateLimit, abs(point.y) <= PathRasterizer.coordinateLimit,
                  (point.x == next.x) != (point.y == next.y) else { return nil }
        }
        // Four axis-aligned edges that alternate direction: a rectangle.
        guard (corners[0].x == corners[1].x) == (corners[2].x == corners[3].x),
              (corners[0].x == corners[1].x) != (corners[1].x == corners[2].x) else { return nil }
        let (a, c) = (corners[0], corners[2])  // opposite corners
        return PixelBox(x0: Int(min(a.x, c.x)), y0: Int(min(a.y, c.y)), x1: Int(max(a.x, c.x)), y1: Int(max(a.y, c.y)))
    }

    /// The smallest rect holding every point and control point (`.null` for an empty path).
    public var controlPointBounds: CGRect {
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        forEachPoint { point in
            box = box.map { (min($0.minX, point.x), min($0.minY, point.y), max($0.maxX, point.x), max($0.maxY, point.y)) }
                ?? (point.x, point.y, point.x, point.y)
        }
        return box.map { CGRect(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX, height: $0.maxY - $0.minY) } ?? .null
    }

    /// The path with every point multiplied by `scale` and then moved by (`dx`, `dy`).
    public func applying(scale: Double, dx: Double = 0, dy: Double = 0) -> Path {
        mapped { CGPoint(x: $0.x * scale + dx, y: $0.y * scale + dy) }
    }

    /// The path with `transform` applied to every point and control point.
    func mapped(_ transform: (CGPoint) -> CGPoint) -> Path {
        Path(elements: elements.map { element in
            switch element {
            case let .move(to): return .move(to: transform(to))
            case let .line(to): return .line(to: transform(to))
            case let .quadCurve(to, control): return .quadCurve(to: transform(to), control: transform(control))
            case let .curve(to, c1, c2): return .curve(to: transform(to), control1: transform(c1), control2: transform(c2))
            case .close: return .close
            }
        })
    }

    /// Calls `body` with every point and control point.
    func forEachPoint(_ body: (CGPoint) -> Void) {
        for element in elements {
            switch element {
            case let .move(to), let .line(to): body(to)
            case let .quadCurve(to, control): body(control); body(to)
            case let .curve(to, c1, c2): body(c1); body(c2); body(to)
            case .close: break
            }
        }
    }
}

/// Which regions of a self-intersecting or nested path are inside.
public enum FillRule: String, Sendable, Hashable, CaseIterable {
    /// Inside where the winding number is not zero (holes need the opposite direction).
    case nonZero
    /// Inside where a ray crosses the outline an odd number of times (holes regardless of direction).
    case evenOdd
}
