import Raster

/// x / 255, rounded, for x in 0…65025 (exact for every product of two bytes).
@inline(__always)
func div255(_ value: UInt32) -> UInt32 {
    let biased = value + 128
    return (biased + (biased >> 8)) >> 8
}

/// A premultiplied source colour in 32-bit lanes, ready to blend.
struct SourceColor {
    var red: UInt32
    var green: UInt32
    var blue: UInt32
    var alpha: UInt32

    init(_ color: Color) {
        let pixel = color.premultiplied
        red = UInt32(pixel.red)
        green = UInt32(pixel.green)
        blue = UInt32(pixel.blue)
        alpha = UInt32(pixel.alpha)
    }

}

/// Source-over of the premultiplied RGBA pixel at `source`, faded by `opacity` (0…255), onto `pixel`.
@inline(__always)
func blendPixel(_ source: UnsafePointer<UInt8>, opacity: UInt32, into pixel: UnsafeMutablePointer<UInt8>) {
    let sourceAlpha = UInt32(source[3])
    guard sourceAlpha != 0, opacity != 0 else { return }
    if sourceAlpha == 255 && opacity == 255 {
        pixel.update(from: source, count: 4)
        return
    }
    let alpha = div255(sourceAlpha * opacity)
    let keep = 255 - alpha
    pixel[0] = UInt8(truncatingIfNeeded: div255(UInt32(source[0]) * opacity) + div255(UInt32(pixel[0]) * keep))
    pixel[1] = UInt8(truncatingIfNeeded: div255(UInt32(source[1]) * opacity) + div255(UInt32(pixel[1]) * keep))
    pixel[2] = UInt8(truncatingIfNeeded: div255(UInt32(source[2]) * opacity) + div255(UInt32(pixel[2]) * keep))
    pixel[3] = UInt8(truncatingIfNeeded: alpha + div255(UInt32(pixel[3]) * keep))
}
