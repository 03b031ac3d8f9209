import Foundation
import Geometry

/// Text that has been itemized and shaped once, ready to be laid out at any width. Re-laying out only re-runs
/// line breaking, line metrics and ink — never shaping.
///
/// ```swift
/// let prepared = try measurer.prepare(AttributedText("Hello, world"))
/// let narrow = try prepared.layout(width: 60)
/// let wide = try prepared.layout(width: 300)
/// ```
public struct PreparedText: Sendable {
    /// Everything, in one object made per text: a copy of a prepared text (a cache hands one out for every
    /// measurement) retains that one object — not the measurer's shape cache, which every thread's texts share and
    /// whose reference count two threads would otherwise pass back and forth — and copies one word.
    private final class Contents: Sendable {
        let paragraphs: [PreparedParagraph]
        let styles: [ResolvedStyle]
        let cache: ShapeCache
        let paragraphStyle: ParagraphStyle
        let options: MeasureOptions

        init(paragraphs: [PreparedParagraph], styles: [ResolvedStyle], cache: ShapeCache, paragraphStyle: ParagraphStyle,
             options: MeasureOptions) {
            (self.paragraphs, self.styles, self.cache) = (paragraphs, styles, cache)
            (self.paragraphStyle, self.options) = (paragraphStyle, options)
        }
    }

    private let contents: Contents

    var paragraphs: [PreparedParagraph] { contents.paragraphs }
    var styles: [ResolvedStyle] { contents.styles }
    var cache: ShapeCache { contents.cache }
    /// The paragraph style the text is laid out with.
    public var paragraphStyle: ParagraphStyle { contents.paragraphStyle }
    /// The options (scale, font leading) the text is laid out with.
    public var options: MeasureOptions { contents.options }
    /// The widest unbreakable stretch of the text (the narrowest width that breaks no word). Computed on access.
    public var minIntrinsicWidth: Double {
        let charWrap = paragraphStyle.lineBreakMode == .charWrap
        return paragraphs.reduce(0) { widest, paragraph in
            paragraph.withView { max(widest, charWrap ? $0.widestGrapheme : $0.longestWordWidth) }
        }
    }

    /// The widest line when nothing wraps. Computed on access.
    public var maxIntrinsicWidth: Double {
        let unwrapped = LineBreaker(maxWidth: .infinity, mode: .clip)
        return paragraphs.reduce(0) { widest, paragraph in
            paragraph.withView { view in unwrapped.lines(of: view).reduce(widest) { max($0, view.trimmedWidth($1)) } }
        }
    }

    /// About how many bytes the prepared text holds (its paragraphs' allocations and arrays), for caches that bound
    /// their memory.
    package var byteCount: Int {
        paragraphs.reduce(64 + 16 * paragraphs.count + 8 * styles.count) { $0 + $1.byteCount }
    }

    init(paragraphs: [PreparedParagraph], styles: [ResolvedStyle], cache: ShapeCache, paragraphStyle: ParagraphStyle,
         options: MeasureOptions) {
        contents = Contents(paragraphs: paragraphs, styles: styles, cache: cache, paragraphStyle: paragraphStyle,
                            options: options)
    }

    /// Lays the text out in a box `width` points wide; lines that would end below `height` are dropped (and the
    /// last kept line truncated when the line break mode truncates). +∞ (the default) means no limit.
    ///
    /// - Throws: ``TextMeasureError/invalidArgument(name:value:reason:)`` for a NaN or negative width or height.
    public func layout(width: Double = .infinity, height: Double = .infinity) throws -> TextLayout {
        try layout(width: Extent(upTo: width), height: Extent(upTo: height))
    }

    /// Lays the text out in `width` × `height` (a flexbox measure function's constraints, as in Yoga and CSS intrinsic
    /// sizing): along each dimension exactly a length (a width the text wraps to and reports; a height that cuts
    /// the lines below it and is reported), at most a length (the content's size, no more), or unconstrained (the
    /// content's natural size).
    ///
    /// ```swift
    /// let column = try prepared.layout(width: .atMost(120), height: .unconstrained)
    /// let cell = try prepared.layout(width: .exactly(120), height: .atMost(40))
    /// ```
    ///
    /// - Throws: ``TextMeasureError/invalidArgument(name:value:reason:)`` when a length inside `width` or `height`
    ///   is NaN, infinite or negative.
    public func layout(width: Extent, height: Extent) throws -> TextLayout {
        try LayoutBuilder(prepared: self).build(width: Self.checked(width, "width"), height: Self.checked(height, "height"))
    }

    /// `extent` when its length is a finite number ≥ 0, else the error naming `name` and the value.
    static func checked(_ extent: Extent, _ name: String) throws(TextMeasureError) -> Extent {
        do {
            return try extent.validated(as: name)
        } catch {
            throw .invalidArgument(name: name, value: "\(error.length)", reason: ExtentError.requirement)
        }
    }
}

extension Extent {
    /// At most `length`, or unconstrained when `length` is +∞ (the `Double` entries' "no limit").
    init(upTo length: Double) {
        self = length == .infinity ? .unconstrained : .atMost(length)
    }
}
