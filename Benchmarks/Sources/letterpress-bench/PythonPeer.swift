import Foundation

/// A peer written in Python (`Benchmarks/Peers/*.py`), run with the benchmark's virtual environment
/// (`Benchmarks/.venv`, which `make bench` creates with skia-python and uharfbuzz from PyPI). The script times its
/// own native calls and prints one JSON object; the process around them is not timed.
struct PythonPeer {
    /// What a peer script reports.
    struct Report: Decodable {
        var engine: String
        var version: String
        /// Seconds spent in the timed native calls, over all texts.
        var seconds: Double
        /// Each text's line count, when the script was asked for them.
        var lineCounts: [Int]?
    }

    /// `Benchmarks/Peers/<script>`.
    let script: String

    static var python: String { BenchPaths.repositoryRoot.appendingPathComponent("Benchmarks/.venv/bin/python").path }

    /// Whether the virtual environment is there (`make bench` creates it).
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: python) }

    /// Runs the script over `texts` (written to a JSON file first) with `arguments`.
    func run(texts: String, _ arguments: [String]) throws -> Report {
        let script = BenchPaths.repositoryRoot.appendingPathComponent("Benchmarks/Peers/\(script)").path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-peer-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        try ChildProcess.run(PythonPeer.python, [script, "--texts", texts] + arguments, output: output)
        do {
            return try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: output)))
        } catch {
            throw BenchError.workloadFailed("\(script) printed no report: \(error)")
        }
    }

    /// Writes `texts` as a JSON array to a temporary file for the scripts; the caller removes it.
    static func writeTexts(_ texts: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-texts-\(UUID().uuidString).json").path
        try JSONEncoder().encode(texts).write(to: URL(fileURLWithPath: path))
        return path
    }
}
