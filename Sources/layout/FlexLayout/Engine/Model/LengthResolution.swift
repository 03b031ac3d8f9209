// Resolving style lengths against a reference length; NaN is "undefined".

extension FlexDimension {
    /// Points, or a percentage of `reference`; NaN for `auto`, the intrinsic keywords, or an undefined reference.
    @inline(__always) func resolve(_ reference: Double) -> Double {
        switch self {
        case .points(let value): value
        case .percent(let value): value * reference * 0.01
        default: .nan
        }
    }

    /// `resolve`, a percentage truncated to layout units when `layoutUnits` (a `.web` tree: Blink's
    /// `ValueForLength`; lengths in points are truncated when the style is compiled).
    @inline(__always) func resolve(_ reference: Double, layoutUnits: Bool) -> Double {
        switch self {
        case .points(let value): value
        case .percent(let value): layoutUnits ? LayoutUnits.truncated(value * reference * 0.01) : value * reference * 0.01
        default: .nan
        }
    }

    @inline(__always) var isAuto: Bool { if case .auto = self { true } else { false } }
    @inline(__always) var isPercent: Bool { if case .percent = self { true } else { false } }

    /// Equal kinds with values within 0.0001 (Yoga's comparison of style lengths).
    func inexactlyEquals(_ other: FlexDimension) -> Bool {
        switch (self, other) {
        case let (.points(a), .points(b)), let (.percent(a), .percent(b)): inexactEquals(a, b)
        case (.auto, .auto), (.fitContent, .fitContent), (.maxContent, .maxContent), (.stretch, .stretch): true
        default: false
        }
    }
}

extension Optional where Wrapped == FlexLength {
    /// Points, or a percentage of `reference`; NaN when unset, `auto`, or the reference is undefined.
    @inline(__always) func resolve(_ reference: Double) -> Double {
        switch self {
        case .some(.points(let value)): value
        case .some(.percent(let value)): value * reference * 0.01
        default: .nan
        }
    }

    /// `resolve`, with 0 for undefined.
    @inline(__always) func resolveOrZero(_ reference: Double) -> Double {
        let value = resolve(reference)
        return value.isNaN ? 0 : value
    }

    /// `resolve`, a percentage truncated to layout units when `layoutUnits` (see `FlexDimension`'s).
    @inline(__always) func resolve(_ reference: Double, layoutUnits: Bool) -> Double {
        switch self {
        case .some(.points(let value)): value
        case .some(.percent(let value)): layoutUnits ? LayoutUnits.truncated(value * reference * 0.01) : value * reference * 0.01
        default: .nan
        }
    }

    /// `resolveOrZero`, a percentage truncated to layout units when `layoutUnits`. (Spelled out: a length, the common
    /// case on the hot path, needs no NaN check.)
    @inline(__always) func resolveOrZero(_ reference: Double, layoutUnits: Bool) -> Double {
        switch self {
        case .some(.points(let value)): value
        case .some(.percent(let value)):
            (layoutUnits ? LayoutUnits.truncated(value * reference * 0.01) : value * reference * 0.01).nanToZero
        default: 0
        }
    }

    @inline(__always) var isAuto: Bool { if case .some(.auto) = self { true } else { false } }
    @inline(__always) var isDefined: Bool { self != nil }
}

extension Double {
    /// 0 for NaN.
    @inline(__always) var nanToZero: Double { isNaN ? 0 : self }
}
