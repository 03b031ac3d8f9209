/// How a root whose width is not given (and not set by its style) is sized.
public enum FlexIntrinsicSizing: String, Sendable, Hashable, CaseIterable {
    /// Its max-content width: nothing wraps (Yoga's behaviour for an undefined width).
    case maxContent = "max-content"
    /// Its min-content width: everything wraps as much as it can (what a browser gives an absolutely positioned
    /// box in a zero-width containing block, the setting of Yoga's browser-generated conformance cases).
    case minContent = "min-content"
}
