import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The repository's root (…/Server/Tests/LetterpressServiceTests/ → …).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// Set once, before a test writes to a child process: a write to a child that has exited (a browser's command pipe,
/// a command's standard input) then fails with EPIPE instead of ending the whole test process with SIGPIPE (the HTTP
/// client's sockets send with MSG_NOSIGNAL; pipes have no such flag). A clean-clone run lost the Server suite to it.
let brokenPipesFailWrites: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

/// A test failure with its reason.
struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The executables tests run: the server from this package's build, the CLIs from the root package's
/// (`make test` builds it first).
enum Executables {
    static var server: String { builtProduct("letterpress-server", in: repositoryRoot.appendingPathComponent("Server/.build")) }
    static func cli(_ name: String) -> String { builtProduct(name, in: repositoryRoot.appendingPathComponent(".build")) }

    private static func builtProduct(_ name: String, in build: URL) -> String {
        for configuration in ["debug", "release"] {
            let path = build.appendingPathComponent(configuration).appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return build.appendingPathComponent("debug").appendingPathComponent(name).path
    }
}

/// Runs a command to its end within `seconds` (killed past it), feeding `input`; its standard output and status.
func run(_ executable: String, _ arguments: [String], input: [UInt8] = [], directory: URL? = nil, seconds: Double = 120) throws
    -> (status: Int32, out: [UInt8], err: String) {
    guard FileManager.default.isExecutableFile(atPath: executable) else {
        throw TestFailure("\(executable) is not built: run `swift build` in the repository root first (make test does)")
    }
    _ = brokenPipesFailWrites
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let deadline = DispatchTime.now() + seconds
    let group = DispatchGroup()
    let out = Locked(Data()), err = Locked(Data())
    group.enter(); DispatchQueue.global().async { out.set(stdout.fileHandleForReading.readDataToEndOfFile()); group.leave() }
    group.enter(); DispatchQueue.global().async { err.set(stderr.fileHandleForReading.readDataToEndOfFile()); group.leave() }
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input))
    try? stdin.fileHandleForWriting.close()
    if group.wait(timeout: deadline) == .timedOut {
        process.terminate()
        throw TestFailure("\(executable) \(arguments) ran past \(seconds) s")
    }
    process.waitUntilExit()
    return (process.terminationStatus, Array(out.get()), String(decoding: err.get(), as: UTF8.self))
}

/// A `letterpress-server` started for a test, on a free port; stopped with SIGTERM.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    let port: Int
    private let stderr = Pipe()

    /// Starts the server with `arguments` (besides `--port 0`) and waits (at most 60 s) for it to listen.
    init(_ arguments: [String] = []) throws {
        let server = Executables.server
        guard FileManager.default.isExecutableFile(atPath: server) else { throw TestFailure("\(server) is not built") }
        process.executableURL = URL(fileURLWithPath: server)
        process.arguments = ["--port", "0", "--log-level", "warning"] + arguments
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // The first line: "letterpress-server: listening on http://HOST:PORT/".
        let reader = stdout.fileHandleForReading
        let found = DispatchSemaphore(value: 0)
        let line = Locked("")
        DispatchQueue.global().async {
            var text = ""
            while !text.contains("\n") {
                let data = reader.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            line.set(text)
            found.signal()
        }
        guard found.wait(timeout: .now() + 60) == .success, let range = line.get().range(of: #":(\d+)/"#, options: .regularExpression),
              let port = Int(line.get()[range].dropFirst().dropLast()) else {
            process.terminate()
            throw TestFailure("the server did not start within 60 s: \(line.get())")
        }
        self.port = port
    }

    /// Sends SIGTERM and waits (at most `seconds`) for the exit; the exit status.
    @discardableResult
    func stop(seconds: Double = 30) -> Int32? {
        guard process.isRunning else { return process.terminationStatus }
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            return nil
        }
        return process.terminationStatus
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
}

/// A value behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.withLock { value } }
    func set(_ newValue: Value) { lock.withLock { value = newValue } }
    func update<R>(_ body: (inout Value) -> R) -> R { lock.withLock { body(&value) } }
}
