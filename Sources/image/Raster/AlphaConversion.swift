/// Straight → premultiplied, rounded to nearest: round(c × a / 255).
@inline(__always)
func premultiply(_ channel: UInt8, _ alpha: UInt8) -> UInt8 {
    UInt8(truncatingIfNeeded: (UInt32(channel) * UInt32(alpha) + 127) / 255)
}

/// Premultiplied → straight, rounded to nearest and clamped; transparent pixels become 0.
///
/// For every valid premultiplied value (channel ≤ alpha), `premultiply(unpremultiply(p, a), a) == p`,
/// so an image survives straight-alpha PNG storage unchanged.
@inline(__always)
func unpremultiply(_ channel: UInt8, _ alpha: UInt8) -> UInt8 {
    guard alpha != 0 else { return 0 }
    if alpha == 255 { return channel }
    let value = (UInt32(channel) * 255 + UInt32(alpha) / 2) / UInt32(alpha)
    return UInt8(truncatingIfNeeded: min(value, 255))
}

/// Applies `convert(channel, alpha)` to the colour channels of every non-opaque RGBA8 pixel
/// (premultiplying or un-premultiplying a whole buffer; opaque pixels are the same either way).
@inline(__always)
func convertingColorChannels(_ pixels: [UInt8], with convert: (UInt8, UInt8) -> UInt8) -> [UInt8] {
    var output = pixels
    output.withUnsafeMutableBufferPointer { bytes in
        var index = 0
        while index < bytes.count {
            let alpha = bytes[index + 3]
            if alpha != 255 {
                bytes[index] = convert(bytes[index], alpha)
                bytes[index + 1] = convert(bytes[index + 1], alpha)
                bytes[index + 2] = convert(bytes[index + 2], alpha)
            }
            index += 4
        }
    }
    return output
}

/// Validates dimensions and returns width × height × 4, or throws `invalidDimensions`.
func byteCount(width: Int, height: Int) throws -> Int {
    guard width >= 0, height >= 0 else { throw RasterError.invalidDimensions(width: width, height: height) }
    let (pixels, overflow1) = width.multipliedReportingOverflow(by: height)
    let (bytes, overflow2) = pixels.multipliedReportingOverflow(by: 4)
    guard !overflow1, !overflow2 else { throw RasterError.invalidDimensions(width: width, height: height) }
    return bytes
}
