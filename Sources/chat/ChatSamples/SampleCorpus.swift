import FileAccess
import Foundation

/// The chat-message corpus kept in the repository (`Samples/corpus/messages-*.jsonl`, 20,000 lines of
/// `{"id": N, "text": "…"}`; provenance in `Samples/corpus/README.md`).
///
/// The file is committed in parts of under 2 MB; their concatenation in name order is the original corpus.
public enum SampleCorpus {
    /// The corpus's data folder: `$LETTERPRESS_CORPUS`, the installed `share/letterpress/corpus`, or this checkout's
    /// `Samples/corpus/` (found from this source file, so that it works from any directory).
    public static let data = PackageData(
        name: "corpus", environmentVariable: "LETTERPRESS_CORPUS",
        buildTreePath: PackageData.checkoutPath("Samples/corpus", sourceFile: #filePath))

    /// The corpus folder ``data`` finds (the build tree's when none exists, for messages that name it).
    public static var directory: URL {
        URL(fileURLWithPath: (try? data.locate().get()) ?? data.searchPath.compactMap(\.path).last ?? "Samples/corpus",
            isDirectory: true)
    }

    /// The parts in `folder` (default: the one ``data`` finds), in the order their concatenation gives the corpus.
    public static func partURLs(in folder: URL? = nil) throws -> [URL] {
        let folder = try folder ?? URL(fileURLWithPath: data.locate().mapError(SampleCorpusError.notFound).get(), isDirectory: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("messages-") && $0.hasSuffix(".jsonl") }
            .sorted()
        guard !names.isEmpty else { throw SampleCorpusError.missing(directory: folder.path) }
        return names.map { folder.appendingPathComponent($0) }
    }

    /// The whole corpus as JSON lines: the bytes of the parts in `folder` (default: the repository's), concatenated.
    public static func data(in folder: URL? = nil) throws -> Data {
        var data = Data()
        for url in try partURLs(in: folder) { data.append(try Data(contentsOf: url)) }
        return data
    }

    /// The corpus messages in order, at most `limit` of them.
    ///
    /// - Throws: `SampleCorpusError.badLine` naming the line that is not `{"id": N, "text": "…"}`.
    public static func messages(limit: Int = .max) throws -> [CorpusMessage] {
        let decoder = JSONDecoder()
        var messages: [CorpusMessage] = []
        for (index, line) in try data().split(separator: UInt8(ascii: "\n")).enumerated() {
            guard messages.count < limit else { break }
            do { messages.append(try decoder.decode(CorpusMessage.self, from: line)) } catch {
                throw SampleCorpusError.badLine(number: index + 1, reason: "\(error)")
            }
        }
        return messages
    }
}

/// One corpus line: a message id and its text.
public struct CorpusMessage: Decodable, Sendable, Hashable {
    /// The message's number in the corpus.
    public var id: Int
    /// The message text.
    public var text: String

    /// A corpus message.
    public init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
}

/// Why the sample corpus could not be read.
public enum SampleCorpusError: Error, CustomStringConvertible, Equatable {
    /// No `messages-*.jsonl` part in the directory.
    case missing(directory: String)
    /// No corpus folder was found.
    case notFound(DataNotFound)
    /// A line that is not `{"id": N, "text": "…"}`.
    case badLine(number: Int, reason: String)

    public var description: String {
        switch self {
        case let .missing(directory): "\(directory): no corpus parts (messages-*.jsonl)"
        case let .notFound(missing): missing.description
        case let .badLine(number, reason): "corpus line \(number): not {\"id\": N, \"text\": \"…\"}: \(reason)"
        }
    }
}
