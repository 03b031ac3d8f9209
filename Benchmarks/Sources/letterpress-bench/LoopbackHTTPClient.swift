import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal blocking HTTP/1.1 client on one kept-alive loopback connection: what a request to the server costs is
/// timed from writing the request to reading the whole answer, with no client library in between.
final class LoopbackHTTPClient {
    private let socket: Int32
    private var pending: [UInt8] = []

    /// Connects to `127.0.0.1:port` (with `TCP_NODELAY`, as HTTP clients set it).
    init(port: UInt16) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw BenchError.workloadFailed("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(socket)
            throw BenchError.workloadFailed("connecting to 127.0.0.1:\(port): \(reason)")
        }
        var one: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    deinit { close(socket) }

    /// POSTs `body` to `target` and returns the status and the body of the answer (which must have a Content-Length).
    func post(_ target: String, body: [UInt8], contentType: String, accept: String) throws -> (status: Int, body: [UInt8]) {
        let head = "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: \(contentType)\r\nAccept: \(accept)\r\n"
            + "Content-Length: \(body.count)\r\n\r\n"
        try send(Array(head.utf8) + body)
        while true {
            if let end = headerEnd() {
                let header = String(decoding: pending[..<end], as: UTF8.self)
                let lines = header.split(separator: "\r\n")
                guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/1.1 "),
                      let status = Int(statusLine.dropFirst(9).prefix(3)) else {
                    throw BenchError.workloadFailed("the server answered no HTTP status line: \(lines.first ?? "")")
                }
                guard let lengthLine = lines.first(where: { $0.lowercased().hasPrefix("content-length:") }),
                      let length = Int(lengthLine.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) else {
                    throw BenchError.workloadFailed("the server's answer to \(target) has no Content-Length")
                }
                let start = end + 4
                while pending.count < start + length { try receive() }
                let answer = Array(pending[start..<(start + length)])
                pending.removeFirst(start + length)
                return (status, answer)
            }
            try receive()
        }
    }

    private func headerEnd() -> Int? {
        guard pending.count >= 4 else { return nil }
        for index in 0...(pending.count - 4)
        where pending[index] == 13 && pending[index + 1] == 10 && pending[index + 2] == 13 && pending[index + 3] == 10 {
            return index
        }
        return nil
    }

    private func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else {
                if written < 0 && errno == EINTR { continue }
                throw BenchError.workloadFailed("sending to the server: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    private func receive() throws {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        guard count > 0 else {
            if count < 0 && errno == EINTR { return }
            throw BenchError.workloadFailed(count == 0 ? "the server closed the connection"
                                                       : "reading from the server: \(String(cString: strerror(errno)))")
        }
        pending += buffer[..<count]
    }
}
