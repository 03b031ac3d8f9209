import TextMeasure

/// Answers batches of `measure-text --jsonl` lines: one answer line each, in order, into one byte buffer. The
/// executable and the HTTP service answer through it, so the same line gets the same bytes from both.
///
/// ```swift
/// let answerer = BatchAnswerer(measurer: try TextMeasurer())
/// var splitter = LineSplitter(maxLineBytes: InputLimits().maxLineBytes)
/// var batch = splitter.append(Array(#"{"id": 1, "text": "Hi"}"#.utf8))
/// batch.append(splitter.finish())
/// print(String(decoding: answerer.answer(batch).bytes, as: UTF8.self))   // {"id":1,"width":17,…}
/// ```
public struct BatchAnswerer: Sendable {
    let measurer: TextMeasurer
    let base: MeasureRequest
    let limits: InputLimits
    let fields: OutputFields
    /// Texts prepared by earlier lines, shared by the threads.
    let prepared: PreparedTextCache

    /// The answers' bytes (each line ends with a newline) and whether any line failed.
    public struct Answer: Sendable {
        /// One answer line per input line, each ending with `\n`.
        public var bytes: [UInt8]
        /// Whether any line got an error answer (`{"id": …, "error": "…"}`).
        public var failed: Bool
    }

    /// 192 MiB: the default bytes of prepared texts kept (`measure-text --prepared-cache-bytes`).
    public static let defaultPreparedCacheBytes = PreparedTextCache.defaultByteLimit

    /// An answerer with `measure-text`'s defaults (no flags): every key comes from the lines.
    ///
    /// - Parameters:
    ///   - measurer: measures every line (its font file policy confines the lines' `"fontFile"`).
    ///   - limits: the longest line and text (`--max-line-bytes`, `--max-text-bytes`).
    ///   - preparedCacheBytes: bytes of prepared texts kept, so a text seen again is only broken into lines again.
    public init(measurer: TextMeasurer, limits: InputLimits = InputLimits(),
                preparedCacheBytes: Int = BatchAnswerer.defaultPreparedCacheBytes) {
        self.init(measurer: measurer, base: MeasureRequest(), limits: limits, fields: .all,
                  prepared: PreparedTextCache(byteLimit: preparedCacheBytes))
    }

    /// An answerer whose lines override `base` (the command's flags) and whose answers carry `fields`.
    package init(measurer: TextMeasurer, base: MeasureRequest, limits: InputLimits, fields: OutputFields, prepared: PreparedTextCache) {
        self.measurer = measurer
        self.base = base
        self.limits = limits
        self.fields = fields
        self.prepared = prepared
    }

    /// The prepared-text cache's counters (entries, bytes, hits, misses).
    public var preparedTextStatistics: CacheStatistics { prepared.statistics }

    /// Answers every line of `batch`, in order.
    public func answer(_ batch: LineBatch) -> Answer {
        var answer = Answer(bytes: [], failed: false)
        answer.bytes.reserveCapacity(batch.bytes.count * 3)
        var numbers = NumberTextCache()
        let answerer = BatchLine(base: base, limits: limits, fields: fields, prepared: prepared)
        for (offset, line) in batch.lines.enumerated() {
            let number = batch.firstNumber + offset
            let failed: Bool
            switch line {
            case let .line(range):
                failed = batch.withBytes(range) {
                    answerer.answer($0, number: number, measurer: measurer, prepared: prepared, numbers: &numbers, to: &answer.bytes)
                }
            case let .tooLong(prefix):
                failed = batch.withBytes(prefix) { answerer.answerTooLong(prefix: $0, number: number, to: &answer.bytes) }
            }
            answer.failed = answer.failed || failed
            answer.bytes.append(0x0A)
        }
        return answer
    }
}
