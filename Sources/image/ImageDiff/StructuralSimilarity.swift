import Foundation

/// The SSIM map of two equally sized straight RGBA8 images (Wang, Bovik, Sheikh and Simoncelli 2004), computed as
/// scikit-image's `structural_similarity(gray1, gray2, gaussian_weights=True, sigma=1.5, use_sample_covariance=False,
/// data_range=1)` does on the luma of `rgb2gray` (0.2125 R + 0.7154 G + 0.0721 B, on white where translucent):
/// Gaussian weights with radius 5 (scipy's `truncate=3.5`), mirrored edges (scipy's `reflect`), K₁ 0.01, K₂ 0.03.
///
/// Each row's map is computed from the 11 rows around it, filtered again for it: memory is a few rows, not five
/// planes of doubles, and row bands can run on threads.
struct StructuralSimilarity {
    static let radius = 5
    static let sigma = 1.5

    /// scipy's `_gaussian_kernel1d(1.5, 0, 5)`: exp(−x² / 2σ²), normalised to sum 1.
    static let weights: [Double] = {
        let raw = (-radius...radius).map { exp(-0.5 / (sigma * sigma) * Double($0 * $0)) }
        let sum = raw.reduce(0, +)
        return raw.map { $0 / sum }
    }()

    let width: Int
    let height: Int

    /// Luma in 0…1 of `count` straight RGBA8 pixels, blended on white, into `luma`.
    @inline(__always)
    static func luma(_ pixels: UnsafePointer<UInt8>, count: Int, into luma: UnsafeMutablePointer<Double>) {
        for index in 0..<count {
            let p = pixels + index * 4
            var r = Double(p[0]) / 255, g = Double(p[1]) / 255, b = Double(p[2]) / 255
            if p[3] < 255 {
                let a = Double(p[3]) / 255
                r = 1 + (r - 1) * a
                g = 1 + (g - 1) * a
                b = 1 + (b - 1) * a
            }
            luma[index] = r * 0.2125 + g * 0.7154 + b * 0.0721
        }
    }

    /// scipy's `reflect` mode: …c b a | a b c… repeated, for any index.
    @inline(__always)
    static func reflect(_ index: Int, _ count: Int) -> Int {
        let period = 2 * count
        var i = index % period
        if i < 0 { i += period }
        return i < count ? i : period - 1 - i
    }

    /// Calls `row(y, values)` with the SSIM of every pixel of row `y` of images `first` and `second`, for rows `rows`
    /// (in order). The luma of the 11 rows around each row is computed again for it: no image-sized plane is kept.
    func map(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, rows: Range<Int>,
             _ row: (Int, UnsafeBufferPointer<Double>) -> Void) {
        let r = Self.radius, weights = Self.weights, w = width
        let c1 = 0.01 * 0.01, c2 = 0.03 * 0.03
        // The five quantities of each input row, filtered vertically first (scipy's axis 0), then horizontally.
        var columns = [Double](repeating: 0, count: 5 * w)
        var filtered = [Double](repeating: 0, count: 5 * w)
        var output = [Double](repeating: 0, count: w)
        var lumas = [Double](repeating: 0, count: 2 * w)
        let columnIndex = (0..<(w + 2 * r)).map { Self.reflect($0 - r, w) }
        lumas.withUnsafeMutableBufferPointer { lumas in
            guard let x = lumas.baseAddress else { return }
            let y = x + w
            do {
                columns.withUnsafeMutableBufferPointer { columns in
                    filtered.withUnsafeMutableBufferPointer { filtered in
                        output.withUnsafeMutableBufferPointer { output in
                            for outputRow in rows {
                                for i in 0..<(5 * w) { columns[i] = 0 }
                                for tap in 0...(2 * r) {
                                    let source = Self.reflect(outputRow + tap - r, height) * w * 4
                                    Self.luma(first + source, count: w, into: x)
                                    Self.luma(second + source, count: w, into: y)
                                    let weight = weights[tap]
                                    for column in 0..<w {
                                        let a = x[column], b = y[column]
                                        columns[column] += weight * a
                                        columns[w + column] += weight * b
                                        columns[2 * w + column] += weight * (a * a)
                                        columns[3 * w + column] += weight * (b * b)
                                        columns[4 * w + column] += weight * (a * b)
                                    }
                                }
                                for quantity in 0..<5 {
                                    let base = quantity * w
                                    for column in 0..<w {
                                        var sum = 0.0
                                        for tap in 0...(2 * r) {
                                            sum += weights[tap] * columns[base + columnIndex[column + tap]]
                                        }
                                        filtered[base + column] = sum
                                    }
                                }
                                for column in 0..<w {
                                    let ux = filtered[column], uy = filtered[w + column]
                                    let vx = filtered[2 * w + column] - ux * ux
                                    let vy = filtered[3 * w + column] - uy * uy
                                    let vxy = filtered[4 * w + column] - ux * uy
                                    let a1 = 2 * ux * uy + c1, a2 = 2 * vxy + c2
                                    let b1 = ux * ux + uy * uy + c1, b2 = vx + vy + c2
                                    output[column] = (a1 * a2) / (b1 * b2)
                                }
                                row(outputRow, UnsafeBufferPointer(output))
                            }
                        }
                    }
                }
            }
        }
    }
}
