import Raster

/// Draws premultiplied RGBA images onto each other ("source over"), at whole-pixel offsets.
enum ImageCompositor {
    /// Blends `source` onto `target` with its top-left pixel at (`x`, `y`); parts outside `target` are cut.
    static func draw(_ source: Image, x: Int, y: Int, onto target: inout Image) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(target.width, x + source.width), y1 = min(target.height, y + source.height)
        guard x1 > x0, y1 > y0 else { return }
        let targetWidth = target.width, sourceWidth = source.width
        source.withUnsafeBytes { sourceBytes in
            target.withUnsafeMutableBytes { targetBytes in
                guard let from = sourceBytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                      let to = targetBytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                for row in y0..<y1 {
                    let s = from + ((row - y) * sourceWidth + (x0 - x)) * 4
                    let t = to + (row * targetWidth + x0) * 4
                    for column in 0..<(x1 - x0) {
                        let p = s + column * 4
                        let alpha = UInt32(p[3])
                        if alpha == 0 { continue }
                        let q = t + column * 4
                        if alpha == 255 {
                            q[0] = p[0]; q[1] = p[1]; q[2] = p[2]; q[3] = 255
                            continue
                        }
                        let keep = 255 - alpha
                        for channel in 0..<4 {
                            // p + q × (255 − α) / 255, rounded (premultiplied source over).
                            let product = UInt32(q[channel]) * keep + 128
                            q[channel] = UInt8(min(255, UInt32(p[channel]) + ((product + (product >> 8)) >> 8)))
                        }
                    }
                }
            }
        }
    }
}
