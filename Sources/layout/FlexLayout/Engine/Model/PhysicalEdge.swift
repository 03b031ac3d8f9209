import Geometry

/// The four sides of a box, as indices into per-edge storage.
enum PhysicalEdge: Int {
    case left = 0, top, right, bottom
}

/// Width or height.
enum Dimension: Int {
    case width = 0, height
}

/// Four values, one per physical edge.
struct EdgeValues {
    var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0

    @inline(__always) subscript(edge: PhysicalEdge) -> Double {
        get {
            switch edge {
            case .left: left
            case .top: top
            case .right: right
            case .bottom: bottom
            }
        }
        set {
            switch edge {
            case .left: left = newValue
            case .top: top = newValue
            case .right: right = newValue
            case .bottom: bottom = newValue
            }
        }
    }

    var insets: Insets { Insets(top: top, left: left, bottom: bottom, right: right) }
}
