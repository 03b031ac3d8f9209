import ChatRender
import Dispatch
import Foundation
import Raster
import Synchronization
import Locking

/// What rendering one transcript produced.
struct RenderReport: Sendable {
    var png: String
    var pixelWidth: Int
    var pixelHeight: Int
    var layoutJSON: String?
    var timings: StageTimings
    var warnings: [String]
}

/// One transcript's answer: a report or the error that names the file, message id and field.
struct Outcome: Sendable {
    var transcript: String
    var result: Result<RenderReport, ChatRenderError>
}

/// Renders every transcript of a command, one answer per transcript in the order given. One transcript: its cells
/// are drawn on the renderer's queue, by all its workers. Several: up to `threads` lanes, each rendering whole
/// transcripts one after another on its own thread (its own drawing state, the renderer's shared caches), so that
/// no lane waits for another's cells.
final class TranscriptBatch: Sendable {
    let command: RenderChatCommand
    let renderer: ChatScreenRenderer
    private let outcomes: Locked<[Outcome?]>
    private let next = Atomic<Int>(0)
    private let done = Atomic<Int>(0)
    private let started = ContinuousClock.now
    private let finished = Locked<Duration>(.zero)

    init(command: RenderChatCommand, renderer: ChatScreenRenderer) {
        self.command = command
        self.renderer = renderer
        outcomes = Locked(Array(repeating: nil, count: command.transcripts.count))
    }

    /// The wall-clock time of the whole batch.
    var wallTime: Duration { finished.withLock { $0 } }

    /// Renders all transcripts and returns their outcomes in the given order.
    func run() -> [Outcome] {
        let count = command.transcripts.count
        let progress = ProgressBar(total: count)
        progress.draw(done: 0)
        let lanes = max(1, min(command.threads, count))
        DispatchQueue.concurrentPerform(iterations: lanes) { _ in
            // A lane's own drawing state, made on its thread; none when there is one transcript.
            let worker: Result<ChatRenderWorker, ChatRenderError>? = count > 1 ? Result { () throws(ChatRenderError) in
                try renderer.makeWorker()
            } : nil
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let path = command.transcripts[index]
                let result: Result<RenderReport, ChatRenderError>
                switch worker {
                case .failure(let error): result = .failure(error)
                case .success(let worker): result = render(path, drawingWith: worker, layoutThreads: 1)
                case nil: result = render(path, drawingWith: nil, layoutThreads: command.threads)
                }
                outcomes.withLock { $0[index] = Outcome(transcript: path, result: result) }
                progress.draw(done: done.add(1, ordering: .relaxed).newValue)
            }
        }
        progress.finish()
        finished.withLock { $0 = ContinuousClock.now - started }
        return outcomes.withLock { $0.compactMap { $0 } }
    }

    /// Reads, lays out, draws and writes one transcript.
    private func render(_ path: String, drawingWith worker: ChatRenderWorker?, layoutThreads: Int)
        -> Result<RenderReport, ChatRenderError> {
        do throws(ChatRenderError) {
            let options = command.screenOptions
            let layoutPath = command.layoutPath(for: path)
            let scene = try ChatScene.load(path: path, options: options, measurer: renderer.measurer,
                                           threads: layoutThreads, exact: layoutPath != nil)
            if let layoutPath {
                let json = LayoutExport(scene.layout).json
                do { try RasterFile.writeAtomically(Array(json.utf8), to: layoutPath) } catch {
                    throw ChatRenderError.unwritableOutput(path: layoutPath, reason: String(describing: error))
                }
            }
            let png = command.pngPath(for: path)
            let timings = try renderer.render(scene, toPNG: png, drawingWith: worker)
            let size = scene.pixelSize
            return .success(RenderReport(png: png, pixelWidth: size.width, pixelHeight: size.height, layoutJSON: layoutPath,
                                         timings: timings, warnings: scene.warnings))
        } catch {
            return .failure(error)
        }
    }
}
