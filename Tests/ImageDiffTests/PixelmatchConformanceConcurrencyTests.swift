import Foundation
import ImageDiff
import Raster
import Testing

/// Every case of pixelmatch v7.2.0's test suite: same mismatch count, same diff image, pixel for pixel.
@Suite struct PixelmatchConformanceConcurrencyTests {
    static let cases = (try? Fixtures.cases()) ?? []

    @Test func allCasesAreLoaded() throws {
        #expect(try Fixtures.cases().count == 12)
    }

    @Test(arguments: cases)
    func matchesPixelmatch(_ testCase: Fixtures.Case) throws {
        let first = try Fixtures.image(testCase.first)
        let second = try Fixtures.image(testCase.second)
        let expected = try Fixtures.image(testCase.expectedDiff)
        let options = try Self.options(fromJSON: testCase.optionsJSON)

        let result = try ImageDiffer(options: options).compare(first, second)
        #expect(result.mismatched == testCase.expectedMismatch)
        let diff = try #require(result.diffImage)
        #expect(diff.width == expected.width && diff.height == expected.height)
        let differing = zip(diff.pixels, expected.pixels).indices(where: { $0 != $1 })
        let summary = "\(differing.count) bytes differ from \(testCase.expectedDiff).png, first at \(differing.first ?? -1)"
        #expect(differing.count == 0, "\(summary)")

        // pixelmatch also checks the count without an output image; so do we, and on one thread.
        var countOnly = options
        countOnly.makesDiffImage = false
        countOnly.parallel = false
        let counted = try ImageDiffer(options: countOnly).compare(first, second)
        #expect(counted.mismatched == testCase.expectedMismatch)
        #expect(counted.diffImage == nil)
    }

    /// pixelmatch's options object → `DiffOptions`.
    static func options(fromJSON json: String) throws -> DiffOptions {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var options = DiffOptions()
        func color(_ key: String) throws -> Color? {
            guard let value = object[key] as? [Int] else { return nil }
            try #require(value.count == 3)
            return Color(red: UInt8(value[0]), green: UInt8(value[1]), blue: UInt8(value[2]))
        }
        if let threshold = object["threshold"] as? Double { options.threshold = threshold }
        if let alpha = object["alpha"] as? Double { options.alpha = alpha }
        if let includeAA = object["includeAA"] as? Bool { options.includeAA = includeAA }
        if let diffMask = object["diffMask"] as? Bool { options.diffMask = diffMask }
        if let checkerboard = object["checkerboard"] as? Bool { options.checkerboard = checkerboard }
        if let aaColor = try color("aaColor") { options.aaColor = aaColor }
        if let diffColor = try color("diffColor") { options.diffColor = diffColor }
        options.diffColorAlt = try color("diffColorAlt")
        return options
    }
}

extension Sequence {
    /// Offsets of the elements that satisfy `predicate`.
    func indices(where predicate: (Element) -> Bool) -> [Int] {
        enumerated().filter { predicate($0.element) }.map(\.offset)
    }
}
