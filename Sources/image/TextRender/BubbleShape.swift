import Foundation

/// A chat bubble: a rounded body with an optional tail at its leading or trailing bottom corner.
///
/// `rect` is the body; the tail sticks out of it sideways by `tailWidth` points, its tip level with the body's
/// bottom edge. ``bounds`` is the body plus the tail, what a layout reserves.
///
/// ```swift
/// let bubble = BubbleShape(rect: CGRect(x: 10, y: 10, width: 200, height: 44), tail: .curved, side: .trailing)
/// try canvas.fill(bubble.path, color: try Color(hex: "#0B84FF"))
/// ```
public struct BubbleShape: Sendable, Equatable {
    /// How the tail looks.
    public enum Tail: String, Sendable, Hashable, CaseIterable {
        /// No tail: a rounded rectangle.
        case none
        /// iMessage-like: the side sweeps out into a curled tip, whose underside curves back into the bottom edge.
        case curved
        /// Telegram-like: a square bottom corner whose side flares out to a sharp tip on the bottom edge's line.
        case corner
    }

    /// Which bottom corner carries the tail.
    public enum Side: String, Sendable, Hashable, CaseIterable {
        /// The corner where lines start: left in left-to-right layouts (incoming messages).
        case leading
        /// The corner where lines end: right in left-to-right layouts (outgoing messages).
        case trailing
    }

    /// The body, in points.
    public var rect: CGRect
    /// The body's corner radius, in points (shrunk to fit short bubbles).
    public var cornerRadius: Double
    /// The tail style.
    public var tail: Tail
    /// The corner the tail is on.
    public var side: Side
    /// How far the tail sticks out of the body, in points.
    public var tailWidth: Double
    /// Whether the layout reads right to left (the leading corner is then on the right).
    public var isRightToLeft: Bool

    /// Creates a bubble. Defaults: 17 pt corners, an iMessage-like tail on the trailing side, 5 pt wide.
    public init(rect: CGRect, cornerRadius: Double = 17, tail: Tail = .curved, side: Side = .trailing,
                tailWidth: Double = 5, isRightToLeft: Bool = false) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.tail = tail
        self.side = side
        self.tailWidth = tailWidth
        self.isRightToLeft = isRightToLeft
    }

    /// Whether the tail (if any) is on the right-hand side.
    public var tailIsOnRight: Bool { (side == .trailing) != isRightToLeft }

    /// The tail's tip, or nil without a tail.
    public var tailTip: CGPoint? {
        guard tail != .none else { return nil }
        let r = rect.standardized
        return CGPoint(x: tailIsOnRight ? r.maxX + tailExtent : r.minX - tailExtent, y: r.maxY)
    }

    /// The body plus the tail.
    public var bounds: CGRect {
        let r = rect.standardized
        guard tail != .none else { return r }
        return CGRect(x: tailIsOnRight ? r.minX : r.minX - tailExtent, y: r.minY, width: r.width + tailExtent, height: r.height)
    }

    /// The outline: one closed subpath.
    public var path: Path {
        let r = rect.standardized
        let radius = min(cleanRadius, r.width / 2, r.height / 2)
        guard tail != .none, tailExtent > 0 else { return Path(roundedRect: r, cornerRadius: radius) }
        let outline = rightTailedOutline(r, radius: radius)
        return tailIsOnRight ? outline : outline.mapped { CGPoint(x: 2 * r.midX - $0.x, y: $0.y) }
    }

    private var cleanRadius: Double { cornerRadius.isFinite ? max(0, cornerRadius) : 0 }
    private var tailExtent: Double { tailWidth.isFinite ? max(0, tailWidth) : 0 }

    /// The outline with the tail on the bottom-right corner, clockwise on screen.
    private func rightTailedOutline(_ r: CGRect, radius: Double) -> Path {
        let w = tailExtent
        var path = Path()
        path.move(to: CGPoint(x: r.minX + radius, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - radius, y: r.minY))
        path.addCorner(to: CGPoint(x: r.maxX, y: r.minY + radius), corner: CGPoint(x: r.maxX, y: r.minY), radius: radius)
        let tip = CGPoint(x: r.maxX + w, y: r.maxY)
        switch tail {
        case .curved:
            // After the usual iMessage outline (in units of a 4 pt tail, scaled to `tailWidth`): the side runs
            // straight down, sweeps out into the tip on the bottom edge's line, and the tip's underside hooks up
            // into the body's rounded bottom corner, meeting it in a notch; the corner's arc then runs on into
            // the bottom edge.
            let unit = w / 4
            let height = min(11 * unit, r.height - radius)
            let centre = CGPoint(x: r.maxX - radius, y: r.maxY - radius)
            let rise = min(4 * unit, radius / 2)
            let angle = radius > 0 ? acos(1 - rise / radius) : 0   // from straight down towards the side
            let notch = CGPoint(x: centre.x + radius * sin(angle), y: centre.y + radius * cos(angle))
            path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - height))
            path.addCurve(to: tip, control1: CGPoint(x: r.maxX, y: r.maxY - unit), control2: tip)
            path.addCurve(to: notch, control1: CGPoint(x: r.maxX, y: r.maxY + unit / 8),
                          control2: CGPoint(x: notch.x + 3 * unit, y: notch.y + 3 * unit))
            let handle = 4 / 3 * tan(angle / 4) * radius
            path.addCurve(to: CGPoint(x: centre.x, y: r.maxY),
                          control1: CGPoint(x: notch.x - handle * cos(angle), y: notch.y + handle * sin(angle)),
                          control2: CGPoint(x: centre.x + handle, y: r.maxY))
        case .corner:
            // A square corner whose side flares out (concave) to a sharp tip on the bottom edge's line.
            let height = min(max(w * 1.6, radius * 0.6), r.height - radius)
            path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - height))
            path.addQuadCurve(to: tip, control: CGPoint(x: r.maxX, y: r.maxY))
        case .none:
            break
        }
        path.addLine(to: CGPoint(x: r.minX + radius, y: r.maxY))
        path.addCorner(to: CGPoint(x: r.minX, y: r.maxY - radius), corner: CGPoint(x: r.minX, y: r.maxY), radius: radius)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + radius))
        path.addCorner(to: CGPoint(x: r.minX + radius, y: r.minY), corner: CGPoint(x: r.minX, y: r.minY), radius: radius)
        path.closeSubpath()
        return path
    }
}
