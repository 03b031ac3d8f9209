/// Chromium keeps lengths in `LayoutUnit`s, 1/64 of a CSS pixel, and turns a CSS length into one by truncating toward
/// zero (`LayoutUnit(float)`): `height: 14.4px` is laid out 14.390625 px high. Border widths it snaps to whole device
/// pixels first, down, and at least one (`border: 2.7px` is 2 px wide; the oracle lays out at one pixel a point). A
/// `.web` tree reads its lengths in points the same way (a held-out card of 14.4 and 20.4 pt rows was 1/16 pt taller
/// than Chromium's before); percentages resolve at layout (paddings truncated there too).
enum LayoutUnits {
    static let perPoint = 64.0

    /// `points` truncated to whole layout units.
    static func truncated(_ points: Double) -> Double {
        (points * perPoint).rounded(.towardZero) / perPoint
    }

    /// A border width snapped as Blink snaps it: below one pixel but above zero, one; else down to a whole pixel.
    static func borderWidth(_ points: Double) -> Double {
        points > 0 && points < 1 ? 1 : points.rounded(.down)
    }
}

extension FlexDimension {
    /// The dimension with a length in points passed through `snap`.
    func mapPoints(_ snap: (Double) -> Double) -> FlexDimension {
        if case let .points(value) = self { return .points(snap(value)) }
        return self
    }
}

extension FlexLength {
    /// The length with a value in points passed through `snap`.
    func mapPoints(_ snap: (Double) -> Double) -> FlexLength {
        if case let .points(value) = self { return .points(snap(value)) }
        return self
    }
}

extension EdgeTable {
    /// The table with every length in points passed through `snap`.
    func mapPoints(_ snap: (Double) -> Double) -> EdgeTable {
        var table = self
        table.leftLTR = leftLTR?.mapPoints(snap)
        table.rightLTR = rightLTR?.mapPoints(snap)
        table.leftRTL = leftRTL?.mapPoints(snap)
        table.rightRTL = rightRTL?.mapPoints(snap)
        table.top = top?.mapPoints(snap)
        table.bottom = bottom?.mapPoints(snap)
        return table
    }
}

extension CompiledStyle {
    /// Every length in points as Chromium lays it out (``LayoutUnits``).
    mutating func snapToLayoutUnits() {
        let unit = LayoutUnits.truncated
        flexBasis = flexBasis.mapPoints(unit)
        width = width.mapPoints(unit)
        height = height.mapPoints(unit)
        minWidth = minWidth.mapPoints(unit)
        maxWidth = maxWidth.mapPoints(unit)
        minHeight = minHeight.mapPoints(unit)
        maxHeight = maxHeight.mapPoints(unit)
        margin = margin.mapPoints(unit)
        padding = padding.mapPoints(unit)
        border = border.mapPoints(LayoutUnits.borderWidth)
        position = position.mapPoints(unit)
        columnGap = columnGap?.mapPoints(unit)
        rowGap = rowGap?.mapPoints(unit)
    }
}
