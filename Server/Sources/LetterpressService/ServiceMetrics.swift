import Prometheus

/// The counters `/metrics` exposes in Prometheus's text format: requests by route and status, latency histograms per
/// route, requests in flight, open connections, refusals by reason, and the caches' hit rates (set when scraped).
final class ServiceMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    let inFlight: Gauge
    let connections: Gauge
    private static let buckets: [Duration] = [.milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25),
                                              .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1),
                                              .seconds(2.5), .seconds(5), .seconds(10)]

    init() {
        inFlight = registry.makeGauge(name: "letterpress_http_requests_in_flight", help: "Requests being answered.")
        connections = registry.makeGauge(name: "letterpress_http_connections_open", help: "Open client connections.")
    }

    /// Counts one answered request and its latency.
    func record(route: String, status: Int, duration: Duration) {
        registry.makeCounter(name: "letterpress_http_requests_total", labels: [("route", route), ("status", String(status))],
                             help: "Requests answered, by route and status.").increment()
        registry.makeDurationHistogram(name: "letterpress_http_request_duration_seconds", labels: [("route", route)],
                                       buckets: Self.buckets, help: "Time to answer, by route.").record(duration)
    }

    /// Counts one refusal: `overloaded`, `deadline`, `slow_client`, `body_too_large`, `client_limit`.
    func reject(_ reason: String) {
        registry.makeCounter(name: "letterpress_http_rejected_total", labels: [("reason", reason)],
                             help: "Requests refused or connections closed to protect the server, by reason.").increment()
    }

    /// Sets a cache's hit rate and lookups.
    func cache(_ name: String, hits: Int, misses: Int) {
        let total = hits + misses
        registry.makeGauge(name: "letterpress_cache_hit_ratio", labels: [("cache", name)], help: "Hits over lookups, by cache.")
            .set(total == 0 ? 0 : Double(hits) / Double(total))
        registry.makeGauge(name: "letterpress_cache_lookups", labels: [("cache", name)], help: "Lookups so far, by cache.")
            .set(Double(total))
    }

    /// The text format.
    func emit() -> [UInt8] { registry.emitToBuffer() }
}
