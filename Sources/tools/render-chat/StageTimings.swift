import ChatRender
import TextMeasure

/// How long each stage of rendering one transcript took (wall-clock), for `--stats`: the command times each
/// ChatRender call that is a stage (ChatRender reads no clock). letterpress-bench (Benchmarks/) compiles this file
/// and TimedSizing.swift too, through symbolic links, so that its stages are timed the same way.
///
/// `measure` is the time the layout spent measuring text (divided by the layout's threads when it measured on
/// several), `layout` the rest of laying out; `raster` covers drawing the cells; `encode` covers compositing the
/// screen band by band as the PNG encoder asks for its rows, and encoding (writing the file is not counted).
struct StageTimings: Sendable {
    /// Reading and decoding the transcript JSON.
    var parse: Duration = .zero
    /// Measuring texts for the layout.
    var measure: Duration = .zero
    /// Laying out (everything but measuring).
    var layout: Duration = .zero
    /// Reading and decoding the pictures the screen shows (photos, stickers, link previews); scaling them is drawing.
    var images: Duration = .zero
    /// Drawing the cells.
    var raster: Duration = .zero
    /// Compositing the screen from its cells and encoding the PNG.
    var encode: Duration = .zero

    /// The sum of the stages.
    var total: Duration { parse + measure + layout + images + raster + encode }

    /// The stages with their names, in pipeline order.
    var stages: [(name: String, duration: Duration)] {
        [("parse", parse), ("measure", measure), ("layout", layout), ("images", images), ("raster", raster), ("encode", encode)]
    }

    /// Runs `body`, adding its wall-clock time to `stage`.
    mutating func time<Result>(_ stage: WritableKeyPath<StageTimings, Duration>, _ body: () throws -> Result) rethrows -> Result {
        let start = ContinuousClock.now
        defer { self[keyPath: stage] += ContinuousClock.now - start }
        return try body()
    }

    /// Reads the transcript at `path`, lays it out and reads the pictures its screen shows, as `ChatScene.load` does,
    /// adding the time of each ChatRender call to its stage (`parse`, then as ``scene(of:options:measurer:threads:exact:)``).
    mutating func loadScene(path: String, options: ChatScreenOptions, measurer: TextMeasurer, threads: Int,
                            exact: Bool) throws -> ChatScene {
        let document = try time(\.parse) {
            try ChatDocument.read(contentsOf: path, threads: threads, maximumBytes: options.maximumTranscriptBytes,
                                  maximumMessages: options.maximumMessages)
        }
        return try scene(of: document, options: options, measurer: measurer, threads: threads, exact: exact)
    }

    /// Lays `document` out and reads the pictures its screen shows, as `ChatScene(document:options:measurer:)` does,
    /// adding the time of each ChatRender call to its stage (`measure` and `layout`, `images`).
    mutating func scene(of document: ChatDocument, options: ChatScreenOptions, measurer: TextMeasurer, threads: Int,
                        exact: Bool) throws -> ChatScene {
        let sizing = TimedSizing(try ChatScene.sizing(for: document, options: options, measurer: measurer))
        var laying = StageTimings()
        var scene = try laying.time(\.layout) {
            try ChatScene(document: document, options: options, sizing: sizing, threads: threads, exact: exact)
        }
        // Laying out includes the measuring, done on `threads` threads at once.
        let measuring = sizing.measuringTime / max(1, threads)
        measure += measuring
        layout += max(.zero, laying.layout - measuring)
        time(\.images) { scene.loadPictures() }
        return scene
    }

    /// Draws `scene`'s cells (on the renderer's queue, or on the calling thread with `worker`) and encodes the screen
    /// as PNG, adding the time of each call to `raster` and `encode`.
    mutating func png(of scene: ChatScene, renderer: ChatScreenRenderer, drawingWith worker: ChatRenderWorker?) throws -> [UInt8] {
        let drawn = try time(\.raster) { try renderer.draw(scene, drawingWith: worker) }
        return try time(\.encode) { try drawn.pngData() }
    }

    /// Adds another transcript's timings stage by stage.
    static func + (a: StageTimings, b: StageTimings) -> StageTimings {
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
