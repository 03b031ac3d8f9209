import Foundation
@testable import ImageDiff
import Raster
import Testing

/// Issue 23: regions cost bounded memory (all counted, the first N kept) and ignore areas are indexed.
@Suite struct RegionsAndIgnoreConcurrencyTests {
    static func random(_ count: Int, seed: UInt32) -> [UInt32] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return state >> 8
        }
    }

    /// The regions by brute force: pixels within `reach` of each other (Chebyshev distance) share a region.
    static func bruteForceRegions(_ mask: [UInt8], width: Int, height: Int, mergeDistance: Int) -> [PixelRect] {
        let reach = mergeDistance + 1
        var label = [Int](repeating: -1, count: mask.count)
        var boxes: [PixelRect] = []
        for start in mask.indices where mask[start] != 0 && label[start] < 0 {
            var stack = [start]
            label[start] = boxes.count
            var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
            while let index = stack.popLast() {
                let x = index % width, y = index / width
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                for ny in max(0, y - reach)...min(height - 1, y + reach) {
                    for nx in max(0, x - reach)...min(width - 1, x + reach) {
                        let other = ny * width + nx
                        if mask[other] != 0 && label[other] < 0 {
                            label[other] = boxes.count
                            stack.append(other)
                        }
                    }
                }
            }
            boxes.append(PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
        }
        return boxes.sorted { ($0.y, $0.x, $0.height, $0.width) < ($1.y, $1.x, $1.height, $1.width) }
    }

    @Test(arguments: [0, 1, 3])
    func streamingRegionsEqualBruteForce(_ mergeDistance: Int) throws {
        for seed in UInt32(1)...12 {
            let (width, height) = (Int(seed % 5) * 13 + 7, Int(seed % 3) * 17 + 5)
            let density = [2, 8, 30][Int(seed % 3)]
            let mask = Self.random(width * height, seed: seed).map { $0 % 100 < density ? UInt8(1) : 0 }
            let rowFlags = (0..<height).map { y in mask[y * width..<(y + 1) * width].contains(1) }
            let expected = Self.bruteForceRegions(mask, width: width, height: height, mergeDistance: mergeDistance)
            let found = mask.withUnsafeBufferPointer {
                RegionFinder(width: width, height: height, mergeDistance: mergeDistance, limit: 10_000)
                    .regions(mask: $0.baseAddress!, rowFlags: rowFlags)
            }
            #expect(found.regions == expected, "seed \(seed), \(width)×\(height), distance \(mergeDistance)")
            #expect(found.count == expected.count)
            let limited = mask.withUnsafeBufferPointer {
                RegionFinder(width: width, height: height, mergeDistance: mergeDistance, limit: 3)
                    .regions(mask: $0.baseAddress!, rowFlags: rowFlags)
            }
            #expect(limited.regions == Array(expected.prefix(3)) && limited.count == expected.count)
        }
    }

    /// 250,000 isolated differing pixels: all counted, 1,000 boxes kept (it was ~170 bytes per pixel before).
    @Test func millionsOfScatteredPixelsKeepTheFirstThousandBoxes() throws {
        let (width, height) = (2000, 500)
        let white = [UInt8](repeating: 255, count: width * height * 4)
        var dotted = white
        for y in stride(from: 0, to: height, by: 2) {
            for x in stride(from: 0, to: width, by: 2) { dotted.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 3, with: [0, 0, 0]) }
        }
        var options = DiffOptions()
        options.includeAA = true
        options.makesDiffImage = false
        let result = try ImageDiffer(options: options).compare(StraightImage(width: width, height: height, pixels: white),
                                                               StraightImage(width: width, height: height, pixels: dotted))
        #expect(result.mismatched == 250_000)
        #expect(result.regionCount == 250_000)
        #expect(result.regions.count == DiffOptions.defaultMaximumRegions)
        #expect(result.regions.first == PixelRect(x: 0, y: 0, width: 1, height: 1))
        #expect(result.regions.last == PixelRect(x: 1998, y: 0, width: 1, height: 1))  // the first row holds 1,000
    }

    @Test func ignoredAreasAnswerAsAScanOfEveryRectangle() throws {
        let (width, height) = (90, 70)
        let numbers = Self.random(400, seed: 99).map { Int($0 % 1000) }
        var rects: [PixelRect] = []
        for i in stride(from: 0, to: 400, by: 4) {
            rects.append(PixelRect(x: numbers[i] % 110 - 10, y: numbers[i + 1] % 90 - 10,
                                   width: numbers[i + 2] % 25, height: numbers[i + 3] % 25))
        }
        rects.append(PixelRect(x: Int.min, y: 5, width: Int.max, height: 2))
        rects.append(PixelRect(x: 80, y: Int.max - 1, width: 5, height: 5))
        let areas = IgnoredAreas(rects, width: width, height: height)
        var row = IgnoredAreas.Row()
        for y in 0..<height {
            areas.update(&row, forRow: y)
            for x in 0..<width {
                #expect(row.contains(x) == rects.contains { $0.contains(x: x, y: y) }, "(\(x), \(y))")
            }
        }
    }

    /// 4,000 ignore rectangles over an image that differs everywhere: exactly their pixels pass.
    @Test func fourThousandIgnoreRegions() throws {
        let (width, height) = (1000, 1000)
        let black = [UInt8](repeating: 0, count: width * height * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : 0 } as [UInt8]
        let white = [UInt8](repeating: 255, count: width * height * 4)
        var options = DiffOptions()
        options.makesDiffImage = false
        options.ignoredRegions = (0..<4000).map { PixelRect(x: ($0 % 200) * 5, y: ($0 / 200) * 50, width: 2, height: 2) }
        let result = try ImageDiffer(options: options).compare(StraightImage(width: width, height: height, pixels: black),
                                                               StraightImage(width: width, height: height, pixels: white))
        #expect(result.mismatched == width * height - 4000 * 4)
    }
}
