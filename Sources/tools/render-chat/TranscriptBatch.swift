import ChatRender
import CommandSupport
import Foundation
import Locking
import Synchronization

/// One transcript and where its outputs go.
struct TranscriptJob: Sendable {
    var transcript: String
    var png: OutputTarget
    var layout: OutputTarget?
}

/// What rendering one transcript produced.
struct RenderReport: Sendable {
    var png: String
    var pixelWidth: Int
    var pixelHeight: Int
    var layoutJSON: String?
    var timings: StageTimings
    var warnings: [String]
}

/// One transcript's answer: a report or the error that names the file, message id and field (or the output).
struct Outcome: Sendable {
    var transcript: String
    var result: Result<RenderReport, any Error>
}

/// Renders every transcript of a command, one answer per transcript in the order given. One transcript: its cells
/// are drawn on the renderer's queue, by all its workers. Several: up to `threads` lanes, each rendering whole
/// transcripts one after another on its own thread (the calling thread and the pool's; its own drawing state, the
/// renderer's shared caches), so that no lane waits for another's cells.
final class TranscriptBatch: Sendable {
    let jobs: [TranscriptJob]
    let options: ChatScreenOptions
    let threads: Int
    let renderer: ChatScreenRenderer
    /// The threads of the lanes besides the calling thread (none for one lane).
    let pool: WorkerPool?
    private let outcomes: Locked<[Outcome?]>
    private let next = Atomic<Int>(0)
    private let done = Atomic<Int>(0)
    private let started = ContinuousClock.now
    private let finished = Locked<Duration>(.zero)

    /// A batch of `jobs` rendered on `min(threads, jobs.count)` lanes.
    ///
    /// - Throws: `WorkerPoolError` when the system refuses the lanes' threads.
    init(jobs: [TranscriptJob], options: ChatScreenOptions, threads: Int, renderer: ChatScreenRenderer) throws {
        self.jobs = jobs
        self.options = options
        self.threads = threads
        self.renderer = renderer
        let lanes = max(1, min(threads, jobs.count))
        pool = lanes > 1 ? try WorkerPool(threads: lanes - 1, name: "render-chat") : nil
        outcomes = Locked(Array(repeating: nil, count: jobs.count))
    }

    /// The wall-clock time of the whole batch.
    var wallTime: Duration { finished.withLock { $0 } }

    /// Renders all transcripts and returns their outcomes in the given order.
    func run() -> [Outcome] {
        let count = jobs.count
        let progress = ProgressBar(total: count)
        progress.draw(done: 0)
        if let pool {
            _ = pool.map(count: pool.threadCount + 1) { _ in self.runLane(progress: progress) }
        } else {
            runLane(progress: progress)
        }
        progress.finish()
        finished.withLock { $0 = ContinuousClock.now - started }
        return outcomes.withLock { $0.compactMap { $0 } }
    }

    /// One lane: the next transcript until none is left.
    private func runLane(progress: ProgressBar) {
        let count = jobs.count
        // A lane's own drawing state, made on its thread; none when there is one transcript.
        let worker: Result<ChatRenderWorker, ChatRenderError>? = count > 1 ? Result { () throws(ChatRenderError) in
            try renderer.makeWorker()
        } : nil
        while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            let job = jobs[index]
            let result: Result<RenderReport, any Error>
            switch worker {
            case .failure(let error): result = .failure(error)
            case .success(let worker): result = render(job, drawingWith: worker, layoutThreads: 1)
            case nil: result = render(job, drawingWith: nil, layoutThreads: threads)
            }
            outcomes.withLock { $0[index] = Outcome(transcript: job.transcript, result: result) }
            progress.draw(done: done.add(1, ordering: .relaxed).newValue)
        }
    }

    /// Reads, lays out, draws and writes one transcript, timing each ChatRender stage for `--stats`.
    private func render(_ job: TranscriptJob, drawingWith worker: ChatRenderWorker?, layoutThreads: Int)
        -> Result<RenderReport, any Error> {
        do {
            var timings = StageTimings()
            let scene = try timings.loadScene(path: job.transcript, options: options, measurer: renderer.measurer,
                                              threads: layoutThreads, exact: job.layout != nil)
            if let layout = job.layout { try layout.write(LayoutExport(scene.layout).json) }
            try job.png.write(try timings.png(of: scene, renderer: renderer, drawingWith: worker))
            let size = scene.pixelSize
            return .success(RenderReport(png: job.png.name, pixelWidth: size.width, pixelHeight: size.height,
                                         layoutJSON: job.layout?.name, timings: timings, warnings: scene.warnings))
        } catch {
            return .failure(error)
        }
    }
}
