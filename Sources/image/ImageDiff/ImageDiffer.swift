import Locking
import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares two images the way pixelmatch v7.2.0 does (same count, same diff image), and reports
/// what pixelmatch does not: differing regions, ignore regions, a tolerance and size mismatches.
///
/// Rows are compared in parallel bands; identical rows are skipped with one `memcmp`.
public struct ImageDiffer: Sendable {
    /// The comparison settings.
    public var options: DiffOptions
    /// The threads that compare bands with the calling thread when `options.parallel` says so; nil: threads started
    /// for each comparison (one per core).
    package var pool: WorkerPool?

    /// Creates a differ (pixelmatch's defaults unless `options` says otherwise).
    public init(options: DiffOptions = DiffOptions()) {
        self.options = options
    }

    /// Creates a differ whose parallel bands run on `pool` and the calling thread.
    package init(options: DiffOptions, pool: WorkerPool?) {
        self.options = options
        self.pool = pool
    }

    /// Compares two premultiplied images, un-premultiplied exactly as `PNGEncoder` would store them.
    ///
    /// - Throws: `DiffError.invalidOption` when an option is out of range, `RasterError.overPixelBudget` when the
    ///   diff image would have more than `options.pixelBudget` pixels.
    public func compare(_ first: Image, _ second: Image) throws -> DiffResult {
        try compare(StraightImage(first), StraightImage(second))
    }

    /// Compares two straight-alpha images (decode PNGs with `PNGDecoder.decodeStraight` for exact
    /// pixelmatch results). Images of different sizes are compared over their top-left overlap;
    /// every pixel outside it counts as different.
    ///
    /// - Throws: `DiffError.invalidOption` when an option is out of range, `RasterError.overPixelBudget` when the
    ///   diff image would have more than `options.pixelBudget` pixels.
    public func compare(_ first: StraightImage, _ second: StraightImage) throws -> DiffResult {
        try options.validate()
        if options.makesDiffImage {
            try PixelBudget.check(width: max(first.width, second.width), height: max(first.height, second.height),
                                  budget: options.pixelBudget, input: "diff image")
        }
        let overlap = PixelSize(width: min(first.width, second.width), height: min(first.height, second.height))
        let sameSize = first.width == second.width && first.height == second.height
        let a = sameSize ? first.pixels : Self.crop(first, to: overlap)
        let b = sameSize ? second.pixels : Self.crop(second, to: overlap)
        let core = compareEqualSized(a, b, size: overlap)
        if sameSize {
            return DiffResult(
                mismatched: core.mismatched, antialiased: core.antialiased, total: overlap.width * overlap.height,
                width: overlap.width, height: overlap.height, regions: core.regions, regionCount: core.regionCount,
                similarity: core.similarity, sizeMismatch: nil,
                diffImage: try core.output.map { try StraightImage(width: overlap.width, height: overlap.height, pixels: $0) },
                isWithinTolerance: options.tolerance.accepts(mismatched: core.mismatched, total: overlap.width * overlap.height))
        }
        return try sizeMismatchResult(first, second, overlap: overlap, core: core)
    }

    // MARK: - Equal sizes

    private struct CoreResult {
        var mismatched: Int
        var antialiased: Int
        var regions: [PixelRect]
        var regionCount: Int
        var similarity: Double?
        var output: [UInt8]?
    }

    private func compareEqualSized(_ a: [UInt8], _ b: [UInt8], size: PixelSize) -> CoreResult {
        let width = size.width, height = size.height
        guard width > 0, height > 0 else {
            return CoreResult(mismatched: 0, antialiased: 0, regions: [], regionCount: 0,
                              similarity: options.metric.isSSIM ? 1 : nil, output: options.makesDiffImage ? [] : nil)
        }
        // Without a mask every pixel of the diff image is drawn: no zero-filling (its pages would be touched twice).
        var output = !options.makesDiffImage ? nil : options.diffMask ? [UInt8](repeating: 0, count: width * height * 4)
            : [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, initialized in initialized = width * height * 4 }
        // One byte a pixel, from calloc: the rows nobody writes (those without a difference) are never touched, so
        // their pages are never faulted in (a zero-filled array would touch them all).
        guard let mask = calloc(width * height, 1)?.assumingMemoryBound(to: UInt8.self) else {
            preconditionFailure("out of memory for a \(width)×\(height) difference mask")
        }
        defer { free(mask) }
        var rowFlags = [Bool](repeating: false, count: height)
        let band = 16
        let bands = (height + band - 1) / band
        var tallies = [PixelmatchKernel.Tally](repeating: .init(), count: bands)
        let maxDelta: Double
        switch options.metric {
        case .pixelmatch: maxDelta = 35215 * options.threshold * options.threshold
        case let .deltaE2000(maximum): maxDelta = maximum
        case .ssim: maxDelta = 0
        }
        let alt = options.diffColorAlt ?? options.diffColor

        a.withUnsafeBufferPointer { first in
            b.withUnsafeBufferPointer { second in
                rowFlags.withUnsafeMutableBufferPointer { flags in
                    tallies.withUnsafeMutableBufferPointer { tallyBuffer in
                        Self.withOptionalMutablePointer(&output) { outputPointer in
                            guard let img1 = first.baseAddress, let img2 = second.baseAddress else { return }
                            let kernel = PixelmatchKernel(
                                img1: img1, img2: img2, width: width, height: height,
                                maxDelta: maxDelta,
                                includeAA: options.includeAA, checkerboard: options.checkerboard,
                                alpha: options.alpha, diffMask: options.diffMask,
                                aaColor: Self.rgb(options.aaColor), diffColor: Self.rgb(options.diffColor),
                                diffColorAlt: Self.rgb(alt),
                                ignored: IgnoredAreas(options.ignoredRegions, width: width, height: height),
                                usesDeltaE: options.metric.isDeltaE,
                                output: outputPointer, mask: mask)
                            let shared = SharedRows(flags: flags, tallies: tallyBuffer)
                            let similarity = StructuralSimilarity(width: width, height: height)
                            let minimum = options.metric.minimumSimilarity
                            // Identical images have an SSIM of exactly 1 everywhere: nothing to filter.
                            let identical = minimum != nil && memcmp(img1, img2, width * height * 4) == 0
                            let work: @Sendable (Int) -> Void = { bandIndex in
                                var tally = PixelmatchKernel.Tally()
                                let rows = (bandIndex * band)..<min(height, (bandIndex + 1) * band)
                                if let minimum, !identical {
                                    similarity.map(kernel.img1, kernel.img2, rows: rows) { y, values in
                                        shared.flags[y] = kernel.processSimilarityRow(y, similarity: values, minimum: minimum,
                                                                                      into: &tally)
                                    }
                                } else {
                                    for y in rows { shared.flags[y] = kernel.processRow(y, into: &tally) }
                                    if identical { tally.similaritySum = Double(Self.meanArea(width: width, height: height, rows: rows)) }
                                }
                                shared.tallies[bandIndex] = tally
                            }
                            if options.parallel && bands > 1, let pool = pool ?? Self.comparisonPool() {
                                // The pool's threads and this one take bands as they free up.
                                _ = pool.map(count: bands, work)
                            } else {
                                for bandIndex in 0..<bands { work(bandIndex) }
                            }
                        }
                    }
                }
            }
        }
        let mismatched = tallies.reduce(0) { $0 + $1.mismatched }
        let found = mismatched == 0 ? RegionFinder.Found(regions: [], count: 0)
            : RegionFinder(width: width, height: height, mergeDistance: options.regionMergeDistance,
                           limit: options.maximumRegions).regions(mask: mask, rowFlags: rowFlags)
        var similarity: Double?
        if options.metric.isSSIM {
            similarity = tallies.reduce(0) { $0 + $1.similaritySum }
                / Double(Self.meanArea(width: width, height: height, rows: 0..<height))
        }
        return CoreResult(mismatched: mismatched, antialiased: tallies.reduce(0) { $0 + $1.antialiased },
                          regions: found.regions, regionCount: found.count, similarity: similarity, output: output)
    }

    /// Threads for one comparison's bands (one per core with the calling thread); nil on one core, or when the system
    /// refuses threads: the bands then run on the calling thread, with the same result.
    private static func comparisonPool() -> WorkerPool? {
        let cores = WorkerPool.onlineCores
        return cores > 1 ? try? WorkerPool(threads: cores - 1, name: "lp-diff") : nil
    }

    /// How many pixels of `rows` count in the mean SSIM: scikit-image leaves out a border of 5 pixels (all of an axis
    /// shorter than 11 counts).
    private static func meanArea(width: Int, height: Int, rows: Range<Int>) -> Int {
        let r = StructuralSimilarity.radius
        let columns = width <= 2 * r ? width : width - 2 * r
        let counted = height <= 2 * r ? rows : rows.clamped(to: r..<(height - r))
        return columns * counted.count
    }

    /// Per-row flags and per-band tallies that workers write at disjoint indices.
    private struct SharedRows: @unchecked Sendable {
        let flags: UnsafeMutableBufferPointer<Bool>
        let tallies: UnsafeMutableBufferPointer<PixelmatchKernel.Tally>
    }

    // MARK: - Different sizes

    private func sizeMismatchResult(_ first: StraightImage, _ second: StraightImage, overlap: PixelSize,
                                    core: CoreResult) throws -> DiffResult {
        let width = max(first.width, second.width), height = max(first.height, second.height)
        // The parts of each image outside the overlap: a right strip and a bottom strip (disjoint).
        var extraParts: [PixelRect] = []
        for image in [first, second] {
            if image.width > overlap.width, image.height > 0 {
                extraParts.append(PixelRect(x: overlap.width, y: 0, width: image.width - overlap.width, height: image.height))
            }
            if image.height > overlap.height, overlap.width > 0 {
                extraParts.append(PixelRect(x: 0, y: overlap.height, width: overlap.width, height: image.height - overlap.height))
            }
        }
        let extra = extraParts.reduce(0) { $0 + $1.area }
        let total = overlap.width * overlap.height + extra
        let mismatched = core.mismatched + extra
        var canvas: StraightImage?
        if let overlapPixels = core.output {
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<overlap.height {
                let source = y * overlap.width * 4
                pixels.replaceSubrange(y * width * 4 ..< y * width * 4 + overlap.width * 4,
                                       with: overlapPixels[source ..< source + overlap.width * 4])
            }
            let color = Self.rgb(options.diffColor)
            for part in extraParts {
                for y in part.y ..< part.y + part.height {
                    for x in part.x ..< part.x + part.width {
                        let pos = (y * width + x) * 4
                        pixels[pos] = color.0
                        pixels[pos + 1] = color.1
                        pixels[pos + 2] = color.2
                        pixels[pos + 3] = 255
                    }
                }
            }
            canvas = try StraightImage(width: width, height: height, pixels: pixels)
        }
        let regions = (core.regions + extraParts).sorted {
            ($0.y, $0.x, $0.height, $0.width) < ($1.y, $1.x, $1.height, $1.width)
        }.prefix(options.maximumRegions)
        return DiffResult(
            mismatched: mismatched, antialiased: core.antialiased, total: total, width: width, height: height,
            regions: Array(regions), regionCount: core.regionCount + extraParts.count, similarity: core.similarity,
            sizeMismatch: SizeMismatch(first: PixelSize(width: first.width, height: first.height),
                                       second: PixelSize(width: second.width, height: second.height),
                                       extraPixels: extra),
            diffImage: canvas, isWithinTolerance: options.tolerance.accepts(mismatched: mismatched, total: total))
    }

    // MARK: - Helpers

    private static func crop(_ image: StraightImage, to size: PixelSize) -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(size.width * size.height * 4)
        for y in 0..<size.height {
            let start = y * image.width * 4
            pixels += image.pixels[start ..< start + size.width * 4]
        }
        return pixels
    }

    private static func rgb(_ color: Color) -> (UInt8, UInt8, UInt8) {
        (color.red, color.green, color.blue)
    }

    private static func withOptionalMutablePointer(_ array: inout [UInt8]?,
                                                   _ body: (UnsafeMutablePointer<UInt8>?) -> Void) {
        guard var pixels = array else {
            body(nil)
            return
        }
        array = nil  // keep the buffer uniquely referenced: no copy on write
        pixels.withUnsafeMutableBufferPointer { body($0.baseAddress) }
        array = pixels
    }
}
