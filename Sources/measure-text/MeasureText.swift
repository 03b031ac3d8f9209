import ArgumentParser
import FileAccess
import Foundation
import MeasureTextBatch
import Raster
import TextMeasure

/// `measure-text`: measures text the way `NSAttributedString.boundingRect` would, on Linux.
@main
struct MeasureText: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure-text",
        abstract: "Measure text: pixel-rounded bounding rects from HarfBuzz shaping and ICU line breaking.",
        discussion: """
        Reads TEXT, or standard input when TEXT is absent. With --jsonl, every input line is a JSON object with \
        "text" and any option as a camelCase key ("width", "size", "maxLines", "lineBreak", "font", "fontFile", \
        "scale", "textStyle", "contentSize", …) overriding the flags; "id" is echoed; "widths": [W, …] answers \
        {"id", "answers": [one per width]}. Answers come in input order; lines are measured on \
        --threads threads. Limits: a --jsonl line of more than --max-line-bytes (default 8 MiB) and a text of more \
        than --max-text-bytes (default 1 MiB) get an error answer, and the stream goes on. A line's "fontFile" must be a \
        regular file of at most 64 MiB inside the current directory, or inside the --font-dir folders when given \
        (symbolic links and ".." resolved); any other is answered "outside the allowed folders". The --font-file \
        flag's own file is always allowed. Exit codes: 0 success, 1 a failed item, 2 usage error, 3 unreadable input.
        """)

    @Argument(help: "The text to measure (default: standard input).")
    var text: String?

    @Option(help: "Font family (default: Inter).")
    var font: String?

    @Option(help: "A font file to measure with instead of a family.")
    var fontFile: String?

    @Option(help: "regular|medium|semibold|bold or 100…900.")
    var weight = "regular"

    @Flag(help: "Use the italic face.")
    var italic = false

    @Option(help: "Font size in points.")
    var size = 17.0

    @Option(help: "Maximum width in points (default: no wrapping).")
    var width: Double?

    @Option(help: "Maximum height in points.")
    var height: Double?

    @Option(help: "Maximum number of lines (0: no limit).")
    var maxLines = 0

    @Option(help: "word|char|clip|truncate-head|truncate-middle|truncate-tail")
    var lineBreak = "word"

    @Option(help: "natural|left|right|center|justified")
    var alignment = "natural"

    @Option(help: "Extra space between lines, in points.")
    var lineSpacing = 0.0

    @Option(help: "Line height multiple (0: natural).")
    var lineHeightMultiple = 0.0

    @Option(help: "Space after each paragraph, in points.")
    var paragraphSpacing = 0.0

    @Flag(help: "Do not add the font's line gap between lines.")
    var noFontLeading = false

    @Option(help: "Pixels per point for rounding.")
    var scale = 1.0

    @Flag(help: "Print one JSON object.")
    var json = false

    @Flag(help: "Read one JSON object per input line; write one result per line.")
    var jsonl = false

    @Option(help: "With --jsonl: threads that measure lines, 1…256 (default: one per core).")
    var threads: Int?

    @Option(help: "With --json or --jsonl: the keys to write, of width,height,rawWidth,rawHeight,lineCount,truncated,ink,lines (default: all).")
    var fields: String?

    @Option(help: "With --jsonl: the longest input line, in bytes; a longer line gets an error answer.")
    var maxLineBytes = InputLimits.defaultMaxLineBytes

    @Option(help: "The longest text to measure, in UTF-8 bytes; a longer one is an error.")
    var maxTextBytes = InputLimits.defaultMaxTextBytes

    @Option(name: .customLong("font-dir"),
            help: ArgumentHelp("With --jsonl: a folder the \"fontFile\" of a line may lie in (repeatable).",
                               discussion: "Default: the current directory. Given, only these folders (add '.' to keep it).",
                               valueName: "DIR"))
    var fontDirs: [String] = []

    @Option(help: ArgumentHelp("A Dynamic Type text style: its size, weight and line height from Apple's table.",
                               discussion: "largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2.",
                               valueName: "NAME"))
    var textStyle: String?

    @Option(help: ArgumentHelp("A Dynamic Type content size category (default: large); alone, it scales --size like body text.",
                               discussion: "extraSmall … extraExtraExtraLarge, accessibilityMedium … accessibilityExtraExtraExtraLarge.",
                               valueName: "CATEGORY"))
    var contentSize: String?

    @Flag(help: "Shrink the font until the text fits the width, like UILabel.adjustsFontSizeToFitWidth (reports \"fontSize\" and \"scaleFactor\").")
    var shrinkToFit = false

    @Option(help: "With --shrink-to-fit: the smallest scale factor, in (0, 1].")
    var minimumScaleFactor = 0.5

    @Option(help: "Hyphenate English and Russian words when a line would be filled less than this fraction, 0…1 (NSParagraphStyle.hyphenationFactor).")
    var hyphenationFactor = 0.0

    @Flag(help: "Also find the families installed on the machine, through fontconfig (results then depend on the machine).")
    var systemFonts = false

    @Option(help: "The font files one run may load (\"fontFile\" of every line, each file counted once), in bytes.")
    var maxFontBytes = TextMeasurer.defaultFontBytesBudget

    @Option(help: "With --jsonl: bytes of prepared texts kept (default 192 MiB), so that a text seen again at another width is only re-broken.")
    var preparedCacheBytes = PreparedTextCache.defaultByteLimit

    @Option(help: "Render the measured text to a PNG file of its rounded size × --scale pixels (written atomically).")
    var png: String?

    @Option(help: "The text colour for --png: #RGB, #RGBA, #RRGGBB or #RRGGBBAA (default: black).")
    var color: String?

    @Option(help: "The background for --png (default: transparent).")
    var background: String?

    @Flag(help: "With --png, overlay line boxes (magenta), baselines (red) and the ink rect (blue).")
    var debugBoxes = false

    /// Runs the command with the exit codes of DESIGN.md: usage errors exit with 2, not ArgumentParser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    func validate() throws {
        if json && jsonl { throw ValidationError("--json and --jsonl cannot be combined") }
        if font != nil && fontFile != nil { throw ValidationError("--font and --font-file cannot be combined") }
        if FontWeight(name: weight) == nil { throw ValidationError("--weight '\(weight)' is not regular, medium, semibold, bold or 100…900") }
        if MeasureRequest.lineBreakNames[lineBreak] == nil {
            throw ValidationError("--line-break '\(lineBreak)' is not one of \(MeasureRequest.lineBreakNames.keys.sorted().joined(separator: ", "))")
        }
        if TextAlignment(rawValue: alignment) == nil { throw ValidationError("--alignment '\(alignment)' is not natural, left, right, center or justified") }
        for (name, value) in [("--size", size), ("--scale", scale), ("--line-spacing", lineSpacing),
                              ("--line-height-multiple", lineHeightMultiple), ("--paragraph-spacing", paragraphSpacing),
                              ("--width", width ?? 0), ("--height", height ?? 0)] where !value.isFinite || value < 0 {
            throw ValidationError("\(name) must be a finite number ≥ 0, not \(value)")
        }
        if size == 0 || scale == 0 { throw ValidationError("--size and --scale must be greater than 0") }
        if maxLines < 0 { throw ValidationError("--max-lines must be ≥ 0") }
        if png == nil, color != nil || background != nil || debugBoxes {
            throw ValidationError("--color, --background and --debug-boxes need --png")
        }
        if png != nil, jsonl { throw ValidationError("--png renders one text; it cannot be combined with --jsonl") }
        if let threads, !(1...256).contains(threads) || !jsonl { throw ValidationError("--threads needs --jsonl and a count from 1 to 256") }
        if let fields {
            guard json || jsonl else { throw ValidationError("--fields needs --json or --jsonl") }
            var unknown = ""
            guard OutputFields(parsing: fields, unknown: &unknown) != nil else {
                throw ValidationError("--fields: '\(unknown)' is not one of \(OutputFields.names.map(\.name).joined(separator: ", "))")
            }
        }
        do {
            _ = try textStyle.map { try MeasureRequest.textStyle(named: $0, key: "--text-style") }
            _ = try contentSize.map { try MeasureRequest.contentSize(named: $0, key: "--content-size") }
        } catch {
            throw ValidationError("\(error)")
        }
        if !(hyphenationFactor >= 0 && hyphenationFactor <= 1) { throw ValidationError("--hyphenation-factor must be in [0, 1], not \(hyphenationFactor)") }
        if !(minimumScaleFactor > 0 && minimumScaleFactor <= 1) { throw ValidationError("--minimum-scale-factor must be in (0, 1], not \(minimumScaleFactor)") }
        if maxFontBytes < 0 || preparedCacheBytes < 0 { throw ValidationError("--max-font-bytes and --prepared-cache-bytes must be ≥ 0") }
        if maxLineBytes < 1 || maxTextBytes < 1 { throw ValidationError("--max-line-bytes and --max-text-bytes must be at least 1") }
        if !fontDirs.isEmpty && !jsonl { throw ValidationError("--font-dir needs --jsonl (it confines the lines' \"fontFile\")") }
        for (name, value) in [("--color", color), ("--background", background)] {
            guard let value else { continue }
            do { _ = try Color(hex: value) } catch { throw ValidationError("\(name): \(error)") }
        }
    }

    func run() throws {
        let measurer: TextMeasurer
        do {
            var fonts = try FontLibrary.embedded()
            if systemFonts { try fonts.includeSystemFonts() }
            measurer = TextMeasurer(fonts: fonts, fontFilePolicy: fontFilePolicy, fontBytesBudget: maxFontBytes)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(3)
        }
        if jsonl {
            throw ExitCode(try runBatch(measurer))
        }
        var request = baseRequest()
        if let text {
            request.text = text
        } else {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let input = String(validating: data, as: UTF8.self) else {
                FileHandle.standardError.write(Data("error: standard input is not valid UTF-8\n".utf8))
                throw ExitCode(3)
            }
            request.text = input.hasSuffix("\n") ? String(input.dropLast()) : input
        }
        if let problem = limits.check(text: request.text) {
            FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
            throw ExitCode(1)
        }
        let answer: MeasureRequest.Answer
        do {
            answer = try request.measure(with: measurer)
        } catch let error as TextMeasureError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            if case .unreadableFontFile = error { throw ExitCode(3) }
            if case .corruptFont = error { throw ExitCode(3) }
            throw ExitCode(1)
        }
        guard let result = answer.results.first else { throw ExitCode(1) }
        let layout = result.layout
        print(json ? LayoutJSON.object(answer, fields: outputFields) : HumanReport.text(result))
        if let png {
            let rendering = PNGRendering(path: png, scale: scale, textColor: (try? color.map(Color.init(hex:))) ?? .black,
                                         background: (try? background.map(Color.init(hex:))) ?? .clear, debugBoxes: debugBoxes)
            do {
                try rendering.write(layout)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(1)
            }
        }
    }

    private func baseRequest() -> MeasureRequest {
        var request = MeasureRequest()
        request.font = font
        request.fontFile = fontFile
        request.weight = FontWeight(name: weight) ?? .regular
        request.italic = italic
        request.size = size
        request.width = width ?? .infinity
        request.height = height ?? .infinity
        request.maxLines = maxLines
        request.lineBreak = MeasureRequest.lineBreakNames[lineBreak] ?? .wordWrap
        request.alignment = TextAlignment(rawValue: alignment) ?? .natural
        request.lineSpacing = lineSpacing
        request.lineHeightMultiple = lineHeightMultiple
        request.paragraphSpacing = paragraphSpacing
        request.usesFontLeading = !noFontLeading
        request.scale = scale
        request.textStyle = textStyle.flatMap(FontTextStyle.init(rawValue:))
        request.contentSize = contentSize.flatMap(ContentSizeCategory.init(rawValue:))
        request.adjustsFontSizeToFitWidth = shrinkToFit
        request.minimumScaleFactor = minimumScaleFactor
        request.hyphenationFactor = hyphenationFactor
        return request
    }

    /// Font files a line may name: inside the --font-dir folders (default: the current directory), plus the
    /// --font-file flag's own file, which the user named.
    private var fontFilePolicy: FilePolicy {
        let policy = FilePolicy.inside(fontDirs.isEmpty ? ["."] : fontDirs, maximumBytes: FontFace.defaultMaximumFileBytes)
        return fontFile.map(policy.allowingFile) ?? policy
    }

    private var limits: InputLimits { InputLimits(maxLineBytes: maxLineBytes, maxTextBytes: maxTextBytes) }

    private var outputFields: OutputFields {
        var unknown = ""
        return fields.flatMap { OutputFields(parsing: $0, unknown: &unknown) } ?? .all
    }

    /// Streams standard input: one answer per line, in order, measured on `--threads` threads. Returns the exit code.
    private func runBatch(_ measurer: TextMeasurer) throws -> Int32 {
        let reader = LineReader(descriptor: STDIN_FILENO, maxLineBytes: maxLineBytes)
        let answerer = BatchAnswerer(measurer: measurer, base: baseRequest(), limits: limits, fields: outputFields,
                                     prepared: PreparedTextCache(byteLimit: preparedCacheBytes))
        let output = StandardOutput()
        var failed = false
        let threads = threads ?? ProcessInfo.processInfo.activeProcessorCount
        let read = { reader.nextBatch(maxLines: 256, maxBytes: 256 << 10) }
        if threads == 1 {
            while let batch = read() {
                let answer = answerer.answer(batch)
                failed = failed || answer.failed
                output.write(answer.bytes)
            }
        } else {
            OrderedBatchPipeline(threads: threads, window: 4 * threads, work: answerer.answer).run(read: read) { answer in
                failed = failed || answer.failed
                output.write(answer.bytes)
            }
        }
        output.flush()
        return failed ? 1 : 0
    }
}
