import Hummingbird
import JSON
import MeasureTextBatch

extension LetterpressService {
    /// `POST /v1/measure`: one JSON object answered as `measure-text --jsonl` answers that line (the same bytes), or
    /// an `application/x-ndjson` stream answered line by line, in order, as the lines arrive.
    func measure(_ request: Request, context: ServiceRequestContext) async throws -> Response {
        try request.requireMediaType(["application/json", "application/x-ndjson"])
        if request.mediaType == "application/x-ndjson" { return measureStream(request) }
        var body = try await request.collectBody(limit: min(configuration.limits.maxLineBytes, configuration.maxBodyBytes))
        while let last = body.last, last == 0x0A || last == 0x0D || last == 0x20 || last == 0x09 { body.removeLast() }
        do throws(JSONSyntaxError) {
            _ = try JSONParser.parse(body)
        } catch {
            throw APIError.badRequest("invalid_json", "the body is not valid JSON: \(error)")
        }
        var line = LineBatch()
        line.bytes = body
        line.lines = [.line(0..<body.count)]
        let (answerer, batch) = (answerer, line)
        // A short line is measured in microseconds: on the request's task (see `perform`'s `inline`).
        let answer = try await perform(inline: body.count <= Self.inlineLineBytes) { answerer.answer(batch) }
        guard !answer.failed else { throw APIError.unprocessable(redact(Self.errorMessage(inAnswer: answer.bytes))) }
        return Self.bytes(answer.bytes, type: "application/json; charset=utf-8")
    }

    /// The longest single measure line measured on the request's own task rather than a worker thread.
    static let inlineLineBytes = 4096

    /// Answers each batch of complete lines as soon as it has arrived; the next piece of the body is read only once
    /// the answers before it are written, so a stream of any length takes the memory of one piece and one line.
    private func measureStream(_ request: Request) -> Response {
        let answerer = answerer, maxLineBytes = configuration.limits.maxLineBytes
        let body = ResponseBody { writer in
            var splitter = LineSplitter(maxLineBytes: maxLineBytes)
            for try await chunk in request.body {
                let batch = splitter.append(chunk.readableBytesView)
                guard !batch.isEmpty else { continue }
                let answer = try await self.perform(waitsBeyondBacklog: true) { answerer.answer(batch) }
                try await writer.write(ByteBuffer(bytes: answer.bytes))
            }
            let last = splitter.finish()
            if !last.isEmpty {
                let answer = try await self.perform(waitsBeyondBacklog: true) { answerer.answer(last) }
                try await writer.write(ByteBuffer(bytes: answer.bytes))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "application/x-ndjson"], body: body)
    }

    /// The `"error"` of an error answer line.
    static func errorMessage(inAnswer bytes: [UInt8]) -> String {
        guard case .object(let members)? = try? JSONParser.parse(bytes), case .string(let message)? = members["error"] else {
            return "the request could not be measured"
        }
        return message
    }
}
