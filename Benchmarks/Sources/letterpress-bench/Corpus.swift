import Foundation

/// One corpus line: `{"id": N, "text": "…"}`.
struct CorpusMessage: Decodable, Sendable {
    let id: Int
    let text: String
}

/// The shared chat-message corpus (`../shared/corpus/messages.jsonl`), one JSON object per line.
struct Corpus: Sendable {
    let path: String
    let messages: [CorpusMessage]

    /// Reads the corpus, keeping at most `limit` messages. Blank lines are skipped; any other line that is
    /// not a corpus object is an error naming its line number.
    static func load(path: String, limit: Int? = nil) throws -> Corpus {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw BenchError.unreadableFile(path: path, reason: error.localizedDescription)
        }
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
