import Foundation
import LetterpressService
import Logging
import NIOCore
import NIOPosix

/// `letterpress-server --port 8080 [--host 127.0.0.1] [--assets DIR] [--max-concurrency N] …`: Letterpress over HTTP.
/// Exit status: 0 after a graceful shutdown (SIGTERM, SIGINT), 2 a usage error, 1 the server could not start.
let usage = """
    USAGE: letterpress-server [--port N] [--host ADDR] [--assets DIR] [--max-concurrency N] [--backlog N]
                              [--max-requests-per-client N] [--max-body-bytes N] [--request-timeout S] [--read-timeout S] [--idle-timeout S]
                              [--grace-period S] [--max-connections N] [--max-line-bytes N] [--max-text-bytes N]
                              [--max-data-url-bytes N] [--image-cache-bytes N] [--font-dir DIR] [--playground DIR] [--log-level LEVEL]

    Serves POST /v1/measure, /v1/layout, /v1/chat, /v1/diff; GET /healthz, /readyz, /metrics, /openapi.yaml and the
    playground at /. Pictures and font files are read only from --assets. Docs/Service.md has the details.
    Exit status: 0 after a graceful shutdown (SIGTERM, SIGINT), 1 the server could not start, 2 usage error.
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("letterpress-server: \(message)\n\(usage)\n".utf8))
    exit(2)
}

// Swift's tasks run on SwiftNIO's event loop threads (the ones Hummingbird's connections use) instead of a second pool:
// a request's handler then runs where its bytes arrived, without a thread hop each way. Renders still run on the
// service's worker threads (NIOThreadPool), so the event loops stay free. Must come before any task starts.
_ = NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()

var configuration = ServiceConfiguration()
var logLevel = Logger.Level.info
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    if flag == "-h" || flag == "--help" {
        print(usage)
        exit(0)
    }
    guard let value = arguments.popFirst() else { fail("\(flag) needs a value") }
    func integer(_ range: ClosedRange<Int>) -> Int {
        guard let number = Int(value), range.contains(number) else { fail("\(flag) must be a whole number in \(range.lowerBound)…\(range.upperBound), not '\(value)'") }
        return number
    }
    func seconds() -> Double {
        guard let number = Double(value), number.isFinite, number > 0, number <= 86_400 else { fail("\(flag) must be a number of seconds in (0, 86400], not '\(value)'") }
        return number
    }
    switch flag {
    case "--port": configuration.port = integer(0...65_535)
    case "--host": configuration.host = value
    case "--assets":
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: value, isDirectory: &isDirectory), isDirectory.boolValue else { fail("--assets '\(value)' is not a folder") }
        configuration.assets = value
    case "--max-concurrency": configuration.maxConcurrency = integer(1...256)
    case "--backlog": configuration.backlog = integer(0...100_000)
    case "--max-requests-per-client": configuration.maxRequestsPerClient = integer(1...100_000)
    case "--max-body-bytes": configuration.maxBodyBytes = integer(1...(1 << 34))
    case "--request-timeout": configuration.requestTimeout = seconds()
    case "--read-timeout": configuration.readTimeout = seconds()
    case "--idle-timeout": configuration.idleTimeout = seconds()
    case "--grace-period": configuration.gracePeriod = seconds()
    case "--max-connections": configuration.maxConnections = integer(1...1_000_000)
    case "--max-line-bytes": configuration.limits.maxLineBytes = integer(1...(1 << 34))
    case "--max-text-bytes": configuration.limits.maxTextBytes = integer(1...(1 << 34))
    case "--max-data-url-bytes": configuration.maxDataURLBytes = integer(1...(1 << 30))
    case "--image-cache-bytes": configuration.imageCacheBytes = integer(0...(1 << 40))
    case "--font-dir": configuration.fontDirectory = value
    case "--playground": configuration.playgroundDirectory = value
    case "--log-level":
        guard let level = Logger.Level(rawValue: value) else { fail("--log-level must be one of \(Logger.Level.allCases.map(\.rawValue).joined(separator: ", "))") }
        logLevel = level
    default: fail("unknown option '\(flag)'")
    }
}

LoggingSystem.bootstrap { label in
    var handler = StreamLogHandler.standardError(label: label)
    handler.logLevel = logLevel
    return handler
}
let logger = Logger(label: "letterpress-server")
do {
    let service = try LetterpressService(configuration: configuration, logger: logger)
    let host = configuration.host
    try await service.run { port in
        // The first line of standard output: tests and scripts read the port from it (with --port 0).
        FileHandle.standardOutput.write(Data("letterpress-server: listening on http://\(host):\(port)/\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("letterpress-server: \(error)\n".utf8))
    exit(1)
}
