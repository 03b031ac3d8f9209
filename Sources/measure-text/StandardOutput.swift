import Foundation

/// Standard output as a byte sink: answers are written in large chunks with `write(2)`, not line by line.
final class StandardOutput {
    private var pending: [UInt8] = []
    private let chunk = 1 << 16

    func write(_ bytes: [UInt8]) {
        pending.append(contentsOf: bytes)
        if pending.count >= chunk { flush() }
    }

    /// Writes everything pending.
    func flush() {
        var offset = 0
        pending.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let written = Foundation.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return   // the reader went away; nothing more can be written
                }
                offset += written
            }
        }
        pending.removeAll(keepingCapacity: true)
    }
}
