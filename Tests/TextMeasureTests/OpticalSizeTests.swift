import Foundation
import Testing
@testable import TextMeasure

/// Issue 26, optical size: Roboto Flex (opsz 8…144, default 14) measured with opsz = the point size, as Core Text
/// does, against HarfBuzz's own shaping with `opsz` set (uharfbuzz, `Fixtures/make_fixtures.py`) of each word with its
/// trailing spaces — the pieces Letterpress shapes and caches; the fixture's messages break only at spaces. (The
/// fixture also holds each whole message shaped at once: 16 of its 400 differ, where Roboto Flex kerns across a space,
/// which word-by-word shaping leaves out by design.)
@Suite struct OpticalSizeTests {
    struct Fixture: Decodable {
        struct Case: Decodable {
            var text: String
            var `default`: Int
            var opsz: [String: Int]
        }
        var unitsPerEm: Int
        var sizes: [Int]
        var cases: [Case]
    }

    static let fontPath = Support.fixtures + "/Fonts/RobotoFlex.ttf"
    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: Support.fixtures + "/roboto-flex-opsz-widths.json")
        do { return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url)) } catch { fatalError("\(error)") }
    }()

    @Test func widthsFollowTheOpticalSizeLikeHarfBuzzWithOpszSet() throws {
        let measurer = TextMeasurer(fonts: try FontLibrary.embedded())
        let fixture = Self.fixture
        #expect(fixture.cases.count == 400 && fixture.sizes == [8, 12, 17, 40, 72])
        var largestChange = 0.0
        for item in fixture.cases {
            for size in fixture.sizes {
                let pt = Double(size)
                let expected = Double(try #require(item.opsz[String(size)])) * pt / Double(fixture.unitsPerEm)
                let automatic = try measurer.measure(item.text, style: TextStyle(fontFile: Self.fontPath, size: pt)).rawSize.width
                #expect(abs(automatic - expected) <= 1e-9 * max(1, expected), "\(size) pt: \(item.text)")
                let explicit = try measurer.measure(item.text, style: TextStyle(
                    fontFile: Self.fontPath, size: pt, variations: ["opsz": pt], opticalSizing: .none)).rawSize.width
                #expect(explicit == automatic)
                let plain = try measurer.measure(item.text, style: TextStyle(fontFile: Self.fontPath, size: pt, opticalSizing: .none)).rawSize.width
                let expectedPlain = Double(item.default) * pt / Double(fixture.unitsPerEm)
                #expect(abs(plain - expectedPlain) <= 1e-9 * max(1, expectedPlain))
                largestChange = max(largestChange, abs(automatic - plain) / plain)
            }
        }
        // The fixture's texts change by up to 21 % between opsz 8 or 72 and the default instance.
        #expect(largestChange > 0.2)
    }
}
