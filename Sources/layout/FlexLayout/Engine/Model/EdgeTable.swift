/// One edge property (margin, padding, border or insets) resolved to physical edges for both directions, so
/// that layout looks an edge up without walking Yoga's edge precedence each time.
struct EdgeTable {
    var leftLTR: FlexLength?
    var rightLTR: FlexLength?
    var leftRTL: FlexLength?
    var rightRTL: FlexLength?
    var top: FlexLength?
    var bottom: FlexLength?

    init(_ edges: FlexEdges) {
        leftLTR = edges.start ?? edges.left ?? edges.horizontal ?? edges.all
        rightLTR = edges.end ?? edges.right ?? edges.horizontal ?? edges.all
        leftRTL = edges.end ?? edges.left ?? edges.horizontal ?? edges.all
        rightRTL = edges.start ?? edges.right ?? edges.horizontal ?? edges.all
        top = edges.top ?? edges.vertical ?? edges.all
        bottom = edges.bottom ?? edges.vertical ?? edges.all
    }

    /// Whether a value is a percentage.
    var hasPercent: Bool {
        func isPercent(_ length: FlexLength?) -> Bool { if case .percent? = length { true } else { false } }
        return isPercent(leftLTR) || isPercent(rightLTR) || isPercent(leftRTL) || isPercent(rightRTL) || isPercent(top)
            || isPercent(bottom)
    }

    /// The value on `edge` in `direction`.
    @inline(__always) func value(_ edge: PhysicalEdge, _ direction: FlexLayoutDirection) -> FlexLength? {
        switch edge {
        case .left: direction == .rtl ? leftRTL : leftLTR
        case .right: direction == .rtl ? rightRTL : rightLTR
        case .top: top
        case .bottom: bottom
        }
    }
}
