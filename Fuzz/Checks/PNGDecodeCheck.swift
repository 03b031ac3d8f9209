import Raster

/// `png-decode`: PNG bytes → the libdeflate fast path and libpng's simplified API alone give the same pixels, or both
/// reject the input; every error is a `RasterError` whose message can be formatted.
package enum PNGDecodeCheck: FuzzCheck {
    package static let name = "png-decode"

    /// A small budget keeps every input fast; the budget check itself is part of what is fuzzed.
    static let pixelBudget = 1 << 20

    package static func check(_ input: [UInt8]) throws(FuzzFailure) {
        let fast = PNGDecoder(pixelBudget: pixelBudget)
        var reference = fast
        reference.allowsFastPath = false
        let fastResult = Result { try fast.decodeStraight(input, input: "fuzz.png") }
        let referenceResult = Result { try reference.decodeStraight(input, input: "fuzz.png") }
        switch (fastResult, referenceResult) {
        case let (.success(mine), .success(libpng)):
            guard mine == libpng else {
                throw FuzzFailure("fast path and libpng decode \(mine.width)×\(mine.height) images with different pixels")
            }
        case let (.failure(mine), .failure(libpng)):
            try requireRasterError(mine)
            try requireRasterError(libpng)
        case let (.success(image), .failure(error)):
            throw FuzzFailure("the fast path decodes a \(image.width)×\(image.height) image, libpng rejects it: \(error)")
        case let (.failure(error), .success(image)):
            throw FuzzFailure("libpng decodes a \(image.width)×\(image.height) image, the fast path rejects it: \(error)")
        }
    }

    /// The error must be typed and its message must format (the 4294967295² PNG trapped there).
    static func requireRasterError(_ error: any Error) throws(FuzzFailure) {
        guard let error = error as? RasterError else { throw FuzzFailure("untyped error \(error)") }
        guard !error.description.isEmpty else { throw FuzzFailure("empty error message") }
    }
}
