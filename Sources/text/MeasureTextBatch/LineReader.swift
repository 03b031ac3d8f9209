import Foundation

/// Reads a file descriptor as lines of raw bytes (without the `\n` and any `\r` before it), a batch at a time,
/// holding at most one line of up to `maxLineBytes` plus a read buffer: input of any length streams, and a longer
/// line is skipped (its first bytes kept, to read its id from) instead of being held.
///
/// Lines are split at `\n` only; trailing `\r`s are dropped from lines within the limit. The last line needs no
/// newline; input ending with one has no empty line after it.
package final class LineReader {
    /// A batch of lines: their bytes one after another.
    package typealias Batch = LineBatch

    /// How many bytes of a line over the limit are kept (for its id).
    package static let keptPrefix = 4096

    /// Reads input into a buffer: the byte count, 0 at the end, -1 on failure (with `errno` set; `EINTR` is retried).
    package typealias Source = (UnsafeMutableRawBufferPointer) -> Int

    private let source: Source
    private let maxLineBytes: Int
    private var buffer: [UInt8]
    private var start = 0, end = 0
    private var atEnd = false
    private var nextNumber = 1
    /// The last batch's sizes, reserved for the next one (batches grew by doubling, copying their bytes ~10 times).
    private var lastBatch = (bytes: 0, lines: 0)
    /// Why reading stopped early (the system's words: "Is a directory"), or nil when it reached the end of input.
    package private(set) var failure: String?

    /// Reads `descriptor` (standard input, say) with `read(2)`.
    package convenience init(descriptor: Int32, maxLineBytes: Int) {
        self.init(maxLineBytes: maxLineBytes) { buffer in read(descriptor, buffer.baseAddress, buffer.count) }
    }

    /// Reads what `source` delivers, through a buffer of `bufferBytes` (at least 1).
    package init(maxLineBytes: Int, bufferBytes: Int = 1 << 20, source: @escaping Source) {
        self.source = source
        self.maxLineBytes = max(0, maxLineBytes)
        buffer = [UInt8](repeating: 0, count: max(1, bufferBytes))
    }

    /// The next batch: up to `maxLines` lines or about `maxBytes` bytes; nil at the end of input.
    package func nextBatch(maxLines: Int, maxBytes: Int) -> Batch? {
        var batch = Batch()
        batch.firstNumber = nextNumber
        batch.bytes.reserveCapacity(min(lastBatch.bytes, maxBytes) + maxBytes / 16)
        batch.lines.reserveCapacity(min(lastBatch.lines, maxLines))
        while batch.lines.count < maxLines && batch.bytes.count < maxBytes, let line = nextLine(into: &batch.bytes) {
            batch.lines.append(line)
            nextNumber += 1
        }
        lastBatch = (batch.bytes.count, batch.lines.count)
        return batch.lines.isEmpty ? nil : batch
    }

    /// Appends the next line's bytes to `bytes` and says where they are; nil at the end of input.
    private func nextLine(into bytes: inout [UInt8]) -> Batch.Line? {
        var skipped = false   // whether this line went over the limit and is being skipped
        let first = bytes.count
        while true {
            if let newline = newlineIndex() {
                if !skipped { bytes.append(contentsOf: buffer[start..<newline]) }
                start = newline + 1
                return finish(from: first, in: &bytes, skipped: skipped)
            }
            // No newline in the buffer: keep what there is (or skip it), then read more.
            let pending = end - start
            if !skipped && bytes.count - first + pending > maxLineBytes {
                skipped = true
                bytes.removeSubrange(min(bytes.count, first + LineReader.keptPrefix)...)
                bytes.append(contentsOf: buffer[start..<min(end, start + max(0, first + LineReader.keptPrefix - bytes.count))])
            } else if !skipped {
                bytes.append(contentsOf: buffer[start..<end])
            }
            start = 0
            end = 0
            guard fill() else {
                return bytes.count > first || skipped ? finish(from: first, in: &bytes, skipped: skipped) : nil
            }
        }
    }

    private func finish(from first: Int, in bytes: inout [UInt8], skipped: Bool) -> Batch.Line {
        if skipped { return .tooLong(prefix: first..<bytes.count) }
        if bytes.count - first > maxLineBytes {
            bytes.removeSubrange(min(bytes.count, first + LineReader.keptPrefix)...)
            return .tooLong(prefix: first..<bytes.count)
        }
        while bytes.count > first, bytes[bytes.count - 1] == 0x0D || bytes[bytes.count - 1] == 0x0A { bytes.removeLast() }
        return .line(first..<bytes.count)
    }

    /// The index of the first newline in `buffer[start..<end]` (memchr: a gigabyte line is scanned at memory speed).
    private func newlineIndex() -> Int? {
        guard start < end else { return nil }
        return buffer.withUnsafeBufferPointer { raw -> Int? in
            guard let base = raw.baseAddress, let found = memchr(base + start, 0x0A, end - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Reads more input into the (empty) buffer; false at the end of input.
    private func fill() -> Bool {
        guard !atEnd else { return false }
        while true {
            let count = buffer.withUnsafeMutableBytes { source($0) }
            if count > 0 {
                end = min(count, buffer.count)
                return true
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { failure = String(cString: strerror(errno)) }
            atEnd = true
            return false
        }
    }
}
