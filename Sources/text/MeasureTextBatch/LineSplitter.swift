/// Splits bytes into lines as they arrive (a request body, chunk by chunk), the way `measure-text` reads a file:
/// lines end at `\n`, trailing `\r`s are dropped, the last line needs no newline, and a line longer than
/// `maxLineBytes` is not held: only its first 4 KiB are kept, to read its id from. Memory
/// stays within one line of `maxLineBytes` plus the chunk.
public struct LineSplitter: Sendable {
    private let maxLineBytes: Int
    /// The bytes of the line not yet ended (its kept prefix once it is too long).
    private var pending: [UInt8] = []
    /// The length of the line not yet ended, in bytes.
    private var pendingLength = 0
    private var nextNumber = 1

    /// A splitter that answers lines longer than `maxLineBytes` bytes as ``LineBatch/Line/tooLong(prefix:)``.
    public init(maxLineBytes: Int) {
        self.maxLineBytes = max(0, maxLineBytes)
    }

    /// The lines that `chunk` ends (with the bytes of earlier chunks before them).
    public mutating func append(_ chunk: some Collection<UInt8>) -> LineBatch {
        var batch = LineBatch(firstNumber: nextNumber)
        var rest = chunk[...]
        while let newline = rest.firstIndex(of: 0x0A) {
            take(rest[..<newline])
            endLine(into: &batch)
            rest = rest[rest.index(after: newline)...]
        }
        take(rest)
        return batch
    }

    /// The last line, when the input did not end with a newline.
    public mutating func finish() -> LineBatch {
        var batch = LineBatch(firstNumber: nextNumber)
        if pendingLength > 0 { endLine(into: &batch) }
        return batch
    }

    private mutating func take(_ bytes: some Collection<UInt8>) {
        let room = (pendingLength + bytes.count > maxLineBytes ? LineReader.keptPrefix : maxLineBytes) - pending.count
        if room > 0 { pending += bytes.prefix(room) }
        if pending.count > LineReader.keptPrefix, pendingLength + bytes.count > maxLineBytes {
            pending.removeSubrange(LineReader.keptPrefix...)
        }
        pendingLength += bytes.count
    }

    private mutating func endLine(into batch: inout LineBatch) {
        let first = batch.bytes.count
        batch.bytes += pending
        if pendingLength > maxLineBytes {
            batch.lines.append(.tooLong(prefix: first..<batch.bytes.count))
        } else {
            while batch.bytes.count > first, batch.bytes[batch.bytes.count - 1] == 0x0D { batch.bytes.removeLast() }
            batch.lines.append(.line(first..<batch.bytes.count))
        }
        pending.removeAll(keepingCapacity: true)
        pendingLength = 0
        nextNumber += 1
    }
}
