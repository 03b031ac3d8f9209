import ArgumentParser
import CAllocator
import ChatRender
import CommandSupport
import FileAccess
import Foundation
import TextMeasure

/// `render-chat TRANSCRIPT.json...`: chat screenshots as PNG files.
@main
struct RenderChatCommand: LetterpressCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-chat",
        abstract: "Render chat transcripts (JSON) to PNG screenshots.",
        discussion: """
            Each transcript renders to OUT.png (-o, one transcript; - for standard output) or DIR/NAME.png (--out-dir; \
            default: the current directory). Long lists of transcripts can be read from a file, one path a line \
            (--files-from FILE, or - for standard input). Several transcripts render in parallel; a progress bar shows on \
            standard error when it is a terminal. --layout-json writes the whole transcript's frames in points: \
            {"contentHeight", "elements": [{"kind", "messageId", "frame": {"x", "y", "width", "height"}}]} (for several \
            transcripts, a folder of NAME.layout.json files). Outputs are checked before anything is written: two \
            outputs on one file, or an output that is one of the transcripts, are refused; files are written \
            atomically, devices and FIFOs in place.
            Avatars and pictures are read only from each transcript's folder and the --allow-path folders (regular PNG \
            files up to 16 MiB and 4 megapixels for an avatar, 32 MiB and 16 megapixels for a picture, 64 megapixels \
            for all of a screen's pictures; a file named many times is read once; pictures off the screen are not \
            read); any other draws initials or a placeholder, with a warning. A transcript must be a regular file of \
            at most --max-transcript-bytes (64 MiB; else exit 3) with at most --max-messages messages (100,000; else \
            exit 1).
            Exit status: 0 success, 1 an invalid transcript or a failed render or write, 2 usage error, 3 unreadable input.
            """,
        version: LetterpressVersion.current)

    @Argument(help: ArgumentHelp("Transcript JSON files.", valueName: "TRANSCRIPT.json"))
    var transcripts: [String] = []

    @Option(name: .customLong("files-from"),
            help: ArgumentHelp("Also render the transcripts listed in FILE, one path a line (- for standard input).", valueName: "FILE"))
    var filesFrom: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG to write (one transcript only; - for standard output).", valueName: "OUT.png"))
    var output: String?

    @Option(name: .customLong("out-dir"), help: ArgumentHelp("The directory for NAME.png files.", valueName: "DIR"))
    var outDirectory: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The screen's width in points (200…4000).", valueName: "PT"))
    var width: Double = 390

    @Option(parsing: .unconditional, help: ArgumentHelp("The screen's height in points (default: 844).", valueName: "PT"))
    var height: Double?

    @Flag(help: "Draw the whole transcript instead of one screen.")
    var full = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point (0.5…8).", valueName: "N"))
    var scale: Double = 3

    @Option(help: ArgumentHelp("light|dark", valueName: "APPEARANCE"))
    var appearance: AppearanceArgument = .init(.light)

    @Option(help: ArgumentHelp("imessage|telegram", valueName: "STYLE"))
    var style: StyleArgument = .init(.imessage)

    @Option(parsing: .unconditional, help: ArgumentHelp("bottom|top|message:ID|OFFSET (points from the top).", valueName: "POSITION"))
    var scroll: String = "bottom"

    @Option(name: .customLong("layout-json"),
            help: ArgumentHelp("Write the whole layout's frames as JSON (- for standard output; a folder for several transcripts).",
                               valueName: "PATH"))
    var layoutJSON: String?

    @Option(name: .customLong("threads"), parsing: .unconditional,
            help: ArgumentHelp("Render threads, 1…256 (default: one per core).", valueName: "N"))
    var threadCount: Int?

    /// `--threads`, or one per core.
    var threads: Int { threadCount ?? ProcessInfo.processInfo.activeProcessorCount }

    @OptionGroup var fonts: FontOptions

    @Flag(help: "Print the time of each stage (parse, measure, layout, images, raster, encode) per transcript.")
    var stats = false

    @Option(name: .customLong("allow-path"),
            help: ArgumentHelp("A folder avatars and pictures may also be read from, besides each transcript's own (repeatable).",
                               valueName: "DIR"))
    var allowedPaths: [String] = []

    @Option(name: .customLong("max-transcript-bytes"), parsing: .unconditional,
            help: ArgumentHelp("The largest transcript file read; a larger one is refused unread.", valueName: "BYTES"))
    var maxTranscriptBytes: Int = ChatDocument.defaultMaximumFileBytes

    @Option(name: .customLong("max-messages"), parsing: .unconditional,
            help: ArgumentHelp("The most messages one transcript may have.", valueName: "N"))
    var maxMessages: Int = ChatDocument.defaultMaximumMessages

    @Option(name: .customLong("max-pixels"), parsing: .unconditional,
            help: ArgumentHelp("The most pixels one screenshot may have (a long transcript drawn with --full).", valueName: "N"))
    var maxPixels: Int = ChatScreenRenderer.defaultPixelBudget

    @Option(name: .customLong("max-list-bytes"), parsing: .unconditional,
            help: ArgumentHelp("The largest --files-from list read.", valueName: "BYTES"))
    var maxListBytes: Int = 64 << 20

    /// Positional paths are split off before the argument parser sees them: 60,000 of them parse in milliseconds.
    static let optionsTakingValues: Set<String>? = [
        "--files-from", "-o", "--output", "--out-dir", "--width", "--height", "--scale", "--appearance", "--style", "--scroll",
        "--layout-json", "--threads", "--allow-path", "--max-transcript-bytes", "--max-messages", "--max-pixels",
        "--max-list-bytes", "--font-dir",
    ]

    mutating func takePositionals(_ values: [String]) throws {
        transcripts += values
    }

    func validate() throws {
        if output != nil && outDirectory != nil { throw ValidationError("use either -o or --out-dir, not both") }
        if full && height != nil { throw ValidationError("use either --height or --full, not both") }
        guard (1...256).contains(threads) else { throw ValidationError("--threads must be 1…256, not \(threads)") }
        guard maxPixels > 0 else { throw ValidationError("--max-pixels must be a positive number of pixels, not \(maxPixels)") }
        guard maxListBytes > 0 else { throw ValidationError("--max-list-bytes must be a positive number of bytes") }
        do {
            _ = try ChatScroll(parsing: scroll)
            try screenOptions.validate()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The screen options the flags ask for.
    var screenOptions: ChatScreenOptions {
        var options = ChatScreenOptions(width: width, height: full ? nil : (height ?? 844), scale: scale, style: style.value,
                                        appearance: appearance.value, scroll: (try? ChatScroll(parsing: scroll)) ?? .bottom)
        options.allowedFolders = allowedPaths
        options.maximumTranscriptBytes = maxTranscriptBytes
        options.maximumMessages = maxMessages
        return options
    }

    /// "Samples/support-ru.json" → "support-ru".
    static func stem(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// Renders every transcript, reports on each, and returns the exit status.
    mutating func execute() throws -> ExitStatus {
        if let filesFrom { transcripts += try Self.readList(filesFrom, limit: maxListBytes) }
        guard !transcripts.isEmpty else { throw CommandError.usage("give at least one TRANSCRIPT.json (or --files-from FILE)") }
        if output != nil && transcripts.count > 1 {
            throw CommandError.usage("-o names one PNG; use --out-dir DIR for \(transcripts.count) transcripts")
        }
        if layoutJSON == "-" && transcripts.count > 1 {
            throw CommandError.usage("--layout-json - writes one layout; give a folder for \(transcripts.count) transcripts")
        }
        // Every transcript allocates and frees the same few megabytes: keep them mapped rather than fault them in
        // again (and, with several lanes, interrupt the other core for each unmap). See CAllocator.h.
        _ = callocator_retain_freed_memory(32 << 20, 256 << 20)
        let jobs = try planOutputs()
        // Several transcripts draw their cells on their lanes: the queue needs only one worker then.
        let measurer = TextMeasurer(fonts: try FontLibrary.embedded(directory: fonts.directory))
        let renderer = try ChatScreenRenderer(threads: jobs.count > 1 ? 1 : threads, measurer: measurer, pixelBudget: maxPixels)
        let batch = try TranscriptBatch(jobs: jobs, options: screenOptions, threads: threads, renderer: renderer)
        let outcomes = batch.run()
        let console = Console.standard
        let summaryToError = jobs.contains { $0.png.isStandardOutput || $0.layout?.isStandardOutput == true }
        var status = ExitStatus.success
        for outcome in outcomes {
            switch outcome.result {
            case .success(let report):
                let line = "\(outcome.transcript) → \(report.png) (\(report.pixelWidth)×\(report.pixelHeight))"
                    + (report.layoutJSON.map { ", layout → \($0)" } ?? "")
                if summaryToError { console.printError(line) } else { console.print(line) }
                for warning in report.warnings { console.printError("render-chat: warning: \(warning)") }
                if stats { (summaryToError ? console.printError : console.print)(StatsReport.line(report.timings)) }
            case .failure(let error):
                console.printError("render-chat: \(error)")
                status = max(status, ExitStatus(for: error))
            }
        }
        if stats && outcomes.count > 1 {
            (summaryToError ? console.printError : console.print)(StatsReport.summary(outcomes, wall: batch.wallTime, threads: threads))
        }
        // Exit while the batch still holds the renderer: freeing its cached words and glyphs one by one would only
        // delay the exit (by about 2 ms); the kernel takes the whole heap back at once.
        withExtendedLifetime(batch) { Self.terminate(status) }
    }

    /// Where each transcript's PNG and layout go, checked together before anything is rendered.
    private func planOutputs() throws -> [TranscriptJob] {
        var plan = OutputPlan(inputs: transcripts)
        if let outDirectory { try OutputFolder.create(outDirectory) }
        if let layoutJSON, transcripts.count > 1 { try OutputFolder.create(layoutJSON) }
        var jobs: [TranscriptJob] = []
        jobs.reserveCapacity(transcripts.count)
        for transcript in transcripts {
            let name = Self.stem(transcript)
            let png = try output.map { try plan.add($0, flag: "--output") }
                ?? plan.add((outDirectory.map { $0 + "/" } ?? "") + name + ".png", flag: "--out-dir")
            var layout: OutputTarget?
            if let layoutJSON {
                layout = try plan.add(transcripts.count == 1 ? layoutJSON : layoutJSON + "/" + name + ".layout.json",
                                      flag: "--layout-json")
            }
            jobs.append(TranscriptJob(transcript: transcript, png: png, layout: layout))
        }
        return jobs
    }

    /// The paths listed in `path` (or standard input for `-`), one a line; empty lines are skipped.
    static func readList(_ path: String, limit: Int) throws -> [String] {
        let bytes: [UInt8]
        if path == "-" {
            bytes = try StandardInput.read(limit: limit, flag: "--max-list-bytes")
        } else {
            do { bytes = try FilePolicy.anywhere(maximumBytes: limit).read(path) } catch {
                throw CommandError.unreadableInput(name: path, reason: error.reason)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CommandError.unreadableInput(name: path == "-" ? "standard input" : path, reason: "the list is not valid UTF-8")
        }
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init).filter { !$0.isEmpty }
    }
}

/// `--appearance light|dark`.
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
