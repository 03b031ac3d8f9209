import Raster

/// A width and a height in pixels.
public struct PixelSize: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width×height`.
    public var description: String { "\(width)×\(height)" }
}

/// The sizes of two images that were compared although they differ in size.
public struct SizeMismatch: Sendable, Hashable {
    /// Size of the first image.
    public let first: PixelSize
    /// Size of the second image.
    public let second: PixelSize
    /// Pixels that lie in only one of the images (both anchored at the top-left corner);
    /// each of them counts as different.
    public let extraPixels: Int

    /// Creates a size report.
    public init(first: PixelSize, second: PixelSize, extraPixels: Int) {
        self.first = first
        self.second = second
        self.extraPixels = extraPixels
    }

    /// The compared overlap: the top-left `min(width) × min(height)` pixels.
    public var overlap: PixelSize {
        PixelSize(width: min(first.width, second.width), height: min(first.height, second.height))
    }
}

/// What a comparison found.
public struct DiffResult: Sendable, Equatable {
    /// Differing pixels: pixelmatch's count over the overlap, plus every pixel outside it.
    public let mismatched: Int
    /// Pixels over the threshold that were skipped as anti-aliasing (0 with `includeAA`).
    public let antialiased: Int
    /// Pixels in either image: the overlap plus `sizeMismatch.extraPixels`.
    public let total: Int
    /// Width of the diff canvas (the larger width).
    public let width: Int
    /// Height of the diff canvas (the larger height).
    public let height: Int
    /// Bounding boxes of the differing areas, sorted top to bottom, then left to right: the first
    /// ``DiffOptions/maximumRegions`` of them (``regionCount`` counts them all).
    public let regions: [PixelRect]
    /// How many differing areas there are (``regions`` keeps the first ``DiffOptions/maximumRegions``).
    public let regionCount: Int
    /// With ``DiffMetric/ssim(minimumSimilarity:)``: the mean SSIM over the compared overlap, as scikit-image's
    /// `structural_similarity` reports it (1: identical); `nil` with the other metrics.
    public let similarity: Double?
    /// Set when the images differ in size.
    public let sizeMismatch: SizeMismatch?
    /// The diff image (pixelmatch's output over the overlap; pixels outside it in `diffColor`),
    /// or `nil` when `makesDiffImage` was off.
    public let diffImage: StraightImage?
    /// Whether `mismatched` is within the tolerance the comparison was run with.
    public let isWithinTolerance: Bool

    /// `mismatched / total` (0 for two empty images).
    public var ratio: Double { total == 0 ? 0 : Double(mismatched) / Double(total) }

    /// The same result without its diff image (to keep the counts of many comparisons, not their pixels).
    public func withoutDiffImage() -> DiffResult {
        DiffResult(mismatched: mismatched, antialiased: antialiased, total: total, width: width, height: height,
                   regions: regions, regionCount: regionCount, similarity: similarity, sizeMismatch: sizeMismatch,
                   diffImage: nil, isWithinTolerance: isWithinTolerance)
    }
}
