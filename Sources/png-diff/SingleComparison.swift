import ImageDiff
import Raster

/// `png-diff A.png B.png`: one pair, its text or JSON result, and the diff image with `-o`.
struct SingleComparison {
    let command: PNGDiffCommand
    let baseline: String
    let actual: String

    /// Compares the pair and returns the exit status.
    func run() -> Int32 {
        do {
            let decoder = command.decoder
            try PairBudget.check(baseline, actual, decoder: decoder, budget: command.maxPairPixels)
            let (first, second) = try Pair.make(concurrently: command.threads != 1,
                                                { try decoder.readStraight(contentsOf: baseline) },
                                                { try decoder.readStraight(contentsOf: actual) })
            let result = try ImageDiffer(options: command.options(makesDiffImage: command.output != nil))
                .compare(first, second)
            if let output = command.output, let diffImage = result.diffImage {
                try PNGEncoder(compression: .fast).write(diffImage, to: output)
            }
            if let json = command.json {
                try PNGDiffMain.writeOutput(ResultReport.json(result), to: json)
            }
            if command.json != "-" {
                print(ResultReport.text(result, first: baseline, second: actual))
            }
            return result.isWithinTolerance ? 0 : 1
        } catch let error as RasterError {
            PNGDiffMain.printError("png-diff: \(error)")
            return 3
        } catch {
            PNGDiffMain.printError("png-diff: \(error)")
            return 2
        }
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
