/// Everything layout computes and remembers for one node (Yoga's `LayoutResults`): positions and sizes while
/// the algorithm runs, the flex basis, and the caches that make relayout incremental.
struct NodeState {
    /// Positions on each physical edge, relative to the parent (unrounded).
    var position = EdgeValues()
    /// The size the last algorithm call computed (border box).
    var measuredWidth = Double.nan
    var measuredHeight = Double.nan
    /// The same size before the node's own minimum and maximum were applied (but not below its padding and
    /// border): the content size a flex basis starts from (CSS's flex base size is not clamped).
    var contentWidth = Double.nan
    var contentHeight = Double.nan
    /// The height the content takes (the lines' extent plus padding and border), from the last container run.
    var contentExtentHeight = Double.nan
    /// The node's position relative to the root (unrounded), computed when frames are rounded.
    var absoluteLeft = 0.0
    var absoluteTop = 0.0
    /// The final laid-out size (border box, unrounded).
    var width = Double.nan
    var height = Double.nan
    /// A measured leaf's padding and border above its content in its last layout (its baseline is measured
    /// from there).
    var laidOutContentTop = 0.0
    /// `.web`: the exact border-box height the node is being laid out at (NaN when its height is not exact yet), which
    /// an aspect ratio turns into a content-keyword width limit.
    var settledHeight = Double.nan
    /// `.web`, an absolute box: the inset-modified containing block's width and height, which `stretch` fills also as
    /// a minimum or maximum (NaN for in-flow boxes: their `stretch` fills the space their parent offers).
    var insetBlockWidth = Double.nan
    var insetBlockHeight = Double.nan
    /// `.web`, an item with a `stretch` cross size aligned by its baseline: its ascent and descent in its line before
    /// it was stretched to the line (the line's baseline is set from them, as Chromium does), NaN when not stretched.
    var ascentBeforeStretch = Double.nan
    var descentBeforeStretch = Double.nan
    var margin = EdgeValues()
    var border = EdgeValues()
    var padding = EdgeValues()
    /// The resolved inline direction.
    var direction = FlexLayoutDirection.inherit
    var computedFlexBasis = Double.nan
    var computedFlexBasisGeneration: UInt32 = 0
    /// The last content-based flex basis with its constraints, reused while the node is clean.
    var basisMemo = FlexBasisMemo()
    /// Scratch space of the flexing loop of the node's line: its hypothetical and target main sizes, whether
    /// it is frozen, and how far its limits moved it in the current round.
    var flexHypothetical = 0.0
    var flexTarget = 0.0
    var flexFrozen = false
    var flexViolation = 0.0
    /// The flex line the node is on within its parent.
    var lineIndex = 0
    var hadOverflow = false
    var generation: UInt32 = 0
    /// The owner direction of the last layout (`inherit` until laid out, so the first layout visits every node).
    var lastOwnerDirection = FlexLayoutDirection.inherit
    var isDirty = true
    /// Whether the node was laid out (not answered from its cache) in the last layout.
    var hasNewLayout = true
    /// The last full layout.
    var cachedLayout = CachedMeasurement.empty
    /// A `.web` tree's intrinsic widths of the node, kept while the node is clean (and its direction the same).
    var webIntrinsic = WebIntrinsicWidths(minContent: 0, maxContent: 0)
    var webIntrinsicValid = false
    var webIntrinsicDirection = FlexLayoutDirection.inherit
    var webIntrinsicGeneration: UInt32 = 0
    /// How many entries of the node's measurement ring (stored apart, see ``MeasurementRing``) are in use.
    var nextCachedMeasurementsIndex = 0

    static let maxCachedMeasurements = 8

    @inline(__always) mutating func setMeasuredDimension(_ dimension: Dimension, _ value: Double) {
        if dimension == .width { measuredWidth = value } else { measuredHeight = value }
    }

    /// Forgets every remembered answer (the node or its constraints changed).
    mutating func invalidateCaches() {
        nextCachedMeasurementsIndex = 0
        cachedLayout = .empty
        basisMemo.isValid = false
        webIntrinsicValid = false
    }
}

/// Size queries read through a pointer (a method on the struct would copy all of it, caches included).
extension UnsafeMutablePointer where Pointee == NodeState {
    @inline(__always) func measuredDimension(_ dimension: Dimension) -> Double {
        dimension == .width ? pointee.measuredWidth : pointee.measuredHeight
    }

    @inline(__always) func contentDimension(_ dimension: Dimension) -> Double {
        dimension == .width ? pointee.contentWidth : pointee.contentHeight
    }
}
