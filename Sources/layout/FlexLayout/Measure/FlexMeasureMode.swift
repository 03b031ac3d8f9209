/// How a measure function must treat one dimension (Yoga's `YGMeasureMode`).
public enum FlexMeasureMode: String, Sendable, Hashable, CaseIterable {
    /// No constraint: return the content's natural size. The length passed is NaN (Yoga's "undefined").
    case undefined
    /// Return exactly the length passed.
    case exactly
    /// Return the content's size, but no more than the length passed.
    case atMost
}
