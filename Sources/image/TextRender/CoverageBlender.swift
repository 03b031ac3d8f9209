import CPixels
import Raster

/// Blends one colour through 8-bit coverage onto premultiplied RGBA8 pixels, fast: for every coverage value the
/// premultiplied source pixel is precomputed (with the text gamma curve applied to the coverage); CPixels blends
/// eight pixels a step with them in vector registers. Each channel is
/// `round(source × c / 255) + round(destination × (255 − a·c/255) / 255)`, rounded exactly as scalar arithmetic.
///
/// Immutable after creation; its tables live in memory it owns.
final class CoverageBlender: @unchecked Sendable {
    /// 256 premultiplied source pixels (R, G, B, A bytes in memory order), one per coverage value, and the same
    /// bytes split per channel for the 64-pixel store.
    let tables: UnsafeMutablePointer<cpx_coverage_tables>

    /// Tables for `color`, with `curve` (256 entries) mapping raw coverage to the coverage blended.
    init(color: Color, curve: [UInt8]? = nil) {
        tables = .allocate(capacity: 1)
        let premultiplied = SourceColor(color)
        UnsafeMutableRawPointer(tables).withMemoryRebound(to: UInt32.self, capacity: 256) { pixels in
            for raw in 0..<256 {
                // No coverage is no paint whatever the curve says (the store loops rely on it).
                let coverage = raw == 0 ? 0 : UInt32(curve?[raw] ?? UInt8(raw))
                let red = div255(premultiplied.red * coverage), green = div255(premultiplied.green * coverage)
                let blue = div255(premultiplied.blue * coverage), alpha = div255(premultiplied.alpha * coverage)
                pixels[raw] = (red | green << 8 | blue << 16 | alpha << 24).littleEndian  // R, G, B, A in memory
            }
        }
        cpx_tables_prepare(tables)
    }

    deinit {
        tables.deallocate()
    }

    /// Blends `count` coverage bytes onto `count` pixels.
    @inline(__always)
    func blendRow(_ coverage: UnsafePointer<UInt8>, _ pixels: UnsafeMutableRawPointer, count: Int) {
        CoverageBlender.blendRow(tables: tables, coverage, pixels, count: count)
    }

    /// Blends `count` coverage bytes onto `count` pixels with the `tables` of a live blender (eight pixels a
    /// step in vector registers; eight coverage bytes of 0 leave their pixels as they are).
    @inline(__always)
    static func blendRow(tables: UnsafePointer<cpx_coverage_tables>, _ coverage: UnsafePointer<UInt8>,
                         _ pixels: UnsafeMutableRawPointer, count: Int) {
        cpx_blend_coverage_row(tables, coverage, pixels.assumingMemoryBound(to: UInt8.self), count)
    }

    /// Stores the table's pixel for each of `count` coverage bytes onto `count` pixels known to be transparent
    /// black, without reading them: what blending onto them gives.
    @inline(__always)
    static func storeRow(tables: UnsafePointer<cpx_coverage_tables>, _ coverage: UnsafePointer<UInt8>,
                         _ pixels: UnsafeMutableRawPointer, count: Int) {
        cpx_store_coverage_rect(tables, coverage, count, pixels.assumingMemoryBound(to: UInt8.self), count * 4, count, 1)
    }
}
