import CommandSupport
import ImageDiff
import Locking
import Raster

/// `png-diff A.png B.png`: one pair, its text or JSON result, and the diff image with `-o`.
struct SingleComparison {
    let command: PNGDiffCommand
    let baseline: String
    let actual: String
    let outputs: Outputs
    /// The threads that decode and compare with the calling thread (none with `--threads 1`).
    let pool: WorkerPool?

    /// Compares the pair and returns the exit status (errors name their file and carry their own status).
    func run() throws -> ExitStatus {
        let decoder = command.decoder
        try PairBudget.check(baseline, actual, decoder: decoder, budget: command.maxPairPixels)
        let (first, second) = try Pair.make(on: pool,
                                            { try decoder.readStraight(contentsOf: baseline) },
                                            { try decoder.readStraight(contentsOf: actual) })
        let result = try ImageDiffer(options: command.options(makesDiffImage: outputs.diff != nil), pool: pool).compare(first, second)
        if let diff = outputs.diff, let diffImage = result.diffImage {
            try diff.write(PNGEncoder(compression: .fast).encode(diffImage, input: diff.name))
        }
        try outputs.json?.write(result.json + "\n")
        outputs.summary(ResultReport.text(result, first: baseline, second: actual))
        return result.isWithinTolerance ? .success : .failure
    }
}

/// The decoded-pixel budget of one pair: both images' headers are read (33 bytes each) and their pixels summed
/// before either is decoded.
enum PairBudget {
    /// - Throws: `RasterError.overPixelBudget` naming both files when together they have more than `budget` pixels.
    static func check(_ baseline: String, _ actual: String, decoder: PNGDecoder, budget: Int) throws {
        let first = try decoder.imageSize(contentsOf: baseline), second = try decoder.imageSize(contentsOf: actual)
        // Each file's own budget first, for its own message.
        try PixelBudget.check(width: first.width, height: first.height, budget: decoder.pixelBudget, input: baseline)
        try PixelBudget.check(width: second.width, height: second.height, budget: decoder.pixelBudget, input: actual)
        let a = first.width.multipliedReportingOverflow(by: first.height)
        let b = second.width.multipliedReportingOverflow(by: second.height)
        let sum = a.partialValue.addingReportingOverflow(b.partialValue)
        guard a.overflow || b.overflow || sum.overflow || sum.partialValue > budget else { return }
        throw RasterError.unreadableFile(
            path: "\(baseline) and \(actual)",
            reason: "the pair has \(first.width)×\(first.height) and \(second.width)×\(second.height) pixels, "
                + "over the pair budget of \(budget) pixels (--max-pair-pixels)")
    }
}
