import ArgumentParser
import Foundation
import PangoPeer

/// `letterpress-bench`: times Letterpress and its peer, Pango 1.50 + Cairo, on the same input in one process.
@main
struct LetterpressBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "letterpress-bench",
        abstract: "Time Letterpress against Pango + Cairo on the chat corpus (Samples/corpus/).",
        subcommands: [MeasureCommand.self, MeasureTextCommand.self, RenderCommand.self, RenderPangoCommand.self, RenderDiffCommand.self,
                      CompareCommand.self, ChatLayoutCommand.self, QueueCommand.self, ChatRenderCommand.self,
                      ChatParseCommand.self, FlexCommand.self, CardsCommand.self,
                      FlexBubblesCommand.self],
        defaultSubcommand: MeasureCommand.self
    )

    /// Parses and runs a subcommand; a usage error exits with DESIGN.md's 2 instead of ArgumentParser's 64.
    static func main() {
        let command: ParsableCommand
        do { command = try parseAsRoot() } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
        do {
            var running = command
            try running.run()
        } catch {
            exit(withError: error)
        }
    }
}

/// Options every workload shares: the corpus, the fonts, and the text style.
struct InputOptions: ParsableArguments {
    @Option(help: "The corpus: a JSON-lines file {\"id\": N, \"text\": \"…\"} or a folder of messages-*.jsonl parts.")
    var corpus: String = BenchPaths.corpus

    @Option(help: "The fonts directory: Letterpress's embedded fonts, and Pango's fallback fonts.")
    var fonts: String = BenchPaths.fonts

    @Option(help: "The font file Pango uses for --family (default: <fonts>/Inter-Regular.otf).")
    var fontFile: String?

    @Option(help: "The font family.")
    var family: String = "Inter"

    @Option(help: "The font size in points.")
    var size: Double = 17

    @Option(help: "The wrapping width in points.")
    var width: Double = 260

    @Option(help: "How many times each workload runs; tables show the best run.")
    var repeats: Int = 3

    var resolvedFontFile: String {
        fontFile ?? URL(fileURLWithPath: fonts).appendingPathComponent("Inter-Regular.otf").path
    }

    func validate() throws {
        guard size.isFinite, size > 0 else { throw ValidationError("--size must be a positive number of points") }
        guard width.isFinite, width > 0 else { throw ValidationError("--width must be a positive number of points") }
        guard repeats > 0 else { throw ValidationError("--repeats must be at least 1") }
    }

    /// Checks that the font file and the fonts directory can be read, before any workload starts.
    func checkReadable() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: fonts, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BenchError.unreadableFile(path: fonts, reason: "not a directory")
        }
        guard FileManager.default.isReadableFile(atPath: resolvedFontFile) else {
            throw BenchError.unreadableFile(path: resolvedFontFile, reason: "no readable font file there")
        }
    }

    /// The Pango family list: --family, then the manifest's fallback order.
    func pangoFamilyList() throws -> String {
        try FallbackManifest.load(fontsDirectory: fonts).pangoFamilyList(startingWith: family)
    }
}

/// Runs a command body, turning input problems into one line on standard error and DESIGN.md's exit codes.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as BenchError {
        FileHandle.standardError.write(Data("letterpress-bench: \(error)\n".utf8))
        throw ExitCode(error.exitCode)
    } catch let error as ExitCode {
        throw error
    } catch let error as PangoPeerError where error.isFontInputError {
        FileHandle.standardError.write(Data("letterpress-bench: \(error)\n".utf8))
        throw ExitCode(3)
    } catch {
        FileHandle.standardError.write(Data("letterpress-bench: \(error)\n".utf8))
        throw ExitCode(1)
    }
}
