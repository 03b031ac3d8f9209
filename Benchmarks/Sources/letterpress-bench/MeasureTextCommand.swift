import ArgumentParser
import Foundation

/// `letterpress-bench measure-text`: issue 16's whole-process workloads. The `measure-text --jsonl` binary over the
/// corpus (default output) against `pango-measure-text`, the same JSON lines measured by Pango in one C process;
/// `--threads 1` against `--threads 2`; and the binary's peak memory over a million lines.
struct MeasureTextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure-text",
        abstract: "Time the measure-text binary over the corpus against a Pango process, with 1 and 2 threads; its peak memory."
    )

    @OptionGroup var input: InputOptions

    @Option(help: "The measure-text binary (build it with `swift build -c release --product measure-text` in the repository).")
    var binary: String = BenchPaths.repositoryRoot.appendingPathComponent(".build/release/measure-text").path

    @Option(help: "Lines of the memory workload: the corpus repeated to this many lines (0: leave it out).")
    var memoryLines: Int = 1_000_000

    @Option(help: "The width of the second-pass workload: the corpus again, each line with this \"width\" (0: leave it out).")
    var secondWidth: Double = 320

    func validate() throws {
        guard memoryLines >= 0 else { throw ValidationError("--memory-lines must be 0 or more") }
        guard secondWidth >= 0, secondWidth.isFinite else { throw ValidationError("--second-width must be a finite number ≥ 0") }
    }

    /// The runs of one repetition.
    private enum Run: CaseIterable {
        case letterpressDefault, letterpressOneThread, letterpressTwoThreads, pango
    }

    func run() throws {
        try reportingErrors {
            try input.checkReadable()
            guard FileManager.default.isExecutableFile(atPath: binary) else {
                throw BenchError.unreadableFile(path: binary, reason: "no measure-text binary; run `swift build -c release --product measure-text`")
            }
            let pangoBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("pango-measure-text").path
            guard FileManager.default.isExecutableFile(atPath: pangoBinary) else {
                throw BenchError.unreadableFile(path: pangoBinary, reason: "run `swift build -c release --product pango-measure-text` in Benchmarks")
            }
            let corpusData = try Corpus.data(path: input.corpus)
            let lines = corpusData.split(separator: UInt8(ascii: "\n")).count
            let corpusFile = try Corpus.temporaryFile(holding: corpusData)
            defer { try? FileManager.default.removeItem(atPath: corpusFile) }
            let width = "\(input.width)", size = "\(input.size)"
            let ours = ["--jsonl", "--width", width, "--size", size, "--font", input.family]
            let pango = [input.resolvedFontFile, input.fonts, try input.pangoFamilyList(), size, width]
            try checkAnswers(corpusFile, lines: lines, ours: ours, pangoBinary: pangoBinary, pango: pango)

            print("""
                letterpress-bench measure-text: \(lines) lines from \(input.corpus), whole processes started with posix_spawn
                \(binary) \(ours.joined(separator: " ")) (default output) against \(pangoBinary)
                best of \(input.repeats) runs (median in parentheses); load average at the start: \(LoadAverage.current) \
                (\(ProcessInfo.processInfo.activeProcessorCount) cores)

                """)
            var walls: [Run: [Duration]] = [:]
            for repetition in 0..<input.repeats {
                let order = Run.allCases.indices.map { Run.allCases[($0 + repetition) % Run.allCases.count] }
                for run in order {
                    let outcome: ChildProcess.Outcome
                    switch run {
                    case .letterpressDefault: outcome = try ChildProcess.run(binary, ours, input: corpusFile)
                    case .letterpressOneThread: outcome = try ChildProcess.run(binary, ours + ["--threads", "1"], input: corpusFile)
                    case .letterpressTwoThreads: outcome = try ChildProcess.run(binary, ours + ["--threads", "2"], input: corpusFile)
                    case .pango: outcome = try ChildProcess.run(pangoBinary, pango, input: corpusFile)
                    }
                    walls[run, default: []].append(outcome.wall)
                }
            }
            print(table(walls, lines: lines).rendered)
            print("\nload average at the end: \(LoadAverage.current)")
            if secondWidth > 0 { try measureSecondPass(corpusData, ours: ours, pangoBinary: pangoBinary, pango: pango) }
            if memoryLines > 0 { try measureMemory(corpusData, ours: ours) }
        }
    }

    private func table(_ walls: [Run: [Duration]], lines: Int) -> Table {
        func timing(_ run: Run) -> Timing { Timing(samples: walls[run] ?? []) }
        func cell(_ run: Run) -> String {
            let t = timing(run)
            return "\(fixed(t.best.seconds * 1e3, 1)) (\(fixed(t.median.seconds * 1e3, 1)))"
        }
        var table = Table("process", "wall ms", "µs/line", "ratio", "target")
        let pango = timing(.pango).best.seconds
        let threads = ProcessInfo.processInfo.activeProcessorCount
        table.add("measure-text --jsonl (\(threads) threads, the default)", cell(.letterpressDefault),
                  fixed(timing(.letterpressDefault).microsecondsPerItem(lines), 2),
                  fixed(pango / timing(.letterpressDefault).best.seconds, 1) + "× Pango", "≥ 10×")
        table.add("measure-text --jsonl --threads 1", cell(.letterpressOneThread), fixed(timing(.letterpressOneThread).microsecondsPerItem(lines), 2),
                  fixed(pango / timing(.letterpressOneThread).best.seconds, 1) + "× Pango", "")
        table.add("measure-text --jsonl --threads 2", cell(.letterpressTwoThreads), fixed(timing(.letterpressTwoThreads).microsecondsPerItem(lines), 2),
                  fixed(timing(.letterpressOneThread).best.seconds / timing(.letterpressTwoThreads).best.seconds, 2) + "× 1 thread", "≥ 1.8×")
        table.add("pango-measure-text (Pango, one process)", cell(.pango), fixed(timing(.pango).microsecondsPerItem(lines), 2), "", "")
        return table
    }

    /// Both binaries answer every line once, before anything is timed.
    private func checkAnswers(_ corpusFile: String, lines: Int, ours: [String], pangoBinary: String, pango: [String]) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-answers-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        for (executable, arguments) in [(binary, ours), (pangoBinary, pango)] {
            try ChildProcess.run(executable, arguments, input: corpusFile, output: output)
            let answers = try Data(contentsOf: URL(fileURLWithPath: output)).split(separator: UInt8(ascii: "\n")).count
            guard answers == lines else {
                throw BenchError.workloadFailed("\(executable) answered \(answers) of \(lines) lines")
            }
        }
    }

    /// Issue 26: the corpus measured again in the same process, each line now with `"width": secondWidth` (measure-text
    /// keeps prepared texts, so only line breaking runs again). Its cost is the difference between a process given the
    /// corpus twice and one given it once, per line; Pango's the same (`pango-measure-text` lays every line out anew;
    /// its width is its argument, so its second pass is at the first width: the same work, since Pango keeps nothing
    /// between lines). measure-text runs twice: with its default answer (sizes, ink, every line's text and metrics)
    /// and with `--fields lineCount,width,height`, the answer `pango-measure-text` gives. All alternate, best of
    /// `--repeats`.
    private func measureSecondPass(_ corpus: Data, ours: [String], pangoBinary: String, pango: [String]) throws {
        let lines = corpus.split(separator: UInt8(ascii: "\n")).filter { !$0.isEmpty }
        var twice = Data()
        for line in lines { twice.append(line); twice.append(UInt8(ascii: "\n")) }
        let prefix = Data("{\"width\": \(secondWidth), ".utf8)
        for line in lines {
            twice.append(prefix)
            twice.append(line.dropFirst())   // after its "{"
            twice.append(UInt8(ascii: "\n"))
        }
        let onceFile = try Corpus.temporaryFile(holding: corpus), twiceFile = try Corpus.temporaryFile(holding: twice)
        defer { try? FileManager.default.removeItem(atPath: onceFile); try? FileManager.default.removeItem(atPath: twiceFile) }
        let sizesOnly = ours + ["--fields", "lineCount,width,height"]
        let runs: [(binary: String, arguments: [String])] = [(binary, ours), (binary, sizesOnly), (pangoBinary, pango)]
        var walls: [[Duration]] = Array(repeating: [], count: runs.count * 2)
        for _ in 0..<input.repeats {
            for (index, run) in runs.enumerated() {
                walls[2 * index].append(try ChildProcess.run(run.binary, run.arguments, input: onceFile).wall)
                walls[2 * index + 1].append(try ChildProcess.run(run.binary, run.arguments, input: twiceFile).wall)
            }
        }
        let best = walls.map { Timing(samples: $0).best.seconds }
        func second(_ run: Int) -> Double { (best[2 * run + 1] - best[2 * run]) / Double(lines.count) * 1e6 }
        func row(_ name: String, _ run: Int) -> String {
            "\(name): \(fixed(best[2 * run] * 1e3, 1)) ms once, \(fixed(best[2 * run + 1] * 1e3, 1)) ms twice: \(fixed(second(run), 2)) µs/line for the second pass"
        }
        print("""

            second pass (issue 26): the \(lines.count) lines again with "width": \(secondWidth), in the same process, best of \(input.repeats)
            \(row("measure-text (default answer)", 0)); \(fixed(second(2) / max(second(0), 1e-9), 1))× Pango
            \(row("measure-text --fields lineCount,width,height", 1)); \(fixed(second(2) / max(second(1), 1e-9), 1))× Pango
            \(row("pango-measure-text (lineCount, width, height)", 2))
            targets: ≤ 2 µs/line, ≥ 50× Pango
            """)
    }

    /// Peak resident memory of measure-text over the corpus and over `memoryLines` lines (the corpus repeated).
    private func measureMemory(_ corpus: Data, ours: [String]) throws {
        let lines = corpus.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).filter { !$0.isEmpty }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-million-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path) else {
            throw BenchError.cannotWrite(path: path, reason: "cannot create the file")
        }
        var written = 0
        while written < memoryLines {
            var chunk = Data()
            for line in lines.prefix(memoryLines - written) {
                chunk.append(line)
                chunk.append(UInt8(ascii: "\n"))
            }
            written += min(lines.count, memoryLines - written)
            file.write(chunk)
        }
        try file.close()
        let corpusFile = try Corpus.temporaryFile(holding: corpus)
        defer { try? FileManager.default.removeItem(atPath: corpusFile) }
        let small = try ChildProcess.run(binary, ours, input: corpusFile)
        let large = try ChildProcess.run(binary, ours, input: path)
        print("""

            measure-text peak resident memory (default threads): \(fixed(Double(small.peakResidentBytes) / 1_048_576, 1)) MiB \
            over \(lines.count) lines, \(fixed(Double(large.peakResidentBytes) / 1_048_576, 1)) MiB over \(memoryLines) lines \
            (\(fixed(large.wall.seconds, 1)) s, \(fixed(large.wall.microseconds / Double(memoryLines), 2)) µs/line)
            """)
    }
}
