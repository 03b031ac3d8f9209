import ArgumentParser
import Components
import FlexLayout
import Foundation
import TextMeasure

/// `letterpress-bench flex`: issue 13's layout workloads — FlexLayout in both conformance modes (`.yoga`, `.web`)
/// against Yoga 1.19 (`poga`) and Taffy 0.7.7 (`stretchable`), timing only each engine's layout call — and Taffy's
/// agreement with Chromium on the browser fixtures (issue 29).
struct FlexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flex",
        abstract: "Lay out 11,001 boxes (against Yoga and Taffy), 1,000 measured texts, and one changed text."
    )

    @Option(help: "The corpus, JSON lines {\"id\": N, \"text\": \"…\"}.")
    var corpus: String = BenchPaths.corpus

    @Option(help: "Timed runs of each workload; tables show the best.")
    var runs: Int = 7

    @Option(help: "The Python with poga and stretchable (make bench creates Benchmarks/.venv).")
    var python: String = BenchPaths.repositoryRoot.appendingPathComponent("Benchmarks/.venv/bin/python").path

    @Option(help: "The release render-layout binary, timed on tree (a) in its own process.")
    var renderLayout: String = BenchPaths.repositoryRoot.appendingPathComponent(".build/release/render-layout").path

    func validate() throws {
        guard (1...100).contains(runs) else { throw ValidationError("--runs must be 1…100, not \(runs)") }
    }

    func run() throws {
        try reportingErrors {
            for line in try FlexBenchmark(corpusPath: corpus, runs: runs, python: python, renderLayout: renderLayout).run() {
                print(line)
            }
        }
    }
}

/// Runs the workloads and formats the results.
struct FlexBenchmark {
    let corpusPath: String
    let runs: Int
    let python: String
    let renderLayout: String

    func run() throws -> [String] {
        var lines = ["FlexLayout — load average \(LoadAverage.current), best of \(runs) runs", ""]
        let grid = FlexTrees.grid()
        // Both conformance modes, interleaved, before and after the peers.
        var yogaRuns: [Duration] = [], webRuns: [Duration] = []
        yogaRuns += try timeGrid(grid, .yoga)
        webRuns += try timeGrid(grid, .web)
        let peers = try runPeers()
        webRuns += try timeGrid(grid, .web)
        yogaRuns += try timeGrid(grid, .yoga)
        let flex = Timing(samples: yogaRuns), web = Timing(samples: webRuns)
        let nodes = 11_001
        var table = Table("(a) 11,001 boxes, layout call only", "µs/node", "median", "FlexLayout .yoga | .web is")
        table.add("FlexLayout .yoga (Yoga's algorithm)", fixed(flex.microsecondsPerItem(nodes), 3),
                  fixed(flex.medianMicrosecondsPerItem(nodes), 3), "")
        table.add("FlexLayout .web (as Chromium)", fixed(web.microsecondsPerItem(nodes), 3), fixed(web.medianMicrosecondsPerItem(nodes), 3),
                  ".web / .yoga " + fixed(web.best.microseconds / flex.best.microseconds, 3))
        for (name, timing) in [("Yoga 1.19 (poga \(peers.poga))", peers.yoga), ("Taffy 0.7.7 (stretchable)", peers.taffy)] {
            table.add(name, fixed(timing.microsecondsPerItem(nodes), 3), fixed(timing.medianMicrosecondsPerItem(nodes), 3),
                      fixed(timing.best.microseconds / flex.best.microseconds, 2) + "× | "
                        + fixed(timing.best.microseconds / web.best.microseconds, 2) + "× faster")
        }
        if let cli = try timeRenderLayout() {
            table.add("render-layout --stats (own process), layout stage", fixed(cli.layout * 1000 / Double(nodes), 3), "",
                      fixed(peers.yoga.best.microseconds / (cli.layout * 1000), 2) + "× Yoga, "
                        + fixed(peers.taffy.best.microseconds / (cli.layout * 1000), 2) + "× Taffy")
            lines += [table.rendered, "render-layout --stats on tree (a): parse \(fixed(cli.parse, 2)) ms, layout \(fixed(cli.layout, 2)) ms (best of \(runs))", ""]
        } else {
            lines += [table.rendered, "render-layout not built at \(renderLayout): `swift build -c release --product render-layout`", ""]
        }
        lines += try textWorkloads()
        lines += ["", try taffyAgreement()]
        return lines
    }

    /// Taffy (the peer that aims at the CSS specification) on the browser fixtures of BrowserConformanceTests: in
    /// how many tree-directions its frames are within 0.05 pt of Chromium's, beside FlexLayout `.web`'s rate (which
    /// `swift test --filter BrowserFixtureTests` prints).
    private func taffyAgreement() throws -> String {
        let script = BenchPaths.repositoryRoot.appendingPathComponent("Benchmarks/flex_taffy_agreement.py").path
        let fixtures = BenchPaths.repositoryRoot.appendingPathComponent("Tests/BrowserConformanceTests/Fixtures/boxes-seed7.jsonl.gz").path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("flex-taffy-\(getpid()).txt").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        try ChildProcess.run(python, [script, fixtures, "--output", output])
        return try String(contentsOfFile: output, encoding: .utf8)
    }

    /// Lays out fresh copies of tree (a) in `conformance`; only `computeLayout` is timed.
    private func timeGrid(_ grid: FlexNode, _ conformance: FlexConformance) throws -> [Duration] {
        try (0..<runs).map { _ in
            var tree = try FlexTree(root: grid, conformance: conformance)
            let duration = try measureTime { try tree.computeLayout() }
            let row = tree.frame(of: tree.children(of: tree.root)[2])
            guard row.width == 500, row.height == 48 else {
                throw BenchError.workloadFailed("tree (a) in .\(conformance.name): the third row is \(row), not 500 × 48 as Yoga and Taffy lay it out")
            }
            return duration
        }
    }

    /// Yoga's and Taffy's layout calls, timed by the peers' script in its own process.
    private func runPeers() throws -> (yoga: Timing, taffy: Timing, poga: String) {
        let script = BenchPaths.repositoryRoot.appendingPathComponent("Benchmarks/flex_peers.py").path
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw BenchError.workloadFailed("no Python with poga and stretchable at \(python): run `make bench`, or "
                                            + "python3 -m venv Benchmarks/.venv && Benchmarks/.venv/bin/pip install poga stretchable")
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("flex-peers-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        try ChildProcess.run(python, [script, "--runs", "\(runs)", "--output", output])
        guard let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any],
              let yoga = object["yoga"] as? [Double], let taffy = object["taffy"] as? [Double],
              let checks = object["checks"] as? [String: [Double]] else {
            throw BenchError.workloadFailed("the peers' script wrote no results")
        }
        guard checks["yoga"] == [500, 48], checks["taffy"] == [500, 48] else {
            throw BenchError.workloadFailed("the peers laid tree (a) out differently: \(checks)")
        }
        func timing(_ seconds: [Double]) -> Timing { Timing(samples: seconds.map { .nanoseconds(Int64($0 * 1e9)) }) }
        return (timing(yoga), timing(taffy), object["poga"] as? String ?? "?")
    }

    /// `render-layout --stats` on tree (a) in its own process: its parse and layout stages (ms, best of `runs`).
    private func timeRenderLayout() throws -> (parse: Double, layout: Double)? {
        guard FileManager.default.isExecutableFile(atPath: renderLayout) else { return nil }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flex-bench-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tree = directory.appendingPathComponent("grid.json").path, stderr = directory.appendingPathComponent("stderr").path
        try Data(FlexTrees.gridJSON().utf8).write(to: URL(fileURLWithPath: tree))
        var best: (parse: Double, layout: Double) = (.infinity, .infinity)
        for _ in 0..<runs {
            try ChildProcess.run(renderLayout, [tree, "--stats"], standardError: stderr)
            let report = try String(contentsOfFile: stderr, encoding: .utf8)
            func stage(_ name: String) -> Double {
                let line = report.split(separator: "\n").first { $0.hasPrefix("\(name): ") } ?? ""
                return Double(line.dropFirst(name.count + 2).dropLast(3)) ?? .nan
            }
            best = (min(best.parse, stage("parse")), min(best.layout, stage("layout")))
        }
        return best
    }

    /// (b) 1,000 texts measured by TextMeasure in the 2,001-node chat tree, and (c) one text changed.
    ///
    /// The flex algorithm's own share of (b) is the same tree laid out with leaves that replay the sizes the texts
    /// measured (same requests, same answers, nothing measured): what remains of the full layout is measuring.
    private func textWorkloads() throws -> [String] {
        let corpus = try Corpus.load(path: corpusPath, limit: 2_000)
        let measurer = try TextMeasurer()
        let options = MeasureOptions(scale: 3), style = TextStyle(family: "Inter", size: 17)
        var prepared: [PreparedText] = []
        let prepare = try measureTime {
            for message in corpus.messages.prefix(1_000) {
                prepared.append(try measurer.prepare(AttributedText(message.text, style: style), options: options))
            }
        }
        let replacements = try corpus.messages.dropFirst(1_000).prefix(runs).map {
            try measurer.prepare(AttributedText($0.text, style: style), options: options)
        }
        let logs = prepared.map { _ in MeasureLog() }
        var recording = try FlexTree(root: FlexTrees.chat(zip(prepared, logs).map { RecordingText(prepared: $0, log: $1) }))
        try recording.computeLayout(scale: 3)
        let replayed = FlexTrees.chat(logs.map { ReplayedText(answers: $0.answers) })
        let chat = FlexTrees.chat(prepared.map { TextLeaf($0) })
        var full: [Duration] = [], flexAlone: [Duration] = [], incremental: [Duration] = []
        var calls = 0, incrementalCalls = 0, incrementalLayouts = 0
        for run in 0..<runs {
            // Three fresh trees per run of each (the full layout is as exposed to other processes' load as the
            // relayouts are, whose samples are many more).
            for _ in 0..<3 {
                var replay = try FlexTree(root: replayed)
                flexAlone.append(try measureTime { try replay.computeLayout(scale: 3) })
                var fresh = try FlexTree(root: chat)
                full.append(try measureTime { try fresh.computeLayout(scale: 3) })
            }
            var tree = try FlexTree(root: chat)
            try tree.computeLayout(scale: 3)
            calls = tree.statistics.measureCalls
            // (c) Ten relayouts per run, the text set to another message and back.
            let leaf = try tree.node(withID: "text\(500 + run)").orThrow("text\(500 + run)")
            for change in 0..<10 {
                let text = change.isMultiple(of: 2) ? replacements[run] : prepared[500 + run]
                try tree.setContent(TextLeaf(text), for: leaf)
                incremental.append(try measureTime { try tree.computeLayout(scale: 3) })
                incrementalCalls = tree.statistics.measureCalls
                incrementalLayouts = tree.statistics.layouts + tree.statistics.measures
            }
        }
        let fullTiming = Timing(samples: full), flexTiming = Timing(samples: flexAlone), nodes = 2_001
        let measuring = fullTiming.best.microseconds - flexTiming.best.microseconds
        var table = Table("(b), (c) 1,000 texts in a 2,001-node chat tree @3x", "µs", "µs/node", "")
        table.add("prepare 1,000 texts once (shaping; not layout)", fixed(prepare.microseconds, 0), "", "")
        table.add("(b) full layout, text measuring included (best of \(full.count))", fixed(fullTiming.best.microseconds, 0),
                  fixed(fullTiming.microsecondsPerItem(nodes), 3), "\(calls) measure calls")
        table.add("    the flex algorithm (leaves replaying the sizes)", fixed(flexTiming.best.microseconds, 0),
                  fixed(flexTiming.microsecondsPerItem(nodes), 3),
                  fixed(flexTiming.best.microseconds / fullTiming.best.microseconds * 100, 1) + " %")
        table.add("    measuring text (TextMeasure), the rest", fixed(measuring, 0), "",
                  fixed(measuring / fullTiming.best.microseconds * 100, 1) + " %")
        let incrementalTiming = Timing(samples: incremental)
        table.add("(c) one text changed, relayout (best of \(incremental.count))", fixed(incrementalTiming.best.microseconds, 1), "",
                  "\(incrementalCalls) measure call, \(incrementalLayouts) nodes visited")
        table.add("    full layout / relayout", "", "", fixed(fullTiming.best.microseconds / incrementalTiming.best.microseconds, 1) + "×")
        return [table.rendered]
    }
}

extension Optional {
    /// The value, or a benchmark failure naming what was missing.
    func orThrow(_ what: String) throws -> Wrapped {
        guard let self else { throw BenchError.workloadFailed("\(what) is missing") }
        return self
    }
}
