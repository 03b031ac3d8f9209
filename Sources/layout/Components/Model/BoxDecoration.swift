import Raster

/// How a component's box looks: painted below its content (background) and above it (border), with its
/// corners, its group opacity and whether it clips its children.
public struct BoxDecoration: Sendable, Hashable {
    /// The background colour, nil for none.
    public var background: Color?
    /// The border colours per edge (the widths come from the style's `border`), nil for none.
    public var borderColors: BorderColors?
    /// The corners of the box (background, border, clipping and images follow them).
    public var corners: CornerShape
    /// The opacity of the whole component, children included (0…1).
    public var opacity: Double
    /// Whether children are clipped to the box (with its corners).
    public var clipsContent: Bool

    /// A decoration; by default transparent, square, opaque and unclipped.
    public init(background: Color? = nil, borderColors: BorderColors? = nil, corners: CornerShape = .square,
                opacity: Double = 1, clipsContent: Bool = false) {
        self.background = background
        self.borderColors = borderColors
        self.corners = corners
        self.opacity = opacity
        self.clipsContent = clipsContent
    }

    /// Whether the decoration paints nothing and changes nothing.
    public var isPlain: Bool {
        background == nil && borderColors == nil && opacity >= 1 && !clipsContent
    }
}

/// The corners of a component's box.
public enum CornerShape: Sendable, Hashable {
    /// Square corners.
    case square
    /// Rounded corners, each with its radius in points (shrunk like CSS when they do not fit).
    case radii(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double)
    /// As round as the box allows: a circle for a square box, a capsule otherwise.
    case circle

    /// The same radius on every corner.
    public static func radius(_ value: Double) -> CornerShape {
        .radii(topLeft: value, topRight: value, bottomRight: value, bottomLeft: value)
    }
}

/// Border colours per edge. `start` and `end` follow the component's direction (mirrored in RTL).
public struct BorderColors: Sendable, Hashable {
    /// The left edge's colour.
    public var left: Color?
    /// The top edge's colour.
    public var top: Color?
    /// The right edge's colour.
    public var right: Color?
    /// The bottom edge's colour.
    public var bottom: Color?
    /// The inline-start edge's colour (left in LTR, right in RTL), over `left` / `right`.
    public var start: Color?
    /// The inline-end edge's colour (right in LTR, left in RTL), over `left` / `right`.
    public var end: Color?
    /// Every edge not set otherwise.
    public var all: Color?

    /// Colours per edge.
    public init(left: Color? = nil, top: Color? = nil, right: Color? = nil, bottom: Color? = nil, start: Color? = nil,
                end: Color? = nil, all: Color? = nil) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
        self.start = start
        self.end = end
        self.all = all
    }

    /// One colour on every edge.
    public init(_ all: Color) { self.init(all: all) }

    /// The colours of the left, top, right and bottom edges in a box of direction `rightToLeft`.
    public func resolved(rightToLeft: Bool) -> (left: Color?, top: Color?, right: Color?, bottom: Color?) {
        let leftLogical = rightToLeft ? end : start, rightLogical = rightToLeft ? start : end
        return (leftLogical ?? left ?? all, top ?? all, rightLogical ?? right ?? all, bottom ?? all)
    }
}
