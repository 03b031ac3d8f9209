/// One layout's answer in points: line count and the raw (unrounded) logical size.
struct MeasureResult: Sendable {
    var lineCount: Int
    var width: Double
    var height: Double
}

/// What the measure workloads need from an engine (Letterpress or the Pango peer). The same generic
/// loops below time both engines, so neither gets a different harness. Engines are immutable values;
/// their sessions need not be `Sendable` (each thread of the parallel workload gets its own).
protocol MeasureEngine: Sendable {
    /// Caches that start empty: a fresh measurer (Letterpress) or a fresh peer (Pango).
    associatedtype Session
    /// A text already laid out once, ready to be re-wrapped at a new width.
    associatedtype Prepared

    /// Sessions with empty caches for `threads` threads; thread i uses only element i.
    func makeSessions(threads: Int) throws -> [Session]
    /// Measures `text` wrapped at `width` points.
    func measure(_ text: String, width: Double, in session: Session) throws -> MeasureResult
    /// Prepares `text` for re-measuring and lays it out once at `width`.
    func prepare(_ text: String, width: Double, in session: Session) throws -> Prepared
    /// Re-wraps a prepared text at `width` points.
    func remeasure(_ prepared: Prepared, width: Double) throws -> MeasureResult
    /// A line about the session's caches after a cold pass, if the engine has one to tell.
    func cacheSummary(of session: Session) -> String?
}

extension MeasureEngine {
    func cacheSummary(of session: Session) -> String? { nil }
}

/// The measure workloads' parameters.
struct MeasureSettings: Sendable {
    let texts: [String]
    /// The width of the cold, warm and multi-threaded runs (points).
    let width: Double
    /// The width the prepared texts are re-measured at (points).
    let newWidth: Double
    let repeats: Int
    let threads: Int
    /// How many prepared texts are alive at once in the re-measure workload (bounds memory).
    let batchSize: Int
}

/// One repetition of every workload by one engine.
struct MeasureSample {
    let cold: Duration
    let warm: Duration
    let remeasure: Duration
    let parallel: Duration
    /// The cold pass's answers, in text order.
    let results: [MeasureResult]
    /// The engine's cache summary after the cold pass.
    let cacheSummary: String?
}

/// One engine's repetitions, and its answers from the first.
struct MeasureReport {
    let samples: [MeasureSample]

    /// The timings of one workload over all repetitions, e.g. `timing(\.cold)`.
    func timing(_ workload: KeyPath<MeasureSample, Duration>) -> Timing {
        Timing(samples: samples.map { $0[keyPath: workload] })
    }

    var results: [MeasureResult] { samples.first?.results ?? [] }
    var cacheSummary: String? { samples.first?.cacheSummary }
}

/// Runs every measure workload once on `engine`: (a) cold, one fresh session, each text once, then a warm
/// second pass on the same session; (b) re-measure at `newWidth` of texts prepared at `width`; (c) cold with
/// `threads` threads, texts dealt out round-robin. Callers alternate engines between repetitions so that both
/// see the same machine load.
func runMeasureRepetition<Engine: MeasureEngine>(_ engine: Engine, _ settings: MeasureSettings) throws -> MeasureSample {
    let session = try engine.makeSessions(threads: 1)[0]
    var answers: [MeasureResult] = []
    answers.reserveCapacity(settings.texts.count)
    let cold = try measureTime {
        for text in settings.texts { answers.append(try engine.measure(text, width: settings.width, in: session)) }
    }
    let cacheSummary = engine.cacheSummary(of: session)
    let warm = try measureTime {
        for text in settings.texts { _ = try engine.measure(text, width: settings.width, in: session) }
    }
    return MeasureSample(cold: cold, warm: warm, remeasure: try timeRemeasure(engine, settings),
                         parallel: try timeParallel(engine, settings), results: answers, cacheSummary: cacheSummary)
}

/// Only the re-wrapping is timed; preparing each batch is not.
private func timeRemeasure<Engine: MeasureEngine>(_ engine: Engine, _ settings: MeasureSettings) throws -> Duration {
    let session = try engine.makeSessions(threads: 1)[0]
    var total = Duration.zero
    var start = 0
    while start < settings.texts.count {
        let end = min(start + max(settings.batchSize, 1), settings.texts.count)
        let prepared = try settings.texts[start..<end].map { try engine.prepare($0, width: settings.width, in: session) }
        total += try measureTime {
            for text in prepared { _ = try engine.remeasure(text, width: settings.newWidth) }
        }
        start = end
    }
    return total
}

/// Wall time of measuring every text once with `threads` threads, each with its own session.
private func timeParallel<Engine: MeasureEngine>(_ engine: Engine, _ settings: MeasureSettings) throws -> Duration {
    let threads = max(settings.threads, 1)
    let sessions = UncheckedSendable(value: try engine.makeSessions(threads: threads))
    let texts = settings.texts
    let width = settings.width
    return try measureTime {
        try runOnThreads(threads) { thread in
            let session = sessions.value[thread]
            for index in stride(from: thread, to: texts.count, by: threads) {
                _ = try engine.measure(texts[index], width: width, in: session)
            }
        }
    }
}
