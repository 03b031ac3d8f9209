extension FlexStyle {
    /// Whether a length of this style is a percentage of its containing block.
    var usesPercentOfContainer: Bool {
        flexBasis.isPercent || width.isPercent || height.isPercent || minWidth.isPercent || maxWidth.isPercent
            || minHeight.isPercent || maxHeight.isPercent || margin.usesPercent || padding.usesPercent || position.usesPercent
    }
}

extension FlexEdges {
    var usesPercent: Bool {
        var found = false
        forEachDefined { _, value in if case .percent = value { found = true } }
        return found
    }
}

extension FlexGap {
    var usesPercent: Bool {
        func isPercent(_ value: FlexLength?) -> Bool { if case .percent = value { true } else { false } }
        return isPercent(row) || isPercent(column) || isPercent(all)
    }
}
