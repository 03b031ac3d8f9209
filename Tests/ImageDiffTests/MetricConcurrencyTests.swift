import Foundation
@testable import ImageDiff
import Raster
import Testing

/// CIEDE2000 and SSIM against their references: Sharma's published test pairs and scikit-image 0.26 (the fixtures
/// and the script that made them are in Fixtures/metrics/).
@Suite struct MetricConcurrencyTests {
    static let folder = Fixtures.directory(of: #filePath) + "/Fixtures/metrics"

    /// The rows of a fixture TSV (comments skipped), split at tabs.
    static func rows(_ name: String) throws -> [[String]] {
        let text = try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
    }

    static func number(_ text: String) throws -> Double {
        try #require(Double(text), "not a number: \(text)")
    }

    @Test func ciede2000MatchesSharmasPublishedPairsAndScikitImage() throws {
        let published = try Self.rows("sharma-ciede2000.tsv")
        let skimage = try Self.rows("ciede2000-skimage.tsv")
        #expect(published.count == 34 && skimage.count == 34)
        for (row, reference) in zip(published, skimage) {
            let values = try row.map(Self.number)
            let first = ColorDifference.Lab(l: values[1], a: values[2], b: values[3])
            let second = ColorDifference.Lab(l: values[4], a: values[5], b: values[6])
            let distance = ColorDifference.ciede2000(first, second)
            #expect(abs(distance - values[7]) <= 0.00005, "pair \(row[0]): \(distance), published \(values[7])")
            #expect(abs(distance - (try Self.number(reference[1]))) <= 1e-6, "pair \(row[0]): \(distance), skimage \(reference[1])")
            // The formula is symmetric.
            #expect(abs(ColorDifference.ciede2000(second, first) - distance) <= 1e-12)
        }
    }

    @Test func srgbToLabAndCiede2000MatchScikitImage() throws {
        let rows = try Self.rows("srgb-ciede2000-skimage.tsv")
        #expect(rows.count == 300)
        for row in rows {
            let bytes = row[0..<6].compactMap { UInt8($0) }
            let expected = try row[6...].map(Self.number)
            let first = ColorDifference.lab(bytes[0], bytes[1], bytes[2], 255)
            let second = ColorDifference.lab(bytes[3], bytes[4], bytes[5], 255)
            for (ours, theirs) in zip([first.l, first.a, first.b, second.l, second.a, second.b], expected) {
                #expect(abs(ours - theirs) <= 1e-6, "\(row)")
            }
            #expect(abs(ColorDifference.ciede2000(first, second) - expected[6]) <= 1e-6, "\(row)")
        }
    }

    /// Through `ImageDiffer`: one pixel a pair, a pixel differs where scikit-image's ΔE00 is above the limit.
    @Test func deltaEMetricCountsThePairsAboveTheLimit() throws {
        let rows = try Self.rows("srgb-ciede2000-skimage.tsv")
        var first: [UInt8] = [], second: [UInt8] = []
        var expected = 0
        for row in rows {
            let bytes = row[0..<6].compactMap { UInt8($0) }
            first += bytes[0..<3] + [255]
            second += bytes[3..<6] + [255]
            if try Self.number(row[12]) > 2.0 && bytes[0..<3] != bytes[3..<6] { expected += 1 }
        }
        var options = DiffOptions()
        options.metric = .deltaE2000(maximumDistance: 2.0)
        options.includeAA = true  // unrelated neighbours: judge every pixel by its colour alone
        let result = try ImageDiffer(options: options).compare(StraightImage(width: rows.count, height: 1, pixels: first),
                                                               StraightImage(width: rows.count, height: 1, pixels: second))
        #expect(expected > 50 && expected < 290)
        #expect(result.mismatched == expected)
        #expect(result.similarity == nil)
    }

    @Test(arguments: ["photo", "ui", "alpha"])
    func ssimMatchesScikitImage(_ name: String) throws {
        let reference = try #require(try Self.rows("ssim-skimage.tsv").first { $0[0] == name })
        let a = try PNGDecoder().readStraight(contentsOf: "\(Self.folder)/ssim-\(name)-a.png")
        let b = try PNGDecoder().readStraight(contentsOf: "\(Self.folder)/ssim-\(name)-b.png")
        #expect(a.width == Int(reference[1]) && a.height == Int(reference[2]))
        var options = DiffOptions()
        options.metric = .ssim(minimumSimilarity: 0.9)
        for parallel in [false, true] {
            options.parallel = parallel
            let result = try ImageDiffer(options: options).compare(a, b)
            let mean = try #require(result.similarity)
            #expect(abs(mean - (try Self.number(reference[3]))) <= 1e-6, "\(name): \(mean), skimage \(reference[3])")
            guard FileManager.default.fileExists(atPath: "\(Self.folder)/ssim-\(name)-map.tsv") else { continue }
            let map = try Self.rows("ssim-\(name)-map.tsv").map { try Self.number($0[0]) }
            #expect(result.mismatched == map.filter { $0 < 0.9 }.count)
            var ours: [Double] = []
            a.pixels.withUnsafeBufferPointer { first in
                b.pixels.withUnsafeBufferPointer { second in
                    StructuralSimilarity(width: a.width, height: a.height)
                        .map(first.baseAddress!, second.baseAddress!, rows: 0..<a.height) { _, values in ours += values }
                }
            }
            #expect(ours.count == map.count)
            let worst = zip(ours, map).map { abs($0 - $1) }.max() ?? 0
            #expect(worst <= 1e-6, "\(name): the SSIM maps differ by up to \(worst)")
        }
    }

    @Test func identicalImagesHaveAnSSIMOfOne() throws {
        let image = try PNGDecoder().readStraight(contentsOf: "\(Self.folder)/ssim-photo-a.png")
        var options = DiffOptions()
        options.metric = .ssim(minimumSimilarity: DiffMetric.defaultMinimumSimilarity)
        let result = try ImageDiffer(options: options).compare(image, image)
        #expect(result.similarity == 1 && result.mismatched == 0 && result.isWithinTolerance)
    }

    @Test func metricOptionsAreChecked() {
        for metric in [DiffMetric.deltaE2000(maximumDistance: -1), .deltaE2000(maximumDistance: .nan),
                       .ssim(minimumSimilarity: 1.5), .ssim(minimumSimilarity: .infinity)] {
            var options = DiffOptions()
            options.metric = metric
            #expect(throws: DiffError.self) { try options.validate() }
        }
    }
}
