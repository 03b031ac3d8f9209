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

    private static func randomRow(_ count: Int, _ random: inout SplitMix64) -> [UInt8] {
        (0..<count).map { _ in
            switch random.next() % 4 {
            case 0: 0
            case 1: 255
            default: UInt8(truncatingIfNeeded: random.next())
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
            let color = Color(red: UInt8(random.next() % 256), green: UInt8(random.next() % 256),
                              blue: UInt8(random.next() % 256), alpha: [255, 128, 1][count % 3])
            let blender = CoverageBlender(color: color)
            let coverage = Self.randomRow(count, &random)
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
            #expect(blended == expected, "blend, \(count) pixels")

            // Onto transparent pixels, the store gives what blending gives.
            var stored = [UInt8](repeating: 0, count: count * 4), onTransparent = stored
            stored.withUnsafeMutableBufferPointer { cpx_store_coverage_row(blender.tables, coverage, $0.baseAddress, count) }
            onTransparent.withUnsafeMutableBufferPointer { cpx_blend_coverage_row(blender.tables, coverage, $0.baseAddress, count) }
            #expect(stored == onTransparent, "store, \(count) pixels")
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
