// imagediff-bench: the in-process half of Benchmarks/imagediff.sh (issue 27).
//
//   imagediff-bench make-pair SCREENSHOT OUT.png          a copy of SCREENSHOT with a few "words" moved (3 patches)
//   imagediff-bench make-folder N SCREENSHOT... BASE ACT   N pairs: each baseline a screenshot, each actual the same
//                                                          with patches moved at a place that depends on the pair
//   imagediff-bench time RUNS A.png B.png                  prints one JSON object: decode, diff and pair timings
//
// Timings: each workload runs RUNS times after one warm-up; best and median in milliseconds. Decoding reads the
// file's bytes once, outside the timing (as the Wuffs peer does); "pair" times what png-diff does in-process:
// read and decode both files, compare (with anti-aliasing detection), no diff image.
import Foundation
import ImageDiff
import Raster

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("imagediff-bench: \(message)\n".utf8))
    exit(2)
}

/// Copies three 180 × 48 patches of `image` to other places: a screenshot that differs by a few words.
func movedWords(_ image: StraightImage, seed: Int) throws -> StraightImage {
    var pixels = image.pixels
    let (width, height) = (image.width, image.height)
    for patch in 0..<3 {
        let sourceX = (97 * (seed + patch * 7)) % max(1, width - 180), sourceY = (331 * (seed + patch * 5) + 200) % max(1, height - 48)
        let targetX = (53 * (seed + patch * 3) + 40) % max(1, width - 180), targetY = (197 * (seed + patch * 11) + 600) % max(1, height - 48)
        for row in 0..<48 where sourceY + row < height && targetY + row < height {
            let from = ((sourceY + row) * width + sourceX) * 4, to = ((targetY + row) * width + targetX) * 4
            pixels.replaceSubrange(to..<to + min(180, width - targetX) * 4, with: image.pixels[from..<from + min(180, width - targetX) * 4])
        }
    }
    return try StraightImage(width: width, height: height, pixels: pixels)
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// Best and median of `runs` timed calls of `body` (after one untimed call).
func time(_ runs: Int, _ body: () throws -> Void) rethrows -> (best: Double, median: Double) {
    try body()
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs { samples.append(milliseconds(try clock.measure(body))) }
    samples.sort()
    return (samples[0], samples[samples.count / 2])
}

let arguments = CommandLine.arguments.dropFirst()
do {
    switch arguments.first {
    case "make-pair":
        guard arguments.count == 3 else { fail("usage: make-pair SCREENSHOT OUT.png") }
        let image = try PNGDecoder().readStraight(contentsOf: arguments[arguments.startIndex + 1])
        try PNGEncoder().write(movedWords(image, seed: 1), to: arguments[arguments.startIndex + 2])
    case "make-folder":
        let rest = Array(arguments.dropFirst())
        guard rest.count >= 4, let count = Int(rest[0]) else { fail("usage: make-folder N SCREENSHOT... BASE ACT") }
        let screenshots = try rest[1..<rest.count - 2].map { try PNGDecoder().readStraight(contentsOf: $0) }
        let (base, actual) = (rest[rest.count - 2], rest[rest.count - 1])
        try RasterFile.createDirectories(base)
        try RasterFile.createDirectories(actual)
        for index in 0..<count {
            let screenshot = screenshots[index % screenshots.count]
            let name = "screen-\(String(format: "%03d", index)).png"
            try PNGEncoder().write(screenshot, to: "\(base)/\(name)")
            try PNGEncoder().write(movedWords(screenshot, seed: index + 1), to: "\(actual)/\(name)")
        }
    case "time":
        let rest = Array(arguments.dropFirst())
        guard rest.count == 3, let runs = Int(rest[0]), runs > 0 else { fail("usage: time RUNS A.png B.png") }
        let (pathA, pathB) = (rest[1], rest[2])
        let decoder = PNGDecoder()
        let bytesA = try decoder.bytes(contentsOf: pathA), bytesB = try decoder.bytes(contentsOf: pathB)
        let a = try decoder.decodeStraight(bytesA), b = try decoder.decodeStraight(bytesB)
        let megapixels = Double(a.width * a.height) / 1e6
        var single = DiffOptions()
        single.parallel = false
        single.makesDiffImage = false
        var parallel = single
        parallel.parallel = true
        let changed = try ImageDiffer(options: single).compare(a, b)
        var report: [String: Any] = [
            "width": a.width, "height": a.height, "megapixels": megapixels,
            "mismatched": changed.mismatched, "antialiased": changed.antialiased,
        ]
        func record(_ name: String, _ timing: (best: Double, median: Double)) {
            report[name] = ["best": timing.best, "median": timing.median]
        }
        record("decode", try time(runs) { _ = try decoder.decodeStraight(bytesA) })
        record("decodeB", try time(runs) { _ = try decoder.decodeStraight(bytesB) })
        record("diffChanged1", try time(runs) { _ = try ImageDiffer(options: single).compare(a, b) })
        record("diffIdentical1", try time(runs) { _ = try ImageDiffer(options: single).compare(a, a) })
        var withImage = single
        withImage.makesDiffImage = true
        record("diffChangedImage1", try time(runs) { _ = try ImageDiffer(options: withImage).compare(a, b) })
        record("diffChangedParallel", try time(runs) { _ = try ImageDiffer(options: parallel).compare(a, b) })
        record("pairIdentical1", try time(runs) {
            _ = try ImageDiffer(options: single).compare(decoder.readStraight(contentsOf: pathA), decoder.readStraight(contentsOf: pathA))
        })
        record("read", try time(runs) { _ = try decoder.bytes(contentsOf: pathA) })
        record("readDecode", try time(runs) { _ = try decoder.readStraight(contentsOf: pathA) })
        record("pair1", try time(runs) {
            _ = try ImageDiffer(options: single).compare(decoder.readStraight(contentsOf: pathA), decoder.readStraight(contentsOf: pathB))
        })
        // png-diff's allocator settings (Sources/tools/png-diff/Main.swift): freed images are reused, not faulted in again.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        if let symbol = dlsym(nil, "mallopt") {
            let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
            _ = mallopt(-3, 32 << 20)  // M_MMAP_THRESHOLD
            _ = mallopt(-1, 1 << 30)   // M_TRIM_THRESHOLD
        }
        record("pair1Tuned", try time(runs) {
            _ = try ImageDiffer(options: single).compare(decoder.readStraight(contentsOf: pathA), decoder.readStraight(contentsOf: pathB))
        })
        let data = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    default:
        fail("usage: imagediff-bench make-pair|make-folder|time …")
    }
} catch {
    fail("\(error)")
}
