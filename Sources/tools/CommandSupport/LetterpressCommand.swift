import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A Letterpress command-line tool: argument parsing by swift-argument-parser, and one exit-status contract for all
/// of them — 0 success, 1 a failed item or output, 2 usage error, 3 unreadable input — decided from the error's own
/// classification (``ExitStatus/init(for:)``). `--help` and `--version` print to standard output and exit 0.
///
/// Output goes through ``Console``: a lost answer (a full disk, a closed standard output) or a lost message ends the
/// command with status 1, never 0.
package protocol LetterpressCommand: ParsableCommand {
    /// Runs the parsed command and returns its status (``ExitStatus/failure`` when an item failed and the others went
    /// on); a thrown error ends it with the error's status and its message on standard error.
    mutating func execute() throws -> ExitStatus

    /// For a command whose positional arguments may number in the tens of thousands: the spellings of its options
    /// that take a value. The positional values are then split off before swift-argument-parser sees the line (see
    /// ``PositionalArguments``) and handed to ``takePositionals(_:)``. Nil (the default): the parser reads them.
    static var optionsTakingValues: Set<String>? { get }

    /// Receives the positional values split off by ``optionsTakingValues``.
    mutating func takePositionals(_ values: [String]) throws
}

extension LetterpressCommand {
    package static var optionsTakingValues: Set<String>? { nil }
    package mutating func takePositionals(_ values: [String]) throws {}
}

extension LetterpressCommand {
    /// The command's name for messages.
    package static var name: String { configuration.commandName ?? "letterpress" }

    /// Parses the process's arguments, runs, and exits with the status.
    package static func main() {
        main(Array(CommandLine.arguments.dropFirst()))
    }

    /// Parses `arguments`, runs, and exits with the status.
    package static func main(_ arguments: [String]) -> Never {
        let console = Console.standard
        var command: Self
        do {
            var options = arguments, positionals: [String] = []
            if let valued = optionsTakingValues {
                (options, positionals) = PositionalArguments.split(arguments, optionsTakingValues: valued)
            }
            var parsed = try parseAsRoot(options)
            guard let ours = parsed as? Self else {
                // The parser's own commands (help) run and end in a clean exit.
                try parsed.run()
                terminate(.success)
            }
            command = ours
            if optionsTakingValues != nil { try command.takePositionals(positionals) }
        } catch {
            if exitCode(for: error) == .success {
                console.print(fullMessage(for: error))
                terminate(.success)
            }
            console.printError(fullMessage(for: error))
            terminate(.usage)
        }
        let status: ExitStatus
        do {
            status = try command.execute()
        } catch let error as ValidationError {
            console.printError("\(name): \(error.message)")
            terminate(.usage)
        } catch {
            console.printError("\(name): \(error)")
            terminate(ExitStatus(for: error))
        }
        terminate(status)
    }

    /// Writes what is pending and exits with `status`, or with 1 when standard output or error lost something (its
    /// reason then goes to standard error, if that can still be written).
    package static func terminate(_ status: ExitStatus) -> Never {
        let console = Console.standard
        var final = status
        if let failure = console.finish() {
            console.printError("\(name): \(failure)")
            final = max(final, .failure)
        }
        Glibc.exit(final.rawValue)
    }
}
