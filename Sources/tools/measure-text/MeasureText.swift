import ArgumentParser
import Foundation
import CommandSupport
import FileAccess
import JSON
import Locking
import MeasureTextBatch
import Raster
import TextMeasure

/// `measure-text`: measures text the way `NSAttributedString.boundingRect` would, on Linux.
@main
struct MeasureText: LetterpressCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure-text",
        abstract: "Measure text: pixel-rounded bounding rects from HarfBuzz shaping and ICU line breaking.",
        discussion: """
        Reads TEXT, or standard input when TEXT is absent (at most --max-text-bytes). With --jsonl, every input line \
        is a JSON object with "text" and any option as a camelCase key ("width", "size", "maxLines", "lineBreak", \
        "font", "fontFile", "scale", "textStyle", "contentSize", …) overriding the flags; "id" is echoed (null when \
        it is not a JSON value); "widths": [W, …] answers {"id", "answers": [one per width]}. Answers come in input \
        order, one valid JSON line per input line; lines are measured on --threads threads. Limits: a --jsonl line \
        of more than --max-line-bytes and a text of more than --max-text-bytes get an error answer, and the stream \
        goes on. A line's "fontFile" must be a regular file of at most 64 MiB inside the current directory, or \
        inside the --allow-path folders when given (symbolic links and ".." resolved); any other is answered \
        "outside the allowed folders". The --font-file flag's own file is always allowed.
        Exit status: 0 success, 1 a failed item or a lost answer, 2 usage error, 3 unreadable input.
        """,
        version: LetterpressVersion.current)

    @Argument(help: "The text to measure (default: standard input).")
    var text: String?

    @Option(help: ArgumentHelp("Font family.", valueName: "NAME"))
    var font = "Inter"

    @Option(help: ArgumentHelp("A font file to measure with instead of a family.", valueName: "FILE"))
    var fontFile: String?

    @Option(help: "regular|medium|semibold|bold or 100…900.")
    var weight = "regular"

    @Flag(help: "Use the italic face.")
    var italic = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Font size in points (0.01…10000).", valueName: "PT"))
    var size = 17.0

    @Option(parsing: .unconditional, help: ArgumentHelp("Maximum width in points (default: no wrapping).", valueName: "PT"))
    var width: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Maximum height in points (default: none).", valueName: "PT"))
    var height: Double?

    @Option(parsing: .unconditional, help: "Maximum number of lines (0: no limit).")
    var maxLines = 0

    @Option(help: "word|char|clip|truncate-head|truncate-middle|truncate-tail")
    var lineBreak = "word"

    @Option(help: "natural|left|right|center|justified")
    var alignment = "natural"

    @Option(parsing: .unconditional, help: ArgumentHelp("Extra space between lines.", valueName: "PT"))
    var lineSpacing = 0.0

    @Option(parsing: .unconditional, help: "Line height multiple (0: natural).")
    var lineHeightMultiple = 0.0

    @Option(parsing: .unconditional, help: ArgumentHelp("Space after each paragraph.", valueName: "PT"))
    var paragraphSpacing = 0.0

    @Flag(help: "Do not add the font's line gap between lines.")
    var noFontLeading = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point for rounding (0.01…100).", valueName: "N"))
    var scale = 1.0

    @Flag(help: "Print one JSON object.")
    var json = false

    @Flag(help: "Read one JSON object per input line; write one result per line.")
    var jsonl = false

    @Option(parsing: .unconditional, help: ArgumentHelp("With --jsonl: threads that measure lines, 1…256 (default: one per core).", valueName: "N"))
    var threads: Int?

    @Option(help: "With --json or --jsonl: the keys to write, of width,height,rawWidth,rawHeight,lineCount,truncated,ink,lines (default: all).")
    var fields: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --jsonl: the longest input line; a longer line gets an error answer.", valueName: "BYTES"))
    var maxLineBytes = InputLimits.defaultMaxLineBytes

    @Option(parsing: .unconditional, help: ArgumentHelp("The longest text to measure; a longer one is an error.", valueName: "BYTES"))
    var maxTextBytes = InputLimits.defaultMaxTextBytes

    @Option(name: .customLong("allow-path"),
            help: ArgumentHelp("With --jsonl: a folder the \"fontFile\" of a line may lie in (repeatable).",
                               discussion: "Default: the current directory. Given, only these folders (add '.' to keep it).",
                               valueName: "DIR"))
    var allowedPaths: [String] = []

    @OptionGroup var fonts: FontOptions

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

    @Option(help: "unicode|chromium: UAX #14's line-break opportunities, or Chromium's (a URL breaks after ? and -, never after /).")
    var lineBreakRules = "unicode"

    @Flag(help: "Also find the families installed on the machine, through fontconfig (results then depend on the machine).")
    var systemFonts = false

    @Option(help: "The font files one run may load (\"fontFile\" of every line, each file counted once), in bytes.")
    var maxFontBytes = TextMeasurer.defaultFontBytesBudget

    @Option(help: "With --jsonl: bytes of prepared texts kept (default 192 MiB), so that a text seen again at another width is only re-broken.")
    var preparedCacheBytes = PreparedTextCache.defaultByteLimit

    @Option(help: ArgumentHelp("Render the measured text to this PNG (its rounded size × --scale pixels; - for standard output).",
                               valueName: "OUT.png"))
    var png: String?

    @Option(help: ArgumentHelp("The text colour for --png.", valueName: "#RRGGBB[AA]"))
    var color = ColorArgument("#000000")

    @Option(help: ArgumentHelp("The background for --png (default: transparent).", valueName: "#RRGGBB[AA]"))
    var background: ColorArgument?

    @Flag(help: "With --png, overlay line boxes (magenta), baselines (red) and the ink rect (blue).")
    var debugBoxes = false

    func validate() throws {
        if json && jsonl { throw ValidationError("--json and --jsonl cannot be combined") }
        if fontFile != nil && font != "Inter" { throw ValidationError("--font and --font-file cannot be combined") }
        if FontWeight(name: weight) == nil { throw ValidationError("--weight '\(weight)' is not regular, medium, semibold, bold or 100…900") }
        if MeasureRequest.lineBreakNames[lineBreak] == nil {
            throw ValidationError("--line-break '\(lineBreak)' is not one of \(MeasureRequest.lineBreakNames.keys.sorted().joined(separator: ", "))")
        }
        if TextAlignment(rawValue: alignment) == nil { throw ValidationError("--alignment '\(alignment)' is not natural, left, right, center or justified") }
        for (name, value) in [("--line-spacing", lineSpacing), ("--line-height-multiple", lineHeightMultiple),
                              ("--paragraph-spacing", paragraphSpacing), ("--width", width ?? 0), ("--height", height ?? 0)]
            where !value.isFinite || value < 0 {
            throw ValidationError("\(name) must be a finite number ≥ 0, not \(JSONLiteral.number(value))")
        }
        guard size.isFinite, size >= 0.01, size <= 10_000 else {
            throw ValidationError("--size must be a number in 0.01…10000 points, not \(JSONLiteral.number(size))")
        }
        guard scale.isFinite, MeasureOptions.scaleRange.contains(scale) else {
            throw ValidationError("--scale must be a number in 0.01…100, not \(JSONLiteral.number(scale))")
        }
        if maxLines < 0 { throw ValidationError("--max-lines must be ≥ 0, not \(maxLines)") }
        if png == nil, color != ColorArgument("#000000") || background != nil || debugBoxes {
            throw ValidationError("--color, --background and --debug-boxes need --png")
        }
        if png != nil, jsonl { throw ValidationError("--png renders one text; it cannot be combined with --jsonl") }
        if png == "-", json { throw ValidationError("--png - and --json would both write to standard output") }
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
        if LineBreakRules(rawValue: lineBreakRules) == nil {
            throw ValidationError("--line-break-rules '\(lineBreakRules)' is not one of \(LineBreakRules.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if !(hyphenationFactor >= 0 && hyphenationFactor <= 1) { throw ValidationError("--hyphenation-factor must be in [0, 1], not \(hyphenationFactor)") }
        if !(minimumScaleFactor > 0 && minimumScaleFactor <= 1) { throw ValidationError("--minimum-scale-factor must be in (0, 1], not \(minimumScaleFactor)") }
        if maxFontBytes < 0 || preparedCacheBytes < 0 { throw ValidationError("--max-font-bytes and --prepared-cache-bytes must be ≥ 0") }
        if maxLineBytes < 1 || maxTextBytes < 1 { throw ValidationError("--max-line-bytes and --max-text-bytes must be at least 1") }
        if !allowedPaths.isEmpty && !jsonl { throw ValidationError("--allow-path needs --jsonl (it confines the lines' \"fontFile\")") }
    }

    func execute() throws -> ExitStatus {
        var plan = OutputPlan(inputs: [fontFile, text == nil ? "-" : nil].compactMap { $0 })
        let pngOutput = try png.map { try plan.add($0, flag: "--png") }
        var library = try FontLibrary.embedded(directory: fonts.directory)
        if systemFonts { try library.includeSystemFonts() }
        let measurer = TextMeasurer(fonts: library, fontFilePolicy: fontFilePolicy, fontBytesBudget: maxFontBytes)
        if jsonl { return try runBatch(measurer) }
        var request = baseRequest()
        if let text {
            request.text = text
        } else {
            // One byte more than the limit: the newline that ends the text is not part of it.
            var bytes = try readStandardInput()
            if bytes.last == 0x0A { bytes.removeLast() }
            guard let input = String(validating: bytes, as: UTF8.self) else {
                throw CommandError.unreadableInput(name: "standard input", reason: "not valid UTF-8")
            }
            request.text = input
        }
        if let problem = limits.check(text: request.text) { throw MeasureRequest.Invalid(description: problem) }
        let answer = try request.measure(with: measurer)
        guard let result = answer.first, let layout = result.layout else { return .failure }
        let report = json ? LayoutJSON.object(answer, fields: outputFields) : HumanReport.text(result, layout: layout)
        if pngOutput?.isStandardOutput == true { Console.standard.printError(report) } else { Console.standard.print(report) }
        if let pngOutput {
            let rendering = PNGRendering(scale: scale, textColor: color.color, background: background?.color ?? .clear, debugBoxes: debugBoxes)
            try pngOutput.write(rendering.encode(layout))
        }
        return .success
    }

    /// Standard input, at most one byte more than --max-text-bytes (the newline that may end the text).
    private func readStandardInput() throws(CommandError) -> [UInt8] {
        do {
            return try StandardInput.read(limit: maxTextBytes + 1, flag: "--max-text-bytes")
        } catch {
            guard case .inputTooLarge = error else { throw error }
            throw .inputTooLarge(name: "standard input", limit: maxTextBytes, flag: "--max-text-bytes")
        }
    }

    private func baseRequest() -> MeasureRequest {
        var request = MeasureRequest()
        request.font = fontFile == nil ? font : nil
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
        request.lineBreakRules = LineBreakRules(rawValue: lineBreakRules) ?? .unicode
        return request
    }

    /// Font files a line may name: inside the --allow-path folders (default: the current directory), plus the
    /// --font-file flag's own file, which the user named.
    private var fontFilePolicy: FilePolicy {
        let policy = FilePolicy.inside(allowedPaths.isEmpty ? ["."] : allowedPaths, maximumBytes: FontFace.defaultMaximumFileBytes)
        return fontFile.map(policy.allowingFile) ?? policy
    }

    private var limits: InputLimits { InputLimits(maxLineBytes: maxLineBytes, maxTextBytes: maxTextBytes) }

    private var outputFields: OutputFields {
        var unknown = ""
        return fields.flatMap { OutputFields(parsing: $0, unknown: &unknown) } ?? .all
    }

    /// Streams standard input: one answer per line, in order, measured on `--threads` threads.
    private func runBatch(_ measurer: TextMeasurer) throws -> ExitStatus {
        if Console.standard.standardInputIsClosed {
            throw CommandError.unreadableInput(name: "standard input", reason: "it is closed")
        }
        let reader = LineReader(descriptor: 0, maxLineBytes: maxLineBytes)
        let answerer = BatchAnswerer(measurer: measurer, base: baseRequest(), limits: limits, fields: outputFields,
                                     prepared: PreparedTextCache(byteLimit: preparedCacheBytes))
        var failed = false
        let threads = threads ?? ProcessInfo.processInfo.activeProcessorCount
        let read = { reader.nextBatch(maxLines: 256, maxBytes: 256 << 10) }
        if threads == 1 {
            while let batch = read() {
                let answer = answerer.answer(batch)
                failed = failed || answer.failed
                Console.standard.write(answer.bytes)
            }
        } else {
            let pool = try WorkerPool(threads: threads, name: "measure")
            OrderedBatchPipeline(pool: pool, window: 4 * threads, work: answerer.answer).run(read: read) { answer in
                failed = failed || answer.failed
                Console.standard.write(answer.bytes)
            }
        }
        if let problem = reader.failure { throw CommandError.unreadableInput(name: "standard input", reason: problem) }
        return failed ? .failure : .success
    }
}
