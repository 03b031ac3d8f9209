extension FlexStyle {
    /// Whether a length of this style is a percentage of its containing block.
    var usesPercentOfContainer: Bool {
        let dimensions = [flexBasis, width, height, minWidth, maxWidth, minHeight, maxHeight]
        if dimensions.contains(where: { if case .percent = $0 { true } else { false } }) { return true }
        return margin.usesPercent || padding.usesPercent || position.usesPercent
    }
}

extension FlexEdges {
    var usesPercent: Bool {
        definedValues.contains { if case .percent = $0.value { true } else { false } }
    }
}

extension FlexGap {
    var usesPercent: Bool {
        [row, column, all].contains { if case .percent = $0 { true } else { false } }
    }
}
