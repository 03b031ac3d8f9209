import FlexLayout
import TextMeasure

/// A text component's content as layout sees it: the text is prepared (itemized and shaped) once and laid out at
/// every size layout asks about; each answer carries its `TextLayout`, which is what gets drawn.
struct TextLeaf: FlexMeasurable {
    let prepared: PreparedText

    func measure(_ request: FlexMeasureRequest) throws -> FlexMeasurement {
        let layout = try prepared.layout(width: request.width, widthMode: MeasureMode(request.widthMode),
                                         height: request.height, heightMode: MeasureMode(request.heightMode))
        return FlexMeasurement(size: FlexSize(width: layout.size.width, height: layout.size.height), content: layout)
    }

    /// The longest word, rounded up to the pixel grid as measured sizes are.
    func minContentWidth() throws -> Double? {
        TextLayout.round(prepared.minIntrinsicWidth, scale: prepared.options.scale)
    }

    /// The first line's baseline.
    func baseline(_ request: FlexBaselineRequest) throws -> Double? {
        guard let layout = request.content as? TextLayout, let first = layout.lines.first else { return nil }
        return request.contentTop + first.baseline
    }
}

extension MeasureMode {
    /// The TextMeasure mode of a FlexLayout mode (the same three meanings).
    init(_ mode: FlexMeasureMode) {
        switch mode {
        case .undefined: self = .undefined
        case .exactly: self = .exactly
        case .atMost: self = .atMost
        }
    }
}
