/// A benchmark input problem, reported as one clear line instead of a crash.
enum BenchError: Error, CustomStringConvertible {
    case unreadableFile(path: String, reason: String)
    case badCorpusLine(path: String, line: Int, reason: String)
    case emptyCorpus(path: String)
    case badManifest(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case inconsistent(workload: String)
    case workloadFailed(String)

    var description: String {
        switch self {
        case let .unreadableFile(path, reason): "cannot read \(path): \(reason)"
        case let .badCorpusLine(path, line, reason): "\(path):\(line): not a corpus line {\"id\": N, \"text\": \"…\"}: \(reason)"
        case let .emptyCorpus(path): "\(path) holds no messages"
        case let .badManifest(path, reason): "\(path): not a font manifest: \(reason)"
        case let .cannotWrite(path, reason): "cannot write \(path): \(reason)"
        case let .inconsistent(workload): "\(workload) rendered different images in different repetitions"
        case let .workloadFailed(reason): "a workload failed: \(reason)"
        }
    }

    /// DESIGN.md's CLI exit codes: 3 for unreadable input, 1 for a failure while working.
    var exitCode: Int32 {
        switch self {
        case .unreadableFile, .badCorpusLine, .emptyCorpus, .badManifest: 3
        case .cannotWrite, .inconsistent, .workloadFailed: 1
        }
    }
}
