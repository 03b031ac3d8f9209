import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A `letterpress-server` started for a benchmark on a free loopback port (`--port 0`; the port is read from the line
/// it prints when it listens), and stopped with SIGTERM.
final class ServerProcess {
    let port: UInt16
    private let pid: pid_t
    private let log: String

    /// Starts `executable` with `--port 0 --host 127.0.0.1 --log-level error` and `arguments`, and waits (at most 20 s)
    /// until it listens.
    init(_ executable: String, _ arguments: [String]) throws {
        log = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-server-\(UUID().uuidString).out").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable, "--port", "0", "--host", "127.0.0.1", "--log-level", "error"]
                                                    + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchError.workloadFailed("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            // "letterpress-server: listening on http://127.0.0.1:PORT/"
            if let text = try? String(contentsOfFile: log, encoding: .utf8), let range = text.range(of: "listening on http://127.0.0.1:"),
               let port = UInt16(text[range.upperBound...].prefix { $0.isNumber }) {
                self.port = port
                return
            }
            usleep(20_000)
        }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(atPath: log)
        throw BenchError.workloadFailed("\(executable) did not listen within 20 s")
    }

    /// SIGTERM, then waits for it to exit.
    func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        try? FileManager.default.removeItem(atPath: log)
    }
}
