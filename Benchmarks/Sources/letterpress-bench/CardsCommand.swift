import ArgumentParser
import ComponentRender
import Components
import Foundation
import Raster
import TextMeasure
import TextRender

/// `letterpress-bench cards`: issue 28's cards (1200 × 630: text, photo, emoji, right-to-left) rendered to PNG by
/// Letterpress in process and through `letterpress-server`, against Takumi (takumi-py) in process, with the same font
/// files; then `render-layout`'s cold start on the text card.
struct CardsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cards",
        abstract: "Render the 1200×630 cards of Benchmarks/cards against Takumi (in process and through the server).",
        discussion: """
            Letterpress in process: each card's tree parsed once (its pictures decoded), untimed; timed per render: \
            ComponentLayout (texts shaped and measured, flexbox), ComponentRenderer.render and PNGEncoder().encode, \
            with one TextMeasurer and one RasterContext kept warm (with a ResampledImageCache unless \
            --no-resample-cache: the photo is scaled once, not every render). Server: POST /v1/layout?width=1200&height=630 with \
            Accept: image/png on one kept-alive loopback connection, timed from the request's first byte written to \
            the answer's last byte read (the server parses the tree each time). Takumi (Peers/takumi_cards_peer.py): \
            the node compiled once, untimed; timed: the native render_compiled call (layout, raster, PNG).
            """
    )

    @Option(help: "The folder of cards: NAME.json (render-layout) and NAME.takumi.json (Takumi), and their pictures.")
    var cards: String = BenchPaths.repositoryRoot.appendingPathComponent("Benchmarks/cards").path

    @Option(help: "Comma-separated card names.")
    var names: String = "text,photo,emoji,rtl"

    @Option(help: "The fonts (Letterpress's embedded fonts; Takumi gets the same files).")
    var fonts: String = BenchPaths.fonts

    @Option(help: "Timed renders of each card, per engine and round.")
    var renders: Int = 100

    @Option(help: "Untimed renders of each card before the timed ones.")
    var warmup: Int = 10

    @Option(help: "Rounds; each engine runs once per round, in a rotating order. Tables show the median over all renders and the best.")
    var rounds: Int = 3

    @Option(help: "The Python with takumi-py (make bench-venv creates Benchmarks/.venv).")
    var python: String = BenchPaths.repositoryRoot.appendingPathComponent("Benchmarks/.venv/bin/python").path

    @Option(help: "The release letterpress-server (skipped when absent).")
    var server: String = BenchPaths.repositoryRoot.appendingPathComponent("Server/.build/release/letterpress-server").path

    @Option(help: "A release render-layout for the cold start (repeatable, e.g. the build tree's and an installed one; skipped when absent).")
    var renderLayout: [String] = [BenchPaths.repositoryRoot.appendingPathComponent(".build/release/render-layout").path]

    @Option(help: "Runs of render-layout on the text card for the cold start.")
    var coldRuns: Int = 50

    @Option(help: "Threads Letterpress's PNG encoder may use in process (default: every core, as render-layout and the server do).")
    var pngThreads: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Draw in process without a ResampledImageCache (every render scales the photo again, as before the cache).")
    var noResampleCache = false

    @Option(help: "A folder to write every engine's PNG of each card into, to look at them.")
    var savePngs: String?

    func validate() throws {
        guard renders > 0, warmup >= 0, rounds > 0, coldRuns >= 0, pngThreads > 0 else {
            throw ValidationError("--renders, --rounds and --png-threads must be at least 1, --warmup and --cold-runs at least 0")
        }
    }

    func run() throws {
        try reportingErrors {
            let benchmark = CardsBenchmark(options: self)
            for line in try benchmark.run() { print(line) }
        }
    }
}

/// Runs the engines and formats the table.
struct CardsBenchmark {
    let options: CardsCommand
    private var cardNames: [String] { options.names.split(separator: ",").map(String.init) }
    private let size = (width: 1200.0, height: 630.0)

    /// Per engine, per card: every timed render's duration.
    private typealias Samples = [String: [Duration]]

    func run() throws -> [String] {
        var lines = ["cards, 1200 × 630 px — load average \(LoadAverage.current) at the start, \(options.rounds) rounds × "
                     + "\(options.renders) renders a card and engine (after \(options.warmup) untimed)"]
        let trees = try cardNames.map { name -> (String, [UInt8]) in
            let path = URL(fileURLWithPath: options.cards).appendingPathComponent("\(name).json").path
            guard let data = FileManager.default.contents(atPath: path) else {
                throw BenchError.unreadableFile(path: path, reason: "no such file")
            }
            return (name, [UInt8](data))
        }
        let letterpress = try InProcessCards(trees: trees, folder: options.cards, fontsDirectory: options.fonts,
                                             encoder: PNGEncoder(threads: options.pngThreads),
                                             resampleCache: !options.noResampleCache)
        let server = FileManager.default.isExecutableFile(atPath: options.server)
            ? try ServerProcess(options.server, ["--assets", options.cards]) : nil
        defer { server?.stop() }
        let client = try server.map { try LoopbackHTTPClient(port: $0.port) }

        var inProcess: Samples = [:], served: Samples = [:], takumi: Samples = [:]
        var takumiVersion = "", takumiBytes: [String: Int] = [:], servedPNGs: [String: [UInt8]] = [:]
        for round in 0..<options.rounds {
            let engines: [() throws -> Void] = [
                {
                    for (name, _) in trees {
                        inProcess[name, default: []] += try time { _ = try letterpress.render(name) }
                    }
                },
                {
                    guard let client else { return }
                    for (name, tree) in trees {
                        served[name, default: []] += try time { servedPNGs[name] = try post(tree, name: name, client: client) }
                    }
                },
                {
                    let report = try runTakumi()
                    takumiVersion = report.version
                    for card in report.cards {
                        takumi[card.name, default: []] += card.nanoseconds.map { .nanoseconds($0) }
                        takumiBytes[card.name] = card.pngBytes
                    }
                },
            ]
            for index in engines.indices { try engines[(index + round) % engines.count]() }
        }

        var table = Table("card", "Letterpress in process ms", "via server ms", "Takumi ms", "in process vs Takumi",
                          "server vs Takumi", "PNG bytes (ours / Takumi)")
        for (name, _) in trees {
            let ours = Timing(samples: inProcess[name] ?? []), theirs = Timing(samples: takumi[name] ?? [])
            let viaServer = served[name].map { Timing(samples: $0) }
            let png = try letterpress.render(name)
            table.add(name, milliseconds(ours), viaServer.map(milliseconds) ?? "–", milliseconds(theirs),
                      ratio(theirs, ours), viaServer.map { ratio(theirs, $0) } ?? "–",
                      "\(png.count) / \(takumiBytes[name].map(String.init) ?? "–")")
            // The fast encoder's bands depend on its thread count: bytes are comparable only with the server's.
            if options.pngThreads == ProcessInfo.processInfo.activeProcessorCount, let servedPNG = servedPNGs[name], servedPNG != png {
                lines.append("warning: the server's PNG of \(name) differs from the in-process one")
            }
            try save(png, as: "\(name)-letterpress.png")
        }
        lines += ["", table.rendered,
                  "ms: median over all timed renders (best in parentheses); ratios: Takumi's median / ours (> 1: we are faster).",
                  "Letterpress's PNG encoder in process: up to \(options.pngThreads) thread(s). Takumi: \(takumiVersion); server: \(server == nil ? "not built at \(options.server), skipped" : options.server)"]
        for binary in options.renderLayout { lines += try coldStart(binary) }
        lines.append("load average at the end: \(LoadAverage.current)")
        return lines
    }

    /// Times `body` `renders` times after `warmup` untimed calls.
    private func time(_ body: () throws -> Void) throws -> [Duration] {
        for _ in 0..<options.warmup { try body() }
        return try (0..<options.renders).map { _ in try measureTime(body) }
    }

    private func post(_ tree: [UInt8], name: String, client: LoopbackHTTPClient) throws -> [UInt8] {
        let answer = try client.post("/v1/layout?width=\(Int(size.width))&height=\(Int(size.height))", body: tree,
                                     contentType: "application/json", accept: "image/png")
        guard answer.status == 200 else {
            throw BenchError.workloadFailed("the server answered \(answer.status) for \(name): \(String(decoding: answer.body, as: UTF8.self))")
        }
        return answer.body
    }

    private func runTakumi() throws -> TakumiReport {
        let script = BenchPaths.repositoryRoot.appendingPathComponent("Benchmarks/Peers/takumi_cards_peer.py").path
        guard FileManager.default.isExecutableFile(atPath: options.python) else {
            throw BenchError.unreadableFile(path: options.python, reason: "no Python with takumi-py there (make bench-venv)")
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-takumi-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        var arguments = [script, "--cards", options.cards, "--fonts", options.fonts, "--names", options.names,
                         "--renders", "\(options.renders)", "--warmup", "\(options.warmup)"]
        if let folder = options.savePngs { arguments += ["--save-pngs", folder] }
        try ChildProcess.run(options.python, arguments, output: output)
        do {
            return try JSONDecoder().decode(TakumiReport.self, from: Data(contentsOf: URL(fileURLWithPath: output)))
        } catch {
            throw BenchError.workloadFailed("takumi_cards_peer.py printed no report: \(error)")
        }
    }

    /// `render-layout` on the text card as a user runs it, each run a new process, timed from `posix_spawn` to `wait4`.
    private func coldStart(_ renderLayout: String) throws -> [String] {
        guard options.coldRuns > 0 else { return [] }
        guard FileManager.default.isExecutableFile(atPath: renderLayout) else {
            return ["", "render-layout not built at \(renderLayout): `swift build -c release --product render-layout`"]
        }
        let tree = URL(fileURLWithPath: options.cards).appendingPathComponent("text.json").path
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-cold-start.png").path
        let stats = png + ".stats"
        defer { for path in [png, stats] { try? FileManager.default.removeItem(atPath: path) } }
        let arguments = [tree, "-o", png]
        try ChildProcess.run(renderLayout, arguments)   // the binary and fonts in the page cache
        let runs = Timing(samples: try (0..<options.coldRuns).map { _ in try ChildProcess.run(renderLayout, arguments).wall })
        try ChildProcess.run(renderLayout, arguments + ["--stats"], standardError: stats)
        let stages = (try? String(contentsOfFile: stats, encoding: .utf8))?.split(separator: "\n").joined(separator: ", ") ?? ""
        return ["", "cold start, \(options.coldRuns) runs of `\(([renderLayout] + arguments).joined(separator: " "))`, "
                + "posix_spawn to wait4: best \(fixed(runs.best.microseconds / 1000, 2)) ms, median "
                + "\(fixed(runs.median.microseconds / 1000, 2)) ms (target ≤ 15 ms); one run's --stats: \(stages)"]
    }

    private func save(_ png: [UInt8], as name: String) throws {
        guard let folder = options.savePngs else { return }
        let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
        guard FileManager.default.createFile(atPath: path, contents: Data(png)) else {
            throw BenchError.cannotWrite(path: path, reason: "cannot create the file")
        }
    }

    private func milliseconds(_ timing: Timing) -> String {
        "\(fixed(timing.median.microseconds / 1000, 2)) (\(fixed(timing.best.microseconds / 1000, 2)))"
    }

    private func ratio(_ peer: Timing, _ ours: Timing) -> String {
        fixed(peer.median.microseconds / ours.median.microseconds, 2) + "×"
    }
}

/// Letterpress in process: the fonts loaded and every card's document parsed once; ``render(_:)`` is what is timed.
private struct InProcessCards {
    let documents: [String: ComponentDocument]
    let measurer: TextMeasurer
    let context: RasterContext
    let encoder: PNGEncoder

    init(trees: [(String, [UInt8])], folder: String, fontsDirectory: String, encoder: PNGEncoder,
         resampleCache: Bool) throws {
        self.encoder = encoder
        measurer = TextMeasurer(fonts: try FontLibrary(directory: fontsDirectory))
        context = try RasterContext(resampledImages: resampleCache ? ResampledImageCache() : nil)
        documents = try Dictionary(uniqueKeysWithValues: trees.map { name, bytes in
            (name, try ComponentDocument(bytes: bytes, baseDirectory: folder))
        })
    }

    /// Lays the card out at 1200 × 630, draws it and encodes the PNG.
    func render(_ name: String) throws -> [UInt8] {
        guard let document = documents[name] else { throw BenchError.workloadFailed("no card named \(name)") }
        let layout = try ComponentLayout(document.root, measurer: measurer, width: 1200, height: 630,
                                         conformance: document.conformance)
        let image = try ComponentRenderer(context: context).render(layout, background: .clear)
        return try encoder.encode(image, input: name)
    }
}

/// What `takumi_cards_peer.py` prints.
private struct TakumiReport: Decodable {
    struct Card: Decodable {
        var name: String
        var nanoseconds: [Int64]
        var pngBytes: Int
    }
    var engine: String
    var version: String
    var cards: [Card]
}
