import ImageDiff
import Raster

/// `pixelmatch`: two images and options → a result or a typed error, never a trap; counts bounded by the pixels
/// (mismatched + anti-aliased ≤ total = the area covered by either image) with every metric, the diff image as large as the larger
/// size, regions inside it, nothing different between an image and itself, the same counts either way round, and
/// the same result on one thread as on several.
///
/// Input: flags, sizes, options (any `Int` for ignore regions and the merge distance), then pixel programs
/// (``PixelProgram``); the second image is the first with a few pixels changed, or drawn on its own.
package enum PixelmatchCheck: FuzzCheck {
    package static let name = "pixelmatch"

    /// Diff images above this many pixels must be refused (thin × wide pairs would otherwise allocate gigabytes).
    static let pixelBudget = 1 << 20

    package static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        var input = FuzzInput(bytes)
        let flags = input.byte()
        var options = DiffOptions()
        options.includeAA = flags & 1 != 0
        options.diffMask = flags & 2 != 0
        options.checkerboard = flags & 4 != 0
        options.makesDiffImage = flags & 8 != 0
        let sameSize = flags & 16 != 0, derived = flags & 32 != 0, thin = flags & 64 != 0
        options.threshold = input.unitFraction()
        options.alpha = input.unitFraction()
        options.aaColor = Color(red: input.byte(), green: input.byte(), blue: input.byte())
        options.diffColor = Color(red: input.byte(), green: input.byte(), blue: input.byte())
        if input.bool() { options.diffColorAlt = Color(red: input.byte(), green: input.byte(), blue: input.byte()) }
        options.ignoredRegions = (0..<Int(input.byte() % 3)).map { _ in
            PixelRect(x: input.anyInt(), y: input.anyInt(), width: input.anyInt(), height: input.anyInt())
        }
        options.regionMergeDistance = input.bool() ? input.anyInt() : Int(input.byte() % 8)
        options.tolerance = input.bool() ? .pixels(input.int(in: 0...100)) : .ratio(input.unitFraction())
        options.pixelBudget = pixelBudget
        switch input.byte() % 4 {
        case 1: options.metric = .deltaE2000(maximumDistance: input.unitFraction() * 30)
        case 2: options.metric = .ssim(minimumSimilarity: input.unitFraction() * 2 - 1)
        default: break
        }
        if input.bool() { options.maximumRegions = Int(input.byte() % 4) }

        var sizes = (input.int(in: 0...40), input.int(in: 0...40), 0, 0)
        if thin {  // one pixel wide against one pixel tall: a diff canvas of n² pixels from 2n pixels of input
            let n = input.int(in: 1...60_000)
            sizes = (1, n, n, 1)
        } else if sameSize {
            sizes.2 = sizes.0
            sizes.3 = sizes.1
        } else {
            sizes.2 = input.int(in: 0...40)
            sizes.3 = input.int(in: 0...40)
        }
        let edits = (0..<Int(input.byte() % 8)).map { _ in (input.byte(), input.byte(), input.bytes(4)) }
        let program = PixelProgram(input.rest())
        let first, second: StraightImage
        do {
            first = try StraightImage(width: sizes.0, height: sizes.1,
                                      pixels: program.pixels(count: sizes.0 * sizes.1, opaque: false))
            var pixels = derived
                ? resized(first, width: sizes.2, height: sizes.3)
                : PixelProgram(program.program.reversed()).pixels(count: sizes.2 * sizes.3, opaque: false)
            for (x, y, value) in edits where sizes.2 > 0 && sizes.3 > 0 && value.count == 4 {
                let index = (Int(y) % sizes.3 * sizes.2 + Int(x) % sizes.2) * 4
                pixels.replaceSubrange(index..<index + 4, with: value)
            }
            second = try StraightImage(width: sizes.2, height: sizes.3, pixels: pixels)
        } catch {
            throw FuzzFailure("building the images failed: \(error)")
        }
        try checkPair(first, second, options: options)
    }

    private static func checkPair(_ first: StraightImage, _ second: StraightImage, options: DiffOptions) throws(FuzzFailure) {
        let canvas = (max(first.width, second.width), max(first.height, second.height))
        let result: DiffResult
        do {
            result = try ImageDiffer(options: options).compare(first, second)
        } catch let error as RasterError {
            guard case .overPixelBudget = error, canvas.0 * canvas.1 > options.pixelBudget else {
                throw FuzzFailure("unexpected \(error)")
            }
            return
        } catch let error as DiffError {
            guard !error.description.isEmpty else { throw FuzzFailure("empty error message") }
            return  // an option out of range (an ignore region with a negative size, a negative merge distance)
        } catch {
            throw FuzzFailure("untyped error \(error)")
        }
        let overlap = min(first.width, second.width) * min(first.height, second.height)
        let total = first.width * first.height + second.width * second.height - overlap
        guard result.total == total else { throw FuzzFailure("total \(result.total), expected \(total)") }
        guard result.mismatched >= 0, result.antialiased >= 0, result.mismatched + result.antialiased <= total else {
            throw FuzzFailure("\(result.mismatched) mismatched + \(result.antialiased) anti-aliased of \(total) pixels")
        }
        guard result.width == canvas.0, result.height == canvas.1 else {
            throw FuzzFailure("result is \(result.width)×\(result.height), expected \(canvas.0)×\(canvas.1)")
        }
        if options.makesDiffImage {
            guard let image = result.diffImage, image.width == canvas.0, image.height == canvas.1 else {
                throw FuzzFailure("the diff image is missing or not \(canvas.0)×\(canvas.1)")
            }
        } else if result.diffImage != nil {
            throw FuzzFailure("a diff image although none was asked for")
        }
        for region in result.regions where region.width <= 0 || region.height <= 0 || region.x < 0 || region.y < 0
            || region.x + region.width > canvas.0 || region.y + region.height > canvas.1 {
            throw FuzzFailure("region \(region) is empty or outside the \(canvas.0)×\(canvas.1) canvas")
        }
        guard (result.mismatched == 0) == (result.regionCount == 0),
              result.regions.count == min(result.regionCount, options.maximumRegions),
              result.regions.count < result.regionCount || result.regions.reduce(0, { $0 + $1.area }) >= result.mismatched else {
            throw FuzzFailure("\(result.regions.count) of \(result.regionCount) regions do not cover \(result.mismatched) mismatched pixels")
        }
        guard result.regions == result.regions.sorted(by: { ($0.y, $0.x, $0.height, $0.width) < ($1.y, $1.x, $1.height, $1.width) }) else {
            throw FuzzFailure("regions are not in reading order")
        }
        guard (result.similarity != nil) == (options.metric.name == "ssim"),
              result.similarity.map({ $0.isFinite && $0 >= -1 - 1e-9 && $0 <= 1 + 1e-9 }) ?? true else {
            throw FuzzFailure("mean SSIM \(String(describing: result.similarity)) is missing or outside -1…1")
        }
        guard result.isWithinTolerance == options.tolerance.accepts(mismatched: result.mismatched, total: total) else {
            throw FuzzFailure("isWithinTolerance disagrees with the tolerance")
        }
        var serial = options
        serial.parallel = false
        var swapped: DiffResult?, single: DiffResult?, itself: DiffResult?
        do {
            swapped = try ImageDiffer(options: serial).compare(second, first)
            single = try ImageDiffer(options: serial).compare(first, second)
            itself = try ImageDiffer(options: serial).compare(first, first)
        } catch {
            throw FuzzFailure("a comparison that succeeded once fails again: \(error)")
        }
        guard single == result else { throw FuzzFailure("one thread and several disagree") }
        guard swapped?.mismatched == result.mismatched, swapped?.antialiased == result.antialiased else {
            throw FuzzFailure("comparing the other way round counts differently")
        }
        guard itself?.mismatched == 0, itself?.regions.isEmpty == true else {
            throw FuzzFailure("an image differs from itself")
        }
    }

    /// The pixels of `image` cut or extended (transparent) to `width` × `height`.
    private static func resized(_ image: StraightImage, width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let source = image.pixels
        for y in 0..<min(height, image.height) {
            let count = min(width, image.width) * 4
            pixels.replaceSubrange(y * width * 4 ..< y * width * 4 + count,
                                   with: source[y * image.width * 4 ..< y * image.width * 4 + count])
        }
        return pixels
    }
}
