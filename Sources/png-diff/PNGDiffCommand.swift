import ArgumentParser
import CommandSupport
import FileAccess
import ImageDiff
import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `png-diff A.png B.png`: pixelmatch-compatible comparison of two PNG files.
///
/// Exit codes: 0 within tolerance, 1 different, 2 usage error, 3 unreadable or corrupt input
/// (or an output file that cannot be written).
@main
struct PNGDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "png-diff",
        abstract: "Compare two PNG images the way pixelmatch v7.2.0 does.",
        discussion: """
            Prints "different pixels: N" and "error: P%" (or JSON with --json).
            Inputs must be regular files (no FIFOs or devices) of at most --max-file-bytes, with at most --max-pixels \
            pixels each; the diff image too.
            Exit status: 0 within tolerance, 1 different, 2 usage error, 3 unreadable, corrupt or over-budget input.
            """,
        version: LetterpressVersion.current)

    @Argument(help: "The first (expected) PNG.")
    var first: String

    @Argument(help: "The second (actual) PNG.")
    var second: String

    @Option(help: "Matching threshold, 0 to 1; smaller is more sensitive.")
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    var includeAA = false

    @Option(help: "Opacity of the first image in the diff output, 0 to 1.")
    var alpha: Double = 0.1

    @Option(name: .customLong("aa-color"), help: ArgumentHelp("Colour of anti-aliased pixels.", valueName: "R,G,B"))
    var aaColor: RGBArgument = RGBArgument(red: 255, green: 255, blue: 0)

    @Option(name: .customLong("diff-color"), help: ArgumentHelp("Colour of differing pixels.", valueName: "R,G,B"))
    var diffColor: RGBArgument = RGBArgument(red: 255, green: 0, blue: 0)

    @Option(name: .customLong("diff-color-alt"),
            help: ArgumentHelp("Colour of differing pixels that are darker in the second image.", valueName: "R,G,B"))
    var diffColorAlt: RGBArgument?

    @Flag(name: .customLong("diff-mask"), help: "Draw the diff over a transparent background.")
    var diffMask = false

    @Flag(name: .customLong("no-checkerboard"),
          help: "Blend semi-transparent pixels with white instead of pixelmatch's checkerboard.")
    var noCheckerboard = false

    @Option(name: .customLong("ignore"), help: ArgumentHelp("A region to ignore (repeatable).", valueName: "X,Y,W,H"))
    var ignore: [RectArgument] = []

    @Option(name: .customLong("max-diff-pixels"), help: "Pass when at most N pixels differ.")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), help: "Pass when at most this fraction (0 to 1) of pixels differs.")
    var maxDiffRatio: Double?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the diff image here.", valueName: "DIFF.png"))
    var output: String?

    @Flag(help: "Print the result as JSON.")
    var json = false

    @Option(name: .customLong("max-pixels"),
            help: ArgumentHelp("The most pixels each input and the diff image may have.", valueName: "N"))
    var maxPixels: Int = PNGDecoder.defaultPixelBudget

    @Option(name: .customLong("max-file-bytes"), help: ArgumentHelp("The largest PNG file read.", valueName: "BYTES"))
    var maxFileBytes: Int = PNGDecoder.defaultMaximumFileBytes

    /// Hidden: `--threads 1` runs everything (decoding and comparing) on one thread; the benchmark
    /// uses it to check that the parallel count equals the single-threaded port's.
    @Option(help: .hidden)
    var threads: Int?

    func validate() throws {
        if let threads, threads < 1 {
            throw ValidationError("--threads must be ≥ 1")
        }
        guard maxPixels > 0 else { throw ValidationError("--max-pixels must be a positive number of pixels") }
        guard maxFileBytes > 0 else { throw ValidationError("--max-file-bytes must be a positive number of bytes") }
        if maxDiffPixels != nil && maxDiffRatio != nil {
            throw ValidationError("--max-diff-pixels and --max-diff-ratio cannot be combined")
        }
        do {
            try options().validate()
        } catch let error as DiffError {
            throw ValidationError(error.description)
        }
    }

    func options() -> DiffOptions {
        var options = DiffOptions()
        options.threshold = threshold
        options.includeAA = includeAA
        options.alpha = alpha
        options.aaColor = aaColor.color
        options.diffColor = diffColor.color
        options.diffColorAlt = diffColorAlt?.color
        options.diffMask = diffMask
        options.checkerboard = !noCheckerboard
        options.ignoredRegions = ignore.map(\.rect)
        if let maxDiffPixels { options.tolerance = .pixels(maxDiffPixels) }
        if let maxDiffRatio { options.tolerance = .ratio(maxDiffRatio) }
        options.makesDiffImage = output != nil
        options.parallel = threads != 1
        options.pixelBudget = maxPixels
        return options
    }

    static func main() {
        let command: PNGDiffCommand
        do {
            command = try parse()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                terminate(0)
            }
            printError(fullMessage(for: error))
            terminate(2)
        }
        terminate(command.execute())
    }

    /// Runs the comparison and returns the exit status.
    func execute() -> Int32 {
        do {
            // The inputs are named by the user: read from anywhere, but only regular files within the size cap.
            let decoder = PNGDecoder(pixelBudget: maxPixels, filePolicy: .anywhere(maximumBytes: maxFileBytes))
            let (firstImage, secondImage) = try Pair.make(concurrently: threads != 1,
                                                          { try decoder.readStraight(contentsOf: first) },
                                                          { try decoder.readStraight(contentsOf: second) })
            let result = try ImageDiffer(options: options()).compare(firstImage, secondImage)
            if let output, let diffImage = result.diffImage {
                try PNGEncoder(compression: .fast).write(diffImage, to: output)
            }
            print(json ? ResultReport.json(result) : ResultReport.text(result, first: first, second: second))
            return result.isWithinTolerance ? 0 : 1
        } catch let error as RasterError {
            Self.printError("png-diff: \(error)")
            return 3
        } catch {
            Self.printError("png-diff: \(error)")
            return 2
        }
    }

    static func printError(_ message: String) {
        let bytes = Array((message + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    static func terminate(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}
