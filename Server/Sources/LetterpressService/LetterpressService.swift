import ChatRender
import FileAccess
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import MeasureTextBatch
import NIOCore
import NIOPosix
import Raster
import ServiceLifecycle
import Synchronization
import TextMeasure
import TextRender

/// Letterpress over HTTP: the measurer, renderers and caches one server shares between its requests, the bounds on
/// the work it takes on, and the application that routes requests to them.
public final class LetterpressService: Sendable {
    public let configuration: ServiceConfiguration
    let logger: Logger
    let metrics = ServiceMetrics()
    let measurer: TextMeasurer
    let answerer: BatchAnswerer
    let glyphCache = GlyphCache(byteLimit: 64 << 20)
    /// Decoded pictures of `--assets` shared by `/v1/layout` requests (`--image-cache-bytes`).
    let imageCache: DecodedImageCache
    /// Pictures scaled to where `/v1/layout` drew them, shared by its requests (`--image-cache-bytes`).
    let resampledImages: ResampledImageCache
    let chatRenderer: ChatScreenRenderer
    let gate: AdmissionGate
    let pool: NIOThreadPool
    let files: StaticFiles
    /// Where documents' relative paths point: `--assets`, or an empty folder of the server's own.
    let baseDirectory: String
    private let ready = Atomic<Bool>(true)

    /// Loads the fonts and the static files, and starts the worker threads.
    public init(configuration: ServiceConfiguration, logger: Logger = Logger(label: "letterpress-server")) throws {
        self.configuration = configuration
        self.logger = logger
        imageCache = DecodedImageCache(byteLimit: configuration.imageCacheBytes)
        resampledImages = ResampledImageCache(byteLimit: configuration.imageCacheBytes)
        let fonts = try FontLibrary.embedded(directory: configuration.fontDirectory)
        // A request's "fontFile" may name only files under --assets (none without it), as measure-text's --allow-path.
        let fontPolicy = FilePolicy.inside(configuration.assets.map { [$0] } ?? [], maximumBytes: FontFace.defaultMaximumFileBytes)
        measurer = TextMeasurer(fonts: fonts, fontFilePolicy: fontPolicy)
        answerer = BatchAnswerer(measurer: measurer, limits: configuration.limits)
        chatRenderer = try ChatScreenRenderer(threads: max(1, min(configuration.maxConcurrency, 256)), measurer: measurer)
        gate = AdmissionGate(capacity: configuration.maxConcurrency, backlog: configuration.backlog)
        pool = NIOThreadPool(numberOfThreads: max(1, configuration.maxConcurrency))
        pool.start()
        files = try StaticFiles(playground: configuration.playgroundDirectory)
        if let assets = configuration.assets {
            baseDirectory = URL(fileURLWithPath: assets).standardizedFileURL.resolvingSymlinksInPath().path
        } else {
            baseDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-server-empty").path
            try? FileManager.default.createDirectory(atPath: baseDirectory, withIntermediateDirectories: true)
        }
    }

    /// Whether the server takes new work (false once it is shutting down).
    var isReady: Bool { ready.load(ordering: .relaxed) }

    /// Runs `work` on a worker thread once a render slot is free, within the request deadline.
    ///
    /// - Throws: 503 `overloaded` when every slot is taken and the backlog is full (or, with `waitsBeyondBacklog`, never
    ///   for that: a stream's next batch waits); 503 `deadline_exceeded` past `--request-timeout`.
    ///
    /// With `inline`, for work known to take microseconds (a short measure line), the work runs on the request's own
    /// task once it holds a slot: no hop to a worker thread and back, no deadline timer (it cannot outlive one).
    func perform<T: Sendable>(waitsBeyondBacklog: Bool = false, inline: Bool = false,
                              _ work: @escaping @Sendable () throws -> T) async throws -> T {
        let gate = gate, pool = pool
        if inline {
            guard await gate.enter(waitingBeyondBacklog: waitsBeyondBacklog) else {
                metrics.reject("overloaded")
                throw APIError.overloaded(retryAfter: 1)
            }
            defer { gate.leave() }
            return try work()
        }
        let timeout = configuration.requestTimeout
        do {
            return try await run(timeout: timeout, gate: gate, pool: pool, waitsBeyondBacklog: waitsBeyondBacklog, work)
        } catch let error as APIError where error.code == "deadline_exceeded" {
            metrics.reject("deadline")
            throw error
        }
    }

    private func run<T: Sendable>(timeout: Double, gate: AdmissionGate, pool: NIOThreadPool, waitsBeyondBacklog: Bool,
                                  _ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withDeadline(.milliseconds(Int64(timeout * 1000)), timeoutError: APIError.deadline(seconds: timeout)) { [metrics] in
            guard await gate.enter(waitingBeyondBacklog: waitsBeyondBacklog) else {
                metrics.reject("overloaded")
                throw APIError.overloaded(retryAfter: 1)
            }
            do {
                let result = try await pool.runIfActive(work)
                gate.leave()
                return result
            } catch {
                gate.leave()
                throw error
            }
        }
    }

    /// The router: every route, behind the request log and metrics.
    func makeRouter() -> Router<ServiceRequestContext> {
        let router = Router(context: ServiceRequestContext.self)
        router.middlewares.add(RequestLog(service: self))
        if let limit = configuration.maxRequestsPerClient {
            router.middlewares.add(ClientFairness(limit: ClientLimit(limit: limit), metrics: metrics))
        }
        router.post("/v1/measure") { request, context in try await self.measure(request, context: context) }
        router.post("/v1/layout") { request, _ in try await self.layout(request) }
        router.post("/v1/chat") { request, _ in try await self.chat(request) }
        router.post("/v1/diff") { request, _ in try await self.diff(request) }
        router.get("/healthz") { _, _ in Self.json(#"{"status":"ok"}"#) }
        router.get("/readyz") { _, _ in
            self.isReady ? Self.json(#"{"status":"ready"}"#) : APIError.shuttingDown.response
        }
        router.get("/metrics") { _, _ in
            self.updateCacheMetrics()
            return Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(bytes: self.metrics.emit())))
        }
        router.get("/openapi.yaml") { _, _ in self.files.response(for: "openapi.yaml") }
        router.get("/") { _, _ in self.files.response(for: "index.html") }
        router.get("/playground/{file}") { _, context in
            self.files.response(for: context.parameters.get("file") ?? "")
        }
        router.get("/samples/{kind}") { _, context in
            self.files.samples(context.parameters.get("kind") ?? "")
        }
        return router
    }

    private func updateCacheMetrics() {
        let shapes = measurer.shapeCacheStatistics, glyphs = glyphCache.statistics, prepared = answerer.preparedTextStatistics
        metrics.cache("shape", hits: shapes.hits, misses: shapes.misses)
        metrics.cache("glyph", hits: glyphs.hits, misses: glyphs.misses)
        metrics.cache("prepared_text", hits: prepared.hits, misses: prepared.misses)
        let images = imageCache.statistics
        metrics.cache("decoded_image", hits: images.hits, misses: images.misses)
        let scaled = resampledImages.statistics
        metrics.cache("resampled_image", hits: scaled.hits, misses: scaled.misses)
        let chatGlyphs = chatRenderer.glyphCache.statistics
        metrics.cache("chat_glyph", hits: chatGlyphs.hits, misses: chatGlyphs.misses)
    }

    static func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(string: text + "\n")))
    }

    static func bytes(_ bytes: [UInt8], type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// A message with the server's own folders taken out (answers never show the server's paths).
    func redact(_ message: String, _ folders: [String?] = []) -> String {
        var text = message
        for folder in ([baseDirectory] + folders).compactMap({ $0 }) where !folder.isEmpty {
            text = text.replacingOccurrences(of: folder + "/", with: "").replacingOccurrences(of: folder, with: ".")
        }
        return text
    }

    /// The application: HTTP/1.1 on `--host`:`--port`, each connection guarded (read and idle timeouts).
    public func makeApplication(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        -> Application<RouterResponder<ServiceRequestContext>> {
        let metrics = metrics
        let read = TimeAmount.milliseconds(Int64(configuration.readTimeout * 1000))
        let idle = TimeAmount.milliseconds(Int64(configuration.idleTimeout * 1000))
        let http = HTTP1Channel.Configuration(
            additionalChannelHandlers: [ConnectionGuard(readTimeout: read, idleTimeout: idle, metrics: metrics)])
        return Application(
            router: makeRouter(),
            server: .http1(configuration: http),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "letterpress-server",
                                 availableConnectionsDelegate: MaximumAvailableConnections(configuration.maxConnections)),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
    }

    /// Serves until SIGTERM or SIGINT: then `/readyz` answers 503, no new connection is accepted, requests in flight
    /// finish within `--grace-period`, and the server returns.
    public func run(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let app = makeApplication(onServerRunning: onServerRunning)
        var group = ServiceGroupConfiguration(services: [.init(service: app), .init(service: Readiness(service: self))],
                                              gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        group.maximumGracefulShutdownDuration = .milliseconds(Int64(configuration.gracePeriod * 1000))
        try await ServiceGroup(configuration: group).run()
        try await pool.shutdownGracefully()
    }

    /// Turns `/readyz` to 503 as soon as a graceful shutdown begins (it is the last service, so it hears first).
    struct Readiness: Service {
        let service: LetterpressService
        func run() async throws {
            try? await gracefulShutdown()
            service.ready.store(false, ordering: .relaxed)
            service.logger.info("shutting down: finishing the requests in flight", metadata: ["grace_seconds": "\(service.configuration.gracePeriod)"])
        }
    }
}
