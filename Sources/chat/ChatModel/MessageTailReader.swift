import Locking

/// Reads the second half of a long `messages` array on another thread, from a guessed element boundary: the first
/// `},{"` (an element's end, a comma, the next element's first key) after the middle of the remaining bytes.
///
/// The guess can be wrong (the bytes may sit inside a string, or inside an object nested in a message); the reader
/// of the first half knows, since it ends an element exactly at ``split`` only at a real boundary, and ignores the
/// result otherwise. Whatever this reader meets, it only reads the bytes, and ``finish()`` waits for it.
struct MessageTailReader {
    /// The position right after the guessed element's `}`: where the first half ends.
    let split: Int
    private let work: TailWork
    /// The one thread that reads the tail.
    private let pool: WorkerPool

    /// Remaining arrays shorter than this are read on one thread.
    static let minimumBytes = 256 << 10

    /// Starts reading, or nil when the array is short, no boundary is found near the middle, or the system refuses a
    /// thread (the caller then reads the whole array itself, with the same result).
    init?(bytes: UnsafeBufferPointer<UInt8>, arrayStart: Int) {
        guard bytes.count - arrayStart >= Self.minimumBytes,
              let split = Self.boundary(in: bytes, from: arrayStart + (bytes.count - arrayStart) / 2),
              let pool = try? WorkerPool(threads: 1, name: "lp-decode") else { return nil }
        self.split = split
        self.pool = pool
        work = TailWork(bytes: bytes, start: split + 1)
        let work = self.work
        pool.submit { work.run() }
    }

    /// The first `},{"` at or after `from` within 64 KB: the position after its `}`.
    static func boundary(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        let end = min(bytes.count - 3, from + (64 << 10))
        var i = from
        while i < end {
            if bytes[i] == UInt8(ascii: "}") && bytes[i + 1] == UInt8(ascii: ",") && bytes[i + 2] == UInt8(ascii: "{")
                && bytes[i + 3] == UInt8(ascii: "\"") {
                return i + 1
            }
            i += 1
        }
        return nil
    }

    /// Waits for the other thread; its messages and the position after the array, or nil when it declined.
    @discardableResult
    func finish() -> (messages: [Message], end: Int, checks: MessageChecks)? {
        pool.shutdown()   // lets the read finish and joins its thread
        return work.result
    }
}

/// The other thread's job and its answer (written before its thread ends, read after joining it).
private final class TailWork: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    let start: Int
    private(set) var result: (messages: [Message], end: Int, checks: MessageChecks)?

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
        self.bytes = bytes
        self.start = start
    }

    func run() {
        var reader = TranscriptDocumentReader(scanner: TranscriptScanner(bytes), capturing: [],
                                              expectedMessages: (bytes.count - start) / 256)
        // A guess that fails to parse only means "declined": the first thread then reads these bytes itself and
        // reports any error in them, so nothing is lost here.
        result = try? reader.messages(from: start)
    }
}
