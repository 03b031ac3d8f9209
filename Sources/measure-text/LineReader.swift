import Foundation

/// Reads a file descriptor line by line as raw bytes, holding one buffer, so input of any length streams.
final class LineReader {
    private let handle: UnsafeMutablePointer<FILE>
    private var line: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    init(handle: UnsafeMutablePointer<FILE>) {
        self.handle = handle
    }

    deinit { free(line) }

    /// The next line without its `\n` (and `\r`), or nil at the end of input.
    func next() -> [UInt8]? {
        let count = getline(&line, &capacity, handle)
        guard count >= 0, let line else { return nil }
        var length = count
        while length > 0 && (line[length - 1] == 0x0A || line[length - 1] == 0x0D) { length -= 1 }
        return line.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
    }
}
