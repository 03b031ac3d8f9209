import Foundation
import MeasureTextBatch
import Raster

/// How `letterpress-server` runs: where it listens, what it may read, and its limits.
public struct ServiceConfiguration: Sendable {
    /// The address to listen on (`--host`).
    public var host = "127.0.0.1"
    /// The port (`--port`; 0 picks a free one).
    public var port = 8080
    /// The folder pictures, avatars, images and font files may be read from (`--assets`); nil: none.
    public var assets: String?
    /// The embedded fonts' folder (`--font-dir`, as the CLIs'; default: `$LETTERPRESS_FONTS`, else the checkout's).
    public var fontDirectory: String?
    /// Renders and measurements running at once (`--max-concurrency`; default: one per core).
    public var maxConcurrency = ProcessInfo.processInfo.activeProcessorCount
    /// Requests that may wait for a render slot (`--backlog`); beyond it: 503 with `Retry-After`.
    public var backlog = 64
    /// The most requests one client (one IP address) may have in flight on the `/v1/` routes
    /// (`--max-requests-per-client`); beyond it: 429 with `Retry-After`. Nil (the default): no per-client limit.
    public var maxRequestsPerClient: Int?
    /// The largest request body, in bytes (`--max-body-bytes`); NDJSON streams are limited per line instead.
    public var maxBodyBytes = 32 << 20
    /// The longest a request may take once its body is read, in seconds (`--request-timeout`).
    public var requestTimeout = 30.0
    /// The longest a client may take to send a request's head, and a body that is not a stream (`--read-timeout`);
    /// an NDJSON stream may pause this long between bytes.
    public var readTimeout = 10.0
    /// How long an idle keep-alive connection stays open (`--idle-timeout`).
    public var idleTimeout = 60.0
    /// How long in-flight requests may run after SIGTERM before the server exits (`--grace-period`).
    public var gracePeriod = 10.0
    /// The most open connections (`--max-connections`); more wait in the kernel's accept queue.
    public var maxConnections = 10_000
    /// The longest `--jsonl` line and text (`--max-line-bytes`, `--max-text-bytes`).
    public var limits = InputLimits()
    /// The largest picture given inline as a `data:image/png;base64,` URL, decoded bytes (`--max-data-url-bytes`).
    public var maxDataURLBytes = 4 << 20
    /// The most bytes of decoded pictures kept between `/v1/layout` requests, and again of pictures scaled to where
    /// they were drawn (`--image-cache-bytes`; default 64 MiB each, 0 turns both caches off). Files are still opened
    /// and checked every request; one unchanged since it was decoded is not decoded again.
    public var imageCacheBytes = DecodedImageCache.defaultByteLimit
    /// The folder of the playground's files (`--playground`); default: `Server/Playground` of this checkout.
    public var playgroundDirectory = ServiceConfiguration.defaultPlaygroundDirectory

    /// A configuration with the defaults.
    public init() {}

    /// `Server/Playground`, found from this source file's path.
    public static var defaultPlaygroundDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Playground").path
    }
}
