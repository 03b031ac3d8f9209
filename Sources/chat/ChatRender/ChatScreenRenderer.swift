import Dispatch
import Foundation
import Raster
import RenderQueue
import Synchronization
import TextMeasure
import TextRender
import Locking

/// Draws chat screens: the cells of a ``ChatScene`` are rendered in parallel on a `RenderQueue` (its own
/// threads, each with its own FreeType state) and composited, back to front, onto the background.
///
/// One renderer serves any number of scenes, also from several threads at once: their cells share the queue,
/// the glyph cache and the measurer's shape cache.
///
/// ```swift
/// let renderer = try ChatScreenRenderer(threads: 2)
/// let scene = try ChatScene.load(path: "Samples/support-ru.json", options: ChatScreenOptions(), measurer: renderer.measurer)
/// let png = try renderer.renderPNG(scene)
/// ```
public final class ChatScreenRenderer: Sendable {
    /// The measurer layouts and cells share.
    public let measurer: TextMeasurer
    /// The glyph cache the workers share.
    public let glyphCache: GlyphCache
    /// 200 megapixels: the default `pixelBudget` (the screen is composited a band at a time as it is encoded, so
    /// it is never held whole when written to PNG).
    public static let defaultPixelBudget = 200_000_000

    /// The most pixels one screen may have (a whole long transcript drawn with `height: nil` can exceed it).
    public let pixelBudget: Int
    private let queue: RenderQueue<ChatRenderWorker>

    /// Starts `threads` render workers.
    ///
    /// - Throws: `ChatRenderError.invalidOption` for a thread count outside 1…256, `.renderFailed` when the fonts
    ///   or the queue cannot be set up.
    public init(threads: Int = RenderQueueConfiguration.onlineCores, measurer: TextMeasurer? = nil,
                pixelBudget: Int = ChatScreenRenderer.defaultPixelBudget) throws(ChatRenderError) {
        guard (1...256).contains(threads) else {
            throw .invalidOption(name: "--threads", value: "\(threads)", reason: "must be 1…256")
        }
        do {
            self.measurer = try measurer ?? TextMeasurer()
        } catch {
            throw .renderFailed(file: "fonts", stage: "loading the embedded fonts", reason: String(describing: error))
        }
        let cache = GlyphCache(byteLimit: 64 << 20)
        glyphCache = cache
        self.pixelBudget = pixelBudget
        let shared = self.measurer
        do {
            queue = try RenderQueue(configuration: RenderQueueConfiguration(workerCount: threads, threadName: "lp-chat")) { _ in
                try ChatRenderWorker(cache: cache, measurer: shared)
            }
        } catch {
            throw .renderFailed(file: "render queue", stage: "starting workers", reason: error.description)
        }
    }

    deinit {
        queue.shutdown(.finishRunning)
    }

    /// Draws the screen of `scene` into one image (``draw(_:drawingWith:)`` and ``DrawnChatScreen/image()``).
    ///
    /// - Throws: `ChatRenderError.imageTooLarge` over the pixel budget, `.renderFailed` naming the cell that failed.
    public func render(_ scene: ChatScene) throws(ChatRenderError) -> Image {
        try draw(scene).image()
    }

    /// Draws the screen of `scene` as PNG bytes (``draw(_:drawingWith:)`` and
    /// ``DrawnChatScreen/pngData(compression:)``): the screen is composited a few rows at a time as the encoder
    /// deflates them, so it is never held whole in memory.
    ///
    /// - Throws: `ChatRenderError.imageTooLarge` over the pixel budget, `.renderFailed` naming the cell or the stage
    ///   that failed.
    public func renderPNG(_ scene: ChatScene, compression: PNGCompression = .fast,
                          drawingWith worker: ChatRenderWorker? = nil) throws(ChatRenderError) -> [UInt8] {
        try draw(scene, drawingWith: worker).pngData(compression: compression)
    }

    /// Draws the cells of `scene`'s screen and places them, without compositing them yet. The cells are drawn on the
    /// render queue, or on the calling thread with `worker` (that thread's own drawing state, from ``makeWorker()``:
    /// for callers that render several screens on threads of their own); the result encodes on as many threads as
    /// the queue has workers, or only on the calling thread with `worker`.
    ///
    /// - Throws: `ChatRenderError.imageTooLarge` over the pixel budget, `.renderFailed` naming the cell that failed.
    public func draw(_ scene: ChatScene, drawingWith worker: ChatRenderWorker? = nil) throws(ChatRenderError) -> DrawnChatScreen {
        let layers = if let worker { try drawCells(of: scene, with: worker) } else { try drawCells(of: scene) }
        return DrawnChatScreen(layers: layers, source: scene.document.source,
                               encodingThreads: worker == nil ? queue.configuration.workerCount : 1)
    }

    /// Drawing state for the calling thread (its own FreeType faces over this renderer's glyph cache and
    /// measurer), for ``draw(_:drawingWith:)``. Use it on the thread that made it.
    ///
    /// - Throws: `ChatRenderError.renderFailed` when FreeType cannot be set up.
    public func makeWorker() throws(ChatRenderError) -> ChatRenderWorker {
        do { return try ChatRenderWorker(cache: glyphCache, measurer: measurer) } catch {
            throw .renderFailed(file: "render worker", stage: "starting FreeType", reason: String(describing: error))
        }
    }

    /// Draws the cells of `scene` on the queue, in parallel, and returns them placed on the screen.
    private func drawCells(of scene: ChatScene) throws(ChatRenderError) -> LayeredImage {
        let cells = try composedCells(of: scene)
        let results = CellResults(count: cells.count)
        let group = DispatchGroup()
        let delivery = DispatchQueue(label: "letterpress.chat-render.delivery")
        for (index, cell) in cells.enumerated() {
            group.enter()
            queue.submit(cell.job, deliverOn: delivery) { result in
                results.set(index, result)
                group.leave()
            }
        }
        group.wait()
        return try place(cells, of: scene) { index throws(ChatRenderError) in
            switch results.get(index) {
            case .success(let image): return image
            case .failure(let error):
                throw .renderFailed(file: scene.document.source, stage: "drawing the \(cells[index].job.label)",
                                    reason: error.description)
            case nil:
                throw .renderFailed(file: scene.document.source, stage: "drawing the \(cells[index].job.label)",
                                    reason: "no result")
            }
        }
    }

    /// Draws the cells of `scene` one after another on the calling thread with `worker`.
    private func drawCells(of scene: ChatScene, with worker: ChatRenderWorker) throws(ChatRenderError) -> LayeredImage {
        let cells = try composedCells(of: scene)
        var worker = worker
        return try place(cells, of: scene) { index throws(ChatRenderError) in
            do { return try cells[index].job.render(in: &worker, cancellation: .never) } catch {
                throw .renderFailed(file: scene.document.source, stage: "drawing the \(cells[index].job.label)",
                                    reason: String(describing: error))
            }
        }
    }

    /// The cells of `scene`'s screen, after checking its size against the pixel budget.
    private func composedCells(of scene: ChatScene) throws(ChatRenderError) -> [PlacedCell] {
        let (width, height) = scene.pixelSize
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).partialValue <= pixelBudget,
              !width.multipliedReportingOverflow(by: height).overflow else {
            throw .imageTooLarge(file: scene.document.source, width: width, height: height, budget: pixelBudget)
        }
        return ScreenComposer(scene: scene).cells()
    }

    /// The screen of `scene` with each cell's image (`image(index)`) at its place.
    private func place(_ cells: [PlacedCell], of scene: ChatScene,
                       image: (Int) throws(ChatRenderError) -> Image) throws(ChatRenderError) -> LayeredImage {
        var placed: [LayeredImage.Layer] = []
        placed.reserveCapacity(cells.count)
        for index in cells.indices {
            placed.append(LayeredImage.Layer(image: try image(index), x: cells[index].x, y: cells[index].y))
        }
        let (width, height) = scene.pixelSize
        return LayeredImage(width: width, height: height, background: scene.theme.background.premultiplied, layers: placed)
    }

    /// Counts of the cells drawn so far, for progress reporting.
    public var progress: RenderProgress { queue.progress }
}

/// One result slot per cell, filled from the delivery queue and read after the group is done.
private final class CellResults: Sendable {
    private let slots: Locked<[Result<Image, RenderQueueError>?]>

    init(count: Int) { slots = Locked(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ result: Result<Image, RenderQueueError>) {
        slots.withLock { $0[index] = result }
    }

    func get(_ index: Int) -> Result<Image, RenderQueueError>? {
        slots.withLock { $0[index] }
    }
}
