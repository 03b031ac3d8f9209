import Foundation
import Raster

/// Locates test fixtures relative to this source file, so tests run from any working directory.
enum Fixtures {
    /// `Tests/ImageDiffTests/Fixtures/pixelmatch-v7.2.0` in this repository.
    static let pixelmatch = directory(of: #filePath) + "/Fixtures/pixelmatch-v7.2.0"

    /// The folder part of a path.
    static func directory(of path: String) -> String {
        String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    }

    /// Decodes a pixelmatch fixture (by name without extension) to straight RGBA.
    static func image(_ name: String) throws -> StraightImage {
        try PNGDecoder().readStraight(contentsOf: "\(pixelmatch)/\(name).png")
    }

    /// One row of `cases.tsv`.
    struct Case: CustomStringConvertible, Sendable {
        let first: String
        let second: String
        let expectedDiff: String
        let optionsJSON: String
        let expectedMismatch: Int

        var description: String { "\(first) vs \(second) → \(expectedDiff) \(optionsJSON)" }
    }

    /// Every case of `cases.tsv` (comments skipped).
    static func cases() throws -> [Case] {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: "\(pixelmatch)/cases.tsv")), as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, let count = Int(fields[4]) else { return nil }
            return Case(first: fields[0], second: fields[1], expectedDiff: fields[2], optionsJSON: fields[3],
                        expectedMismatch: count)
        }
    }
}
