import ChatSamples
import Foundation
import Testing

/// The corpus committed in parts under `Samples/corpus/` is the whole shared corpus (Samples/corpus/README.md).
@Suite struct SampleCorpusTests {
    @Test func partsConcatenateToTheWholeCorpus() throws {
        let parts = try SampleCorpus.partURLs()
        #expect(parts.map(\.lastPathComponent) == ["messages-00.jsonl", "messages-01.jsonl", "messages-02.jsonl"])
        let data = try SampleCorpus.data()
        #expect(data.count == 4_398_853)                     // the original file's size (README's provenance)
        #expect(data.last == UInt8(ascii: "\n"))             // every part ends on a whole line
        let messages = try SampleCorpus.messages()
        #expect(messages.count == 20_000)
        #expect(messages.map(\.id) == Array(0..<20_000))     // ids in order: no line lost or repeated at a seam
        #expect(messages.first?.text == "Ок")
    }

    @Test func limitKeepsTheFirstMessages() throws {
        let first = try SampleCorpus.messages(limit: 3)
        #expect(first.map(\.id) == [0, 1, 2])
    }

    @Test func aFolderWithoutPartsIsAnError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: SampleCorpusError.missing(directory: empty.path)) { try SampleCorpus.data(in: empty) }
    }
}
