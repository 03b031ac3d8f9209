import ImageDiff

/// The tolerances a snapshot comparison takes, with png-diff's names: a per-pixel `threshold` (pixelmatch) or another
/// `metric`, and how many pixels may differ — `maxDiffPixels` or `maxDiffRatio` (Playwright's names; not both).
public struct SnapshotTolerance: Sendable, Hashable {
    /// pixelmatch's matching threshold, 0…1 (with the pixelmatch metric).
    public var threshold: Double
    /// How pixels are judged different (see `DiffMetric`).
    public var metric: DiffMetric
    /// How many pixels may differ; nil: see `maxDiffRatio`.
    public var maxDiffPixels: Int?
    /// What fraction of the pixels, 0…1, may differ (ignored when `maxDiffPixels` is set; both non-zero is an error).
    public var maxDiffRatio: Double

    /// Creates a tolerance (default: pixelmatch at 0.1, no differing pixel).
    public init(threshold: Double = 0.1, metric: DiffMetric = .pixelmatch, maxDiffPixels: Int? = nil, maxDiffRatio: Double = 0) {
        self.threshold = threshold
        self.metric = metric
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// The comparison options, checked.
    ///
    /// - Throws: `DiffError.invalidOption` for an option out of range or both a pixel count and a non-zero ratio.
    public func options() throws -> DiffOptions {
        var options = DiffOptions()
        options.threshold = threshold
        options.metric = metric
        if let maxDiffPixels {
            guard maxDiffRatio == 0 else {
                throw DiffError.invalidOption(name: "tolerance", value: "maxDiffPixels \(maxDiffPixels) and maxDiffRatio \(maxDiffRatio)",
                                              reason: "give one of them, not both")
            }
            options.tolerance = .pixels(maxDiffPixels)
        } else {
            options.tolerance = .ratio(maxDiffRatio)
        }
        try options.validate()
        return options
    }
}
