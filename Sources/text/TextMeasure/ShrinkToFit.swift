/// A layout measured with `UILabel.adjustsFontSizeToFitWidth`'s behaviour: at the largest font size that fits.
public struct FittedLayout: Sendable {
    /// The layout at ``fontSize``.
    public let layout: TextLayout
    /// The factor every run's font size was multiplied by (1 when the text fits as it is).
    public let scaleFactor: Double
    /// The first run's font size after scaling.
    public let fontSize: Double
}

extension TextMeasurer {
    /// Measures `text` at the largest font size that fits the box, like a `UILabel` with `adjustsFontSizeToFitWidth`
    /// and `minimumScaleFactor`: every run's size is multiplied by one factor, and the first run's size moves in steps
    /// of 0.5 pt (from its own size down to `minimumScaleFactor` times it). The text fits when nothing is truncated
    /// or clipped, no word breaks inside (the longest word fits the width), every line fits the width, and the lines
    /// fit `height` and `paragraphStyle.maximumLines`. When even the smallest size does not fit, the layout at the
    /// smallest size is returned (truncated as the paragraph style says). Each size tried is prepared again: shapes
    /// come from the shape cache, so only line breaking is new work for fonts without optical sizes.
    ///
    /// - Throws: `TextMeasureError.invalidArgument` for a factor outside (0, 1], and what ``measure(_:width:height:paragraphStyle:options:)`` throws.
    public func measureShrinkingToFit(_ text: AttributedText, width: Double, height: Double = .infinity,
                                      minimumScaleFactor: Double, paragraphStyle: ParagraphStyle = ParagraphStyle(),
                                      options: MeasureOptions = MeasureOptions()) throws -> FittedLayout {
        guard minimumScaleFactor > 0, minimumScaleFactor <= 1 else {
            throw TextMeasureError.invalidArgument(name: "minimum scale factor", value: "\(minimumScaleFactor)", reason: "must be in (0, 1]")
        }
        let size = text.runs.first?.style.size ?? 17
        func attempt(_ fontSize: Double) throws -> (layout: TextLayout, fits: Bool) {
            let factor = fontSize / size
            let scaled = AttributedText(runs: text.runs.map { run in
                var style = run.style
                style.size = fontSize == size ? style.size : style.size * factor
                return AttributedText.Run(run.string, style: style)
            })
            let prepared = try prepare(scaled, paragraphStyle: paragraphStyle, options: options)
            let layout = try prepared.layout(width: width, height: height)
            let limit = width + LineBreaker.epsilon
            let fits = !layout.isTruncated && prepared.minIntrinsicWidth <= limit && layout.lines.allSatisfy { $0.width <= limit }
                && layout.rawSize.height <= height + LineBreaker.epsilon
            return (layout, fits)
        }
        let full = try attempt(size)
        if full.fits { return FittedLayout(layout: full.layout, scaleFactor: 1, fontSize: size) }
        // Candidate sizes: multiples of 0.5 pt below the size, down to the smallest allowed (itself when off the grid).
        let smallest = size * minimumScaleFactor
        var low = Int((smallest / 0.5).rounded(.up)), high = Int((size / 0.5).rounded(.up)) - 1
        var best: (layout: TextLayout, size: Double)?
        while low <= high {   // the largest step that fits, by bisection (smaller sizes never fit worse)
            let middle = (low + high) / 2
            let candidate = try attempt(Double(middle) * 0.5)
            if candidate.fits { best = (candidate.layout, Double(middle) * 0.5); low = middle + 1 } else { high = middle - 1 }
        }
        if let best { return FittedLayout(layout: best.layout, scaleFactor: best.size / size, fontSize: best.size) }
        return FittedLayout(layout: try attempt(smallest).layout, scaleFactor: minimumScaleFactor, fontSize: smallest)
    }
}
