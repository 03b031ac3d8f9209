extension FontFace {
    /// The instance of this face a style asks for (the face itself when it is static or the style asks for its
    /// default): `wght` from the weight, `wdth` from the width, `ital` (or else `slnt` = −14°) for italic on an
    /// upright face, `opsz` = the point size under automatic optical sizing, then the style's explicit
    /// `variations`; every value clamped to its axis.
    func instance(for style: TextStyle) -> FontFace {
        let file = fileFace
        guard file.isVariable else { return file }
        let axes = file.variationAxes
        let hasItalicAxis = axes.contains { $0.tag == "ital" }
        let design = axes.map { axis -> Double in
            if let value = style.variations[axis.tag] { return axis.clamp(value) }
            switch axis.tag {
            case "wght": return axis.clamp(Double(style.weight.rawValue))
            case "wdth": return axis.clamp(style.width.rawValue)
            case "opsz" where style.opticalSizing == .automatic: return axis.clamp(style.size)
            case "ital" where style.italic && !file.isItalic: return axis.clamp(1)
            case "slnt" where style.italic && !file.isItalic && !hasItalicAxis: return axis.clamp(-14)
            default: return axis.defaultValue
            }
        }
        return file.instance(design: design)
    }

    /// The tracking `trak` adds after each grapheme cluster at `size` points, in points (0 without a `trak` table,
    /// without a `STAT` table, or when the style turns it off).
    func trackingPoints(for style: TextStyle) -> Double {
        guard style.fontTracking == .automatic, hasStyleAttributes, let tracking else { return 0 }
        return tracking.value(atPointSize: style.size) * style.size / Double(unitsPerEm)
    }

    /// How far the face is from `weight`: 0 inside a variable face's `wght` range, else the distance to its weight
    /// (or to the nearer end of its range).
    func weightDistance(to weight: FontWeight) -> Int {
        if let axis = variationAxes.first(where: { $0.tag == "wght" }) {
            let value = Double(weight.rawValue)
            return value < axis.minimum ? Int((axis.minimum - value).rounded(.up))
                : value > axis.maximum ? Int((value - axis.maximum).rounded(.up)) : 0
        }
        return abs(self.weight.rawValue - weight.rawValue)
    }
}
