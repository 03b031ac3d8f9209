/// Lines of input, their bytes one after another: what `measure-text` reads from a file and ``LineSplitter`` splits, and what a
/// ``BatchAnswerer`` answers.
public struct LineBatch: Sendable {
    /// Where one line's bytes are in ``bytes``.
    public enum Line: Sendable, Equatable {
        /// A line within the limit.
        case line(Range<Int>)
        /// A line over the limit; the range holds its first bytes (at most 4 KiB).
        case tooLong(prefix: Range<Int>)
    }

    /// The lines' bytes, one after another.
    public var bytes: [UInt8] = []
    /// The lines, in order.
    public var lines: [Line] = []
    /// The 1-based number of the first line.
    public var firstNumber = 1

    /// An empty batch whose first line is number `firstNumber`.
    public init(firstNumber: Int = 1) { self.firstNumber = firstNumber }

    /// Whether the batch holds no line.
    public var isEmpty: Bool { lines.isEmpty }

    /// Appends the lines of `other`, which must follow this batch's last line.
    public mutating func append(_ other: LineBatch) {
        if lines.isEmpty { firstNumber = other.firstNumber }
        let offset = bytes.count
        bytes += other.bytes
        for line in other.lines {
            switch line {
            case let .line(range): lines.append(.line((range.lowerBound + offset)..<(range.upperBound + offset)))
            case let .tooLong(range): lines.append(.tooLong(prefix: (range.lowerBound + offset)..<(range.upperBound + offset)))
            }
        }
    }

    /// The bytes of `range`, valid inside `body`.
    public func withBytes<R>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
