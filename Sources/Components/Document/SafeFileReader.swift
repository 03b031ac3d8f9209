#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files named by untrusted input: opened non-blocking (a FIFO or device cannot hang the reader), only
/// regular files, never more than a size cap, and — for paths from a document — only inside the document's folder.
enum SafeFileReader {
    /// Why a file was not read.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// The whole file at `path`, at most `limit` bytes.
    static func read(_ path: String, limit: Int) throws(Problem) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Problem(description: systemReason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Problem(description: systemReason()) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw Problem(description: "not a regular file") }
        guard status.st_size <= limit else {
            throw Problem(description: "is \(status.st_size) bytes, more than the limit of \(limit)")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { readChunk(descriptor, $0) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw Problem(description: systemReason())
            }
            if count == 0 { break }
            guard bytes.count + count <= limit else {
                throw Problem(description: "grew past the limit of \(limit) bytes while being read")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// `relative` resolved against `folder`, symbolic links followed; it must lie inside `folder`.
    static func resolve(_ relative: String, inside folder: String) throws(Problem) -> String {
        guard !relative.isEmpty, !relative.contains("\0") else { throw Problem(description: "is not a file path") }
        guard let base = realPath(folder) else { throw Problem(description: "its folder \(folder) cannot be resolved") }
        let candidate = relative.hasPrefix("/") ? relative : (folder.hasSuffix("/") ? folder : folder + "/") + relative
        guard let resolved = realPath(candidate) else { throw Problem(description: systemReason()) }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard resolved == base || resolved.hasPrefix(prefix) else {
            throw Problem(description: "lies outside the tree's folder \(base)")
        }
        return resolved
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}

/// One `read` call into `buffer` (a free function: inside `SafeFileReader` the name `read` is taken).
private func readChunk(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
