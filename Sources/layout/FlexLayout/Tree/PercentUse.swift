extension FlexStyle {
    /// Whether a length of this style is a percentage of its containing block.
    var usesPercentOfContainer: Bool {
        flexBasis.isPercent || width.isPercent || height.isPercent || minWidth.isPercent || maxWidth.isPercent
            || minHeight.isPercent || maxHeight.isPercent || margin.usesPercent || padding.usesPercent || position.usesPercent
    }
}

extension FlexEdges {
    var usesPercent: Bool {
        left.isPercent || top.isPercent || right.isPercent || bottom.isPercent || start.isPercent || end.isPercent
            || horizontal.isPercent || vertical.isPercent || all.isPercent
    }
}

extension FlexLength? {
    /// Whether the length is set to a percentage.
    @inline(__always) var isPercent: Bool { if case .percent = self { true } else { false } }
}

extension FlexGap {
    var usesPercent: Bool {
        row.isPercent || column.isPercent || all.isPercent
    }
}
