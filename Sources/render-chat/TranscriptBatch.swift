import ChatRender
import Dispatch
import Foundation
import Raster
import Synchronization

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

/// Renders every transcript of a command: one lane per renderer, each rendering one transcript after another from
/// start to end (parse, layout, cells, encoding), one answer per transcript in the order given.
final class TranscriptBatch: Sendable {
    let command: RenderChatCommand
    let renderers: [ChatScreenRenderer]
    private let outcomes: Mutex<[Outcome?]>
    private let next = Atomic<Int>(0)
    private let done = Atomic<Int>(0)
    private let started = ContinuousClock.now
    private let finished = Mutex<Duration>(.zero)

    /// A batch with one lane per renderer.
    init(command: RenderChatCommand, renderers: [ChatScreenRenderer]) {
        self.command = command
        self.renderers = renderers
        outcomes = Mutex(Array(repeating: nil, count: command.transcripts.count))
    }

    /// The wall-clock time of the whole batch.
    var wallTime: Duration { finished.withLock { $0 } }

    /// Renders all transcripts and returns their outcomes in the given order.
    func run() -> [Outcome] {
        let count = command.transcripts.count
        let progress = ProgressBar(total: count)
        progress.draw(done: 0)
        DispatchQueue.concurrentPerform(iterations: renderers.count) { lane in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let path = command.transcripts[index]
                let outcome = Outcome(transcript: path, result: render(path, with: renderers[lane],
                                                                        layoutThreads: count == 1 ? command.threads : 1))
                outcomes.withLock { $0[index] = outcome }
                progress.draw(done: done.add(1, ordering: .relaxed).newValue)
            }
        }
        progress.finish()
        finished.withLock { $0 = ContinuousClock.now - started }
        return outcomes.withLock { $0.compactMap { $0 } }
    }

    /// Reads, lays out, draws and writes one transcript.
    private func render(_ path: String, with renderer: ChatScreenRenderer, layoutThreads: Int) -> Result<RenderReport, ChatRenderError> {
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
            let timings = try renderer.render(scene, toPNG: png)
            let size = scene.pixelSize
            return .success(RenderReport(png: png, pixelWidth: size.width, pixelHeight: size.height, layoutJSON: layoutPath,
                                         timings: timings, warnings: scene.warnings))
        } catch {
            return .failure(error)
        }
    }
}
