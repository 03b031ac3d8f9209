/// Scales premultiplied RGBA8 pixels to a fractional position and size on the device pixel grid: exact area
/// averaging (a box filter integrated over each destination pixel) when shrinking, bilinear when enlarging.
/// Separable: one horizontal pass into floats, one vertical pass back to bytes. Pixels outside the source are
/// transparent, so edges come out anti-aliased.
struct Resampler {
    /// The source's 4 channels are B, G, R, A (FreeType's colour bitmaps) instead of R, G, B, A.
    var sourceIsBGRA = false

    /// A resampled block of pixels at `(x, y)` on the destination grid.
    struct Block {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        /// Premultiplied RGBA8, row-major.
        var pixels: [UInt8]
    }

    /// One destination column's (or row's) contributing source pixels.
    private struct Taps {
        var first: Int
        var weights: [Float]
    }

    /// Resamples `source` (`width` × `height`, `stride` bytes a row) so that its top-left corner lands at
    /// (`originX`, `originY`) and each source pixel covers `scaleX` × `scaleY` destination pixels. Only the
    /// destination pixels inside `window` (x0, y0, x1, y1; exclusive upper bounds) are computed.
    func resample(_ source: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int,
                  originX: Double, originY: Double, scaleX: Double, scaleY: Double,
                  window: (x0: Int, y0: Int, x1: Int, y1: Int)) -> Block? {
        guard width > 0, height > 0, scaleX > 0, scaleY > 0, let base = source.baseAddress else { return nil }
        let x0 = max(Int((originX).rounded(.down)), window.x0)
        let x1 = min(Int((originX + Double(width) * scaleX).rounded(.up)), window.x1)
        let y0 = max(Int((originY).rounded(.down)), window.y0)
        let y1 = min(Int((originY + Double(height) * scaleY).rounded(.up)), window.y1)
        guard x1 > x0, y1 > y0 else { return nil }
        let columns = (x0..<x1).map { Resampler.taps(destination: $0, origin: originX, scale: scaleX, count: width) }
        let rows = (y0..<y1).map { Resampler.taps(destination: $0, origin: originY, scale: scaleY, count: height) }
        let outWidth = x1 - x0, outHeight = y1 - y0
        // The source rows any destination row needs.
        let firstRow = rows.map(\.first).min() ?? 0
        let lastRow = rows.map { $0.first + $0.weights.count }.max() ?? 0
        let sourceRows = max(0, lastRow - firstRow)
        let (r, b) = sourceIsBGRA ? (2, 0) : (0, 2)
        // The same sums in the same order as a plain loop over the taps (so the same pixels), without the arrays'
        // bounds checks and copies in the inner loops.
        var horizontal = [Float](repeating: 0, count: sourceRows * outWidth * 4)
        horizontal.withUnsafeMutableBufferPointer { horizontal in
            for row in 0..<sourceRows {
                let sourceRow = base + (firstRow + row) * stride
                var index = row * outWidth * 4
                for taps in columns {
                    var red: Float = 0, green: Float = 0, blue: Float = 0, alpha: Float = 0
                    taps.weights.withUnsafeBufferPointer { weights in
                        var pixel = sourceRow + taps.first * 4
                        for weight in weights {
                            red += weight * Float(pixel.load(fromByteOffset: r, as: UInt8.self))
                            green += weight * Float(pixel.load(fromByteOffset: 1, as: UInt8.self))
                            blue += weight * Float(pixel.load(fromByteOffset: b, as: UInt8.self))
                            alpha += weight * Float(pixel.load(fromByteOffset: 3, as: UInt8.self))
                            pixel += 4
                        }
                    }
                    horizontal[index] = red
                    horizontal[index + 1] = green
                    horizontal[index + 2] = blue
                    horizontal[index + 3] = alpha
                    index += 4
                }
            }
        }
        var output = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        horizontal.withUnsafeBufferPointer { horizontal in
            output.withUnsafeMutableBufferPointer { output in
                for (row, taps) in rows.enumerated() {
                    taps.weights.withUnsafeBufferPointer { weights in
                        let rowStart = (taps.first - firstRow) * outWidth * 4
                        var out = row * outWidth * 4
                        for column in 0..<outWidth {
                            var channels: (Float, Float, Float, Float) = (0, 0, 0, 0)
                            var index = rowStart + column * 4
                            for weight in weights {
                                channels.0 += weight * horizontal[index]
                                channels.1 += weight * horizontal[index + 1]
                                channels.2 += weight * horizontal[index + 2]
                                channels.3 += weight * horizontal[index + 3]
                                index += outWidth * 4
                            }
                            let alpha = Resampler.byte(channels.3)
                            output[out] = min(Resampler.byte(channels.0), alpha)
                            output[out + 1] = min(Resampler.byte(channels.1), alpha)
                            output[out + 2] = min(Resampler.byte(channels.2), alpha)
                            output[out + 3] = alpha
                            out += 4
                        }
                    }
                }
            }
        }
        return Block(x: x0, y: y0, width: outWidth, height: outHeight, pixels: output)
    }

    /// `value` rounded half away from zero (as `Float.rounded()`) and clamped to 0…255, without a call to `roundf`:
    /// below 0.5 it is 0 and from 254.5 on 255; in between `value - truncated` is exact, so the comparison with 0.5
    /// rounds exactly as `roundf` does.
    private static func byte(_ value: Float) -> UInt8 {
        guard value >= 0.5 else { return 0 }
        guard value < 254.5 else { return 255 }
        let truncated = UInt8(value)
        return value - Float(truncated) >= 0.5 ? truncated + 1 : truncated
    }

    /// The source pixels (and weights) that make destination pixel `destination` along one axis.
    private static func taps(destination: Int, origin: Double, scale: Double, count: Int) -> Taps {
        if scale <= 1 {
            // Area: the destination pixel covers [start, end) in source coordinates; weigh by overlap.
            let start = (Double(destination) - origin) / scale
            let end = (Double(destination + 1) - origin) / scale
            let first = max(0, Int(start.rounded(.down)))
            let last = min(count, Int(end.rounded(.up)))
            guard last > first else { return Taps(first: 0, weights: []) }
            let weights = (first..<last).map { source -> Float in
                Float((min(end, Double(source + 1)) - max(start, Double(source))) * scale)
            }
            return Taps(first: first, weights: weights)
        }
        // Bilinear: a tent one source pixel wide around the destination pixel's centre, normalised so that
        // the image's edge pixels extend to its edge instead of fading out.
        let centre = (Double(destination) + 0.5 - origin) / scale
        let first = max(0, Int((centre - 1.5).rounded(.up)))
        let last = min(count, Int((centre + 0.5).rounded(.down)) + 1)
        guard last > first else { return Taps(first: 0, weights: []) }
        let weights = (first..<last).map { source -> Float in
            Float(max(0, 1 - abs(Double(source) + 0.5 - centre)))
        }
        let sum = weights.reduce(0, +)
        return Taps(first: first, weights: sum > 0 ? weights.map { $0 / sum } : weights)
    }
}
