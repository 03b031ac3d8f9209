import Foundation

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
    /// last kept line truncated when the line break mode truncates).
    public func layout(width: Double = .infinity, height: Double = .infinity) throws -> TextLayout {
        try layout(width: width, widthMode: width.isInfinite ? .undefined : .atMost,
                   height: height, heightMode: height.isInfinite ? .undefined : .atMost)
    }

    /// Flexbox-style measuring (Yoga's `measure` function): each dimension is undefined (use the content's
    /// size), exactly the given value, or at most the given value. In `.undefined` mode a NaN length (how Yoga
    /// and FlexLayout say "undefined") is accepted; elsewhere NaN is an error.
    public func layout(width: Double, widthMode: MeasureMode, height: Double, heightMode: MeasureMode) throws -> TextLayout {
        try LayoutBuilder(prepared: self).build(width: widthMode == .undefined && width.isNaN ? .infinity : width,
                                                widthMode: widthMode,
                                                height: heightMode == .undefined && height.isNaN ? .infinity : height,
                                                heightMode: heightMode)
    }
}

/// How a dimension constrains measuring (as in Yoga and CSS intrinsic sizing).
public enum MeasureMode: String, Hashable, Sendable, CaseIterable {
    /// No constraint: the content's natural size.
    case undefined
    /// The result has exactly this size; content wraps (width) or is cut (height) to fit.
    case exactly
    /// The content's size, but no more than this.
    case atMost
}
