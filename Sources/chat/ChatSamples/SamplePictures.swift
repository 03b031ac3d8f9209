import Foundation
import Raster

/// The sample pictures of `Samples/media/`, drawn by code (no photograph's licence to keep): a harbour at sunset,
/// a mountain lake in portrait, a panorama of hills, a sticker with a transparent background and an app screenshot.
/// Every pixel is a function of its coordinates, so the files are the same on every machine.
public enum SamplePictures {
    /// A picture's file name, its size in pixels and how it is drawn.
    public struct Picture: Sendable {
        /// The file name in the media folder.
        public var name: String
        /// The width in pixels.
        public var width: Int
        /// The height in pixels.
        public var height: Int
        let shade: @Sendable (Double, Double) -> (Double, Double, Double, Double)
    }

    /// Every sample picture.
    public static let all: [Picture] = [
        Picture(name: "harbour.png", width: 800, height: 600, shade: harbour),
        Picture(name: "lake.png", width: 540, height: 960, shade: lake),
        Picture(name: "hills.png", width: 1200, height: 300, shade: hills),
        Picture(name: "sticker-cat.png", width: 256, height: 256, shade: cat),
        Picture(name: "screenshot.png", width: 375, height: 667, shade: screenshot),
    ]

    /// Writes the pictures missing from `folder` (created if needed); returns the names written.
    @discardableResult
    public static func write(to folder: URL, replacing: Bool = false) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [String] = []
        for picture in all {
            let url = folder.appendingPathComponent(picture.name)
            if !replacing && FileManager.default.fileExists(atPath: url.path) { continue }
            try PNGEncoder(compression: .small).write(try image(picture), to: url.path)
            written.append(picture.name)
        }
        return written
    }

    /// A picture drawn: each pixel's shade at its centre, in unit coordinates (premultiplied RGBA).
    public static func image(_ picture: Picture) throws -> Image {
        var pixels = [UInt8](repeating: 0, count: picture.width * picture.height * 4)
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                let (r, g, b, a) = picture.shade((Double(x) + 0.5) / Double(picture.width), (Double(y) + 0.5) / Double(picture.height))
                let i = (y * picture.width + x) * 4
                func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * a * 255).rounded()))) }
                pixels[i] = byte(r)
                pixels[i + 1] = byte(g)
                pixels[i + 2] = byte(b)
                pixels[i + 3] = UInt8(max(0, min(255, (a * 255).rounded())))
            }
        }
        return try Image(width: picture.width, height: picture.height, pixels: pixels)
    }

    // MARK: Shaders

    private static func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double) -> (Double, Double, Double) {
        let t = max(0, min(1, t))
        return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
    }

    /// 1 inside, 0 outside, smooth over `edge` around the boundary of a signed distance.
    private static func inside(_ distance: Double, edge: Double = 0.004) -> Double { max(0, min(1, 0.5 - distance / edge)) }

    @Sendable private static func harbour(_ x: Double, _ y: Double) -> (Double, Double, Double, Double) {
        let horizon = 0.58
        var color = mix((0.16, 0.27, 0.55), (0.98, 0.68, 0.40), y / horizon)
        let sun = hypot((x - 0.68) * 1.33, y - 0.46) - 0.08
        color = mix(color, (1.0, 0.86, 0.55), inside(sun, edge: 0.006))
        if y > horizon {
            let depth = (y - horizon) / (1 - horizon)
            color = mix((0.85, 0.52, 0.35), (0.06, 0.20, 0.33), depth)
            let ripple = sin(y * 260 + sin(x * 40) * 2)
            if abs(x - 0.68) < 0.09 * (1 - depth) + 0.02, ripple > 0.3 { color = mix(color, (1.0, 0.80, 0.5), 0.7) }
        }
        let hill = horizon - 0.06 * (sin(x * 9) * 0.5 + 0.5) - 0.03 * sin(x * 23 + 1)
        if x < 0.45, y < horizon { color = mix(color, (0.12, 0.14, 0.22), inside(hill - y, edge: 0.004)) }
        // A boat.
        let hull = abs(x - 0.3) < 0.07 - (y - 0.72) * 0.6 && y > 0.70 && y < 0.74
        if hull { color = (0.1, 0.08, 0.1) }
        if abs(x - 0.3) < 0.003 && y > 0.56 && y < 0.70 { color = (0.1, 0.08, 0.1) }
        if x > 0.3, x < 0.3 + (0.70 - y) * 0.45, y > 0.58, y < 0.69 { color = mix(color, (0.95, 0.92, 0.85), 0.9) }
        return (color.0, color.1, color.2, 1)
    }

    @Sendable private static func lake(_ x: Double, _ y: Double) -> (Double, Double, Double, Double) {
        var color = mix((0.45, 0.63, 0.86), (0.86, 0.91, 0.96), y / 0.45)
        let peak = 0.22 + abs(x - 0.55) * 0.9 + 0.02 * sin(x * 30)
        color = mix(color, (0.35, 0.38, 0.46), inside(peak - y))
        if y > peak, y < peak + 0.05, y < 0.3 { color = mix(color, (0.97, 0.97, 1.0), 0.85) }
        let forest = 0.52 - 0.03 * abs(sin(x * 60))
        color = mix(color, (0.12, 0.30, 0.20), inside(forest - y))
        if y > 0.56 {
            let mirrored = 1.12 - y
            color = mix((0.20, 0.42, 0.55), (0.10, 0.22, 0.32), (y - 0.56) / 0.44)
            if mirrored > peak { color = mix(color, (0.30, 0.34, 0.42), 0.35) }
        }
        return (color.0, color.1, color.2, 1)
    }

    @Sendable private static func hills(_ x: Double, _ y: Double) -> (Double, Double, Double, Double) {
        var color = mix((0.98, 0.80, 0.55), (0.62, 0.78, 0.92), 1 - y)
        for (index, layer) in [(0.45, 0.20, 5.0, (0.48, 0.58, 0.62)), (0.6, 0.16, 8.0, (0.30, 0.45, 0.40)),
                               (0.75, 0.12, 13.0, (0.16, 0.30, 0.22))].enumerated() {
            let ridge = layer.0 - layer.1 * (0.5 + 0.5 * sin(x * layer.2 + Double(index) * 2.1))
            color = mix(color, layer.3, inside(ridge - y, edge: 0.01))
        }
        return (color.0, color.1, color.2, 1)
    }

    @Sendable private static func cat(_ x: Double, _ y: Double) -> (Double, Double, Double, Double) {
        let head = hypot(x - 0.5, (y - 0.56) * 1.1) - 0.36
        // Ears: triangles opening down from their tips, cut at the head.
        let leftEar = max(abs(x - 0.26) * 2.2 - (y - 0.07), y - 0.42)
        let rightEar = max(abs(x - 0.74) * 2.2 - (y - 0.07), y - 0.42)
        let shape = min(head, leftEar * 0.45, rightEar * 0.45)
        let alpha = inside(shape, edge: 0.008)
        guard alpha > 0 else { return (0, 0, 0, 0) }
        var color = (0.98, 0.66, 0.25)
        let outline = inside(abs(shape + 0.012) - 0.012, edge: 0.008)
        for eye in [0.37, 0.63] { color = mix(color, (0.12, 0.10, 0.10), inside(hypot(x - eye, (y - 0.52) * 0.8) - 0.045)) }
        color = mix(color, (0.93, 0.40, 0.45), inside(hypot(x - 0.5, y - 0.64) - 0.03))
        let smile = abs(hypot(x - 0.5, y - 0.62) - 0.1) - 0.008
        if y > 0.66 { color = mix(color, (0.3, 0.15, 0.1), inside(smile)) }
        color = mix(color, (0.35, 0.20, 0.08), outline)
        return (color.0, color.1, color.2, alpha)
    }

    @Sendable private static func screenshot(_ x: Double, _ y: Double) -> (Double, Double, Double, Double) {
        var color = (0.95, 0.95, 0.97)
        if y < 0.09 { color = (0.16, 0.45, 0.85) }
        // A card with text lines, a red error banner and a button.
        let card = x > 0.05 && x < 0.95 && y > 0.13 && y < 0.62
        if card { color = (1, 1, 1) }
        for line in 0..<7 {
            let top = 0.17 + Double(line) * 0.035
            let length = [0.8, 0.65, 0.72, 0.5, 0.78, 0.6, 0.4][line]
            if card, y > top, y < top + 0.013, x > 0.1, x < 0.1 + length * 0.8 { color = (0.72, 0.74, 0.78) }
        }
        if y > 0.44, y < 0.52, x > 0.1, x < 0.9 { color = (0.99, 0.89, 0.89) }
        if y > 0.465, y < 0.48, x > 0.14, x < 0.7 { color = (0.85, 0.22, 0.22) }
        if y > 0.67, y < 0.73, x > 0.25, x < 0.75 { color = (0.16, 0.45, 0.85) }
        if y > 0.695, y < 0.705, x > 0.38, x < 0.62 { color = (1, 1, 1) }
        return (color.0, color.1, color.2, 1)
    }
}
