import ArgumentParser
import ChatRender
import ChatSamples
import Dispatch
import Foundation
import PangoPeer
import Synchronization

/// `letterpress-bench chat-render`: issue 6's workloads.
///
/// 1. The last screen of the 10,000-message long chat at 390 × 844 pt @3x, end to end (read and parse the JSON,
///    measure, lay out, draw, encode, write the PNG) by Letterpress, against Pango + Cairo drawing the same bubbles
///    and texts from a screen JSON (the layout JSON's elements of that screen plus what to draw) in the same run.
/// 2. 20 transcripts rendered as `render-chat --threads 1` and `--threads 2` do (in-process: one renderer with N
///    workers, N transcripts at a time), and the same through the `render-chat` binary when it is built.
struct ChatRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chat-render",
        abstract: "Render the long chat's last screen against Pango + Cairo; 20 transcripts with 1 and 2 threads."
    )

    @OptionGroup var input: InputOptions

    @Option(help: "Where the generated transcripts and the PNGs go.")
    var workDirectory: String = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-chat-render").path

    @Option(help: "How many transcripts the threads workload renders.")
    var transcripts: Int = 20

    @Flag(help: "Only time Letterpress on the last screen (no Pango, no 20 transcripts): for profiling with --repeats.")
    var letterpressOnly = false

    @Flag(help: "Also time the last screen of the long chat with photos, voice notes and reactions mixed in (make-long-chat --media).")
    var media = false

    func validate() throws {
        try input.validate()
        guard transcripts > 0 else { throw ValidationError("--transcripts must be at least 1") }
    }

    func run() throws {
        try reportingErrors {
            try input.checkReadable()
            try FileManager.default.createDirectory(atPath: workDirectory, withIntermediateDirectories: true)
            let corpus = try Corpus.data(path: input.corpus)
            let longChat = path("long-chat.json")
            try LongChatGenerator().json(fromCorpus: corpus).write(to: URL(fileURLWithPath: longChat))
            print("chat-render: \(longChat) (10,000 messages), \(input.repeats) repetitions, best (median); load \(LoadAverage.current)\n")
            try lastScreen(longChat)
            if media { try mediaScreen(corpus: corpus) }
            if letterpressOnly { return }
            print("")
            try threads(corpus: corpus)
        }
    }

    /// Renders the transcript at `path` into the PNG file `png` through ChatRender's stage calls, timing each stage as
    /// `render-chat --stats` does (StageTimings.swift and TimedSizing.swift are render-chat's, linked here); writing
    /// the file is outside the stages.
    static func render(_ path: String, to png: String, with renderer: ChatScreenRenderer, options: ChatScreenOptions,
                       threads: Int = 1, exact: Bool = false,
                       drawingWith worker: ChatRenderWorker? = nil) throws -> (timings: StageTimings, scene: ChatScene) {
        var timings = StageTimings()
        let scene = try timings.loadScene(path: path, options: options, measurer: renderer.measurer, threads: threads, exact: exact)
        try Data(timings.png(of: scene, renderer: renderer, drawingWith: worker)).write(to: URL(fileURLWithPath: png))
        return (timings, scene)
    }

    private func path(_ name: String) -> String { URL(fileURLWithPath: workDirectory).appendingPathComponent(name).path }

    // MARK: The last screen against Pango + Cairo

    private func lastScreen(_ longChat: String) throws {
        let options = ChatScreenOptions(width: 390, height: 844, scale: 3, style: .imessage, scroll: .bottom)
        let renderers = try [1, 2].map { try ChatScreenRenderer(threads: $0) }
        // The peer's input: the same screen's cells, written once (reading it is part of the peer's work).
        let screenFile = path("long-chat.pango-screen.json")
        var peer: PangoPeer?
        if !letterpressOnly {
            let family = try input.pangoFamilyList()
            peer = try PangoPeer(fontFile: input.resolvedFontFile, fallbackDirectory: input.fonts, family: family, size: 17)
            let scene = try ChatScene.load(path: longChat, options: options, measurer: renderers[0].measurer)
            try PangoScreenFile(scene: scene).json.write(toFile: screenFile, atomically: true, encoding: .utf8)
        }

        var samples: [String: [Duration]] = [:]
        var stages: [String: StageTimings] = [:]
        var outside: [String: Duration] = [:]
        var bestStages: [String: StageTimings] = [:]
        var bestFront: [String: Duration] = [:]
        for _ in 0..<max(1, input.repeats) {
            for (index, renderer) in renderers.enumerated() {
                for exact in [false, true] where !(exact && (index == 1 || letterpressOnly)) {
                    let key = exact ? "exact" : "threads\(index + 1)"
                    var timings = StageTimings()
                    let time = try measureTime {
                        timings = try Self.render(longChat, to: path("long-chat.letterpress.png"), with: renderer,
                                                  options: options, threads: index + 1, exact: exact).timings
                    }
                    samples[key, default: []].append(time)
                    if (stages[key]?.total ?? .seconds(1_000)) > timings.total { stages[key] = timings }
                    if (outside[key] ?? .seconds(1_000)) > time - timings.total { outside[key] = time - timings.total }
                    var best = bestStages[key] ?? timings
                    best.parse = min(best.parse, timings.parse)
                    best.measure = min(best.measure, timings.measure)
                    best.layout = min(best.layout, timings.layout)
                    best.raster = min(best.raster, timings.raster)
                    best.encode = min(best.encode, timings.encode)
                    bestStages[key] = best
                    let front = timings.parse + timings.measure + timings.layout + (time - timings.total)
                    if (bestFront[key] ?? .seconds(1_000)) > front { bestFront[key] = front }
                }
            }
            if let peer {
                samples["pango", default: []].append(try measureTime {
                    try peer.renderChat(screenPath: screenFile, pngPath: path("long-chat.pango.png"))
                })
            }
        }
        let pango = Timing(samples: samples["pango"] ?? [])
        var table = Table("last screen of 10,000 messages, 390×844 pt @3x", "ms best (median)", "× Pango")
        func row(_ name: String, _ key: String) {
            guard samples[key] != nil else { return }
            let timing = Timing(samples: samples[key] ?? [])
            table.add(name, "\(fixed(timing.best.seconds * 1000)) (\(fixed(timing.median.seconds * 1000)))",
                      peer == nil ? "–" : fixed(pango.best.seconds / timing.best.seconds, 2))
        }
        row("Letterpress, 1 render thread (parse, measure, layout, raster, encode)", "threads1")
        row("Letterpress, 2 render threads", "threads2")
        row("Letterpress, 1 thread, every message measured exactly", "exact")
        if peer != nil {
            table.add("Pango + Cairo: read screen JSON, draw, cairo_surface_write_to_png",
                      "\(fixed(pango.best.seconds * 1000)) (\(fixed(pango.median.seconds * 1000)))", "1.00")
        }
        print(table.rendered)
        for (name, key) in [("1 thread", "threads1"), ("2 threads", "threads2"), ("exact", "exact")] {
            guard let timing = stages[key] else { continue }
            print("  stages, \(name) (best run): " + timing.stages.map { "\($0.name) \(fixed($0.duration.seconds * 1000)) ms" }
                .joined(separator: ", ") + "; outside the stages \(fixed((outside[key] ?? .zero).seconds * 1000)) ms (best)")
            if let best = bestStages[key], let front = bestFront[key] {
                print("    each stage's best: " + best.stages.map { "\($0.name) \(fixed($0.duration.seconds * 1000)) ms" }
                    .joined(separator: ", ") + "; parse + measure + layout + outside, best run: \(fixed(front.seconds * 1000)) ms")
            }
        }
        print("  PNGs: \(path("long-chat.letterpress.png")), \(path("long-chat.pango.png"))")
    }

    // MARK: The long chat with media

    /// The last screen of the long chat with photos, albums, voice notes and reactions mixed in, Letterpress alone
    /// (the peer draws no pictures): each stage's best, images (reading and decoding the pictures) included.
    private func mediaScreen(corpus: Data) throws {
        var generator = LongChatGenerator()
        generator.mixesMedia = true
        let mediaChat = path("long-chat-media.json")
        try generator.json(fromCorpus: corpus).write(to: URL(fileURLWithPath: mediaChat))
        try SamplePictures.write(to: URL(fileURLWithPath: workDirectory).appendingPathComponent("media"))
        let options = ChatScreenOptions(width: 390, height: 844, scale: 3, style: .imessage, scroll: .bottom)
        print("")
        for threads in [1, 2] {
            let renderer = try ChatScreenRenderer(threads: threads)
            var samples: [Duration] = []
            var best: StageTimings?
            var pictures = 0
            for _ in 0..<max(1, input.repeats) {
                var timings = StageTimings()
                samples.append(try measureTime {
                    let rendered = try Self.render(mediaChat, to: path("long-chat-media.letterpress.png"), with: renderer,
                                                   options: options, threads: threads)
                    pictures = rendered.scene.pictures.count
                    timings = rendered.timings
                })
                if var current = best {
                    current.parse = min(current.parse, timings.parse)
                    current.measure = min(current.measure, timings.measure)
                    current.layout = min(current.layout, timings.layout)
                    current.images = min(current.images, timings.images)
                    current.raster = min(current.raster, timings.raster)
                    current.encode = min(current.encode, timings.encode)
                    best = current
                } else {
                    best = timings
                }
            }
            let timing = Timing(samples: samples)
            print("last screen of the --media long chat, \(threads) thread\(threads == 1 ? "" : "s"): "
                  + "\(fixed(timing.best.seconds * 1000)) ms best (\(fixed(timing.median.seconds * 1000)) median), \(pictures) pictures decoded")
            if let best {
                print("  each stage's best: " + best.stages.map { "\($0.name) \(fixed($0.duration.seconds * 1000)) ms" }
                    .joined(separator: ", "))
            }
        }
        print("  PNG: \(path("long-chat-media.letterpress.png"))")
    }

    // MARK: 20 transcripts, 1 and 2 threads

    private func threads(corpus: Data) throws {
        var paths: [String] = []
        for index in 0..<transcripts {
            let generator = LongChatGenerator(count: 1_000, seed: UInt64(100 + index), firstLine: index * 1_000)
            let file = path("batch-\(index).json")
            try generator.json(fromCorpus: corpus).write(to: URL(fileURLWithPath: file))
            paths.append(file)
        }
        let outDirectory = path("batch-out")
        // Every run writes into an empty directory, as a CI job on a clean checkout does. Replacing existing PNGs
        // also frees their disk blocks inside `rename`, and on a file system mounted with `discard` (this VM's
        // ext4) each of those waits for the disk: that made the runs bimodal.
        func emptyOutDirectory() throws {
            try? FileManager.default.removeItem(atPath: outDirectory)
            try FileManager.default.createDirectory(atPath: outDirectory, withIntermediateDirectories: true)
        }
        var samples: [Int: [Duration]] = [:]
        var cli: [Int: [Duration]] = [:]
        let binary = BenchPaths.repositoryRoot.appendingPathComponent(".build/release/render-chat").path
        let hasBinary = FileManager.default.isExecutableFile(atPath: binary)
        for _ in 0..<max(1, input.repeats) {
            for threads in [1, 2] {
                let renderer = try ChatScreenRenderer(threads: 1)
                try emptyOutDirectory()
                samples[threads, default: []].append(try measureTime { try renderBatch(paths, renderer: renderer, lanes: threads, out: outDirectory) })
                if hasBinary {
                    try emptyOutDirectory()
                    cli[threads, default: []].append(try measureTime {
                        try ChildProcess.run(binary, paths + ["--out-dir", outDirectory, "--threads", "\(threads)"])
                    })
                }
            }
        }
        var table = Table("\(transcripts) transcripts of 1,000 messages, last screen @3x", "ms best (median)", "speed-up")
        for (name, data) in [("in-process (as render-chat does it)", samples), ("render-chat binary", cli)] where !data.isEmpty {
            let one = Timing(samples: data[1] ?? []), two = Timing(samples: data[2] ?? [])
            table.add("\(name), --threads 1", "\(fixed(one.best.seconds * 1000)) (\(fixed(one.median.seconds * 1000)))", "1.00")
            table.add("\(name), --threads 2", "\(fixed(two.best.seconds * 1000)) (\(fixed(two.median.seconds * 1000)))",
                      fixed(one.best.seconds / two.best.seconds, 2))
        }
        print(table.rendered)
        if !hasBinary { print("  (build `swift build -c release --product render-chat` in the repository to time the binary too)") }
    }

    /// What `render-chat` does with several transcripts: `lanes` threads, each rendering whole transcripts with its
    /// own drawing state.
    private func renderBatch(_ paths: [String], renderer: ChatScreenRenderer, lanes: Int, out: String) throws {
        let next = Atomic<Int>(0)
        let failure = Mutex<String?>(nil)
        DispatchQueue.concurrentPerform(iterations: lanes) { _ in
            do {
                let worker = try renderer.makeWorker()
                while true {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < paths.count else { return }
                    _ = try Self.render(paths[index], to: URL(fileURLWithPath: out).appendingPathComponent("batch-\(index).png").path,
                                        with: renderer, options: ChatScreenOptions(), drawingWith: worker)
                }
            } catch {
                failure.withLock { $0 = "\(error)" }
            }
        }
        if let message = failure.withLock({ $0 }) { throw BenchError.workloadFailed(message) }
    }
}
