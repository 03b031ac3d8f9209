/// The most pixels (width × height) an image may have before Letterpress allocates it.
///
/// Every image, canvas and diff image whose size comes from input is checked against a budget first, so a hostile
/// size is a typed error instead of an allocation of gigabytes or an arithmetic trap. Each entry point takes its
/// budget as a parameter (`pixelBudget`) with one of these defaults.
public enum PixelBudget {
    /// 100 megapixels (400 MB of RGBA8): the default for images, canvases and diff images.
    public static let standard = 100_000_000

    /// Checks `width` × `height` against `budget` without any arithmetic that can overflow.
    ///
    /// - Returns: the pixel count.
    /// - Throws: `RasterError.invalidDimensions` for a negative size, `.overPixelBudget` naming `input` above `budget`.
    @discardableResult
    public static func check(width: Int, height: Int, budget: Int, input: String) throws(RasterError) -> Int {
        guard width >= 0, height >= 0 else { throw .invalidDimensions(width: width, height: height) }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= budget else {
            throw .overPixelBudget(input: input, width: width, height: height, budget: budget)
        }
        return pixels
    }
}
