/// A content-based flex basis remembered with the constraints it was measured under.
///
/// Relayout lays out the ancestors of a changed node again, and each asks all its children for their flex basis.
/// A clean child asked under the same constraints would answer from its measurement cache; the memo gives that
/// same answer (the basis, and the sizes the measurement left on the child) without computing the constraints
/// and looking the cache up again. It is forgotten when the child is marked dirty (its basis becomes NaN), when
/// its parent's style changes, and with the caches.
struct FlexBasisMemo {
    /// The arguments of the basis computation (the parent's available inner size and modes, the sizes
    /// percentages resolve against, the direction).
    var width = Double.nan
    var widthMode = SizingMode.maxContent
    var height = Double.nan
    var heightMode = SizingMode.maxContent
    var ownerWidth = Double.nan
    var ownerHeight = Double.nan
    var direction = FlexLayoutDirection.inherit
    /// What measuring left on the child: its measured and content sizes.
    var measuredWidth = Double.nan
    var measuredHeight = Double.nan
    var contentWidth = Double.nan
    var contentHeight = Double.nan
    /// The basis computed from them.
    var basis = Double.nan
    var isValid = false

    /// Whether the memo was made under these arguments (NaN equals NaN: undefined sizes).
    @inline(__always)
    func matches(width: Double, widthMode: SizingMode, height: Double, heightMode: SizingMode, ownerWidth: Double,
                 ownerHeight: Double, direction: FlexLayoutDirection) -> Bool {
        isValid && widthMode == self.widthMode && heightMode == self.heightMode && direction == self.direction
            && Self.same(width, self.width) && Self.same(height, self.height)
            && Self.same(ownerWidth, self.ownerWidth) && Self.same(ownerHeight, self.ownerHeight)
    }

    @inline(__always) private static func same(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }
}
