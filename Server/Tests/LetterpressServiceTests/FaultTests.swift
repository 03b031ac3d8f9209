import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Misbehaving clients (issue 28, item 4): each is answered or cut off, and a well-behaved client measuring at the
/// same time gets every answer it asks for.
@Suite(.serialized) final class FaultTests {
    let server: ServerProcess

    init() throws {
        server = try ServerProcess(["--read-timeout", "2", "--max-body-bytes", "1000000", "--max-connections", "20000"])
    }

    deinit { server.stop() }

    /// Runs `fault` while a well-behaved client measures in a loop; every one of its answers must be a 200 with the
    /// right bytes.
    func whileAWellBehavedClientMeasures(_ fault: () throws -> Void) throws {
        let line = Array(#"{"id": 1, "text": "Hey! Are we still on for lunch tomorrow?", "width": 200}"#.utf8)
        let expected = try request(port: server.port, "POST", "/v1/measure", headers: ["Content-Type": "application/json"], body: line).body
        let stop = Locked(false)
        let results = Locked<[String]>([])
        let done = DispatchSemaphore(value: 0)
        let port = server.port
        Thread.detachNewThread {
            while !stop.get() {
                let answer = try? request(port: port, "POST", "/v1/measure", headers: ["Content-Type": "application/json"], body: line, timeout: 10)
                results.update { $0.append(answer.map { $0.status == 200 && $0.body == expected ? "ok" : "\($0)" } ?? "no answer") }
                usleep(20_000)
            }
            done.signal()
        }
        defer {
            // The client keeps going for a few more answers after the fault (at most 10 s).
            let wanted = results.get().count + 5, deadline = Date().addingTimeInterval(10)
            while results.get().count < wanted && Date() < deadline { usleep(20_000) }
            stop.set(true)
            _ = done.wait(timeout: .now() + 30)
            let seen = results.get()
            #expect(seen.count >= 3, "the well-behaved client got \(seen.count) answers")
            #expect(seen.allSatisfy { $0 == "ok" }, "\(seen.filter { $0 != "ok" }.prefix(3))")
        }
        try fault()
    }

    @Test func aClientThatDisconnectsMidBody() throws {
        try whileAWellBehavedClientMeasures {
            for _ in 0..<20 {
                let connection = try RawConnection(port: server.port)
                connection.write("POST /v1/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{\"id\": \"a\", ")
                // closed here, 4,990 bytes short
            }
            usleep(300_000)
        }
        let health = try request(port: server.port, "GET", "/healthz")
        #expect(health.status == 200)
    }

    @Test func aClientSendingOneByteASecondIsCutOff() throws {
        try whileAWellBehavedClientMeasures {
            let connection = try RawConnection(port: server.port, timeout: 10)
            let head = Array("POST /v1/measure HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n".utf8)
            let start = Date()
            var sent = 0
            // One byte a second (a quarter second here, to keep the test short): the head never completes.
            for byte in head {
                guard connection.write([byte]) else { break }
                sent += 1
                usleep(250_000)
                if Date().timeIntervalSince(start) > 8 { break }
            }
            let end = connection.readToEnd()
            #expect(end != nil && end?.isEmpty == true, "closed without an answer")
            #expect(Date().timeIntervalSince(start) < 6, "cut off after --read-timeout (2 s), not after \(Date().timeIntervalSince(start)) s")
            #expect(sent < head.count)
        }
        let slowBody = try RawConnection(port: server.port, timeout: 10)
        slowBody.write("POST /v1/measure HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
        let start = Date()
        #expect(slowBody.readToEnd() != nil, "a body that stops coming is cut off too")
        #expect(Date().timeIntervalSince(start) < 6)
        let metrics = try request(port: server.port, "GET", "/metrics").text
        #expect(metrics.contains(#"letterpress_http_rejected_total{reason="slow_client"}"#))
    }

    @Test func aMalformedRequestLineIs400() throws {
        try whileAWellBehavedClientMeasures {
            for garbage in ["GARBAGE\r\n\r\n", "GET / HTTP/9.9.9\r\n\r\n", "\u{1}\u{2}\u{3} / HTTP/1.1\r\n\r\n", "GET /\r\nHost: \u{0}\r\n\r\n"] {
                let connection = try RawConnection(port: server.port, timeout: 10)
                connection.write(garbage)
                let answer = connection.readToEnd() ?? []
                let text = String(decoding: answer, as: UTF8.self)
                #expect(text.isEmpty || text.hasPrefix("HTTP/1.1 400"), "\(garbage.debugDescription): \(text.prefix(80))")
            }
        }
    }

    @Test func aOneGigabyteBodyIsRefusedBeforeItIsRead() throws {
        try whileAWellBehavedClientMeasures {
            // Declared: refused on its Content-Length, before a byte of it is read.
            let declared = try RawConnection(port: server.port, timeout: 10)
            declared.write("POST /v1/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1073741824\r\n\r\n")
            let answer = try declared.readResponse()
            #expect(answer.status == 413)
            #expect(answer.header("connection")?.lowercased() == "close")
            // Chunked: refused once it passes --max-body-bytes; the connection is closed, the rest never read.
            let chunked = try RawConnection(port: server.port, timeout: 10)
            chunked.write("POST /v1/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
            let chunk = Array("10000\r\n".utf8) + [UInt8](repeating: 0x20, count: 0x10000) + Array("\r\n".utf8)
            var sent = 0
            while sent < 1 << 30, chunked.write(chunk) { sent += 0x10000 }
            #expect(sent < 64 << 20, "the server stopped reading after about 1 MB, not after \(sent >> 20) MiB")
        }
    }

    @Test func manyIdleConnectionsDoNotStopOthers() throws {
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        let count = min(5_000, Int(limit.rlim_cur) - 200)
        #expect(count >= 500, "the descriptor limit (\(limit.rlim_cur)) allows \(count) connections")
        var idle: [RawConnection] = []
        try whileAWellBehavedClientMeasures {
            for _ in 0..<count { idle.append(try RawConnection(port: server.port, timeout: 10)) }
            usleep(500_000)
            let health = try request(port: server.port, "GET", "/healthz")
            #expect(health.status == 200)
        }
        let metrics = try request(port: server.port, "GET", "/metrics").text
        #expect(metrics.contains("letterpress_http_connections_open"))
        idle.removeAll()
    }
}
