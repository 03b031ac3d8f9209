import ChatSamples
import CPixels
import Raster
import Testing
@testable import TextRender

/// The vector blending loops of CPixels against source-over written out per channel, over random rows of every
/// length around the eight-pixel step (so both the vector body and the scalar tail are checked), with empty,
/// full and partial coverage and opaque, translucent and transparent pixels underneath.
@Suite struct BlendingKernelTests {
    /// x / 255 rounded to nearest, computed in floating point (independent of the kernels' integer trick).
    private static func divide255(_ value: Int) -> Int { Int((Double(value) / 255).rounded()) }

    /// Random coverage bytes; with `runs`, mostly full with a few partial or empty bytes (a box's inside, where whole
    /// eight-pixel groups are fully covered).
    private static func randomRow(_ count: Int, _ random: inout SplitMix64, runs: Bool = false) -> [UInt8] {
        (0..<count).map { _ in
            switch random.next() % (runs ? 24 : 4) {
            case 0: 0
            case 1: 255
            case 2, 3: UInt8(truncatingIfNeeded: random.next())
            default: 255
            }
        }
    }

    /// A random premultiplied pixel (every colour channel at most the alpha).
    private static func randomPixels(_ count: Int, _ random: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<count {
            let alpha = [0, 255, Int(random.next() % 256)][Int(random.next() % 3)]
            for _ in 0..<3 { bytes.append(UInt8(alpha == 0 ? 0 : Int(random.next() % UInt64(alpha + 1)))) }
            bytes.append(UInt8(alpha))
        }
        return bytes
    }

    @Test func coverageRowsEqualPerChannelSourceOver() {
        var random = SplitMix64(seed: 7)
        for count in Array(0...41) + [255, 256, 780] {
            for runs in [false, true] {
                let color = Color(red: UInt8(random.next() % 256), green: UInt8(random.next() % 256),
                                  blue: UInt8(random.next() % 256), alpha: [255, 128, 1][count % 3])
                let blender = CoverageBlender(color: color)
                let coverage = Self.randomRow(count, &random, runs: runs)
                let destination = Self.randomPixels(count, &random)
                let premultiplied = color.premultiplied
                let channels = [premultiplied.red, premultiplied.green, premultiplied.blue, premultiplied.alpha].map(Int.init)
                var expected = destination
                for pixel in 0..<count {
                    let c = Int(coverage[pixel]), alpha = Self.divide255(channels[3] * c)
                    for k in 0..<4 {
                        expected[pixel * 4 + k] = UInt8(Self.divide255(channels[k] * c)
                                                        + Self.divide255(Int(destination[pixel * 4 + k]) * (255 - alpha)))
                    }
                }
                var blended = destination
                blended.withUnsafeMutableBufferPointer { pixels in
                    cpx_blend_coverage_row(blender.tables, coverage, pixels.baseAddress, count)
                }
                #expect(blended == expected, "blend, \(count) pixels, runs: \(runs)")

                // Onto transparent pixels, the store gives what blending gives.
                var onTransparent = [UInt8](repeating: 0, count: count * 4)
                onTransparent.withUnsafeMutableBufferPointer { cpx_blend_coverage_row(blender.tables, coverage, $0.baseAddress, count) }
                for (name, store) in Self.stores {
                    var stored = [UInt8](repeating: 0, count: count * 4)
                    stored.withUnsafeMutableBufferPointer { store(blender.tables, coverage, count, $0.baseAddress, count * 4, count, 1) }
                    #expect(stored == onTransparent, "\(name) store, \(count) pixels")
                }
            }
        }
    }

    /// The store implementations this CPU runs: the portable one, and the AVX-512 VBMI one where there is one.
    private static var stores: [(String, StoreRect)] {
        var stores: [(String, StoreRect)] = [("portable", cpx_store_coverage_rect_portable),
                                             ("dispatched", cpx_store_coverage_rect)]
        if cpx_avx512_available() != 0 { stores.append(("AVX-512", cpx_store_coverage_rect_avx512)) }
        return stores
    }

    private typealias StoreRect = (UnsafePointer<cpx_coverage_tables>?, UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?,
                                   Int, Int, Int) -> Void

    /// A glyph-like rect stored into the middle of a wider image: every pixel of the rect is the table's pixel for
    /// its coverage, and no pixel outside the rect (left, right, above, below, in the padding) is touched.
    @Test func storedRectsFillExactlyTheirBox() {
        var random = SplitMix64(seed: 13)
        for (width, rows) in [(1, 1), (5, 3), (16, 2), (17, 4), (30, 40), (63, 2), (64, 3), (65, 2), (130, 3), (200, 1)] {
            let blender = CoverageBlender(color: Color(red: 200, green: 30, blue: 90, alpha: 230))
            let stride = width + 3
            let coverage = Self.randomRow(stride * rows, &random)
            let imageWidth = width + 10, originX = 4, originY = 2, sentinel: UInt8 = 0xA5
            for (name, store) in Self.stores {
                var image = [UInt8](repeating: sentinel, count: imageWidth * (rows + 4) * 4)
                for row in 0..<rows {  // the rect's pixels start transparent
                    for byte in 0..<(width * 4) { image[((originY + row) * imageWidth + originX) * 4 + byte] = 0 }
                }
                image.withUnsafeMutableBufferPointer { pixels in
                    store(blender.tables, coverage, stride, pixels.baseAddress! + (originY * imageWidth + originX) * 4,
                          imageWidth * 4, width, rows)
                }
                var expected = [UInt8](repeating: sentinel, count: image.count)
                for row in 0..<rows {
                    for column in 0..<width {
                        let pixel = blender.tables.pointee.pixels(at: Int(coverage[row * stride + column]))
                        let at = ((originY + row) * imageWidth + originX + column) * 4
                        expected.replaceSubrange(at..<(at + 4), with: pixel)
                    }
                }
                #expect(image == expected, "\(name) store, \(width) × \(rows)")
            }
        }
    }

    @Test func sourceOverRowsEqualPerChannelSourceOver() {
        var random = SplitMix64(seed: 11)
        for count in Array(0...41) + [256, 1170] {
            let source = Self.randomPixels(count, &random), target = Self.randomPixels(count, &random)
            var expected = target
            for pixel in 0..<count {
                let alpha = Int(source[pixel * 4 + 3])
                for k in 0..<4 {
                    let value = Int(source[pixel * 4 + k]) + Self.divide255(Int(target[pixel * 4 + k]) * (255 - alpha))
                    expected[pixel * 4 + k] = UInt8(min(255, value))
                }
            }
            var composited = target
            composited.withUnsafeMutableBufferPointer { cpx_source_over_row(source, $0.baseAddress, count) }
            #expect(composited == expected, "\(count) pixels")
        }
    }
}

private extension cpx_coverage_tables {
    /// The four bytes of the table's pixel for `coverage`.
    func pixels(at coverage: Int) -> [UInt8] {
        withUnsafeBytes(of: pixels) { Array($0[(coverage * 4)..<(coverage * 4 + 4)]) }
    }
}
