import ImageDiff
import Raster
import Testing

/// The additions beyond pixelmatch: regions, ignore areas, tolerance, size mismatch, validation, parallel rows.
@Suite struct ImageDifferConcurrencyTests {
    /// A white opaque canvas with black rectangles painted on it.
    static func canvas(width: Int, height: Int, black: [PixelRect] = []) throws -> StraightImage {
        var image = try StraightImage(width: width, height: height,
                                      pixels: [UInt8](repeating: 255, count: width * height * 4))
        for rect in black {
            for y in rect.y ..< rect.y + rect.height {
                for x in rect.x ..< rect.x + rect.width { image[x, y] = .black }
            }
        }
        return image
    }

    static func exact() -> DiffOptions {
        var options = DiffOptions()
        options.threshold = 0
        options.includeAA = true
        return options
    }

    @Test func identicalImagesHaveNoDifferences() throws {
        let image = try Self.canvas(width: 20, height: 10, black: [PixelRect(x: 3, y: 3, width: 4, height: 2)])
        let result = try ImageDiffer().compare(image, image)
        #expect(result.mismatched == 0)
        #expect(result.total == 200)
        #expect(result.regions.isEmpty)
        #expect(result.isWithinTolerance)
        // Identical pixels draw the faded first image: white stays white, black becomes 255 - 25.5 → 229.
        #expect(result.diffImage?[0, 0] == Color(red: 255, green: 255, blue: 255))
        #expect(result.diffImage?[3, 3] == Color(red: 229, green: 229, blue: 229))
    }

    @Test func regionsAreBoundingBoxesOfConnectedAreas() throws {
        let a = try Self.canvas(width: 40, height: 30)
        let squares = [PixelRect(x: 2, y: 2, width: 3, height: 3),
                       PixelRect(x: 20, y: 5, width: 6, height: 2),
                       PixelRect(x: 5, y: 5, width: 2, height: 2),    // touches the first diagonally
                       PixelRect(x: 30, y: 20, width: 1, height: 7)]
        let b = try Self.canvas(width: 40, height: 30, black: squares)
        let result = try ImageDiffer(options: Self.exact()).compare(a, b)
        #expect(result.mismatched == 9 + 12 + 4 + 7)
        #expect(result.regions == [PixelRect(x: 2, y: 2, width: 5, height: 5),
                                   PixelRect(x: 20, y: 5, width: 6, height: 2),
                                   PixelRect(x: 30, y: 20, width: 1, height: 7)])
    }

    @Test func diagonalNeighboursConnectAndSeparateColumnsDoNot() throws {
        let white = try Self.canvas(width: 200, height: 100)
        var checker = white
        for y in 0..<100 { for x in 0..<200 where (x + y) % 2 == 0 { checker[x, y] = .black } }
        let checkerResult = try ImageDiffer(options: Self.exact()).compare(white, checker)
        #expect(checkerResult.mismatched == 10_000)
        #expect(checkerResult.regions == [PixelRect(x: 0, y: 0, width: 200, height: 100)])

        let columns = (0..<67).map { PixelRect(x: $0 * 3, y: 0, width: 1, height: 100) }
        let striped = try Self.canvas(width: 200, height: 100, black: columns)
        let stripedResult = try ImageDiffer(options: Self.exact()).compare(white, striped)
        #expect(stripedResult.regions == columns)
    }

    @Test func regionMergeDistanceJoinsNearbyAreas() throws {
        let a = try Self.canvas(width: 40, height: 20)
        let glyphs = [PixelRect(x: 2, y: 2, width: 3, height: 5), PixelRect(x: 7, y: 2, width: 3, height: 5),
                      PixelRect(x: 12, y: 4, width: 2, height: 2), PixelRect(x: 30, y: 2, width: 2, height: 2)]
        let b = try Self.canvas(width: 40, height: 20, black: glyphs)
        var options = Self.exact()
        options.regionMergeDistance = 2
        let result = try ImageDiffer(options: options).compare(a, b)
        #expect(result.regions == [PixelRect(x: 2, y: 2, width: 12, height: 5), PixelRect(x: 30, y: 2, width: 2, height: 2)])
        options.regionMergeDistance = 1
        #expect(try ImageDiffer(options: options).compare(a, b).regions.count == 4)
    }

    @Test func ignoredRegionsDoNotCount() throws {
        let a = try Self.canvas(width: 30, height: 30)
        let b = try Self.canvas(width: 30, height: 30, black: [PixelRect(x: 5, y: 5, width: 10, height: 10),
                                                               PixelRect(x: 25, y: 25, width: 2, height: 2)])
        var options = Self.exact()
        options.ignoredRegions = [PixelRect(x: 0, y: 0, width: 12, height: 30)]
        let result = try ImageDiffer(options: options).compare(a, b)
        #expect(result.mismatched == 3 * 10 + 4)
        #expect(result.regions == [PixelRect(x: 12, y: 5, width: 3, height: 10), PixelRect(x: 25, y: 25, width: 2, height: 2)])
        #expect(result.diffImage?[6, 6] == Color(red: 255, green: 255, blue: 255))  // drawn like a match
        #expect(result.diffImage?[13, 6] == Color(red: 255, green: 0, blue: 0))
    }

    @Test func toleranceByPixelsAndRatio() throws {
        let a = try Self.canvas(width: 10, height: 10)
        let b = try Self.canvas(width: 10, height: 10, black: [PixelRect(x: 0, y: 0, width: 5, height: 1)])
        var options = Self.exact()
        for (tolerance, passes) in [(DiffTolerance.pixels(4), false), (.pixels(5), true),
                                    (.ratio(0.049), false), (.ratio(0.05), true), (.pixels(0), false)] {
            options.tolerance = tolerance
            let result = try ImageDiffer(options: options).compare(a, b)
            #expect(result.mismatched == 5)
            #expect(result.ratio == 0.05)
            #expect(result.isWithinTolerance == passes, "\(tolerance)")
        }
    }

    @Test func sizeMismatchComparesTheOverlapAndCountsTheRest() throws {
        let a = try Self.canvas(width: 10, height: 8, black: [PixelRect(x: 1, y: 1, width: 2, height: 2)])
        let b = try Self.canvas(width: 12, height: 6)
        let result = try ImageDiffer(options: Self.exact()).compare(a, b)
        // overlap 10×6 with 4 differing pixels; a's bottom strip 10×2 and b's right strip 2×6 are extra.
        #expect(result.sizeMismatch == SizeMismatch(first: PixelSize(width: 10, height: 8),
                                                    second: PixelSize(width: 12, height: 6), extraPixels: 32))
        #expect(result.sizeMismatch?.overlap == PixelSize(width: 10, height: 6))
        #expect(result.mismatched == 4 + 32)
        #expect(result.total == 60 + 32)
        #expect(result.width == 12 && result.height == 8)
        #expect(result.regions == [PixelRect(x: 10, y: 0, width: 2, height: 6),
                                   PixelRect(x: 1, y: 1, width: 2, height: 2),
                                   PixelRect(x: 0, y: 6, width: 10, height: 2)])
        let diff = try #require(result.diffImage)
        #expect(diff.width == 12 && diff.height == 8)
        #expect(diff[11, 0] == Color(red: 255, green: 0, blue: 0))   // only in b
        #expect(diff[0, 7] == Color(red: 255, green: 0, blue: 0))    // only in a
        #expect(diff[11, 7] == Color.clear)                           // in neither
        #expect(!result.isWithinTolerance)
    }

    @Test func darkerPixelsUseTheAlternativeColor() throws {
        let white = try Self.canvas(width: 4, height: 4)
        let black = try Self.canvas(width: 4, height: 4, black: [PixelRect(x: 0, y: 0, width: 4, height: 4)])
        var options = Self.exact()
        options.diffColorAlt = Color(red: 0, green: 255, blue: 0)
        #expect(try ImageDiffer(options: options).compare(white, black).diffImage?[1, 1] == Color(red: 0, green: 255, blue: 0))
        #expect(try ImageDiffer(options: options).compare(black, white).diffImage?[1, 1] == Color(red: 255, green: 0, blue: 0))
    }

    /// Hand-worked: a transparent pixel blended with white is white, so it matches opaque white only
    /// without the checkerboard (which blends it with 48/207 greys: dr = -207 at offset 0).
    @Test func checkerboardDecidesHowTransparencyCompares() throws {
        let transparent = try StraightImage(width: 3, height: 3, pixels: [UInt8](repeating: 0, count: 36))
        let white = try Self.canvas(width: 3, height: 3)
        var options = DiffOptions()
        options.includeAA = true
        #expect(try ImageDiffer(options: options).compare(transparent, white).mismatched == 9)
        options.checkerboard = false
        #expect(try ImageDiffer(options: options).compare(transparent, white).mismatched == 0)
    }

    @Test func premultipliedImagesCompareAsStoredInPNG() throws {
        let straight = try StraightImage(width: 2, height: 1, pixels: [200, 100, 50, 128, 10, 20, 30, 255])
        let image = Image(straight)
        let result = try ImageDiffer(options: Self.exact()).compare(image, try PNGDecoder().decode(PNGEncoder().encode(image)))
        #expect(result.mismatched == 0)
    }

    @Test func parallelAndSingleThreadedResultsAreIdentical() throws {
        for (name1, name2) in [("4a", "4b"), ("1a", "1b"), ("7a", "7b")] {
            let first = try Fixtures.image(name1)
            let second = try Fixtures.image(name2)
            var options = DiffOptions()
            options.threshold = 0.05
            options.parallel = false
            let single = try ImageDiffer(options: options).compare(first, second)
            options.parallel = true
            #expect(try ImageDiffer(options: options).compare(first, second) == single, "\(name1) vs \(name2)")
            if name1 == "4a" { #expect(single.mismatched == 36049) }
        }
    }

    @Test func invalidOptionsAreTypedErrors() throws {
        let image = try Self.canvas(width: 2, height: 2)
        let cases: [(WritableKeyPath<DiffOptions, Double>, Double, String)] = [
            (\.threshold, -0.1, "threshold"), (\.threshold, .nan, "threshold"), (\.alpha, 1.5, "alpha")]
        for (path, value, name) in cases {
            var options = DiffOptions()
            options[keyPath: path] = value
            #expect(throws: DiffError.invalidOption(name: name, value: "\(value)", reason: "must be between 0 and 1")) {
                try ImageDiffer(options: options).compare(image, image)
            }
        }
        var options = DiffOptions()
        options.regionMergeDistance = -1
        #expect(throws: DiffError.invalidOption(name: "regionMergeDistance", value: "-1", reason: "must be ≥ 0")) {
            try ImageDiffer(options: options).compare(image, image)
        }
        options = DiffOptions()
        options.tolerance = .ratio(2)
        #expect(throws: DiffError.self) { try ImageDiffer(options: options).compare(image, image) }
    }

    @Test func emptyImagesCompareEqual() throws {
        let empty = try StraightImage(width: 0, height: 0, pixels: [])
        let result = try ImageDiffer().compare(empty, empty)
        #expect(result.mismatched == 0 && result.total == 0 && result.ratio == 0 && result.isWithinTolerance)
    }

    /// fuzz-pixelmatch's seed "different-sizes": an image with no width against a taller one reported a region of
    /// width 0 (the bottom strip of an empty overlap).
    @Test func imagesWithoutWidthOrHeightAddNoEmptyRegions() throws {
        let empty = try StraightImage(width: 0, height: 38, pixels: [])
        let other = try Self.canvas(width: 18, height: 20)
        let result = try ImageDiffer().compare(empty, other)
        #expect(result.regions == [PixelRect(x: 0, y: 0, width: 18, height: 20)])
        #expect(result.mismatched == 360 && result.total == 360)
        let flat = try StraightImage(width: 30, height: 0, pixels: [])
        #expect(try ImageDiffer().compare(other, flat).regions == [PixelRect(x: 0, y: 0, width: 18, height: 20)])
    }

    /// Two thin images ask for a diff image as wide as one and as tall as the other: 60,000² pixels from 480 KB of
    /// input. It is refused by the diff's pixel budget; without a diff image the comparison runs.
    @Test func diffImagesAreCheckedAgainstThePixelBudget() throws {
        let tall = try Self.canvas(width: 1, height: 60_000), wide = try Self.canvas(width: 60_000, height: 1)
        #expect(throws: RasterError.overPixelBudget(input: "diff image", width: 60_000, height: 60_000, budget: PixelBudget.standard)) {
            try ImageDiffer().compare(tall, wide)
        }
        var options = DiffOptions()
        options.makesDiffImage = false
        let result = try ImageDiffer(options: options).compare(tall, wide)
        #expect(result.mismatched == 119_998 && result.total == 119_999)
        options.makesDiffImage = true
        options.pixelBudget = 10
        #expect(throws: RasterError.overPixelBudget(input: "diff image", width: 4, height: 3, budget: 10)) {
            try ImageDiffer(options: options).compare(try Self.canvas(width: 4, height: 3), try Self.canvas(width: 4, height: 3))
        }
    }

    /// fuzz-pixelmatch (regression-ignore-region-overflows-contains): an ignore region starting near Int.min trapped
    /// in `PixelRect.contains` (px - x overflowed); a merge distance of Int.max trapped adding one to it.
    @Test func extremeRegionsAndDistancesDoNotTrap() throws {
        let a = try Self.canvas(width: 12, height: 9), b = try Self.canvas(width: 12, height: 9, black: [PixelRect(x: 2, y: 2, width: 3, height: 3)])
        var options = Self.exact()
        options.ignoredRegions = [PixelRect(x: .min, y: .min, width: .max, height: .max)]
        #expect(try ImageDiffer(options: options).compare(a, b).mismatched == 9)
        #expect(!PixelRect(x: .min, y: 0, width: 5, height: 5).contains(x: 3, y: 1))
        #expect(PixelRect(x: .min, y: .min, width: .max, height: .max).contains(x: -2, y: -2))
        #expect(PixelRect(x: 0, y: 0, width: .max, height: 2).area == .max)
        options.ignoredRegions = []
        options.regionMergeDistance = .max
        let merged = try ImageDiffer(options: options).compare(a, try Self.canvas(
            width: 12, height: 9, black: [PixelRect(x: 0, y: 0, width: 1, height: 1), PixelRect(x: 11, y: 8, width: 1, height: 1)]))
        #expect(merged.regions == [PixelRect(x: 0, y: 0, width: 12, height: 9)])
    }
}

