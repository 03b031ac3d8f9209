import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A built executable of this package (test bundles sit in the products directory beside them).
public func builtExecutable(_ name: String) -> String {
    var url = Bundle.main.bundleURL
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path) && url.path != "/" {
        url.deleteLastPathComponent()
    }
    return url.appendingPathComponent(name).path
}

/// How one run of a command ended.
public struct CommandResult: Sendable, CustomStringConvertible {
    /// The exit status, or nil when a signal ended the command.
    public var status: Int32?
    /// The signal that ended the command, or nil.
    public var signal: Int32?
    /// Whether the command was killed for running past its time.
    public var timedOut: Bool
    /// Standard output and error (UTF-8, ill-formed bytes replaced); empty when not captured.
    public var out: String
    public var err: String
    /// Peak resident memory, in bytes.
    public var peakMemory: Int
    /// Wall-clock seconds.
    public var seconds: Double

    public var description: String {
        let end = timedOut ? "timed out" : signal.map { "signal \($0)" } ?? "exit \(status ?? -1)"
        return "\(end) after \(String(format: "%.2f", seconds)) s, \(peakMemory >> 20) MiB; stderr: \(err.prefix(2000))"
    }
}

/// Runs executables the way a hostile or careless user would: any standard input (bytes, a file, a directory, a
/// closed descriptor), standard output and error captured, closed or sent to a file such as a scratch device node,
/// and every run bounded — address space and CPU by `prlimit`, wall-clock time by a watchdog that kills the command —
/// and measured (peak resident memory, by GNU `time`). Children are started with `posix_spawn` and reaped with `wait4`
/// (no Foundation `Process`, no polling delay on exit beyond a millisecond).
public enum CommandRun {
    /// Standard input.
    public enum Input: Sendable {
        /// These bytes (from a temporary file).
        case bytes([UInt8])
        /// The file (or directory, FIFO, …) at a path.
        case path(String)
        /// A closed descriptor.
        case closed
    }

    /// Standard output or error.
    public enum Output: Sendable {
        /// Captured into the result.
        case capture
        /// A closed descriptor.
        case closed
        /// The file at a path, opened for writing without creating or truncating it (a scratch device node, a FIFO).
        case path(String)
    }

    /// Runs `executable` with `arguments` in `directory`, within `seconds` of wall-clock and CPU time and `bytes` of
    /// address space.
    public static func run(_ executable: String, _ arguments: [String], stdin: Input = .bytes([]), stdout: Output = .capture,
                           stderr: Output = .capture, directory: String? = nil, environment: [String: String] = [:],
                           seconds: Int = 60, bytes: Int = 1_500_000_000) throws -> CommandResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lp-run-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        switch stdin {
        case .bytes(let data):
            let path = scratch + "/stdin"
            try Data(data).write(to: URL(fileURLWithPath: path))
            posix_spawn_file_actions_addopen(&actions, 0, path, O_RDONLY, 0)
        case .path(let path):
            posix_spawn_file_actions_addopen(&actions, 0, path, O_RDONLY | O_NONBLOCK, 0)
        case .closed:
            // Closed by the shell just before the command starts (GNU time above it would take the free number).
            try Data().write(to: URL(fileURLWithPath: scratch + "/stdin"))
            posix_spawn_file_actions_addopen(&actions, 0, scratch + "/stdin", O_RDONLY, 0)
        }
        for (descriptor, output, name) in [(Int32(1), stdout, "stdout"), (Int32(2), stderr, "stderr")] {
            switch output {
            case .capture: posix_spawn_file_actions_addopen(&actions, descriptor, scratch + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            case .path(let path): posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY | O_NONBLOCK, 0)
            case .closed: posix_spawn_file_actions_addopen(&actions, descriptor, scratch + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            }
        }
        // env -C changes into the directory; GNU time forks the command and records its peak memory (a child of this
        // process itself would inherit the test's own high-water mark through posix_spawn's shared memory); prlimit
        // sets the limits, then the command runs in its place. Closed descriptors are closed by a shell just before that.
        let memory = scratch + "/memory"
        var closes = ""
        if case .closed = stdin { closes += " 0<&-" }
        if case .closed = stdout { closes += " 1>&-" }
        if case .closed = stderr { closes += " 2>&-" }
        let argv = ["/usr/bin/env", "-C", directory ?? FileManager.default.currentDirectoryPath]
            + environment.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" } + [
                    "/usr/bin/time", "-f", "%M", "-o", memory,
                    "/bin/sh", "-c", "exec\(closes) \"$@\"", "sh",
                    "/usr/bin/prlimit", "--as=\(bytes)", "--cpu=\(seconds)", "--", executable] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        // A process group of its own, so that the watchdog kills the command and not only `time` above it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let started = Date()
        let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, &cArguments, environ)
        guard spawned == 0 else { throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "posix_spawn: \(spawned)"]) }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped < 0 && errno != EINTR { break }
            if Date().timeIntervalSince(started) > Double(seconds) + 5 {
                timedOut = true
                kill(-pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                break
            }
            usleep(1000)
        }
        let elapsed = Date().timeIntervalSince(started)
        func read(_ name: String) -> String {
            (try? Data(contentsOf: URL(fileURLWithPath: scratch + "/" + name))).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        // GNU time exits with the command's status, or 128 + the signal that ended it (and says so in its file).
        var exit: Int32? = status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
        var signal: Int32? = status & 0x7F != 0 ? status & 0x7F : nil
        let recorded = read("memory")
        if let code = exit, code > 128, recorded.contains("terminated by signal") {
            signal = code - 128
            exit = nil
        }
        let kilobytes = recorded.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        return CommandResult(status: exit, signal: signal, timedOut: timedOut, out: read("stdout"), err: read("stderr"),
                             peakMemory: kilobytes * 1024, seconds: elapsed)
    }
}
