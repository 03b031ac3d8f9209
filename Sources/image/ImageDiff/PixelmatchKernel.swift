#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// pixelmatch v7.2.0's per-pixel algorithm over two equally sized straight RGBA8 buffers.
///
/// Every floating-point expression keeps pixelmatch's operand order, so results are bit-identical to
/// the JavaScript (IEEE doubles, no fused multiply-add). Rows are independent: `processRow` reads both
/// images (neighbours included) and writes only its own row of `output` and `mask`, so workers may run
/// rows in parallel.
struct PixelmatchKernel: @unchecked Sendable {
    let img1: UnsafePointer<UInt8>
    let img2: UnsafePointer<UInt8>
    let width: Int
    let height: Int
    let maxDelta: Double
    let includeAA: Bool
    let checkerboard: Bool
    let alpha: Double
    let diffMask: Bool
    let aaColor: (UInt8, UInt8, UInt8)
    let diffColor: (UInt8, UInt8, UInt8)
    let diffColorAlt: (UInt8, UInt8, UInt8)
    let ignored: IgnoredAreas
    /// Whether `maxDelta` limits CIEDE2000 distances instead of pixelmatch's YIQ ones.
    let usesDeltaE: Bool
    /// The diff image (zero-filled by the caller), or nil.
    let output: UnsafeMutablePointer<UInt8>?
    /// One byte per pixel, set to 1 where a difference is counted.
    let mask: UnsafeMutablePointer<UInt8>

    /// Counts of one row band, and its worker's state.
    struct Tally {
        var mismatched = 0
        var antialiased = 0
        /// The sum of the SSIM values of the band's pixels inside the border scikit-image leaves out of the mean.
        var similaritySum = 0.0
        fileprivate var ignoredRow = IgnoredAreas.Row()
        fileprivate var ignoredRowY = -1
        /// The last row this worker drew entirely grey (an identical row), or -2.
        fileprivate var previousRowIsGray = -2
    }

    /// Compares row `y`; returns whether it counted any difference.
    func processRow(_ y: Int, into tally: inout Tally) -> Bool {
        let rowStart = y * width * 4
        let drawsBackground = output != nil && !diffMask
        let aboveIsGray = tally.previousRowIsGray == y - 1
        if memcmp(img1 + rowStart, img2 + rowStart, width * 4) == 0 {
            if drawsBackground {
                tally.previousRowIsGray = y
                // A flat area: the row equals the grey row above (drawn by this worker), so copy it.
                if aboveIsGray, let output, memcmp(img1 + rowStart, img1 + rowStart - width * 4, width * 4) == 0 {
                    memcpy(output + rowStart, output + rowStart - width * 4, width * 4)
                } else {
                    drawGrayRow(y)
                }
            }
            return false
        }
        var rowHasDifference = false
        var gray = GrayPainter()
        for x in 0..<width {
            let index = y * width + x
            let pos = index * 4
            let pixel1 = load(img1, pos)
            let delta = pixel1 == load(img2, pos) ? 0 : usesDeltaE ? deltaE(pos) : colorDelta(pos)
            if abs(delta) > maxDelta && !isIgnored(x: x, y: y, &tally) {
                let isExcludedAA = !includeAA
                    && (antialiased(img1, x1: x, y1: y, img2) || antialiased(img2, x1: x, y1: y, img1))
                if isExcludedAA {
                    tally.antialiased += 1
                    if drawsBackground { draw(pos, aaColor) }
                } else {
                    if output != nil { draw(pos, delta < 0 ? diffColorAlt : diffColor) }
                    tally.mismatched += 1
                    mask[index] = 1
                    rowHasDifference = true
                }
            } else if drawsBackground {
                gray.paint(pos, pixel: pixel1, kernel: self)
            }
        }
        return rowHasDifference
    }

    /// Counts and draws row `y` from its SSIM values: a pixel differs where its SSIM is below `minimum`.
    func processSimilarityRow(_ y: Int, similarity: UnsafeBufferPointer<Double>, minimum: Double,
                              into tally: inout Tally) -> Bool {
        let drawsBackground = output != nil && !diffMask
        var rowHasDifference = false
        var gray = GrayPainter()
        let r = StructuralSimilarity.radius
        let inMean = (y >= r && y < height - r) || height <= 2 * r
        for x in 0..<width {
            let value = similarity[x]
            if inMean && ((x >= r && x < width - r) || width <= 2 * r) { tally.similaritySum += value }
            let index = y * width + x
            let pos = index * 4
            if value < minimum && !isIgnored(x: x, y: y, &tally) {
                if output != nil {
                    let darker = brightness(img2, pos) < brightness(img1, pos)
                    draw(pos, darker ? diffColorAlt : diffColor)
                }
                tally.mismatched += 1
                mask[index] = 1
                rowHasDifference = true
            } else if drawsBackground {
                gray.paint(pos, pixel: load(img1, pos), kernel: self)
            }
        }
        return rowHasDifference
    }

    /// CIEDE2000 between img1 and img2 at `pos` (blended on white), negative when img2 is darker, as `colorDelta`.
    private func deltaE(_ pos: Int) -> Double {
        let first = ColorDifference.lab(img1[pos], img1[pos + 1], img1[pos + 2], img1[pos + 3])
        let second = ColorDifference.lab(img2[pos], img2[pos + 1], img2[pos + 2], img2[pos + 3])
        let distance = ColorDifference.ciede2000(first, second)
        return second.l < first.l ? -distance : distance
    }

    private func brightness(_ image: UnsafePointer<UInt8>, _ pos: Int) -> Double {
        Double(image[pos]) * 0.29889531 + Double(image[pos + 1]) * 0.58662247 + Double(image[pos + 2]) * 0.11448223
    }

    // MARK: - pixelmatch's functions

    /// `antialiased`: whether the pixel is likely part of anti-aliasing (Vysniauskas, 2009).
    /// `image` is the image whose neighbourhood is examined; `image` and `other` are both checked
    /// for "many siblings".
    private func antialiased(_ image: UnsafePointer<UInt8>, x1: Int, y1: Int, _ other: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minimum = 0.0
        var maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = brightnessDelta(image, pos, (y * width + x) * 4)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    minX = x
                    minY = y
                } else if delta > maximum {
                    maximum = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(image, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(image, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// `hasManySiblings`: whether the pixel has 3+ identical neighbours (borders count as one).
    private func hasManySiblings(_ image: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let value = load(image, (y1 * width + x1) * 4)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if value == load(image, (y * width + x) * 4) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// `colorDelta` (YIQ, Kotsarenko & Ramos) between img1 and img2 at `pos`; negative when img2 is darker.
    @inline(__always)
    private func colorDelta(_ pos: Int) -> Double {
        let (dr, dg, db) = channelDeltas(img1, pos, img2, pos, center: pos)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness-only `colorDelta` between two pixels of one image (the background pattern is
    /// chosen by the centre pixel's position `k`, as in pixelmatch).
    @inline(__always)
    private func brightnessDelta(_ image: UnsafePointer<UInt8>, _ k: Int, _ m: Int) -> Double {
        if load(image, k) == load(image, m) { return 0 }
        let (dr, dg, db) = channelDeltas(image, k, image, m, center: k)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// Channel differences, blended against the background when either pixel is not opaque.
    @inline(__always)
    private func channelDeltas(_ a: UnsafePointer<UInt8>, _ k: Int, _ b: UnsafePointer<UInt8>, _ m: Int,
                               center: Int) -> (Double, Double, Double) {
        let r1 = Int(a[k]), g1 = Int(a[k + 1]), b1 = Int(a[k + 2]), a1 = Int(a[k + 3])
        let r2 = Int(b[m]), g2 = Int(b[m + 1]), b2 = Int(b[m + 2]), a2 = Int(b[m + 3])
        guard a1 < 255 || a2 < 255 else {
            return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2))
        }
        let da = a1 - a2
        let (rb, gb, bb) = background(center)
        return (Double(r1 * a1 - r2 * a2 - rb * da) / 255,
                Double(g1 * a1 - g2 * a2 - gb * da) / 255,
                Double(b1 * a1 - b2 * a2 - bb * da) / 255)
    }

    /// The background semi-transparent pixels are blended with: pixelmatch's pseudo-random
    /// checkerboard keyed by the byte offset `k`, or white.
    @inline(__always)
    private func background(_ k: Int) -> (Int, Int, Int) {
        guard checkerboard else { return (255, 255, 255) }
        return (48 + 159 * (k % 2),
                48 + 159 * (javaScriptInt32(Double(k) / 1.618033988749895) % 2),
                48 + 159 * (javaScriptInt32(Double(k) / 2.618033988749895) % 2))
    }

    /// `drawGrayPixel`'s value: the pixel's luma blended with white by `alpha` and the pixel's alpha.
    @inline(__always)
    fileprivate func grayValue(_ pos: Int) -> UInt8 {
        let r = Double(img1[pos]), g = Double(img1[pos + 1]), b = Double(img1[pos + 2]), a = Double(img1[pos + 3])
        let value = 255 + ((r * 0.29889531 + g * 0.58662247 + b * 0.11448223 - 255) * alpha * a) / 255
        return javaScriptUint8(value)
    }

    private func drawGrayRow(_ y: Int) {
        var gray = GrayPainter()
        for pos in stride(from: y * width * 4, to: (y + 1) * width * 4, by: 4) {
            gray.paint(pos, pixel: load(img1, pos), kernel: self)
        }
    }

    /// `drawGrayPixel` with a one-entry cache: runs of equal pixels (flat screenshot areas) compute
    /// their grey value once.
    private struct GrayPainter {
        private var lastPixel: UInt32 = 0
        private var lastValue: UInt8 = 0
        private var hasLast = false

        @inline(__always)
        mutating func paint(_ pos: Int, pixel: UInt32, kernel: PixelmatchKernel) {
            guard let output = kernel.output else { return }
            if !hasLast || pixel != lastPixel {
                lastPixel = pixel
                lastValue = kernel.grayValue(pos)
                hasLast = true
            }
            output[pos] = lastValue
            output[pos + 1] = lastValue
            output[pos + 2] = lastValue
            output[pos + 3] = 255
        }
    }

    @inline(__always)
    private func draw(_ pos: Int, _ color: (UInt8, UInt8, UInt8)) {
        guard let output else { return }
        output[pos] = color.0
        output[pos + 1] = color.1
        output[pos + 2] = color.2
        output[pos + 3] = 255
    }

    @inline(__always)
    private func isIgnored(x: Int, y: Int, _ tally: inout Tally) -> Bool {
        guard !ignored.isEmpty else { return false }
        if tally.ignoredRowY != y {
            ignored.update(&tally.ignoredRow, forRow: y)
            tally.ignoredRowY = y
        }
        return tally.ignoredRow.contains(x)
    }

    @inline(__always)
    private func load(_ image: UnsafePointer<UInt8>, _ pos: Int) -> UInt32 {
        UnsafeRawPointer(image).loadUnaligned(fromByteOffset: pos, as: UInt32.self)
    }
}

/// JavaScript's `x | 0` (ToInt32) for a finite double: truncate, then wrap modulo 2³².
@inline(__always)
func javaScriptInt32(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    let truncated = value.rounded(.towardZero).truncatingRemainder(dividingBy: 4_294_967_296)
    return Int(Int32(truncatingIfNeeded: Int64(truncated)))
}

/// Storing a double into a `Uint8Array` (ToUint8): truncate toward zero, then wrap modulo 256.
@inline(__always)
func javaScriptUint8(_ value: Double) -> UInt8 {
    if value >= 0 && value < 256 { return UInt8(value) }
    guard value.isFinite else { return 0 }
    let wrapped = value.rounded(.towardZero).truncatingRemainder(dividingBy: 256)
    return UInt8(wrapped < 0 ? wrapped + 256 : wrapped)
}
