import ArgumentParser
import Foundation
import PangoPeer

/// `letterpress-bench measure`: issue 2's measuring workloads, Letterpress and Pango side by side.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure the corpus cold, re-measured at a new width, and with several threads; compare line counts."
    )

    @OptionGroup var input: InputOptions

    @Option(help: "The width prepared texts are re-measured at, in points.")
    var newWidth: Double = 300

    @Option(help: "Threads of the parallel workload.")
    var threads: Int = 2

    @Option(help: "Measure only the first N messages.")
    var limit: Int?

    @Option(help: "How many prepared texts the re-measure workload keeps alive at once.")
    var batchSize: Int = 2000

    @Option(help: "Run one engine only (for profiling): letterpress or pango. No comparison is made.")
    var only: EngineChoice?

    @Flag(help: "Let Pango insert a hyphen where it breaks inside a word (its default; Letterpress never does).")
    var pangoHyphens = false

    @Option(help: "Where to write the line-count disagreements (TSV).")
    var disagreements: String = BenchPaths.results + "/linecount-disagreements.tsv"

    @Flag(help: "Leave out the Python peers (SkParagraph and the raw-HarfBuzz floor).")
    var noPythonPeers = false

    func validate() throws {
        guard newWidth.isFinite, newWidth > 0 else { throw ValidationError("--new-width must be a positive number of points") }
        guard threads > 0 else { throw ValidationError("--threads must be at least 1") }
        guard batchSize > 0 else { throw ValidationError("--batch-size must be at least 1") }
        if let limit, limit <= 0 { throw ValidationError("--limit must be at least 1") }
    }

    func run() throws {
        try reportingErrors {
            try input.checkReadable()
            let corpus = try Corpus.load(path: input.corpus, limit: limit)
            let settings = MeasureSettings(texts: corpus.texts, width: input.width, newWidth: newWidth,
                                           repeats: input.repeats, threads: threads, batchSize: batchSize)
            let pangoFamily = try input.pangoFamilyList()
            let pangoEngine = PangoMeasureEngine(fontFile: input.resolvedFontFile, fallbackDirectory: input.fonts,
                                                 family: pangoFamily, size: input.size, insertsHyphens: pangoHyphens)
            let letterpressEngine = try LetterpressMeasureEngine(fontsDirectory: input.fonts, family: input.family,
                                                                  size: input.size)
            _ = try pangoEngine.makeSessions(threads: 1)   // a bad font fails here, before any timing
            printHeader(corpus: corpus, pangoFamily: pangoFamily)

            let peers = only == nil && !noPythonPeers && PythonPeer.isAvailable
            if only == nil && !noPythonPeers && !peers {
                print("(SkParagraph and the HarfBuzz floor are left out: no \(PythonPeer.python); `make bench` creates it)\n")
            }
            let textsFile = peers ? try PythonPeer.writeTexts(corpus.texts) : ""
            defer { if peers { try? FileManager.default.removeItem(atPath: textsFile) } }
            let linkedFloor = only == nil ? HarfBuzzFloorPeer.find() : nil
            let corpusFile = linkedFloor == nil ? "" : try HarfBuzzFloorPeer.writeCorpus(input.corpus, lines: corpus.messages.count)
            defer { if linkedFloor != nil { try? FileManager.default.removeItem(atPath: corpusFile) } }

            var letterpressSamples: [MeasureSample] = [], pangoSamples: [MeasureSample] = []
            var skParagraph: [PeerReport] = [], harfBuzz: [PeerReport] = [], linkedHarfBuzz: [PeerReport] = []
            for repetition in 0..<input.repeats {
                // Rotate which engine goes first, so all see the same machine load.
                var order: [MeasureEngineName] = [.letterpress, .pango] + (peers ? [.skParagraph, .harfBuzz] : [])
                    + (linkedFloor == nil ? [] : [.linkedHarfBuzz])
                order = Array(order[(repetition % order.count)...] + order[..<(repetition % order.count)])
                for engine in order where only == nil || only?.rawValue == engine.rawValue {
                    switch engine {
                    case .letterpress: letterpressSamples.append(try runMeasureRepetition(letterpressEngine, settings))
                    case .pango: pangoSamples.append(try runMeasureRepetition(pangoEngine, settings))
                    case .skParagraph:
                        skParagraph.append(try PythonPeer(script: "skparagraph_peer.py").run(texts: textsFile, [
                            "--fonts", input.fonts, "--family", input.family, "--size", "\(input.size)", "--width", "\(input.width)",
                        ] + (skParagraph.isEmpty ? ["--line-counts"] : [])))
                    case .harfBuzz:
                        harfBuzz.append(try PythonPeer(script: "harfbuzz_floor_peer.py").run(texts: textsFile, ["--font-file", input.resolvedFontFile]))
                    case .linkedHarfBuzz:
                        if let linkedFloor {
                            linkedHarfBuzz.append(try PeerReport.run(linkedFloor, [input.resolvedFontFile], input: corpusFile))
                        }
                    }
                }
            }
            let letterpress = letterpressSamples.isEmpty ? nil : MeasureReport(samples: letterpressSamples)
            let pango = pangoSamples.isEmpty ? nil : MeasureReport(samples: pangoSamples)

            print(speedTable(letterpress, pango, count: corpus.messages.count).rendered)
            if let letterpress, !skParagraph.isEmpty, !harfBuzz.isEmpty {
                print("\n" + peerTable(letterpress, pango, skParagraph: skParagraph, harfBuzz: harfBuzz, linkedHarfBuzz: linkedHarfBuzz,
                                        count: corpus.messages.count).rendered)
            }
            print("\nload average at the end: \(LoadAverage.current)")
            if let summary = letterpress?.cacheSummary { print("\n" + summary) }
            guard let letterpress, let pango else { return }
            let comparison = LineCountComparison(messages: corpus.messages, letterpress: letterpress.results,
                                                 pango: pango.results)
            try comparison.writeTSV(to: disagreements, width: input.width)
            printAgreement(comparison)
            if let counts = skParagraph.first?.lineCounts, counts.count == letterpress.results.count {
                let agreeing = zip(counts, letterpress.results).filter { $0 == $1.lineCount }.count
                print("line count agreement with SkParagraph at \(fixed(input.width, 0)) pt: \(agreeing) of \(counts.count) "
                      + "(\(fixed(Double(agreeing) * 100 / Double(counts.count), 2)) %)")
            }
        }
    }

    /// The engines of one repetition.
    private enum MeasureEngineName: String {
        case letterpress, pango, skParagraph, harfBuzz, linkedHarfBuzz
    }

    /// Cold measuring against the stronger peers: SkParagraph and the raw-HarfBuzz floor (their own timings of
    /// their native calls; best of the repetitions), with Pango for reference.
    private func peerTable(_ letterpress: MeasureReport, _ pango: MeasureReport?, skParagraph: [PeerReport],
                           harfBuzz: [PeerReport], linkedHarfBuzz: [PeerReport], count: Int) -> Table {
        var table = Table("cold measure, 1 thread", "µs/msg", "Letterpress is", "target")
        let ours = letterpress.timing(\.cold).microsecondsPerItem(count)
        func microseconds(_ reports: [PeerReport]) -> Double { (reports.map(\.seconds).min() ?? 0) * 1e6 / Double(count) }
        table.add("Letterpress", fixed(ours, 2), "", "")
        if let pango {
            let theirs = pango.timing(\.cold).microsecondsPerItem(count)
            table.add("Pango \(PangoPeer.pangoVersion)", fixed(theirs, 2), fixed(theirs / ours, 1) + "× faster", "≥ 10×")
        }
        let sk = microseconds(skParagraph), floor = microseconds(harfBuzz)
        table.add("SkParagraph (\(skParagraph[0].version))", fixed(sk, 2), fixed(sk / ours, 1) + "× faster", "")
        table.add("HarfBuzz floor (\(harfBuzz[0].version))", fixed(floor, 2), fixed(floor / ours, 2) + "× faster", "≥ 2×")
        if let linked = linkedHarfBuzz.first {
            let theirs = microseconds(linkedHarfBuzz)
            table.add("HarfBuzz floor (\(linked.version))", fixed(theirs, 2), fixed(theirs / ours, 2) + "× faster", "")
        }
        return table
    }

    private func printHeader(corpus: Corpus, pangoFamily: String) {
        print("""
            letterpress-bench measure: \(corpus.messages.count) messages from \(corpus.path)
            \(input.family) \(fixed(input.size, 0)) pt, width \(fixed(input.width, 0)) pt, re-measure at \
            \(fixed(newWidth, 0)) pt, \(threads) threads; best of \(input.repeats) runs (median in parentheses)
            Pango \(PangoPeer.pangoVersion): \(input.resolvedFontFile) + fallback fonts in \(input.fonts), \
            72 dpi, unhinted metrics, unrounded positions, PANGO_WRAP_WORD_CHAR, \
            \(pangoHyphens ? "with" : "without") inserted hyphens
            Pango families: \(pangoFamily)
            load average at the start: \(LoadAverage.current) (\(ProcessInfo.processInfo.activeProcessorCount) cores)

            """)
    }

    /// µs per message (best, then median), the speed-up (Pango time / Letterpress time), and thread scaling.
    private func speedTable(_ letterpress: MeasureReport?, _ pango: MeasureReport?, count: Int) -> Table {
        var table = Table("workload", "Letterpress µs/msg", "Pango µs/msg", "speed-up", "target")
        func cell(_ timing: Timing?) -> String {
            timing.map { "\(fixed($0.microsecondsPerItem(count), 2)) (\(fixed($0.medianMicrosecondsPerItem(count), 2)))" } ?? "–"
        }
        func row(_ name: String, _ workload: KeyPath<MeasureSample, Duration>, target: String) {
            let ours = letterpress?.timing(workload), theirs = pango?.timing(workload)
            let speedUp = ours.flatMap { ours in theirs.map { fixed($0.best.seconds / ours.best.seconds, 1) + "×" } } ?? "–"
            table.add(name, cell(ours), cell(theirs), speedUp, target)
        }
        func scaling(_ report: MeasureReport?) -> String {
            report.map { fixed($0.timing(\.cold).best.seconds / $0.timing(\.parallel).best.seconds, 2) + "×" } ?? "–"
        }
        row("(a) cold measure, 1 thread", \.cold, target: "≥ 10×")
        row("    warm measure, 1 thread", \.warm, target: "")
        row("(b) re-measure at \(fixed(newWidth, 0)) pt", \.remeasure, target: "≥ 100×")
        row("(c) cold measure, \(threads) threads (wall)", \.parallel, target: "")
        table.add("    scaling \(threads) threads / 1 thread", scaling(letterpress), scaling(pango), "", "≥ 1.7× (Letterpress)")
        return table
    }

    private func printAgreement(_ comparison: LineCountComparison) {
        let tags = comparison.tagCounts.prefix(10).map { "\($0.tag) \($0.count)" }.joined(separator: ", ")
        print("""

            line count agreement at \(fixed(input.width, 0)) pt: \(comparison.agreeing) of \(comparison.total) \
            (\(fixed(comparison.agreementPercent, 2)) %), target ≥ 99.8 %
            \(comparison.disagreements.count) disagreements written to \(disagreements)\
            \(tags.isEmpty ? "" : "\nby tag: " + tags)
            """)
    }
}
