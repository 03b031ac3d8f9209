import MeasureTextBatch
import Testing

/// `LineReader` splits a stream into lines at `\n`, whatever the sizes of the reads that deliver it.
@Suite struct LineReaderTests {
    /// What a reader over `input` delivers when each read returns at most `chunk` bytes: every line's bytes (or, for a
    /// line over the limit, "!" and its kept prefix) and the first line number of each batch.
    static func read(_ input: String, maxLineBytes: Int = 100, chunk: Int = 1 << 20, maxLines: Int = 256)
        -> (lines: [String], firstNumbers: [Int]) {
        let bytes = Array(input.utf8)
        var position = 0
        let reader = LineReader(maxLineBytes: maxLineBytes, bufferBytes: 64) { buffer in
            let count = min(chunk, buffer.count, bytes.count - position)
            for index in 0..<count { buffer[index] = bytes[position + index] }
            position += count
            return count
        }
        var lines: [String] = [], firstNumbers: [Int] = []
        while let batch = reader.nextBatch(maxLines: maxLines, maxBytes: 1 << 20) {
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

    @Test(arguments: [1, 2, 3, 7, 64, 1 << 20])
    func linesEndAtNewlinesWhateverTheReadSizes(chunk: Int) {
        #expect(Self.read("a\r\nbc\n\n\rd\r\r\nlast", chunk: chunk).lines == ["a", "bc", "", "\rd", "last"])
        #expect(Self.read("one\n", chunk: chunk).lines == ["one"], "no empty line after the last newline")
        #expect(Self.read("", chunk: chunk).lines == [])
        #expect(Self.read("\n", chunk: chunk).lines == [""])
        #expect(Self.read("\r", chunk: chunk).lines == [""])
    }

    @Test(arguments: [1, 5, 64, 1 << 20])
    func aLineOverTheLimitKeepsItsFirstBytesAndTheNextLinesFollow(chunk: Int) {
        let long = String(repeating: "x", count: 300)
        let lines = Self.read("ok\n" + long + "\nafter\n" + String(repeating: "y", count: 11), maxLineBytes: 10, chunk: chunk).lines
        #expect(lines.count == 4)
        #expect(lines[0] == "ok" && lines[2] == "after")
        for (line, letter) in [(lines[1], "x"), (lines[3], "y")] {
            // "!", then a prefix of the line: at least the limit plus one byte, at most the whole line.
            #expect(line.hasPrefix("!" + String(repeating: letter, count: 11)), "\(line)")
            #expect(line.dropFirst().allSatisfy { String($0) == letter })
        }
        #expect(lines[1].count - 1 <= 300)
        // At exactly the limit a line is kept, CRs counted.
        #expect(Self.read("0123456789\n012345678\r\n", maxLineBytes: 10, chunk: chunk).lines == ["0123456789", "012345678"])
        #expect(Self.read("012345678\r\r\n", maxLineBytes: 10, chunk: chunk).lines == ["!012345678\r\r"])
    }

    @Test func batchesAreNumberedInOrder() {
        let result = Self.read("a\nb\nc\nd\ne", chunk: 2, maxLines: 2)
        #expect(result.lines == ["a", "b", "c", "d", "e"])
        #expect(result.firstNumbers == [1, 3, 5])
    }
}
