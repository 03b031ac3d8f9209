import ArgumentParser
import CAllocator
import ChatRender
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `render-chat TRANSCRIPT.json...`: chat screenshots as PNG files.
///
/// Exit codes (DESIGN.md): 0 every transcript rendered, 1 a transcript was invalid or failed to render (the others
/// still render), 2 usage error, 3 a transcript file could not be read.
@main
struct RenderChatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-chat",
        abstract: "Render chat transcripts (JSON) to PNG screenshots.",
        discussion: """
            Each transcript renders to OUT.png (-o, one transcript) or DIR/NAME.png (--out-dir; default: the \
            current directory), written atomically. Several transcripts render in parallel; a progress bar shows on \
            standard error when it is a terminal. --layout-json writes the whole transcript's frames in points: \
            {"contentHeight", "elements": [{"kind", "messageId", "frame": {"x", "y", "width", "height"}}]} (a \
            directory of NAME.layout.json files when there are several transcripts).
            Avatars and pictures are read only from each transcript's folder and the --allow-path folders (regular PNG \
            files up to 16 MiB and 4 megapixels for an avatar, 32 MiB and 16 megapixels for a picture); any other \
            draws initials or a placeholder, with a warning. A transcript must be a regular \
            file of at most --max-transcript-bytes (64 MiB; else exit 3) with at most --max-messages messages \
            (100,000; else exit 1).
            Exit status: 0 success, 1 an invalid transcript or a failed render, 2 usage error, 3 unreadable input.
            """)

    @Argument(help: ArgumentHelp("Transcript JSON files.", valueName: "TRANSCRIPT.json"))
    var transcripts: [String] = []

    @Option(name: .customShort("o"), help: ArgumentHelp("The PNG to write (one transcript only).", valueName: "OUT.png"))
    var output: String?

    @Option(name: .customLong("out-dir"), help: ArgumentHelp("The directory for NAME.png files.", valueName: "DIR"))
    var outDirectory: String?

    @Option(help: ArgumentHelp("The screen's width in points.", valueName: "PT"))
    var width: Double = 390

    @Option(help: ArgumentHelp("The screen's height in points.", valueName: "PT"))
    var height: Double?

    @Flag(help: "Draw the whole transcript instead of one screen.")
    var full = false

    @Option(help: ArgumentHelp("Pixels per point.", valueName: "N"))
    var scale: Double = 3

    @Option(help: ArgumentHelp("light|dark", valueName: "THEME"))
    var theme: AppearanceArgument = .init(.light)

    @Option(help: ArgumentHelp("imessage|telegram", valueName: "STYLE"))
    var style: StyleArgument = .init(.imessage)

    @Option(help: ArgumentHelp("bottom|top|message:ID|OFFSET (points from the top).", valueName: "POSITION"))
    var scroll: String = "bottom"

    @Option(name: .customLong("layout-json"), help: ArgumentHelp("Write the whole layout's frames as JSON.", valueName: "PATH"))
    var layoutJSON: String?

    @Option(help: ArgumentHelp("Render threads (default: one per core).", valueName: "N"))
    var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Print the time of each stage (parse, measure, layout, raster, encode) per transcript.")
    var stats = false

    @Option(name: .customLong("allow-path"),
            help: ArgumentHelp("A folder avatars and pictures may also be read from, besides each transcript's own (repeatable).",
                               valueName: "DIR"))
    var allowedPaths: [String] = []

    @Option(name: .customLong("max-transcript-bytes"),
            help: ArgumentHelp("The largest transcript file read, in bytes (default: 64 MiB); a larger one is refused unread.",
                               valueName: "N"))
    var maxTranscriptBytes: Int = ChatDocument.defaultMaximumFileBytes

    @Option(name: .customLong("max-messages"),
            help: ArgumentHelp("The most messages one transcript may have (default: 100,000).", valueName: "N"))
    var maxMessages: Int = ChatDocument.defaultMaximumMessages

    @Option(name: .customLong("max-pixels"),
            help: ArgumentHelp("The most pixels one screenshot may have (a long transcript drawn with --full).", valueName: "N"))
    var maxPixels: Int = ChatScreenRenderer.defaultPixelBudget

    func validate() throws {
        guard !transcripts.isEmpty else { throw ValidationError("give at least one TRANSCRIPT.json") }
        if output != nil && outDirectory != nil { throw ValidationError("use either -o or --out-dir, not both") }
        if output != nil && transcripts.count > 1 {
            throw ValidationError("-o names one PNG; use --out-dir DIR for \(transcripts.count) transcripts")
        }
        if full && height != nil { throw ValidationError("use either --height or --full, not both") }
        guard (1...256).contains(threads) else { throw ValidationError("--threads must be 1…256, not \(threads)") }
        guard maxPixels > 0 else { throw ValidationError("--max-pixels must be a positive number of pixels, not \(maxPixels)") }
        do {
            _ = try ChatScroll(parsing: scroll)
            try screenOptions.validate()
        } catch {
            throw ValidationError(error.description)
        }
        if transcripts.count > 1 {
            let names = transcripts.map(Self.stem)
            if let duplicate = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
                throw ValidationError("two transcripts would both write \(duplicate).png; render them separately")
            }
        }
    }

    /// The screen options the flags ask for.
    var screenOptions: ChatScreenOptions {
        var options = ChatScreenOptions(width: width, height: full ? nil : (height ?? 844), scale: scale, style: style.value,
                                        appearance: theme.value, scroll: (try? ChatScroll(parsing: scroll)) ?? .bottom)
        options.allowedFolders = allowedPaths
        options.maximumTranscriptBytes = maxTranscriptBytes
        options.maximumMessages = maxMessages
        return options
    }

    /// "Samples/support-ru.json" → "support-ru".
    static func stem(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// The PNG path of a transcript.
    func pngPath(for transcript: String) -> String {
        if let output { return output }
        return URL(fileURLWithPath: outDirectory ?? ".").appendingPathComponent(Self.stem(transcript) + ".png").path
    }

    /// The layout JSON path of a transcript, if asked for.
    func layoutPath(for transcript: String) -> String? {
        guard let layoutJSON else { return nil }
        if transcripts.count == 1 { return layoutJSON }
        return URL(fileURLWithPath: layoutJSON).appendingPathComponent(Self.stem(transcript) + ".layout.json").path
    }

    /// Parses and runs; usage errors exit with 2 (DESIGN.md), not ArgumentParser's 64.
    static func main() {
        let command: RenderChatCommand
        do {
            command = try parse()
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
        command.execute()
    }

    /// Renders every transcript, reports on each, and ends the process with the exit status.
    func execute() -> Never {
        // Every transcript allocates and frees the same few megabytes: keep them mapped rather than fault them in
        // again (and, with several lanes, interrupt the other core for each unmap). See CAllocator.h.
        _ = callocator_retain_freed_memory(32 << 20, 256 << 20)
        for directory in [outDirectory, transcripts.count > 1 ? layoutJSON : nil].compactMap({ $0 }) {
            do { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) } catch {
                Self.printError("render-chat: \(directory): cannot create the directory: \(error.localizedDescription)")
                Foundation.exit(3)
            }
        }
        let renderer: ChatScreenRenderer
        // Several transcripts draw their cells on their lanes: the queue needs only one worker then.
        do { renderer = try ChatScreenRenderer(threads: transcripts.count > 1 ? 1 : threads, pixelBudget: maxPixels) } catch {
            Self.printError("render-chat: \(error)")
            Foundation.exit(1)
        }
        let batch = TranscriptBatch(command: self, renderer: renderer)
        let outcomes = batch.run()
        var status: Int32 = 0
        for outcome in outcomes {
            switch outcome.result {
            case .success(let report):
                print("\(outcome.transcript) → \(report.png) (\(report.pixelWidth)×\(report.pixelHeight))"
                      + (report.layoutJSON.map { ", layout → \($0)" } ?? ""))
                for warning in report.warnings { Self.printError("render-chat: warning: \(warning)") }
                if stats { print(StatsReport.line(report.timings, threads: threads)) }
            case .failure(let error):
                Self.printError("render-chat: \(error)")
                status = max(status, error.isUnreadableInput ? 3 : 1)
            }
        }
        if stats && outcomes.count > 1 {
            print(StatsReport.summary(outcomes, wall: batch.wallTime, threads: threads))
        }
        // Exit while the batch still holds the renderer: freeing its cached words and glyphs one by one would only
        // delay the exit (by about 2 ms); the kernel takes the whole heap back at once.
        withExtendedLifetime(batch) { Foundation.exit(status) }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// `--theme light|dark`.
struct AppearanceArgument: ExpressibleByArgument {
    let value: ChatAppearance
    init(_ value: ChatAppearance) { self.value = value }
    init?(argument: String) {
        guard let value = ChatAppearance(rawValue: argument) else { return nil }
        self.value = value
    }
    var defaultValueDescription: String { value.rawValue }
    static var allValueStrings: [String] { ChatAppearance.allCases.map(\.rawValue) }
}

/// `--style imessage|telegram`.
struct StyleArgument: ExpressibleByArgument {
    let value: ChatStyle
    init(_ value: ChatStyle) { self.value = value }
    init?(argument: String) {
        guard let value = ChatStyle(rawValue: argument) else { return nil }
        self.value = value
    }
    var defaultValueDescription: String { value.rawValue }
    static var allValueStrings: [String] { ChatStyle.allCases.map(\.rawValue) }
}
