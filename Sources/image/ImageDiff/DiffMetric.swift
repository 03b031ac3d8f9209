/// How two pixels are judged different.
///
/// - ``pixelmatch``: pixelmatch's YIQ distance against ``DiffOptions/threshold`` — the default, and what
///   pixelmatch, Playwright and jest-image-snapshot count. Use it for UI screenshots.
/// - ``deltaE2000(maximumDistance:)``: the CIEDE2000 colour difference (CIE Lab, D65) against a limit in ΔE₀₀ units
///   (1: barely perceptible side by side, 2: perceptible at a glance). Use it when a colour change matters by how
///   much a person sees it (brand colours, themes, gradients). Anti-aliasing is detected as with pixelmatch.
/// - ``ssim(minimumSimilarity:)``: the structural similarity of the luma around each pixel (Wang et al. 2004:
///   Gaussian window σ 1.5, 11 × 11, K₁ 0.01, K₂ 0.03, as scikit-image's `structural_similarity` with
///   `gaussian_weights=True`); a pixel differs where it falls below the minimum. Use it for photos and rendered
///   pictures, where noise, dithering or resampling change many pixels a little and pixel counts mislead.
///   ``DiffResult/similarity`` is the image's mean SSIM (its border of 5 pixels excluded, as scikit-image does).
///
/// Translucent pixels are blended on white for ΔE₀₀ and SSIM (pixelmatch blends on its checkerboard).
public enum DiffMetric: Sendable, Hashable {
    /// pixelmatch's YIQ colour distance, limited by ``DiffOptions/threshold``.
    case pixelmatch
    /// CIEDE2000: a pixel differs when ΔE₀₀ exceeds `maximumDistance` (≥ 0).
    case deltaE2000(maximumDistance: Double)
    /// SSIM: a pixel differs when its local structural similarity is below `minimumSimilarity` (−1…1).
    case ssim(minimumSimilarity: Double)

    /// 2.0: differences a person sees at a glance count, finer ones do not.
    public static let defaultMaximumDeltaE = 2.0
    /// 0.9: the local SSIM below which a pixel differs.
    public static let defaultMinimumSimilarity = 0.9

    var isDeltaE: Bool {
        if case .deltaE2000 = self { return true }
        return false
    }

    var isSSIM: Bool { minimumSimilarity != nil }

    var minimumSimilarity: Double? {
        if case let .ssim(minimum) = self { return minimum }
        return nil
    }

    /// The name `--metric` takes: `pixelmatch`, `deltaE2000` or `ssim`.
    public var name: String {
        switch self {
        case .pixelmatch: return "pixelmatch"
        case .deltaE2000: return "deltaE2000"
        case .ssim: return "ssim"
        }
    }
}
