import Foundation

/// What a peer run as a child process reports: it times its own native calls and prints one JSON object; the
/// process around them is not timed.
struct PeerReport: Decodable {
    var engine: String
    var version: String
    /// Seconds spent in the timed native calls, over all texts.
    var seconds: Double
    /// Each text's line count, when the peer was asked for them.
    var lineCounts: [Int]?

    /// Runs `executable` with `arguments` (standard input from `input`) and reads the report it prints.
    static func run(_ executable: String, _ arguments: [String], input: String = "/dev/null") throws -> PeerReport {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-peer-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        try ChildProcess.run(executable, arguments, input: input, output: output)
        do {
            return try JSONDecoder().decode(PeerReport.self, from: Data(contentsOf: URL(fileURLWithPath: output)))
        } catch {
            throw BenchError.workloadFailed("\(executable) \(arguments.first ?? "") printed no report: \(error)")
        }
    }
}

/// A peer written in Python (`Benchmarks/Peers/*.py`), run with the benchmark's virtual environment
/// (`Benchmarks/.venv`, which `make bench-venv` creates with skia-python and uharfbuzz from PyPI).
struct PythonPeer {

    /// `Benchmarks/Peers/<script>`.
    let script: String

    static var python: String { BenchPaths.repositoryRoot.appendingPathComponent("Benchmarks/.venv/bin/python").path }

    /// Whether the virtual environment is there (`make bench` creates it).
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: python) }

    /// Runs the script over `texts` (a JSON array file, ``writeTexts(_:)``) with `arguments`.
    func run(texts: String, _ arguments: [String]) throws -> PeerReport {
        let script = BenchPaths.repositoryRoot.appendingPathComponent("Benchmarks/Peers/\(script)").path
        return try PeerReport.run(PythonPeer.python, [script, "--texts", texts] + arguments)
    }

    /// Writes `texts` as a JSON array to a temporary file for the scripts; the caller removes it.
    static func writeTexts(_ texts: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-texts-\(UUID().uuidString).json").path
        try JSONEncoder().encode(texts).write(to: URL(fileURLWithPath: path))
        return path
    }
}
