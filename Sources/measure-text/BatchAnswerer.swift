import MeasureTextBatch
import TextMeasure

/// Answers a batch of `--jsonl` lines: one answer line each, in order, into one byte buffer.
struct BatchAnswerer: Sendable {
    let measurer: TextMeasurer
    let base: MeasureRequest
    let limits: InputLimits
    let fields: OutputFields
    /// Texts prepared by earlier lines, shared by the threads.
    let prepared: PreparedTextCache

    /// The answers' bytes (each line ends with a newline) and whether any line failed.
    struct Answer: Sendable {
        var bytes: [UInt8]
        var failed: Bool
    }

    func answer(_ batch: LineReader.Batch) -> Answer {
        var answer = Answer(bytes: [], failed: false)
        answer.bytes.reserveCapacity(batch.bytes.count * 3)
        var numbers = NumberTextCache()
        for (offset, line) in batch.lines.enumerated() {
            let answerer = BatchLine(number: batch.firstNumber + offset, base: base, limits: limits, fields: fields)
            let failed: Bool
            switch line {
            case let .line(range):
                failed = batch.withBytes(range) { answerer.answer($0, measurer: measurer, prepared: prepared, numbers: &numbers, to: &answer.bytes) }
            case let .tooLong(prefix):
                failed = batch.withBytes(prefix) { answerer.answerTooLong(prefix: $0, to: &answer.bytes) }
            }
            answer.failed = answer.failed || failed
            answer.bytes.append(0x0A)
        }
        return answer
    }
}
