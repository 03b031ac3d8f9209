import Hummingbird
import Logging

/// Around every request: the request id (`X-Request-Id`, also in every log line of the request), one structured log
/// line per answer (method, path, status, milliseconds), the metrics, and errors turned into JSON answers — an
/// unexpected error is logged and answered as a bare 500, never with its text.
struct RequestLog: RouterMiddleware {
    typealias Context = ServiceRequestContext
    let service: LetterpressService

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let metrics = service.metrics
        metrics.inFlight.increment()
        defer { metrics.inFlight.decrement() }
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as APIError {
            response = error.response
        } catch let error as HTTPError {
            let code = error.status == .notFound ? "not_found" : error.status == .methodNotAllowed ? "method_not_allowed" : "http_error"
            response = APIError(error.status, code, error.body ?? error.status.reasonPhrase).response
        } catch {
            context.logger.error("unexpected error", metadata: ["error": "\(String(reflecting: error))"])
            response = APIError.internalError("the request failed inside the server; the request id is \(context.id)").response
        }
        response.headers[.init("X-Request-Id")!] = context.id
        let duration = ContinuousClock.now - start
        let route = context.endpointPath ?? "unmatched"
        metrics.record(route: route, status: response.status.code, duration: duration)
        if response.status == .contentTooLarge { metrics.reject("body_too_large") }
        let milliseconds = Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000
        context.logger.info("answered", metadata: [
            "method": "\(request.method)", "path": "\(request.uri.path)", "status": "\(response.status.code)",
            "ms": "\((milliseconds * 100).rounded() / 100)",
        ])
        return response
    }
}
