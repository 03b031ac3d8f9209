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
/// and every run bounded — address space and CPU by `prlimit`, wall-clock time by a watchdog that kills the command.
/// Children are started with `posix_spawn` and reaped with `wait4` (no Foundation `Process`, no polling delay on
/// exit beyond a millisecond).
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
                           stderr: Output = .capture, directory: String? = nil, seconds: Int = 60,
                           bytes: Int = 1_500_000_000) throws -> CommandResult {
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
            posix_spawn_file_actions_addclose(&actions, 0)
        }
        for (descriptor, output, name) in [(Int32(1), stdout, "stdout"), (Int32(2), stderr, "stderr")] {
            switch output {
            case .capture: posix_spawn_file_actions_addopen(&actions, descriptor, scratch + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            case .path(let path): posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY | O_NONBLOCK, 0)
            case .closed: posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }
        // env -C changes into the directory, prlimit sets the limits, then the command runs in their place.
        let argv = ["/usr/bin/env", "-C", directory ?? FileManager.default.currentDirectoryPath,
                    "/usr/bin/prlimit", "--as=\(bytes)", "--cpu=\(seconds)", "--", executable] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let started = Date()
        let spawned = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, environ)
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
                kill(pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                break
            }
            usleep(1000)
        }
        let elapsed = Date().timeIntervalSince(started)
        func read(_ name: String) -> String {
            (try? Data(contentsOf: URL(fileURLWithPath: scratch + "/" + name))).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        let signaled = status & 0x7F != 0 && status & 0x7F != 0x7F
        return CommandResult(status: signaled ? nil : (status >> 8) & 0xFF, signal: signaled ? status & 0x7F : nil,
                             timedOut: timedOut, out: read("stdout"), err: read("stderr"),
                             peakMemory: Int(usage.ru_maxrss) * 1024, seconds: elapsed)
    }
}
