/// How much room a layout has along one dimension: exactly a length, at most a length, or as much as the content
/// wants.
///
/// One extent says what three vocabularies used to (a length with a mode, NaN or +∞ for "undefined"): the
/// length lives inside the case that needs one, and ``unconstrained`` has none.
///
/// ```swift
/// let column = Extent.atMost(320)     // wrap at 320 points, be narrower if the content is
/// let cell = Extent.exactly(48)       // be 48 points, whatever the content
/// let free = Extent.unconstrained     // the content's natural size
/// column.maximum                      // 320
/// free.maximum                        // +∞
/// ```
///
/// An extent is only meaningful with a finite length ≥ 0 inside. Values from outside (user input, another
/// module's caller) are checked once where they enter, with ``validated(as:)``.
public enum Extent: Hashable, Sendable {
    /// Exactly this length: the content fills it (a text wraps to it and reports it as its width).
    case exactly(Double)
    /// The content's length, but no more than this.
    case atMost(Double)
    /// No constraint: the content's natural length.
    case unconstrained

    /// The length inside ``exactly(_:)`` or ``atMost(_:)``; nil when ``unconstrained``.
    @inlinable public var limit: Double? {
        switch self {
        case .exactly(let length), .atMost(let length): length
        case .unconstrained: nil
        }
    }

    /// The most room there is: the length inside ``exactly(_:)`` or ``atMost(_:)``; +∞ when ``unconstrained``.
    @inlinable public var maximum: Double {
        switch self {
        case .exactly(let length), .atMost(let length): length
        case .unconstrained: .infinity
        }
    }

    /// The extent itself when its length (if any) is a finite number ≥ 0.
    ///
    /// ```swift
    /// try Extent.atMost(120).validated(as: "width")        // .atMost(120)
    /// try Extent.exactly(.nan).validated(as: "height")     // throws: invalid height exactly(nan): …
    /// ```
    ///
    /// - Parameter name: What the extent is (`"width"`), named in the error.
    /// - Throws: ``ExtentError`` naming `name` and the extent when the length is NaN, infinite or negative.
    @inlinable public func validated(as name: String) throws(ExtentError) -> Extent {
        if let length = limit, !(length.isFinite && length >= 0) {
            throw ExtentError(name: name, extent: self)
        }
        return self
    }
}
