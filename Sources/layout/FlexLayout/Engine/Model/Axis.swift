// The flex direction as an axis: its edges, its dimension, and how the inline direction turns it.

extension FlexDirection {
    @inline(__always) var isRow: Bool { self == .row || self == .rowReverse }
    @inline(__always) var isColumn: Bool { self == .column || self == .columnReverse }
    @inline(__always) var isReverse: Bool { self == .rowReverse || self == .columnReverse }

    /// The size along this axis.
    @inline(__always) var dimension: Dimension { isRow ? .width : .height }

    /// The physical edge where items start.
    @inline(__always) var flexStartEdge: PhysicalEdge {
        switch self {
        case .column: .top
        case .columnReverse: .bottom
        case .row: .left
        case .rowReverse: .right
        }
    }

    /// The physical edge where items end.
    @inline(__always) var flexEndEdge: PhysicalEdge {
        switch self {
        case .column: .bottom
        case .columnReverse: .top
        case .row: .right
        case .rowReverse: .left
        }
    }

    /// The physical edge where the inline direction starts on this axis (top for columns).
    @inline(__always) func inlineStartEdge(_ direction: FlexLayoutDirection) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .right : .left) : .top
    }

    /// The physical edge where the inline direction ends on this axis (bottom for columns).
    @inline(__always) func inlineEndEdge(_ direction: FlexLayoutDirection) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .left : .right) : .bottom
    }

    /// The axis as laid out in `direction`: rows flip in RTL.
    @inline(__always) func resolved(_ direction: FlexLayoutDirection) -> FlexDirection {
        guard direction == .rtl else { return self }
        switch self {
        case .row: return .rowReverse
        case .rowReverse: return .row
        default: return self
        }
    }

    /// The cross axis of this (resolved) main axis.
    @inline(__always) func cross(_ direction: FlexLayoutDirection) -> FlexDirection {
        isColumn ? FlexDirection.row.resolved(direction) : .column
    }
}
