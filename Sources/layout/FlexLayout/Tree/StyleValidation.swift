/// Checks a style before layout sees it: every number finite and within ``FlexStyle``'s documented ranges
/// (``FlexStyle/maximumLength``, ``FlexStyle/maximumPercentage``, ``FlexStyle/maximumFactor``,
/// ``FlexStyle/aspectRatioRange``), sizes, padding, border, gaps and flex factors not negative, `auto` only where it
/// means something. Errors name the node, the property (with its edge) and the value.
///
/// The ranges keep every sum and product layout forms finite (a million points times a million nodes is far from
/// overflowing a `Double`), so no infinity, and no NaN from one, reaches the algorithm from a style.
struct StyleValidation {
    let node: String

    func check(_ style: FlexStyle) throws(FlexLayoutError) {
        try factor(style.flex, "flex", allowsNegative: true)
        try factor(style.flexGrow, "flexGrow", allowsNegative: false)
        try factor(style.flexShrink, "flexShrink", allowsNegative: false)
        try dimension(style.flexBasis, "flexBasis")
        try dimension(style.width, "width")
        try dimension(style.height, "height")
        try dimension(style.minWidth, "minWidth")
        try dimension(style.maxWidth, "maxWidth")
        try dimension(style.minHeight, "minHeight")
        try dimension(style.maxHeight, "maxHeight")
        try edges(style.margin, "margin", allowsAuto: true, allowsNegative: true, allowsPercent: true)
        try edges(style.position, "position", allowsAuto: true, allowsNegative: true, allowsPercent: true)
        try edges(style.padding, "padding", allowsAuto: false, allowsNegative: false, allowsPercent: true)
        try edges(style.border, "border", allowsAuto: false, allowsNegative: false, allowsPercent: false)
        if let value = style.gap.row { try length(value, "gap.row", allowsAuto: false, allowsNegative: false, allowsPercent: true) }
        if let value = style.gap.column {
            try length(value, "gap.column", allowsAuto: false, allowsNegative: false, allowsPercent: true)
        }
        if let value = style.gap.all { try length(value, "gap.all", allowsAuto: false, allowsNegative: false, allowsPercent: true) }
        // 0 is degenerate and means unset, as in Yoga and CSS.
        if let ratio = style.aspectRatio, !(ratio == 0 || FlexStyle.aspectRatioRange.contains(ratio)) {
            throw .invalidStyle(node: node, property: "aspectRatio", value: "\(ratio)",
                                reason: "must be 0 (unset) or a number in \(FlexStyle.aspectRatioRange.lowerBound)…\(Int(FlexStyle.aspectRatioRange.upperBound))")
        }
    }

    private func factor(_ value: Double?, _ property: String, allowsNegative: Bool) throws(FlexLayoutError) {
        guard let value else { return }
        guard value.isFinite else {
            throw .invalidStyle(node: node, property: property, value: "\(value)", reason: "must be a finite number")
        }
        if !allowsNegative && value < 0 {
            throw .invalidStyle(node: node, property: property, value: "\(value)", reason: "must not be negative")
        }
        if abs(value) > FlexStyle.maximumFactor {
            throw .invalidStyle(node: node, property: property, value: "\(value)",
                                reason: "must be within ±\(Int(FlexStyle.maximumFactor))")
        }
    }

    private func dimension(_ value: FlexDimension, _ property: String) throws(FlexLayoutError) {
        switch value {
        case .points(let points): try number(points, property, unit: "", allowsNegative: false)
        case .percent(let percent): try number(percent, property, unit: "%", allowsNegative: false)
        default: break
        }
    }

    private func edges(_ edges: FlexEdges, _ property: String, allowsAuto: Bool, allowsNegative: Bool,
                       allowsPercent: Bool) throws(FlexLayoutError) {
        guard !edges.isEmpty else { return }
        try edges.forEachDefined { (edge, value) throws(FlexLayoutError) in
            try length(value, property, edge: edge, allowsAuto: allowsAuto, allowsNegative: allowsNegative,
                       allowsPercent: allowsPercent)
        }
    }

    /// Checks one length; the property's name (with its edge) is only built for an error message.
    private func length(_ value: FlexLength, _ base: String, edge: String? = nil, allowsAuto: Bool, allowsNegative: Bool,
                        allowsPercent: Bool) throws(FlexLayoutError) {
        switch value {
        case .points(let number) where abs(number) <= FlexStyle.maximumLength && (allowsNegative || number >= 0): return
        case .percent(let number) where allowsPercent && abs(number) <= FlexStyle.maximumPercentage
                                            && (allowsNegative || number >= 0): return
        case .auto where allowsAuto: return
        default: break
        }
        let property = edge.map { "\(base).\($0)" } ?? base
        switch value {
        case .points(let points): try number(points, property, unit: "", allowsNegative: allowsNegative)
        case .percent(let percent):
            guard allowsPercent else {
                throw .invalidStyle(node: node, property: property, value: "\(percent)%", reason: "must be in points")
            }
            try number(percent, property, unit: "%", allowsNegative: allowsNegative)
        case .auto:
            guard allowsAuto else {
                throw .invalidStyle(node: node, property: property, value: "auto", reason: "cannot be auto")
            }
        }
    }

    private func number(_ value: Double, _ property: String, unit: String, allowsNegative: Bool) throws(FlexLayoutError) {
        guard value.isFinite else {
            throw .invalidStyle(node: node, property: property, value: "\(value)\(unit)", reason: "must be a finite number")
        }
        if !allowsNegative && value < 0 {
            throw .invalidStyle(node: node, property: property, value: "\(value)\(unit)", reason: "must not be negative")
        }
        let limit = unit == "%" ? FlexStyle.maximumPercentage : FlexStyle.maximumLength
        if abs(value) > limit {
            throw .invalidStyle(node: node, property: property, value: "\(value)\(unit)",
                                reason: "must be within ±\(Int(limit))\(unit == "%" ? "%" : " points")")
        }
    }
}
