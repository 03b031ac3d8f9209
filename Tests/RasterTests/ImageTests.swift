import Testing
import Raster

@Suite struct ImageTests {
    @Test func validatesPixelCount() {
        #expect(throws: RasterError.pixelCountMismatch(width: 2, height: 2, expectedBytes: 16, actualBytes: 15)) {
            try Image(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15))
        }
        #expect(throws: RasterError.invalidDimensions(width: -1, height: 2)) {
            try Image(width: -1, height: 2)
        }
        #expect(throws: RasterError.invalidDimensions(width: Int.max, height: 2)) {
            try StraightImage(width: Int.max, height: 2, pixels: [])
        }
    }

    @Test func fillAndPixelAccess() throws {
        var image = try Image(width: 3, height: 2, fill: Color(red: 200, green: 100, blue: 0, alpha: 255))
        #expect(image[2, 1] == Image.Pixel(red: 200, green: 100, blue: 0, alpha: 255))
        #expect(image[3, 0] == nil)
        #expect(image[0, -1] == nil)
        image.setColor(Color(red: 255, green: 0, blue: 0, alpha: 51), x: 1, y: 0)
        #expect(image[1, 0] == Image.Pixel(red: 51, green: 0, blue: 0, alpha: 51))
        #expect(image.color(x: 1, y: 0) == Color(red: 255, green: 0, blue: 0, alpha: 51))
        #expect(Array(image.pixels[4..<8]) == [51, 0, 0, 51])
    }

    @Test func straightConversionRoundTripsPremultipliedImages() throws {
        var bytes: [UInt8] = []
        for alpha in stride(from: 0, through: 255, by: 5) {
            for channel in stride(from: 0, through: alpha, by: 3) {
                bytes += [UInt8(channel), UInt8(alpha / 2), 0, UInt8(alpha)]
            }
        }
        let image = try Image(width: bytes.count / 4, height: 1, pixels: bytes)
        #expect(Image(StraightImage(image)) == image)
    }
}
