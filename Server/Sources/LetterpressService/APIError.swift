import HTTPTypes
import Hummingbird
import JSON

/// An error answer: an HTTP status and `{"error": {"code", "message"}}`. Messages name the input and the problem
/// (the CLIs' words); nothing internal (no stack trace, no file path of the server's) is ever written.
public struct APIError: Error, Sendable, CustomStringConvertible {
    /// The HTTP status.
    public var status: HTTPResponse.Status
    /// A stable, machine-readable code (`invalid_json`, `body_too_large`, …).
    public var code: String
    /// What went wrong, for a person.
    public var message: String
    /// Seconds after which a retry may succeed (`Retry-After`), for 429 and 503.
    public var retryAfter: Int?
    /// Whether the connection is closed after the answer (the rest of the body is not read).
    public var closesConnection = false

    /// An error answer.
    public init(_ status: HTTPResponse.Status, _ code: String, _ message: String, retryAfter: Int? = nil, closesConnection: Bool = false) {
        self.status = status
        self.code = code
        self.message = message
        self.retryAfter = retryAfter
        self.closesConnection = closesConnection
    }

    public var description: String { "\(status.code) \(code): \(message)" }

    /// The body: `{"error":{"code":"…","message":"…"}}` and a newline, written by the JSON module.
    public var body: [UInt8] {
        let error = JSONValue.object(["error": .object(["code": .string(code), "message": .string(message)])])
        return Array(error.compactText.utf8) + [0x0A]
    }

    /// The answer.
    public var response: Response {
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        if closesConnection { headers[.connection] = "close" }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    static func badRequest(_ code: String, _ message: String) -> APIError { APIError(.badRequest, code, message) }
    static func unprocessable(_ message: String) -> APIError { APIError(.unprocessableContent, "invalid_input", message) }
    static func tooLarge(limit: Int) -> APIError {
        APIError(.contentTooLarge, "body_too_large", "the request body is larger than \(limit) bytes", closesConnection: true)
    }
    static func unsupportedMediaType(_ got: String?, expected: String) -> APIError {
        APIError(.unsupportedMediaType, "unsupported_media_type",
                 "Content-Type '\(got ?? "none")' is not accepted here; send \(expected)")
    }
    static func overloaded(retryAfter: Int) -> APIError {
        APIError(.serviceUnavailable, "overloaded", "too many requests are waiting; retry later", retryAfter: retryAfter)
    }
    static func tooManyRequests(limit: Int) -> APIError {
        APIError(.tooManyRequests, "too_many_requests",
                 "this client already has \(limit) request\(limit == 1 ? "" : "s") in flight (--max-requests-per-client); retry when one is answered",
                 retryAfter: 1, closesConnection: true)
    }
    static func deadline(seconds: Double) -> APIError {
        APIError(.serviceUnavailable, "deadline_exceeded", "the request took longer than \(seconds) s (--request-timeout)", retryAfter: 1)
    }
    static let shuttingDown = APIError(.serviceUnavailable, "shutting_down", "the server is shutting down", retryAfter: 1, closesConnection: true)
    static func internalError(_ message: String) -> APIError { APIError(.internalServerError, "internal", message) }
}
