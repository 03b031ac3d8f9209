#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs an executable and waits for it with `wait4`, so that a timed run ends when the child does and its peak
/// memory is known.
///
/// Foundation's `Process.waitUntilExit()` polls its run loop every 50 ms on Linux: the `render-chat` binary's
/// timings came out as multiples of 50 ms (351.7 and 201.4 ms, "1.75×", whatever the binary did).
enum ChildProcess {
    /// How a child ended: its wall time and its peak resident memory.
    struct Outcome {
        var wall: Duration
        /// The child's largest resident set, in bytes (`ru_maxrss`).
        var peakResidentBytes: Int
    }

    /// Runs `executable` with `arguments`, its standard input read from `input` (default: /dev/null), its
    /// standard output written to `output` (default: /dev/null) and its standard error to `standardError` when
    /// given (otherwise inherited).
    ///
    /// - Throws: `BenchError.workloadFailed` when it cannot start, or ends other than with exit status 0.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], input: String = "/dev/null",
                    output: String = "/dev/null", standardError: String? = nil) throws -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if let standardError {
            posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchError.workloadFailed("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else {
                throw BenchError.workloadFailed("waiting for \(executable): \(String(cString: strerror(errno)))")
            }
        }
        let wall = clock.now - start
        // status: the exit code in bits 8-15 when the low 7 bits (the terminating signal) are 0.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            let how = status & 0x7f == 0 ? "exited with \((status >> 8) & 0xff)" : "was killed by signal \(status & 0x7f)"
            throw BenchError.workloadFailed("\(executable) \(how)")
        }
        return Outcome(wall: wall, peakResidentBytes: usage.ru_maxrss * 1024)
    }
}
