import Raster

/// Blends one colour through 8-bit coverage onto premultiplied RGBA8 pixels, fast: for every coverage value the
/// premultiplied source pixel and the destination's keep factor are precomputed (with the text gamma curve
/// applied to the coverage), two colour channels are blended per multiplication (R and B, then G and A, in the
/// lanes of a 32-bit word). Each channel is
/// `round(source × c / 255) + round(destination × (255 − a·c/255) / 255)`, rounded exactly as scalar arithmetic.
///
/// Immutable after creation; its tables live in memory it owns.
final class CoverageBlender: @unchecked Sendable {
    /// 256 premultiplied source pixels (R, G, B, A bytes in memory order), then 256 keep factors (255 − the
    /// source alpha at that coverage: how much of the destination shows through).
    let tables: UnsafeMutablePointer<UInt32>

    /// Tables for `color`, with `curve` (256 entries) mapping raw coverage to the coverage blended.
    init(color: Color, curve: [UInt8]? = nil) {
        tables = .allocate(capacity: 512)
        let premultiplied = SourceColor(color)
        for raw in 0..<256 {
            let coverage = UInt32(curve?[raw] ?? UInt8(raw))
            let red = div255(premultiplied.red * coverage), green = div255(premultiplied.green * coverage)
            let blue = div255(premultiplied.blue * coverage), alpha = div255(premultiplied.alpha * coverage)
            tables[raw] = (red | green << 8 | blue << 16 | alpha << 24).littleEndian  // R, G, B, A in memory
            tables[256 + raw] = 255 - alpha
        }
    }

    deinit {
        tables.deallocate()
    }

    /// Blends `count` coverage bytes onto `count` pixels.
    @inline(__always)
    func blendRow(_ coverage: UnsafePointer<UInt8>, _ pixels: UnsafeMutableRawPointer, count: Int) {
        CoverageBlender.blendRow(tables: tables, coverage, pixels, count: count)
    }

    /// Blends `count` coverage bytes onto `count` pixels with the `tables` of a live blender.
    ///
    /// Four pixels at a time: four coverage bytes of 0 leave their pixels as they are (most of a glyph's box is
    /// empty); four pixels that are all still transparent take the table's pixels (a load and a store each); any
    /// other pixel is blended. Both tests are one comparison of a word, not a branch a pixel.
    @inline(__always)
    static func blendRow(tables: UnsafePointer<UInt32>, _ coverage: UnsafePointer<UInt8>, _ pixels: UnsafeMutableRawPointer,
                         count: Int) {
        let source = tables, keep = tables + 256
        var index = 0
        while index &+ 4 <= count {
            let quad = UnsafeRawPointer(coverage + index).loadUnaligned(as: UInt32.self)
            if quad != 0 {
                let address = pixels + index &* 4
                let front = address.loadUnaligned(as: UInt64.self), back = (address + 8).loadUnaligned(as: UInt64.self)
                if front | back == 0 {
                    let c = UInt32(littleEndian: quad)
                    address.storeBytes(of: source[Int(c & 0xFF)], as: UInt32.self)
                    (address + 4).storeBytes(of: source[Int((c >> 8) & 0xFF)], as: UInt32.self)
                    (address + 8).storeBytes(of: source[Int((c >> 16) & 0xFF)], as: UInt32.self)
                    (address + 12).storeBytes(of: source[Int(c >> 24)], as: UInt32.self)
                } else {
                    for lane in 0..<4 {
                        blend(source, keep, Int(coverage[index &+ lane]), address + lane &* 4)
                    }
                }
            }
            index &+= 4
        }
        while index < count {
            blend(source, keep, Int(coverage[index]), pixels + index &* 4)
            index &+= 1
        }
    }

    /// Stores the table's pixel for each of `count` coverage bytes onto `count` pixels known to be transparent
    /// black, without reading them: what blending onto them gives. Eight pixels a step, with no test of the
    /// coverage (a skipped empty stretch costs more in mispredicted branches than its stores).
    @inline(__always)
    static func storeRow(tables: UnsafePointer<UInt32>, _ coverage: UnsafePointer<UInt8>, _ pixels: UnsafeMutableRawPointer,
                         count: Int) {
        let source = tables
        var index = 0
        while index &+ 8 <= count {
            let bytes = UInt64(littleEndian: UnsafeRawPointer(coverage + index).loadUnaligned(as: UInt64.self))
            let address = pixels + index &* 4
            for lane in 0..<8 {
                (address + lane &* 4).storeBytes(of: source[Int(truncatingIfNeeded: bytes >> UInt64(lane &* 8)) & 0xFF],
                                                 as: UInt32.self)
            }
            index &+= 8
        }
        while index < count {
            (pixels + index &* 4).storeBytes(of: source[Int(coverage[index])], as: UInt32.self)
            index &+= 1
        }
    }

    /// Source-over of the table entry for coverage `raw` onto one pixel.
    @inline(__always)
    private static func blend(_ source: UnsafePointer<UInt32>, _ keep: UnsafePointer<UInt32>, _ raw: Int,
                              _ address: UnsafeMutableRawPointer) {
        let destination = address.loadUnaligned(as: UInt32.self)
        if destination == 0 {
            address.storeBytes(of: source[raw], as: UInt32.self)
            return
        }
        let factor = keep[raw]
        // x / 255 rounded, per 16-bit lane: (x + 128 + ((x + 128) >> 8)) >> 8.
        var redBlue = (destination & 0x00FF_00FF) &* factor &+ 0x0080_0080
        redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var greenAlpha = ((destination >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        greenAlpha = (greenAlpha &+ ((greenAlpha >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        address.storeBytes(of: source[raw] &+ (redBlue | greenAlpha), as: UInt32.self)
    }
}
