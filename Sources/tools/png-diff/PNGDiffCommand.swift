import ArgumentParser
import CommandSupport
import FileAccess
import Foundation
import ImageDiff
import Raster

/// `png-diff BASELINE ACTUAL`: pixelmatch-compatible comparison of two PNG files, or of two folders of them.
///
/// This file holds the arguments and their checks; `SingleComparison`, `FolderComparison` and `main.swift`'s
/// `PNGDiff.run` do the work. Exit codes: 0 within tolerance, 1 different, 2 usage error, 3 unreadable or corrupt
/// input (or an output file that cannot be written).
@main
struct PNGDiffCommand: LetterpressCommand {
    static let configuration = CommandConfiguration(
        commandName: "png-diff",
        abstract: "Compare two PNG images, or two folders of them, the way pixelmatch v7.2.0 does.",
        discussion: """
            Two files: prints "different pixels: N" and "error: P%" (or JSON with --json).
            Two folders: files are matched by relative path and each is new, missing, unchanged (within the \
            tolerance) or changed; --report DIR writes an HTML report (open DIR/index.html), --json and --junit \
            machine-readable results, --update copies the changed and new images over the baseline.
            --from-snapshot-artifacts FOLDER reads the failure artifacts of snapshot tests (reference, actual and diff \
            PNGs) instead of two folders.
            Inputs must be regular files (no FIFOs or devices) of at most --max-file-bytes, with at most --max-pixels \
            pixels each and --max-pair-pixels for both images of a pair; the diff image at most --max-pixels.
            Exit status: 0 within tolerance, 1 different (or new or missing files), 2 usage error, 3 unreadable, \
            corrupt or over-budget input.
            """,
        version: LetterpressVersion.current)

    @Argument(help: ArgumentHelp("The baseline (expected) and the actual PNG file, or two folders of PNG files.",
                                 valueName: "BASELINE ACTUAL"))
    var inputs: [String] = []

    @Option(help: "Matching threshold of the pixelmatch metric, 0 to 1; smaller is more sensitive.")
    var threshold: Double = 0.1

    @Option(help: ArgumentHelp("How pixels are judged different: pixelmatch (YIQ distance, --threshold), deltaE2000 "
                               + "(CIEDE2000, --max-delta-e) or ssim (local structural similarity, --min-ssim).",
                               valueName: "pixelmatch|deltaE2000|ssim"))
    var metric: MetricArgument = .pixelmatch

    @Option(name: .customLong("max-delta-e"), help: "With --metric deltaE2000: the largest ΔE00 that still matches.")
    var maxDeltaE: Double = DiffMetric.defaultMaximumDeltaE

    @Option(name: .customLong("min-ssim"), help: "With --metric ssim: the lowest local SSIM (-1 to 1) that still matches.")
    var minSSIM: Double = DiffMetric.defaultMinimumSimilarity

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    var includeAA = false

    @Option(help: "Opacity of the first image in the diff output, 0 to 1.")
    var alpha: Double = 0.1

    @Option(name: .customLong("aa-color"), help: ArgumentHelp("Colour of anti-aliased pixels.", valueName: "#RRGGBB"))
    var aaColor = ColorArgument("#FFFF00")

    @Option(name: .customLong("diff-color"), help: ArgumentHelp("Colour of differing pixels.", valueName: "#RRGGBB"))
    var diffColor = ColorArgument("#FF0000")

    @Option(name: .customLong("diff-color-alt"),
            help: ArgumentHelp("Colour of differing pixels that are darker in the second image.", valueName: "#RRGGBB"))
    var diffColorAlt: ColorArgument?

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

    @Option(name: .shortAndLong, help: ArgumentHelp("Two files: write the diff image here.", valueName: "DIFF.png"))
    var output: String?

    @Option(help: ArgumentHelp("Write the result as JSON to FILE, or to standard output with - or no value.",
                               valueName: "FILE|-"))
    var json: String?

    @Option(help: ArgumentHelp("Two folders: write an HTML report (index.html, the images, report.json) into DIR.",
                               valueName: "DIR"))
    var report: String?

    @Option(help: ArgumentHelp("Two folders: write a JUnit XML report (one test case a file).", valueName: "FILE"))
    var junit: String?

    @Flag(help: "Two folders: copy the actual images over the baseline for the changed and new files (refused under CI).")
    var update = false

    @Option(name: .customLong("from-snapshot-artifacts"),
            help: ArgumentHelp("Compare the reference and actual PNGs that failing snapshot tests left in FOLDER "
                               + "(instead of BASELINE and ACTUAL).", valueName: "FOLDER"))
    var fromSnapshotArtifacts: String?

    @Option(name: .customLong("max-pixels"),
            help: ArgumentHelp("The most pixels each input and the diff image may have.", valueName: "N"))
    var maxPixels: Int = PNGDecoder.defaultPixelBudget

    @Option(name: .customLong("max-pair-pixels"),
            help: ArgumentHelp("The most pixels both images of a pair may have together (checked before decoding).",
                               valueName: "N"))
    var maxPairPixels: Int = PixelBudget.standard

    @Option(name: .customLong("max-file-bytes"), help: ArgumentHelp("The largest PNG file read.", valueName: "BYTES"))
    var maxFileBytes: Int = PNGDecoder.defaultMaximumFileBytes

    @Option(name: .customLong("max-regions"),
            help: ArgumentHelp("The most region boxes reported per image (all are counted).", valueName: "N"))
    var maxRegions: Int = DiffOptions.defaultMaximumRegions

    @Option(name: .customLong("region-merge-distance"),
            help: ArgumentHelp("Report differing areas at most N pixels apart as one region (0: touching pixels only).",
                               valueName: "N"))
    var regionMergeDistance: Int = 0

    @Option(help: ArgumentHelp("Threads, 1…256: 1 runs everything on the calling thread (default: one per core).",
                               valueName: "N"))
    var threads: Int?

    /// What the arguments ask for.
    enum Mode: Equatable {
        case files(baseline: String, actual: String)
        case folders(baseline: String, actual: String)
        case snapshotArtifacts(String)
    }

    var mode: Mode {
        if let fromSnapshotArtifacts { return .snapshotArtifacts(fromSnapshotArtifacts) }
        let (baseline, actual) = (inputs.first ?? "", inputs.last ?? "")
        return Self.isDirectory(baseline) && Self.isDirectory(actual)
            ? .folders(baseline: baseline, actual: actual) : .files(baseline: baseline, actual: actual)
    }

    func validate() throws {
        if let fromSnapshotArtifacts {
            guard inputs.isEmpty else {
                throw ValidationError("--from-snapshot-artifacts \(fromSnapshotArtifacts) takes no BASELINE ACTUAL")
            }
        } else {
            guard inputs.count == 2 else {
                throw ValidationError("expected BASELINE and ACTUAL (two PNG files or two folders), got \(inputs.count) "
                                      + "argument\(inputs.count == 1 ? "" : "s")")
            }
            if Self.isDirectory(inputs[0]) != Self.isDirectory(inputs[1]) {
                throw ValidationError("BASELINE and ACTUAL must both be PNG files or both be folders: "
                                      + "\(inputs[0]) is \(Self.isDirectory(inputs[0]) ? "a folder" : "not a folder"), "
                                      + "\(inputs[1]) is \(Self.isDirectory(inputs[1]) ? "a folder" : "not a folder")")
            }
        }
        if case .files = mode {
            for (name, value) in [("--report", report), ("--junit", junit)] where value != nil {
                throw ValidationError("\(name) needs two folders (or --from-snapshot-artifacts); for two files use -o and --json")
            }
            if update { throw ValidationError("--update needs two folders") }
        } else if output != nil {
            throw ValidationError("-o/--output writes the diff of two files; with folders use --report DIR")
        }
        if update, case .snapshotArtifacts = mode {
            throw ValidationError("--update needs two folders; snapshot references are re-recorded by the tests")
        }
        if update, ["true", "1", "yes"].contains((ProcessInfo.processInfo.environment["CI"] ?? "").lowercased()) {
            throw ValidationError("--update refuses to run under CI (CI is set): baselines are updated on a workstation and reviewed")
        }
        if let threads, !(1...256).contains(threads) {
            throw ValidationError("--threads must be 1…256, not \(threads)")
        }
        guard maxPixels > 0 else { throw ValidationError("--max-pixels must be a positive number of pixels") }
        guard maxPairPixels > 0 else { throw ValidationError("--max-pair-pixels must be a positive number of pixels") }
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

    /// The comparison options the flags describe (with a diff image when `makesDiffImage`).
    func options(makesDiffImage: Bool = false) -> DiffOptions {
        var options = DiffOptions()
        options.threshold = threshold
        switch metric {
        case .pixelmatch: options.metric = .pixelmatch
        case .deltaE2000: options.metric = .deltaE2000(maximumDistance: maxDeltaE)
        case .ssim: options.metric = .ssim(minimumSimilarity: minSSIM)
        }
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
        options.maximumRegions = maxRegions
        options.regionMergeDistance = regionMergeDistance
        options.makesDiffImage = makesDiffImage
        options.parallel = threads != 1
        options.pixelBudget = maxPixels
        return options
    }

    /// The decoder for inputs named by the user: anywhere, but only regular files within the size cap.
    var decoder: PNGDecoder {
        PNGDecoder(pixelBudget: maxPixels, filePolicy: .anywhere(maximumBytes: maxFileBytes))
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
