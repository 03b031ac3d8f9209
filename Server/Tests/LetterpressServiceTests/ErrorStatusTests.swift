import Foundation
import Testing

/// Every error status the service documents, each with its JSON body `{"error": {"code", "message"}}`.
@Suite(.serialized) final class ErrorStatusTests {
    let server: ServerProcess

    init() throws {
        server = try ServerProcess(["--max-body-bytes", "100000"])
    }

    deinit { server.stop() }

    /// The answer's error code, checking the body has the documented shape and no trace of the server's insides.
    func code(_ answer: HTTPAnswer) -> String? {
        #expect(answer.header("content-type")?.hasPrefix("application/json") == true)
        #expect(!answer.text.contains("/work/") && !answer.text.contains(".swift"), "\(answer.text)")
        guard let object = try? JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any],
              let error = object["error"] as? [String: Any], let message = error["message"] as? String, !message.isEmpty else { return nil }
        return error["code"] as? String
    }

    let json = ["Content-Type": "application/json"]

    @Test func malformedJSONIs400WithItsPlace() throws {
        let answer = try request(port: server.port, "POST", "/v1/layout", headers: json, body: Array("{\n  \"id\": \"a\",\n  oops\n}".utf8))
        #expect(answer.status == 400)
        #expect(code(answer) == "invalid_json")
        #expect(answer.text.contains("line 3"), "\(answer.text)")
        let measure = try request(port: server.port, "POST", "/v1/measure", headers: json, body: Array("{\"text\": ".utf8))
        #expect(measure.status == 400)
        #expect(code(measure) == "invalid_json")
    }

    @Test func aBadQueryParameterIs400NamingIt() throws {
        let answer = try request(port: server.port, "POST", "/v1/layout?scale=0", headers: json, body: Array("{}".utf8))
        #expect(answer.status == 400)
        #expect(code(answer) == "invalid_parameter")
        #expect(answer.text.contains("scale"))
        let chat = try request(port: server.port, "POST", "/v1/chat?style=android", headers: json, body: Array("{}".utf8))
        #expect(chat.status == 400)
        #expect(chat.text.contains("style"))
    }

    @Test func aBodyOverTheLimitIs413() throws {
        let answer = try request(port: server.port, "POST", "/v1/layout", headers: json, body: [UInt8](repeating: 0x20, count: 100_001))
        #expect(answer.status == 413)
        #expect(code(answer) == "body_too_large")
    }

    @Test func anUnexpectedContentTypeIs415() throws {
        let answer = try request(port: server.port, "POST", "/v1/measure", headers: ["Content-Type": "text/plain"], body: Array("hi".utf8))
        #expect(answer.status == 415)
        #expect(code(answer) == "unsupported_media_type")
        let diff = try request(port: server.port, "POST", "/v1/diff", headers: json, body: Array("{}".utf8))
        #expect(diff.status == 415)
    }

    @Test func anInputTheLibrariesRefuseIs422WithTheirMessage() throws {
        let font = try request(port: server.port, "POST", "/v1/measure", headers: json, body: Array(#"{"id": 1, "text": "x", "font": "Nope"}"#.utf8))
        #expect(font.status == 422)
        #expect(code(font) == "invalid_input")
        #expect(font.text.contains("unknown font family 'Nope'"))
        let fontFile = try request(port: server.port, "POST", "/v1/measure", headers: json, body: Array(#"{"text": "x", "fontFile": "/etc/passwd"}"#.utf8))
        #expect(fontFile.status == 422)
        #expect(fontFile.text.contains("outside the allowed folders"), "no --assets: no font file is readable")
        let tree = try request(port: server.port, "POST", "/v1/layout", headers: json, body: Array(#"{"style": {"width": "wide"}}"#.utf8))
        #expect(tree.status == 422)
        let chat = try request(port: server.port, "POST", "/v1/chat", headers: json, body: Array(#"{"messages": [{"id": 1}]}"#.utf8))
        #expect(chat.status == 422, "\(chat)")
        let notPNG = multipart([("expected", Array("GIF89a".utf8), true), ("actual", Array("GIF89a".utf8), true)])
        let diff = try request(port: server.port, "POST", "/v1/diff", headers: ["Content-Type": notPNG.type], body: notPNG.body)
        #expect(diff.status == 422)
        let inline = try request(port: server.port, "POST", "/v1/chat", headers: json,
                                 body: Array(#"{"participants": [{"id": "a", "name": "A", "avatar": "data:image/png;base64,R0lGODlh"}], "messages": []}"#.utf8))
        #expect(inline.status == 422)
        #expect(inline.text.contains("not a PNG"))
    }

    @Test func unknownRoutesAre404AndWrongMethods405() throws {
        let missing = try request(port: server.port, "GET", "/v2/nothing")
        #expect(missing.status == 404)
        #expect(code(missing) == "not_found")
        let method = try request(port: server.port, "GET", "/v1/measure")
        #expect(method.status == 405 || method.status == 404)
        #expect(code(method) != nil)
    }

    @Test func pastTheDeadlineIs503WithRetryAfter() throws {
        let slow = try ServerProcess(["--request-timeout", "0.001", "--assets", repositoryRoot.appendingPathComponent("Samples").path])
        defer { slow.stop() }
        let transcript = Array(try Data(contentsOf: repositoryRoot.appendingPathComponent("Samples/showcase.json")))
        let answer = try request(port: slow.port, "POST", "/v1/chat?full=true", headers: ["Content-Type": "application/json", "Accept": "image/png"], body: transcript)
        #expect(answer.status == 503)
        #expect(code(answer) == "deadline_exceeded")
        #expect(answer.header("retry-after") != nil)
    }

    @Test func beyondTheBacklogIs503Overloaded() throws {
        let busy = try ServerProcess(["--max-concurrency", "1", "--backlog", "0", "--assets", repositoryRoot.appendingPathComponent("Samples").path])
        defer { busy.stop() }
        let transcript = Array(try Data(contentsOf: repositoryRoot.appendingPathComponent("Samples/showcase.json")))
        let statuses = Locked<[Int]>([])
        let retryAfter = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let answer = try? request(port: busy.port, "POST", "/v1/chat?full=true&scale=3",
                                      headers: ["Content-Type": "application/json", "Accept": "image/png"], body: transcript)
            statuses.update { $0.append(answer?.status ?? -1) }
            if answer?.status == 503, let value = answer?.header("retry-after") { retryAfter.update { $0.append(value) } }
        }
        let seen = statuses.get()
        #expect(seen.contains(200), "\(seen)")
        #expect(seen.contains(503), "one render at a time and no backlog: the others are refused, \(seen)")
        #expect(Set(seen).isSubset(of: [200, 503]), "\(seen)")
        #expect(retryAfter.get().count == seen.filter { $0 == 503 }.count)
    }

    /// Holds `count` `/v1/measure` requests of this client in flight on `port` (each has sent its head and half its
    /// body); `finish` sends the rest of one and reads its answer.
    final class HeldRequests {
        let connections: [RawConnection]
        let line = Array(#"{"id": 1, "text": "held", "width": 100}"#.utf8)

        init(port: Int, count: Int) throws {
            connections = try (0..<count).map { _ in try RawConnection(port: port, timeout: 20) }
            for connection in connections {
                connection.write("POST /v1/measure HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(line.count)\r\n\r\n")
                connection.write(Array(line.prefix(10)))
            }
        }

        func finish(_ index: Int) throws -> HTTPAnswer {
            connections[index].write(Array(line.dropFirst(10)))
            return try connections[index].readResponse()
        }
    }

    /// Sends a measure request until it is refused (the held requests reach the server in their own time; at most 10 s).
    func firstRefusal(port: Int) throws -> HTTPAnswer? {
        for _ in 0..<100 {
            let answer = try request(port: port, "POST", "/v1/measure", headers: json, body: Array(#"{"text": "one more"}"#.utf8))
            if answer.status != 200 { return answer }
            usleep(100_000)
        }
        return nil
    }

    @Test func beyondAClientsLimitIs429AndOtherRoutesStillAnswer() throws {
        let fair = try ServerProcess(["--max-requests-per-client", "2"])
        defer { fair.stop() }
        let held = try HeldRequests(port: fair.port, count: 2)
        // Probe only once the server has both held requests in flight (the /metrics request itself is the third).
        #expect(try waitUntilInFlight(port: fair.port, atLeast: 3), "the held requests never came in flight")
        let refused = try #require(try firstRefusal(port: fair.port), "two requests in flight: the third is refused")
        #expect(refused.status == 429)
        #expect(code(refused) == "too_many_requests")
        #expect(refused.header("retry-after") == "1")
        #expect(refused.text.contains("--max-requests-per-client"))
        #expect(try request(port: fair.port, "GET", "/healthz").status == 200, "only /v1/ routes count")
        // One held request answered: the client may send one more.
        let first = try held.finish(0)
        #expect(first.status == 200 && first.text.contains("\"id\":1"), "\(first)")
        let again = try request(port: fair.port, "POST", "/v1/measure", headers: json, body: Array(#"{"text": "now"}"#.utf8))
        #expect(again.status == 200, "\(again)")
        #expect(try held.finish(1).status == 200)
        withExtendedLifetime(held) {}
        let metrics = try request(port: fair.port, "GET", "/metrics")
        #expect(metrics.text.contains(#"letterpress_http_rejected_total{reason="client_limit"}"#))
    }

    @Test func withoutTheFlagOneClientIsNotLimited() throws {
        let held = try HeldRequests(port: server.port, count: 8)
        let answer = try request(port: server.port, "POST", "/v1/measure", headers: json, body: Array(#"{"text": "free"}"#.utf8))
        #expect(answer.status == 200, "no --max-requests-per-client: \(answer)")
        for index in 0..<8 { #expect(try held.finish(index).status == 200) }
    }
}
