import Geometry

/// Values for the edges of a box, with Yoga's edge names: each physical edge takes the most specific value set.
///
/// Left resolves as `start` (LTR) or `end` (RTL), else `left`, else `horizontal`, else `all`; right as `end` (LTR)
/// or `start` (RTL), else `right`, `horizontal`, `all`; top as `top`, `vertical`, `all`; bottom likewise.
public struct FlexEdges: Sendable, Hashable {
    /// The left edge.
    public var left: FlexLength?
    /// The top edge.
    public var top: FlexLength?
    /// The right edge.
    public var right: FlexLength?
    /// The bottom edge.
    public var bottom: FlexLength?
    /// The edge where the inline direction starts: left in LTR, right in RTL.
    public var start: FlexLength?
    /// The edge where the inline direction ends: right in LTR, left in RTL.
    public var end: FlexLength?
    /// Left and right.
    public var horizontal: FlexLength?
    /// Top and bottom.
    public var vertical: FlexLength?
    /// Every edge.
    public var all: FlexLength?

    /// Edges with the given values (none set by default).
    public init(left: FlexLength? = nil, top: FlexLength? = nil, right: FlexLength? = nil, bottom: FlexLength? = nil,
                start: FlexLength? = nil, end: FlexLength? = nil, horizontal: FlexLength? = nil,
                vertical: FlexLength? = nil, all: FlexLength? = nil) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
        self.start = start
        self.end = end
        self.horizontal = horizontal
        self.vertical = vertical
        self.all = all
    }

    /// The four physical edges of `insets`, in points.
    package init(_ insets: Insets) {
        self.init(left: .points(insets.left), top: .points(insets.top), right: .points(insets.right),
                  bottom: .points(insets.bottom))
    }

    /// The same value on every edge: `FlexEdges(8)`.
    public init(_ all: FlexLength) {
        self.init(all: all)
    }

    /// Every value that is set, with its edge's name (`"left"`, `"start"`, `"all"`, …), in a fixed order.
    public var definedValues: [(edge: String, value: FlexLength)] {
        let pairs: [(String, FlexLength?)] = [("left", left), ("top", top), ("right", right), ("bottom", bottom),
                                              ("start", start), ("end", end), ("horizontal", horizontal),
                                              ("vertical", vertical), ("all", all)]
        return pairs.compactMap { name, value in value.map { (name, $0) } }
    }

    /// Whether any edge is set.
    public var isEmpty: Bool {
        left == nil && top == nil && right == nil && bottom == nil && start == nil && end == nil && horizontal == nil
            && vertical == nil && all == nil
    }

    /// Calls `body` with every value that is set and its edge's name, in the order of ``definedValues``, without
    /// building an array.
    @inline(__always) func forEachDefined<E: Error>(_ body: (String, FlexLength) throws(E) -> Void) throws(E) {
        if let left { try body("left", left) }
        if let top { try body("top", top) }
        if let right { try body("right", right) }
        if let bottom { try body("bottom", bottom) }
        if let start { try body("start", start) }
        if let end { try body("end", end) }
        if let horizontal { try body("horizontal", horizontal) }
        if let vertical { try body("vertical", vertical) }
        if let all { try body("all", all) }
    }
}
