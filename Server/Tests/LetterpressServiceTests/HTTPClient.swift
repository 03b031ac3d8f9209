import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP answer as read off the socket.
struct HTTPAnswer: CustomStringConvertible {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    func header(_ name: String) -> String? { headers.first { $0.name.lowercased() == name.lowercased() }?.value }
    var text: String { String(decoding: body, as: UTF8.self) }
    var description: String { "\(status) \(header("content-type") ?? "") \(text.prefix(300))" }
}

/// A blocking HTTP/1.1 client on one loopback connection, raw enough to misbehave: every read and write has a
/// timeout (SO_RCVTIMEO/SO_SNDTIMEO), so no test waits forever.
final class RawConnection: @unchecked Sendable {
    // @unchecked: one thread may write while another reads (the socket allows it); `pending` is only the reader's.
    let descriptor: Int32

    init(port: Int, timeout: Double = 30) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw TestFailure("socket: \(String(cString: strerror(errno)))") }
        var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw TestFailure("connect: \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(descriptor) }

    /// Writes all of `bytes`; false when the peer closed or the write timed out.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    func write(_ text: String) -> Bool { write(Array(text.utf8)) }

    /// Reads until the peer closes (or the read times out: then nil).
    func readToEnd() -> [UInt8]? {
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return out }
            if count < 0 { return errno == EAGAIN || errno == EWOULDBLOCK ? nil : out }
            out += buffer[0..<count]
        }
    }

    private var pending: [UInt8] = []

    private func fill() throws {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count == 0 { throw TestFailure("the server closed the connection") }
        if count < 0 { throw TestFailure("read failed or timed out: \(String(cString: strerror(errno)))") }
        pending += buffer[0..<count]
    }

    private func take(_ count: Int) throws -> [UInt8] {
        while pending.count < count { try fill() }
        defer { pending.removeFirst(count) }
        return Array(pending[0..<count])
    }

    private func line() throws -> String {
        while true {
            if let end = pending.firstIndex(of: 0x0A) {
                let text = String(decoding: pending[0..<end], as: UTF8.self).trimmingCharacters(in: .init(charactersIn: "\r"))
                pending.removeFirst(end + 1)
                return text
            }
            try fill()
        }
    }

    /// Reads one response (Content-Length, chunked, or to the close).
    func readResponse() throws -> HTTPAnswer {
        let statusLine = try line()
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw TestFailure("bad status line '\(statusLine)'") }
        var headers: [(String, String)] = []
        while true {
            let header = try line()
            if header.isEmpty { break }
            let pair = header.split(separator: ":", maxSplits: 1)
            headers.append((String(pair[0]), pair.count > 1 ? pair[1].trimmingCharacters(in: .whitespaces) : ""))
        }
        var answer = HTTPAnswer(status: status, headers: headers, body: [])
        if let length = answer.header("content-length").flatMap(Int.init) {
            answer.body = try take(length)
        } else if answer.header("transfer-encoding")?.lowercased() == "chunked" {
            while true {
                let size = try line()
                guard let count = Int(size.split(separator: ";")[0], radix: 16) else { throw TestFailure("bad chunk size '\(size)'") }
                if count == 0 {
                    while try !line().isEmpty {}
                    break
                }
                answer.body += try take(count)
                _ = try take(2)
            }
        } else {
            answer.body = pending + (readToEnd() ?? [])
            pending = []
        }
        return answer
    }

    /// Sends one request and reads its response.
    func request(_ method: String, _ path: String, headers: [String: String] = [:], body: [UInt8] = []) throws -> HTTPAnswer {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(body.count)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        guard write(Array((head + "\r\n").utf8) + body) else { throw TestFailure("could not send the request") }
        return try readResponse()
    }
}

/// One request on a new connection.
func request(port: Int, _ method: String, _ path: String, headers: [String: String] = [:], body: [UInt8] = [],
             timeout: Double = 60) throws -> HTTPAnswer {
    try RawConnection(port: port, timeout: timeout).request(method, path, headers: headers, body: body)
}

/// Whether the server on `port` came to have at least `count` requests in flight (its `/metrics` gauge, which counts
/// the `/metrics` request itself) within 10 s: a test that holds requests open probes a limit only once they are in,
/// or a probe could overtake a held request and take its slot.
func waitUntilInFlight(port: Int, atLeast count: Int) throws -> Bool {
    for _ in 0..<200 {
        let metrics = try request(port: port, "GET", "/metrics")
        let gauge = metrics.text.split(separator: "\n").first { $0.hasPrefix("letterpress_http_requests_in_flight ") }
        if let value = (gauge?.split(separator: " ").last).flatMap({ Double($0) }), value >= Double(count) { return true }
        usleep(50_000)
    }
    return false
}

/// A `multipart/form-data` body of these parts, and its content type.
func multipart(_ parts: [(name: String, bytes: [UInt8], isFile: Bool)]) -> (body: [UInt8], type: String) {
    let boundary = "letterpress-test-boundary-7d3f"
    var body: [UInt8] = []
    for part in parts {
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(part.name)\"\(part.isFile ? "; filename=\"\(part.name).png\"" : "")\r\n".utf8)
        body += Array((part.isFile ? "Content-Type: image/png\r\n" : "") .utf8) + Array("\r\n".utf8) + part.bytes + Array("\r\n".utf8)
    }
    body += Array("--\(boundary)--\r\n".utf8)
    return (body, "multipart/form-data; boundary=\(boundary)")
}
