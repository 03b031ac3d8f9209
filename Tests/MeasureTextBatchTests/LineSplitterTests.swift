import MeasureTextBatch
import Testing

/// `LineSplitter` (bytes pushed as they arrive, as the HTTP service gets a body) splits lines as `LineReader` (bytes
/// pulled from a descriptor) does, whatever the chunk sizes.
@Suite struct LineSplitterTests {
    /// The lines a splitter fed `input` in chunks of `chunk` bytes gives (a line over the limit as "!" and its kept
    /// prefix), and each non-empty batch's first line number.
    static func split(_ input: String, maxLineBytes: Int = 100, chunk: Int) -> (lines: [String], firstNumbers: [Int]) {
        let bytes = Array(input.utf8)
        var splitter = LineSplitter(maxLineBytes: maxLineBytes)
        var batches: [LineBatch] = []
        var start = 0
        while start < bytes.count {
            batches.append(splitter.append(bytes[start..<min(bytes.count, start + chunk)]))
            start += chunk
        }
        batches.append(splitter.finish())
        var lines: [String] = [], firstNumbers: [Int] = []
        for batch in batches where !batch.isEmpty {
            firstNumbers.append(batch.firstNumber)
            for line in batch.lines {
                switch line {
                case let .line(range): lines.append(batch.withBytes(range) { String(decoding: $0, as: UTF8.self) })
                case let .tooLong(prefix): lines.append("!" + batch.withBytes(prefix) { String(decoding: $0, as: UTF8.self) })
                }
            }
        }
        return (lines, firstNumbers)
    }

    static let inputs = ["a\r\nbc\n\n\rd\r\r\nlast", "one\n", "", "\n", "\r", "0123456789\n012345678\r\n", "x\ny\nz"]

    @Test(arguments: [1, 2, 3, 7, 64, 1 << 20])
    func linesAreTheLineReaders(chunk: Int) {
        for input in Self.inputs {
            #expect(Self.split(input, maxLineBytes: 10, chunk: chunk).lines == LineReaderTests.read(input, maxLineBytes: 10).lines, "\(input.debugDescription)")
        }
    }

    @Test(arguments: [1, 5, 4096, 1 << 20])
    func aLineOverTheLimitKeepsItsFirst4KiBAndTheNextLinesFollow(chunk: Int) {
        let long = String(repeating: "x", count: 10_000)
        let lines = Self.split("ok\n" + long + "\nafter\n012345678\r\r", maxLineBytes: 10, chunk: chunk).lines
        #expect(lines == ["ok", "!" + String(repeating: "x", count: LineReader.keptPrefix), "after", "!012345678\r\r"])
    }

    @Test func batchesAreNumberedAcrossChunks() {
        let result = Self.split("a\nb\nc\nd\ne", chunk: 4)
        #expect(result.lines == ["a", "b", "c", "d", "e"])
        #expect(result.firstNumbers == [1, 3, 5])
    }

    @Test func batchesJoinInOrder() {
        var splitter = LineSplitter(maxLineBytes: 100)
        var batch = splitter.append(Array("a\nb".utf8))
        batch.append(splitter.append(Array("c\nd\n".utf8)))
        batch.append(splitter.finish())
        #expect(batch.firstNumber == 1)
        #expect(batch.lines.map { line -> String in
            guard case let .line(range) = line else { return "!" }
            return batch.withBytes(range) { String(decoding: $0, as: UTF8.self) }
        } == ["a", "bc", "d"])
    }
}
