import Dispatch
import Foundation
import Raster
import RenderQueue
import TextRender
import ChatSamples
import Locking
import TestSupport
import Testing

/// What the test workers and jobs saw: contexts made and destroyed, renders per job, rows drawn, and any
/// render that ran on a thread other than the one that made its context.
final class RenderLog: Sendable {
    private struct State {
        var contextsCreated = 0
        var contextsDestroyed = 0
        var contextFailuresLeft = 0
        var rendersByJob: [String: Int] = [:]
        var renderOrder: [String] = []
        var rowsDrawn: [String: Int] = [:]
        var foreignThreadRenders = 0
    }

    private let state = Locked(State())

    init(failingContextCreations: Int = 0) {
        state.withLock { $0.contextFailuresLeft = failingContextCreations }
    }

    var contextsCreated: Int { state.withLock { $0.contextsCreated } }
    var contextsDestroyed: Int { state.withLock { $0.contextsDestroyed } }
    var renderOrder: [String] { state.withLock { $0.renderOrder } }
    var foreignThreadRenders: Int { state.withLock { $0.foreignThreadRenders } }
    var totalRenders: Int { state.withLock { $0.rendersByJob.values.reduce(0, +) } }
    func renders(of name: String) -> Int { state.withLock { $0.rendersByJob[name, default: 0] } }
    func rowsDrawn(by name: String) -> Int { state.withLock { $0.rowsDrawn[name, default: 0] } }

    /// The queue's context factory: fails while `failingContextCreations` lasts, then makes workers.
    func makeWorker(_ index: Int) throws -> TestWorker {
        try state.withLock { state in
            if state.contextFailuresLeft > 0 {
                state.contextFailuresLeft -= 1
                throw TestFailure.noContext
            }
            state.contextsCreated += 1
        }
        return TestWorker(index: index, log: self)
    }

    private let destroyed = DispatchSemaphore(value: 0)

    fileprivate func workerDestroyed() {
        state.withLock { $0.contextsDestroyed += 1 }
        destroyed.signal()
    }

    /// Blocks until `count` worker contexts have been destroyed in all (counting those already gone).
    func waitUntilDestroyed(_ count: Int) {
        for _ in 0..<count { destroyed.waitBounded(for: "a worker context to be destroyed") }
        for _ in 0..<count { destroyed.signal() }
    }

    fileprivate func rendering(_ name: String, onOwnerThread: Bool) {
        state.withLock { state in
            state.rendersByJob[name, default: 0] += 1
            state.renderOrder.append(name)
            if !onOwnerThread { state.foreignThreadRenders += 1 }
        }
    }

    fileprivate func drewRow(_ name: String) { state.withLock { $0.rowsDrawn[name, default: 0] += 1 } }
}

/// Errors the test jobs throw.
enum TestFailure: Error, Equatable {
    case noContext
    case asked
}

/// A worker context standing in for FreeType state: it remembers the thread that made it.
final class TestWorker {
    let index: Int
    let log: RenderLog
    private let owner = pthread_self()
    private(set) var renders = 0

    init(index: Int, log: RenderLog) {
        self.index = index
        self.log = log
    }

    deinit { log.workerDestroyed() }

    /// Counts a render of `name` and checks it runs on this context's own thread.
    func begin(_ name: String) {
        renders += 1
        log.rendering(name, onOwnerThread: pthread_equal(owner, pthread_self()) != 0)
    }
}

/// Builds an image row by row, checking cancellation between rows (as text rendering does between lines).
func drawRows(width: Int, height: Int, name: String, context: TestWorker, cancellation: RenderCancellationCheck,
              afterRow: (Int) -> Void = { _ in }, pixel: (Int, Int) -> Image.Pixel) throws -> Image {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
        try cancellation.throwIfCancelled()
        for x in 0..<width {
            let p = pixel(x, y)
            let index = (y * width + x) * 4
            bytes[index] = p.red
            bytes[index + 1] = p.green
            bytes[index + 2] = p.blue
            bytes[index + 3] = p.alpha
        }
        context.log.drewRow(name)
        afterRow(y)
    }
    return try Image(width: width, height: height, pixels: bytes)
}

/// A rectangle of one colour with a one-pixel border of another.
struct FillJob: RenderJob {
    var name: String
    var width = 8
    var height = 8
    var fill = Color(red: 30, green: 144, blue: 255)
    var border = Color.black
    var priority: RenderPriority = .normal

    var label: String { name }

    func render(in context: inout TestWorker, cancellation: RenderCancellationCheck) throws -> Image {
        context.begin(name)
        return try drawRows(width: width, height: height, name: name, context: context, cancellation: cancellation) {
            x, y in
            let edge = x == 0 || y == 0 || x == width - 1 || y == height - 1
            return (edge ? border : fill).premultiplied
        }
    }
}

/// A diagonal gradient between two colours, with alpha.
struct GradientJob: RenderJob {
    var name: String
    var width: Int
    var height: Int
    var from: Color
    var to: Color

    var label: String { name }

    func render(in context: inout TestWorker, cancellation: RenderCancellationCheck) throws -> Image {
        context.begin(name)
        let span = max(1, width + height - 2)
        return try drawRows(width: width, height: height, name: name, context: context, cancellation: cancellation) {
            x, y in
            let t = x + y
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) * (span - t) + Int(b) * t) / span) }
            return Color(red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue),
                         alpha: mix(from.alpha, to.alpha)).premultiplied
        }
    }
}

/// A job that stops after its first row until the test lets it go: `started` is signalled once row 0 is
/// drawn, then it waits for `proceed`. Lets tests act while a render is in flight without sleeping.
struct GateJob: RenderJob {
    var name: String
    var height = 8
    let gate: Gate

    var label: String { name }

    static func == (lhs: GateJob, rhs: GateJob) -> Bool { lhs.name == rhs.name && lhs.height == rhs.height }
    func hash(into hasher: inout Hasher) { hasher.combine(name); hasher.combine(height) }

    func render(in context: inout TestWorker, cancellation: RenderCancellationCheck) throws -> Image {
        context.begin(name)
        return try drawRows(width: 4, height: height, name: name, context: context, cancellation: cancellation,
                            afterRow: { row in
                                if row == 0 {
                                    gate.started.signal()
                                    gate.proceed.waitBounded(for: "the gate to open")
                                }
                            }) { _, _ in Color.white.premultiplied }
    }
}

/// The two semaphores of a `GateJob`.
final class Gate: Sendable {
    let started = DispatchSemaphore(value: 0)
    let proceed = DispatchSemaphore(value: 0)
}

/// A job that throws instead of drawing.
struct FailingJob: RenderJob {
    var name = "failing"
    var label: String { name }

    func render(in context: inout TestWorker, cancellation: RenderCancellationCheck) throws -> Image {
        context.begin(name)
        throw TestFailure.asked
    }
}

/// One of the test jobs, so a batch can mix them in one array.
enum MixedJob: RenderJob {
    case fill(FillJob)
    case gradient(GradientJob)

    var label: String {
        switch self {
        case let .fill(job): return job.label
        case let .gradient(job): return job.label
        }
    }

    func render(in context: inout TestWorker, cancellation: RenderCancellationCheck) throws -> Image {
        switch self {
        case let .fill(job): return try job.render(in: &context, cancellation: cancellation)
        case let .gradient(job): return try job.render(in: &context, cancellation: cancellation)
        }
    }

    /// `count` jobs from a fixed seed: fills and gradients of 1…40 pixels a side, about one in eight a repeat
    /// of an earlier job (so coalescing happens under concurrency too).
    static func batch(count: Int, seed: UInt64) -> [MixedJob] {
        var random = TestSupport.SplitMix64(seed: seed)
        var jobs: [MixedJob] = []
        for index in 0..<count {
            if index > 0 && random.next() % 8 == 0 {
                jobs.append(jobs[Int(random.next() % UInt64(jobs.count))])
                continue
            }
            let width = 1 + Int(random.next() % 40)
            let height = 1 + Int(random.next() % 40)
            func color() -> Color {
                let bits = random.next()
                return Color(red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
                             blue: UInt8(truncatingIfNeeded: bits >> 16), alpha: UInt8(truncatingIfNeeded: bits >> 24))
            }
            if random.next() % 2 == 0 {
                jobs.append(.fill(FillJob(name: "fill-\(index)", width: width, height: height, fill: color(),
                                          border: color())))
            } else {
                jobs.append(.gradient(GradientJob(name: "gradient-\(index)", width: width, height: height,
                                                  from: color(), to: color())))
            }
        }
        return jobs
    }
}

/// Collects completion-handler answers; `wait(for:)` blocks until that many arrived.
final class Answers: Sendable {
    private let results = Locked<[String: [Result<Image, RenderQueueError>]]>([:])
    private let arrived = DispatchSemaphore(value: 0)
    let queue = DispatchQueue(label: "test.answers", attributes: .concurrent)

    /// A completion handler filing its answer under `name`.
    func handler(_ name: String) -> @Sendable (Result<Image, RenderQueueError>) -> Void {
        { result in
            self.results.withLock { $0[name, default: []].append(result) }
            self.arrived.signal()
        }
    }

    /// Blocks until `count` more answers arrived.
    func wait(for count: Int) {
        for _ in 0..<count { arrived.waitBounded(for: "a completion handler's answer") }
    }

    /// The answers filed under `name`, in arrival order.
    func results(_ name: String) -> [Result<Image, RenderQueueError>] { results.withLock { $0[name, default: []] } }

    /// The single answer under `name` (nil when there is not exactly one).
    func only(_ name: String) -> Result<Image, RenderQueueError>? {
        let all = results(name)
        return all.count == 1 ? all[0] : nil
    }

    /// The error of the single answer under `name`, if it is one.
    func error(_ name: String) -> RenderQueueError? {
        if case let .failure(error)? = only(name) { return error }
        return nil
    }

    /// The image of the single answer under `name`, if it is one.
    func image(_ name: String) -> Image? {
        if case let .success(image)? = only(name) { return image }
        return nil
    }
}

extension RenderQueueError {
    /// The case name, for comparing errors in tests (the enum is not Equatable: it carries `any Error`).
    var caseName: String {
        switch self {
        case .cancelled: return "cancelled"
        case .superseded: return "superseded"
        case .backlogFull: return "backlogFull"
        case .evicted: return "evicted"
        case .shutDown: return "shutDown"
        case .workerContextUnavailable: return "workerContextUnavailable"
        case .renderFailed: return "renderFailed"
        case .outputFailed: return "outputFailed"
        case .invalidConfiguration: return "invalidConfiguration"
        case .workerStartFailed: return "workerStartFailed"
        }
    }
}

/// A queue of `TestWorker`s reporting to `log`.
func makeQueue(workers: Int = 1, paused: Bool = false, capacity: Int = 10_000, policy: BacklogPolicy = .rejectNew,
               log: RenderLog, progress: (@Sendable (RenderProgress) -> Void)? = nil,
               progressQueue: DispatchQueue = DispatchQueue(label: "test.progress")) throws -> RenderQueue<TestWorker> {
    let configuration = RenderQueueConfiguration(
        workerCount: workers, backlogCapacity: capacity, whenFull: policy, startsPaused: paused,
        progressHandler: progress, progressQueue: progressQueue)
    return try RenderQueue(configuration: configuration) { index in try log.makeWorker(index) }
}


