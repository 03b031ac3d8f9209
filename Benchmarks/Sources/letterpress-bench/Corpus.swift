import ChatSamples
import Foundation

/// The chat-message corpus, one JSON object per line: the repository's `Samples/corpus/` (a folder of parts)
/// or any JSON-lines file.
struct Corpus: Sendable {
    let path: String
    let messages: [CorpusMessage]

    /// The corpus bytes at `path`: a file, or a folder of `messages-*.jsonl` parts concatenated in name order.
    static func data(path: String) throws -> Data {
        var isDirectory: ObjCBool = false
        do {
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                return try SampleCorpus.data(in: URL(fileURLWithPath: path, isDirectory: true))
            }
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw BenchError.unreadableFile(path: path, reason: "\(error)")
        }
    }

    /// Writes `data` (corpus lines) to a new temporary file, for a child process's standard input; the caller
    /// removes it.
    static func temporaryFile(holding data: Data) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-corpus-\(UUID().uuidString).jsonl").path
        do { try data.write(to: URL(fileURLWithPath: path)) } catch {
            throw BenchError.cannotWrite(path: path, reason: "\(error)")
        }
        return path
    }

    /// Reads the corpus, keeping at most `limit` messages. Blank lines are skipped; any other line that is
    /// not a corpus object is an error naming its line number.
    static func load(path: String, limit: Int? = nil) throws -> Corpus {
        let data = try data(path: path)
        let decoder = JSONDecoder()
        var messages: [CorpusMessage] = []
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            if let limit, messages.count >= limit { break }
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) { continue }
            do { messages.append(try decoder.decode(CorpusMessage.self, from: line)) } catch {
                throw BenchError.badCorpusLine(path: path, line: index + 1, reason: "\(error)")
            }
        }
        guard !messages.isEmpty else { throw BenchError.emptyCorpus(path: path) }
        return Corpus(path: path, messages: messages)
    }

    /// The messages' texts, in corpus order.
    var texts: [String] { messages.map(\.text) }
}
