/// How long each stage of rendering one chat screen took (wall-clock).
///
/// `measure` is the time the layout spent measuring text (divided by the layout's threads when it measured on
/// several), `layout` the rest of building the layout; `raster` covers drawing the cells on the render queue (and,
/// for ``ChatScreenRenderer/render(_:)``, compositing them); `encode` covers compositing the screen band by band as
/// the PNG encoder asks for its rows, encoding, and the atomic write.
public struct StageTimings: Sendable, Hashable {
    /// Reading and decoding the transcript JSON.
    public var parse: Duration = .zero
    /// Measuring texts for the layout.
    public var measure: Duration = .zero
    /// Laying out (everything but measuring).
    public var layout: Duration = .zero
    /// Reading and decoding the pictures the screen shows (photos, stickers, link previews); scaling them is drawing.
    public var images: Duration = .zero
    /// Drawing the cells.
    public var raster: Duration = .zero
    /// Compositing the screen from its cells, encoding and writing the PNG.
    public var encode: Duration = .zero

    /// No time yet.
    public init() {}

    /// The sum of the stages.
    public var total: Duration { parse + measure + layout + images + raster + encode }

    /// The stages with their names, in pipeline order.
    public var stages: [(name: String, duration: Duration)] {
        [("parse", parse), ("measure", measure), ("layout", layout), ("images", images), ("raster", raster), ("encode", encode)]
    }

    /// Adds another screen's timings stage by stage.
    public static func + (a: StageTimings, b: StageTimings) -> StageTimings {
        var sum = StageTimings()
        sum.parse = a.parse + b.parse
        sum.measure = a.measure + b.measure
        sum.layout = a.layout + b.layout
        sum.images = a.images + b.images
        sum.raster = a.raster + b.raster
        sum.encode = a.encode + b.encode
        return sum
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
