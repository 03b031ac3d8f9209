import Foundation
import JSON
import Testing

/// `/openapi.yaml` describes every route, and real answers match the schemas it gives them.
@Suite(.serialized) final class OpenAPITests {
    let server: ServerProcess
    let document: JSONValue

    init() throws {
        server = try ServerProcess(["--assets", repositoryRoot.appendingPathComponent("Samples").path])
        let answer = try request(port: server.port, "GET", "/openapi.yaml")
        #expect(answer.header("content-type")?.hasPrefix("application/yaml") == true)
        // The document is YAML in its JSON-compatible flow style: a JSON parser reads it.
        document = try JSONParser.parse(answer.body)
    }

    deinit { server.stop() }

    /// Checks `value` against `schema` (the subset the document uses: type, enum, required, properties, items, oneOf,
    /// minimum/maximum, $ref); the problems found, by key path.
    func problems(_ value: JSONValue, _ schema: JSONValue, at path: String = "$") -> [String] {
        guard case .object(let rules) = schema else { return [] }
        if case .string(let reference)? = rules["$ref"] {
            var target = document
            for key in reference.dropFirst(2).split(separator: "/") { target = target.objectValue?[String(key)] ?? .null }
            return problems(value, target, at: path)
        }
        if case .array(let choices)? = rules["oneOf"] {
            let matching = choices.filter { problems(value, $0, at: path).isEmpty }.count
            return matching == 1 ? [] : ["\(path): matches \(matching) of oneOf's schemas"]
        }
        var found: [String] = []
        if let type = rules["type"] {
            let types: [String] = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue].compactMap { $0 }
            let actual: String
            switch value {
            case .null: actual = "null"
            case .bool: actual = "boolean"
            case .number(let number): actual = number == number.rounded() && types.contains("integer") ? "integer" : "number"
            case .string: actual = "string"
            case .array: actual = "array"
            case .object: actual = "object"
            }
            if !types.contains(actual) { return ["\(path): \(actual), not \(types)"] }
        }
        if case .array(let allowed)? = rules["enum"], !allowed.contains(value) { found.append("\(path): not one of the enum") }
        if case .object(let members) = value {
            for case .string(let key) in rules["required"]?.arrayValue ?? [] where members[key] == nil { found.append("\(path).\(key): missing") }
            for (key, subschema) in rules["properties"]?.objectValue ?? [:] {
                if let member = members[key] { found += problems(member, subschema, at: "\(path).\(key)") }
            }
        }
        if case .array(let elements) = value, let items = rules["items"] {
            for (index, element) in elements.enumerated() { found += problems(element, items, at: "\(path)[\(index)]") }
        }
        return found
    }

    /// The schema the document gives `path`'s `status` answer of `type`.
    func schema(_ path: String, _ method: String, _ status: Int, _ type: String) -> JSONValue? {
        var response = document.objectValue?["paths"]?.objectValue?[path]?.objectValue?[method]?.objectValue?["responses"]?.objectValue?[String(status)]
        if case .string(let reference)? = response?.objectValue?["$ref"] {
            response = document.objectValue?["components"]?.objectValue?["responses"]?.objectValue?[String(reference.split(separator: "/").last ?? "")]
        }
        return response?.objectValue?["content"]?.objectValue?[type]?.objectValue?["schema"]
    }

    func check(_ path: String, _ method: String = "post", query: String = "", type: String = "application/json", body: [UInt8],
               expecting status: Int, port: Int? = nil) throws {
        let answer = try request(port: port ?? server.port, method.uppercased(), path + query, headers: ["Content-Type": type], body: body)
        #expect(answer.status == status, "\(path): \(answer)")
        let contentType = String(answer.header("content-type")?.split(separator: ";")[0] ?? "")
        guard let schema = schema(path, method, answer.status, contentType) else {
            Issue.record("\(path) \(answer.status) \(contentType): not in the document")
            return
        }
        let value = try JSONParser.parse(answer.body)
        #expect(problems(value, schema).isEmpty, "\(path) \(answer.status): \(problems(value, schema))")
    }

    @Test func everyRouteIsDescribed() {
        let paths = Set(document.objectValue?["paths"]?.objectValue?.keys.map { $0 } ?? [])
        #expect(paths.isSuperset(of: ["/v1/measure", "/v1/layout", "/v1/chat", "/v1/diff", "/healthz", "/readyz", "/metrics", "/openapi.yaml", "/"]))
        #expect(document.objectValue?["openapi"]?.stringValue == "3.1.0")
    }

    @Test func realAnswersMatchTheirSchemas() throws {
        let samples = repositoryRoot.appendingPathComponent("Samples")
        try check("/v1/measure", body: Array(#"{"id": "a", "text": "Hello, world", "width": 60}"#.utf8), expecting: 200)
        try check("/v1/measure", body: Array(#"{"id": "b", "text": "Hello", "widths": [10, 100]}"#.utf8), expecting: 200)
        try check("/v1/measure", body: Array(#"{"text": "x", "font": "Nope"}"#.utf8), expecting: 422)
        try check("/v1/measure", type: "text/plain", body: [], expecting: 415)
        try check("/v1/layout", query: "?width=320", body: Array(try Data(contentsOf: samples.appendingPathComponent("layouts/profile.json"))), expecting: 200)
        try check("/v1/layout", query: "?width=-1", body: Array("{}".utf8), expecting: 400)
        try check("/v1/chat", body: Array(try Data(contentsOf: samples.appendingPathComponent("showcase.json"))), expecting: 200)
        try check("/healthz", "get", body: [], expecting: 200)
        try check("/readyz", "get", body: [], expecting: 200)
        let png = try request(port: server.port, "POST", "/v1/layout?width=100", headers: ["Content-Type": "application/json", "Accept": "image/png"],
                              body: Array(##"{"style": {"height": 20}, "background": "#FF0000"}"##.utf8)).body
        let form = multipart([("expected", png, true), ("actual", png, true)])
        try check("/v1/diff", type: form.type, body: form.body, expecting: 200)
    }

    @Test func aClientOverItsLimitGetsTheDocumented429() throws {
        let fair = try ServerProcess(["--max-requests-per-client", "1"])
        defer { fair.stop() }
        // One request held in flight (its head and part of its body sent), so the client's next one is refused.
        let held = try RawConnection(port: fair.port, timeout: 20)
        held.write("POST /v1/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
        // Probe only once the server has the held request in flight (the /metrics request itself is the other one).
        #expect(try waitUntilInFlight(port: fair.port, atLeast: 2), "the held request never came in flight")
        var refused = false
        for _ in 0..<100 where !refused {
            let answer = try request(port: fair.port, "POST", "/v1/layout", headers: ["Content-Type": "application/json"], body: Array("{}".utf8))
            refused = answer.status == 429
            if !refused { usleep(100_000) }
        }
        #expect(refused)
        for path in ["/v1/measure", "/v1/layout", "/v1/chat", "/v1/diff"] {
            try check(path, body: Array("{}".utf8), expecting: 429, port: fair.port)
        }
        withExtendedLifetime(held) {}   // the held request stays open until here
    }

    @Test func metricsCountRequestsLatencyAndCaches() throws {
        _ = try request(port: server.port, "POST", "/v1/measure", headers: ["Content-Type": "application/json"], body: Array(#"{"text": "count me"}"#.utf8))
        let metrics = try request(port: server.port, "GET", "/metrics")
        #expect(metrics.status == 200)
        #expect(metrics.header("content-type")?.hasPrefix("text/plain") == true)
        for expected in [#"letterpress_http_requests_total{route="/v1/measure",status="200"}"#,
                         #"letterpress_http_request_duration_seconds_bucket{route="/v1/measure",le="0.005"}"#,
                         "letterpress_http_requests_in_flight", #"letterpress_cache_hit_ratio{cache="shape"}"#,
                         #"letterpress_cache_hit_ratio{cache="prepared_text"}"#, #"letterpress_cache_hit_ratio{cache="glyph"}"#] {
            #expect(metrics.text.contains(expected), "\(expected)")
        }
    }
}
