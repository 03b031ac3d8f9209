import Raster

/// Settings of a comparison: pixelmatch v7.2.0's options (same names, same defaults) plus
/// ignore regions, a tolerance, region merging and the thread count.
public struct DiffOptions: Sendable, Equatable {
    /// Matching threshold, 0…1; smaller is more sensitive. pixelmatch's default: 0.1.
    public var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences instead of detecting and skipping them.
    public var includeAA: Bool = false
    /// Opacity of the original image in the diff output, 0…1. Default 0.1.
    public var alpha: Double = 0.1
    /// Colour of anti-aliased pixels in the diff output (alpha ignored). Default yellow.
    public var aaColor = Color(red: 255, green: 255, blue: 0)
    /// Colour of differing pixels in the diff output (alpha ignored). Default red.
    public var diffColor = Color(red: 255, green: 0, blue: 0)
    /// Colour of differing pixels that are darker in the second image; `nil`: `diffColor`.
    public var diffColorAlt: Color?
    /// Draw the diff over a transparent background (a mask) instead of the faded first image.
    public var diffMask: Bool = false
    /// Blend semi-transparent pixels against pixelmatch's checkerboard pattern (true, v7 default)
    /// or plain white (false, pre-v7 behaviour) when comparing.
    public var checkerboard: Bool = true
    /// Pixels inside these rectangles never count as different (drawn like matching pixels).
    public var ignoredRegions: [PixelRect] = []
    /// How pixels are judged different: pixelmatch's YIQ distance with ``threshold`` (the default), CIEDE2000, or
    /// SSIM (see ``DiffMetric`` for when to use which).
    public var metric: DiffMetric = .pixelmatch
    /// How many differing pixels still pass. Default: none.
    public var tolerance: DiffTolerance = .pixels(0)
    /// Differing areas whose bounding boxes are at most this many pixels apart are reported as one
    /// region (0: only 8-connected pixels share a region).
    public var regionMergeDistance: Int = 0
    /// How many region boxes a result keeps: the first 1,000 top to bottom, then left to right, by default. Every
    /// region is counted (``DiffResult/regionCount``); only the kept boxes cost memory, so a diff of millions of
    /// scattered pixels stays small.
    public var maximumRegions: Int = DiffOptions.defaultMaximumRegions
    /// 1,000: the default ``maximumRegions``.
    public static let defaultMaximumRegions = 1_000
    /// Whether to produce the diff image.
    public var makesDiffImage: Bool = true
    /// The most pixels the diff image may have (it is as large as the larger width by the larger height, so two
    /// thin images can ask for far more than either holds); larger comparisons throw `RasterError.overPixelBudget`.
    public var pixelBudget: Int = PixelBudget.standard
    /// Compare row bands in parallel on worker threads (one per core, the calling thread among them); `false`: on the
    /// calling thread only. Both give identical results.
    public var parallel: Bool = true

    /// Creates options with pixelmatch's defaults; set properties to change them.
    public init() {}

    /// Checks every option and throws `DiffError.invalidOption` naming the first bad one.
    public func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw DiffError.invalidOption(name: "threshold", value: "\(threshold)", reason: "must be between 0 and 1")
        }
        guard alpha.isFinite, (0...1).contains(alpha) else {
            throw DiffError.invalidOption(name: "alpha", value: "\(alpha)", reason: "must be between 0 and 1")
        }
        switch tolerance {
        case let .pixels(count) where count < 0:
            throw DiffError.invalidOption(name: "tolerance", value: "\(count) pixels", reason: "must be ≥ 0")
        case let .ratio(ratio) where !ratio.isFinite || !(0...1).contains(ratio):
            throw DiffError.invalidOption(name: "tolerance", value: "ratio \(ratio)", reason: "must be between 0 and 1")
        default:
            break
        }
        for region in ignoredRegions where region.width < 0 || region.height < 0 {
            throw DiffError.invalidOption(name: "ignored region", value: "\(region)", reason: "width and height must be ≥ 0")
        }
        switch metric {
        case .pixelmatch:
            break
        case let .deltaE2000(maximum) where !maximum.isFinite || maximum < 0:
            throw DiffError.invalidOption(name: "maximum ΔE2000", value: "\(maximum)", reason: "must be a finite number ≥ 0")
        case let .ssim(minimum) where !minimum.isFinite || !(-1...1).contains(minimum):
            throw DiffError.invalidOption(name: "minimum SSIM", value: "\(minimum)", reason: "must be between -1 and 1")
        default:
            break
        }
        guard maximumRegions >= 0 else {
            throw DiffError.invalidOption(name: "maximumRegions", value: "\(maximumRegions)", reason: "must be ≥ 0")
        }
        guard regionMergeDistance >= 0 else {
            throw DiffError.invalidOption(name: "regionMergeDistance", value: "\(regionMergeDistance)", reason: "must be ≥ 0")
        }
    }
}
