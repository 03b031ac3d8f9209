import ArgumentParser
import Dispatch
import Foundation
import Raster
import RenderQueue
import TextMeasure
import TextRender

/// `letterpress-bench queue`: issue 4's RenderQueue workloads. Corpus messages become bubble jobs (measured
/// up front, outside the timings); each workload renders all of them from a cold glyph cache:
/// the queue with 1 worker, the queue with 2, the same jobs rendered directly on one thread (the queue's
/// overhead), and two naive baselines on 2 threads that create FreeType state for every job.
struct QueueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "queue",
        abstract: "Render corpus messages as chat bubbles through the RenderQueue with 1 and 2 workers, against naive per-job FreeType state."
    )

    @OptionGroup var input: InputOptions

    @Option(help: "Render the first N messages.")
    var count: Int = 2000

    @Option(help: "Pixels per point.")
    var scale: Double = 3

    @Option(help: "Workers of the parallel queue workload (and threads of the naive baselines).")
    var workers: Int = 2

    func validate() throws {
        guard count > 0 else { throw ValidationError("--count must be at least 1") }
        guard scale.isFinite, scale > 0, scale <= 64 else { throw ValidationError("--scale must be in (0, 64]") }
        guard (2...64).contains(workers) else { throw ValidationError("--workers must be 2…64") }
    }

    func run() throws {
        try reportingErrors {
            try input.checkReadable()
            let corpus = try Corpus.load(path: input.corpus, limit: count)
            let measurer = TextMeasurer(fonts: try FontLibrary(directory: input.fonts))
            let style = TextStyle(family: input.family, size: input.size)
            let jobs = try corpus.texts.map { text in
                BubbleJob(text: try MeasuredText(AttributedText(text, style: style), width: input.width,
                                                 options: MeasureOptions(scale: scale), measurer: measurer))
            }
            let workloads = QueueWorkload.all(workers: workers)
            var samples = [[Duration]](repeating: [], count: workloads.count)
            var parallelism = [[Double]](repeating: [], count: workloads.count)
            var outcomes = [QueueOutcome?](repeating: nil, count: workloads.count)
            for repetition in 0..<input.repeats {
                // Alternate the order so that every workload sees the machine's load alike.
                let order = repetition % 2 == 0 ? Array(workloads.indices) : workloads.indices.reversed()
                for index in order {
                    var outcome = QueueOutcome()
                    let cpuBefore = processCPUSeconds()
                    let wall = try measureTime { outcome = try workloads[index].run(jobs) }
                    samples[index].append(wall)
                    parallelism[index].append((processCPUSeconds() - cpuBefore) / wall.seconds)
                    if let first = outcomes[index], first.checksum != outcome.checksum {
                        throw BenchError.inconsistent(workload: workloads[index].name)
                    }
                    outcomes[index] = outcome
                }
            }
            printReport(workloads, samples: samples, parallelism: parallelism, outcomes: outcomes, messages: jobs.count)
        }
    }

    private func printReport(_ workloads: [QueueWorkload], samples: [[Duration]], parallelism: [[Double]],
                             outcomes: [QueueOutcome?], messages: Int) {
        let timings = samples.map { Timing(samples: $0) }
        let checksums = Set(outcomes.prefix(5).compactMap { $0?.checksum })
        var table = Table("workload", "µs/job best (median)", "total ms", "jobs/s", "CPU s / wall s", "glyph cache hit rate")
        for (index, workload) in workloads.enumerated() {
            let timing = timings[index]
            table.add(workload.name,
                      "\(fixed(timing.microsecondsPerItem(messages), 1)) (\(fixed(timing.medianMicrosecondsPerItem(messages), 1)))",
                      fixed(timing.best.seconds * 1000, 1), fixed(Double(messages) / timing.best.seconds, 0),
                      fixed(parallelism[index].max() ?? .nan, 2),
                      outcomes[index]?.cacheHitRate.map { "\(fixed($0 * 100, 1)) %" } ?? "–")
        }
        func ratio(_ slow: Int, _ fast: Int) -> String {
            "\(fixed(timings[slow].best.seconds / timings[fast].best.seconds, 2))×"
        }
        let megapixels = Double(outcomes.first??.pixels ?? 0) / 1e6
        print("""
            letterpress-bench queue: first \(messages) messages of \(input.corpus) as chat bubbles
            \(input.family) \(fixed(input.size, 0)) pt, text width \(fixed(input.width, 0)) pt, scale \(fixed(scale, 0)), \
            \(fixed(megapixels, 1)) megapixels per pass; cold glyph cache per workload; best of \(input.repeats) runs
            load average at the end: \(LoadAverage.current) (\(ProcessInfo.processInfo.activeProcessorCount) cores)

            \(table.rendered)

            queue, \(workers) workers vs 1 worker: \(ratio(1, 2)) faster
            synthetic CPU-bound job (no shared state; what this machine allows right now), \(workers) workers vs 1: \(ratio(5, 6)) faster
            queue, 1 worker vs direct rendering on one thread (queue overhead): takes \(ratio(1, 0)) the direct time
            queue, \(workers) workers vs naive per-job FreeType state (\(workers) threads, shared cache): \(ratio(3, 2)) faster
            queue, \(workers) workers vs naive per-job FreeType state and glyph cache (\(workers) threads): \(ratio(4, 2)) faster
            bubble images identical across workloads: \(checksums.count == 1 ? "yes" : "NO")
            (CPU s / wall s: the cores the process actually got, best run; below the worker count means the machine
            was busy with other work and the ratios above understate the queue's scaling)
            """)
    }
}

/// What one pass produced: a checksum over every image (sampled bytes) and the glyph cache's hit rate.
struct QueueOutcome: Sendable {
    var checksum: UInt64 = 0
    var pixels = 0
    var cacheHitRate: Double?

    /// Folds one image in, independently of the order images arrive in.
    mutating func add(_ image: Image, index: Int) {
        checksum &+= imageChecksum(image) &* UInt64(index * 2 + 1)
        pixels += image.width * image.height
    }
}

/// A sampled FNV-1a hash of an image (its size and every 997th byte): enough to notice a different render.
func imageChecksum(_ image: Image) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x100_0000_01B3 }
    mix(UInt64(image.width))
    mix(UInt64(image.height))
    let pixels = image.pixels
    for index in stride(from: 0, to: pixels.count, by: 997) { mix(UInt64(pixels[index])) }
    return hash
}

/// One way of rendering every job.
struct QueueWorkload {
    let name: String
    let run: ([BubbleJob]) throws -> QueueOutcome

    static func all(workers: Int) -> [QueueWorkload] {
        [
            QueueWorkload(name: "direct: one RasterContext, one thread, no queue") { jobs in
                let cache = GlyphCache()
                var context = try RasterContext(cache: cache)
                var outcome = QueueOutcome()
                for (index, job) in jobs.enumerated() {
                    outcome.add(try job.render(in: &context, cancellation: .never), index: index)
                }
                outcome.cacheHitRate = cache.statistics.hitRate
                return outcome
            },
            QueueWorkload(name: "RenderQueue, 1 worker") { try throughQueue($0, workers: 1) },
            QueueWorkload(name: "RenderQueue, \(workers) workers") { try throughQueue($0, workers: workers) },
            QueueWorkload(name: "naive: new FreeType state per job, \(workers) threads, shared cache") { jobs in
                try naive(jobs, threads: workers, sharedCache: GlyphCache())
            },
            QueueWorkload(name: "naive: new FreeType state and cache per job, \(workers) threads") { jobs in
                try naive(jobs, threads: workers, sharedCache: nil)
            },
            QueueWorkload(name: "synthetic CPU-bound job, RenderQueue, 1 worker") { try synthetic($0.count, workers: 1) },
            QueueWorkload(name: "synthetic CPU-bound job, RenderQueue, \(workers) workers") {
                try synthetic($0.count, workers: workers)
            },
        ]
    }

    /// Submits every job to a fresh queue and waits for every answer (queue start and shutdown included).
    private static func throughQueue(_ jobs: [BubbleJob], workers: Int) throws -> QueueOutcome {
        let cache = GlyphCache()
        let queue = try RasterRenderQueue(configuration: RenderQueueConfiguration(workerCount: workers), glyphCache: cache)
        let results = ResultCollector(count: jobs.count)
        let delivery = DispatchQueue(label: "bench.queue.delivery")
        for (index, job) in jobs.enumerated() {
            queue.submit(job, deliverOn: delivery) { results.store($0, at: index) }
        }
        results.waitForAll()
        queue.shutdown()
        var outcome = try results.outcome()
        outcome.cacheHitRate = cache.statistics.hitRate
        return outcome
    }

    /// Runs `count` synthetic jobs (arithmetic only, about as long as a bubble) through a queue with no context.
    private static func synthetic(_ count: Int, workers: Int) throws -> QueueOutcome {
        let queue = try RenderQueue<Void>(configuration: RenderQueueConfiguration(workerCount: workers)) { _ in () }
        let results = ResultCollector(count: count)
        let delivery = DispatchQueue(label: "bench.queue.synthetic")
        for index in 0..<count {
            queue.submit(SpinJob(seed: index), deliverOn: delivery) { results.store($0, at: index) }
        }
        results.waitForAll()
        queue.shutdown()
        return try results.outcome()
    }

    /// Renders on `threads` threads (jobs interleaved), each job with a `RasterContext` of its own.
    private static func naive(_ jobs: [BubbleJob], threads: Int, sharedCache: GlyphCache?) throws -> QueueOutcome {
        let results = ResultCollector(count: jobs.count)
        try runOnThreads(threads) { thread in
            for index in stride(from: thread, to: jobs.count, by: threads) {
                var context = try RasterContext(cache: sharedCache ?? GlyphCache())
                results.store(Result { try jobs[index].render(in: &context, cancellation: .never) }
                    .mapError { RenderQueueError.renderFailed(job: "bubble \(index)", underlying: $0) }, at: index)
            }
        }
        var outcome = try results.outcome()
        outcome.cacheHitRate = sharedCache?.statistics.hitRate
        return outcome
    }
}

/// Collects one answer per job from any thread; `waitForAll` blocks until every job has answered.
final class ResultCollector: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var remaining: Int
    private var collected = QueueOutcome()
    private var failure: RenderQueueError?

    init(count: Int) { remaining = count }

    func store(_ result: Result<Image, RenderQueueError>, at index: Int) {
        lock.lock()
        switch result {
        case let .success(image): collected.add(image, index: index)
        case let .failure(error): failure = failure ?? error
        }
        remaining -= 1
        let finished = remaining == 0
        lock.unlock()
        if finished { done.signal() }
    }

    func waitForAll() { done.wait() }

    func outcome() throws -> QueueOutcome {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        return collected
    }
}

/// A job that only computes: a 64 × 64 image of a hash iterated over each pixel, with no shared state.
struct SpinJob: RenderJob {
    let seed: Int

    func render(in context: inout Void, cancellation: RenderCancellationCheck) throws -> Image {
        var bytes = [UInt8](repeating: 255, count: 64 * 64 * 4)
        var state = UInt64(truncatingIfNeeded: seed) &+ 0x9E37_79B9_7F4A_7C15
        for pixel in 0..<(64 * 64) {
            for _ in 0..<48 { state = (state ^ (state >> 31)) &* 0xBF58_476D_1CE4_E5B9 }
            bytes[pixel * 4] = UInt8(truncatingIfNeeded: state)
        }
        return try Image(width: 64, height: 64, pixels: bytes)
    }
}

/// User + system CPU seconds this process has used so far (all threads).
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}
