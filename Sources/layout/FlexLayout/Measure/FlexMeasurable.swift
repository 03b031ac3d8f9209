import Geometry

/// The content of a leaf that sizes itself: text, an image. Layout asks it for its size under constraints.
///
/// The contract is Yoga's: the request's `width` and `height` are the space available to the content (padding and
/// border already removed), each an `Extent` (the Geometry module). For `.exactly(length)` return that length; for
/// `.atMost(length)` no more than it; for `.unconstrained` the content's natural size. Layout caches the answers per
/// node by constraints, so a leaf is asked as few times as Yoga asks (usually once); the `content` of the answer that
/// decided the node's final size is kept (``FlexTree/measuredContent(of:)``) so that what is drawn is exactly
/// what was measured. Lengths within float noise of each other (0.0001 points) share a cached answer, so the
/// content should answer them alike: a line that fits in 48 points fits in 47.99999999999998 (TextMeasure's line
/// breaker allows 1e-9), or a relayout may differ from a fresh layout that asked first at the other length.
///
/// ```swift
/// struct FixedText: FlexMeasurable {
///     let characters: Int
///     func measure(_ request: FlexMeasureRequest) throws -> FlexMeasurement {
///         let natural = Double(characters) * 8
///         let width = switch request.width {
///         case .exactly(let length): length
///         case .atMost(let length): min(natural, length)
///         case .unconstrained: natural
///         }
///         return FlexMeasurement(size: Size(width: width, height: 16))
///     }
/// }
/// ```
public protocol FlexMeasurable: Sendable {
    /// The content's size under `request`'s constraints (with an optional payload, such as a text layout).
    ///
    /// - Throws: anything; layout stops with ``FlexLayoutError/measureFailed(node:reason:)``.
    func measure(_ request: FlexMeasureRequest) throws -> FlexMeasurement

    /// The distance from the node's top (border edge) to its first baseline, for `alignItems: baseline`; `nil`
    /// (the default) uses the node's height, as Yoga does without a baseline function.
    func baseline(_ request: FlexBaselineRequest) throws -> Double?

    /// The narrowest the content can be without overflowing (text: its longest word), for `fit-content` and
    /// min-content sizing; `nil` (the default) measures the content at most 0 points wide instead.
    func minContentWidth() throws -> Double?

    /// The content's width with nothing wrapped (text: its longest line), for max-content sizing in
    /// ``FlexConformance/web`` trees; `nil` (the default) measures the content unconstrained instead.
    func maxContentWidth() throws -> Double?
}

extension FlexMeasurable {
    /// No baseline of its own: the node's bottom edge serves.
    public func baseline(_ request: FlexBaselineRequest) throws -> Double? { nil }

    /// No min-content width of its own: layout measures the content at most 0 points wide.
    public func minContentWidth() throws -> Double? { nil }

    /// No max-content width of its own: layout measures the content unconstrained.
    public func maxContentWidth() throws -> Double? { nil }
}

/// The constraints of one measuring call: the room the content box has along each dimension.
///
/// Layout asks with finite lengths ≥ 0. Two requests are equal when they ask the same (layout's caches and a
/// leaf's own can compare them exactly).
public struct FlexMeasureRequest: Sendable, Hashable {
    /// The room along the width (content box).
    public var width: Extent
    /// The room along the height (content box).
    public var height: Extent

    /// A request.
    @inlinable public init(width: Extent, height: Extent) {
        self.width = width
        self.height = height
    }
}

/// A measure function's answer: the content's size, and what it measured (kept for drawing).
public struct FlexMeasurement: Sendable {
    /// The content's size (content box, points); NaN, infinite or negative sizes are errors.
    public var size: Size
    /// Whatever the measurement produced that drawing needs (a text layout), or nil.
    public var content: (any Sendable)?

    /// An answer.
    public init(size: Size, content: (any Sendable)? = nil) {
        self.size = size
        self.content = content
    }
}

/// What a baseline function is given: the node's measured size and the content its measurement produced.
public struct FlexBaselineRequest: Sendable {
    /// The node's width (border box).
    public var width: Double
    /// The node's height (border box).
    public var height: Double
    /// The node's top padding plus top border: where its content box starts.
    public var contentTop: Double
    /// The content of the measurement that sized the node, if any.
    public var content: (any Sendable)?

    /// A request.
    public init(width: Double, height: Double, contentTop: Double, content: (any Sendable)?) {
        self.width = width
        self.height = height
        self.contentTop = contentTop
        self.content = content
    }
}
