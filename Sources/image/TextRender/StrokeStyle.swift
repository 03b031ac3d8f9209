import CTextStack

/// How a path's outline is stroked: the line's width, its ends and its corners.
public struct StrokeStyle: Sendable, Hashable {
    /// The ends of open subpaths.
    public enum Cap: String, Sendable, Hashable, CaseIterable {
        /// Square ends at the end points.
        case butt
        /// Half-circle ends.
        case round
        /// Square ends extended by half the line width.
        case square

        var freeType: FT_Stroker_LineCap {
            switch self {
            case .butt: return FT_STROKER_LINECAP_BUTT
            case .round: return FT_STROKER_LINECAP_ROUND
            case .square: return FT_STROKER_LINECAP_SQUARE
            }
        }
    }

    /// The corners between segments.
    public enum Join: String, Sendable, Hashable, CaseIterable {
        /// Sharp corners, bevelled past the miter limit.
        case miter
        /// Rounded corners.
        case round
        /// Corners cut flat.
        case bevel

        var freeType: FT_Stroker_LineJoin {
            switch self {
            case .miter: return FT_STROKER_LINEJOIN_MITER_VARIABLE
            case .round: return FT_STROKER_LINEJOIN_ROUND
            case .bevel: return FT_STROKER_LINEJOIN_BEVEL
            }
        }
    }

    /// The line width in points.
    public var lineWidth: Double
    /// The ends of open subpaths.
    public var cap: Cap
    /// The corners.
    public var join: Join
    /// The longest miter, as a multiple of the line width, before a corner is bevelled.
    public var miterLimit: Double

    /// Creates a stroke style (default: 1 pt, butt caps, miter joins with a limit of 4).
    public init(lineWidth: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 4) {
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}
