import Hummingbird
import Synchronization

/// Counts each client's requests in flight and refuses one beyond `limit`, so that one client cannot take every
/// render slot and the whole backlog while others wait (429, `--max-requests-per-client`).
final class ClientLimit: Sendable {
    let limit: Int
    private let counts = Mutex<[String: Int]>([:])

    init(limit: Int) { self.limit = max(1, limit) }

    /// Counts a request of `client` in; false when `limit` of its requests are already in flight.
    func enter(_ client: String) -> Bool {
        counts.withLock { counts in
            let current = counts[client, default: 0]
            guard current < limit else { return false }
            counts[client] = current + 1
            return true
        }
    }

    /// Counts a request of `client` out.
    func leave(_ client: String) {
        counts.withLock { counts in
            let remaining = counts[client, default: 1] - 1
            counts[client] = remaining > 0 ? remaining : nil
        }
    }

    /// The clients with a request in flight (a test's and the metrics' view).
    var clientCount: Int { counts.withLock { $0.count } }
}

/// Applies a `ClientLimit` to the work routes (`/v1/…`): a request beyond its client's limit is answered 429 with
/// `Retry-After` at once, before its body is read. A request counts from its head until its handler returns (an
/// NDJSON stream: until its answer starts; the stream's batches then share the render slots like everyone's).
struct ClientFairness: RouterMiddleware {
    typealias Context = ServiceRequestContext
    let limit: ClientLimit
    let metrics: ServiceMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.uri.path.hasPrefix("/v1/") else { return try await next(request, context) }
        let client = context.client
        guard limit.enter(client) else {
            metrics.reject("client_limit")
            throw APIError.tooManyRequests(limit: limit.limit)
        }
        defer { limit.leave(client) }
        return try await next(request, context)
    }
}
