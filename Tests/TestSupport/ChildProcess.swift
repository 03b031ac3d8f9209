import Dispatch
import Foundation
import Testing

/// What a child process wrote and how it ended.
public struct ChildProcessResult: Sendable {
    /// The exit status (-1 when the child had to be killed).
    public var status: Int32
    /// Standard output, decoded as UTF-8 (ill-formed bytes replaced).
    public var out: String
    /// Standard error, decoded as UTF-8.
    public var err: String
}

/// Runs one of the package's executables for a test, with every wait bounded: a child that hangs (a FIFO opened as
/// a font, a deadlock) is killed after ``waitLimit`` and the test fails, instead of hanging CI.
public enum ChildProcess {
    /// How long a child may run: far longer than `testWaitLimit`, since under AddressSanitizer a debug `measure-text`
    /// takes minutes over the 20,000-line corpus (more than two on a loaded 2-core machine), yet bounded.
    public static let waitLimit: DispatchTimeInterval = .seconds(900)

    /// Runs `executable` with `arguments` (in `directory`, when given; with `environment` changed: a nil value removes
    /// a variable), writing `input` to its standard input (then closing it), and reads both outputs to their end on
    /// threads of their own (a full pipe never blocks the child).
    public static func run(_ executable: URL, _ arguments: [String], input: Data = Data(), in directory: URL? = nil,
                           environment: [String: String?] = [:],
                           sourceLocation: SourceLocation = #_sourceLocation) throws -> ChildProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            var variables = ProcessInfo.processInfo.environment
            for (name, value) in environment { variables[name] = value }
            process.environment = variables
        }
        if let directory { process.currentDirectoryURL = directory }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let out = PipeDrain(stdout), err = PipeDrain(stderr)
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        var status = Int32(-1)
        if exited.waitBounded(for: "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) to exit",
                              limit: waitLimit, sourceLocation: sourceLocation) {
            status = process.terminationStatus
        } else {
            process.terminate()
            if exited.wait(timeout: .now() + 10) == .timedOut { kill(process.processIdentifier, SIGKILL) }
        }
        return ChildProcessResult(status: status, out: out.text(sourceLocation), err: err.text(sourceLocation))
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeDrain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ pipe: Pipe) {
        let thread = Thread { [self] in
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        thread.start()
    }

    /// The bytes read, once the pipe closed (empty when it did not close within the wait limit).
    func text(_ sourceLocation: SourceLocation) -> String {
        guard done.waitBounded(for: "a child process's output to close", limit: ChildProcess.waitLimit,
                               sourceLocation: sourceLocation) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
