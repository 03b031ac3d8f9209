import Testing
@testable import Raster

@Suite struct ColorTests {
    @Test func parsesSixAndEightDigitHex() throws {
        #expect(try Color(hex: "#1E90FF") == Color(red: 0x1E, green: 0x90, blue: 0xFF, alpha: 255))
        #expect(try Color(hex: "1e90ff80") == Color(red: 0x1E, green: 0x90, blue: 0xFF, alpha: 0x80))
        #expect(try Color(hex: "#fff") == Color.white)
        #expect(try Color(hex: "#0008") == Color(red: 0, green: 0, blue: 0, alpha: 0x88))
        #expect(Color(red: 1, green: 2, blue: 171, alpha: 255).hexString == "#0102ABFF")
    }

    @Test(arguments: ["", "#", "#12345", "#1234567", "#GG0000", "12 345", "#ＦＦＦ"])
    func rejectsMalformedHex(_ text: String) {
        #expect(throws: RasterError.self) { try Color(hex: text) }
    }

    @Test func errorNamesTheInput() {
        do {
            _ = try Color(hex: "#12345")
            Issue.record("expected an error")
        } catch let error as RasterError {
            #expect(error == .invalidHexColor("#12345", reason: "expected 3, 4, 6 or 8 hex digits, found 5"))
            #expect(error.description.contains("#12345"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func premultipliesWithRounding() {
        let pixel = Color(red: 255, green: 128, blue: 1, alpha: 128).premultiplied
        // 255·128/255 = 128; 128·128/255 = 64.25 → 64; 1·128/255 = 0.502 → 1
        #expect(pixel == Image.Pixel(red: 128, green: 64, blue: 1, alpha: 128))
    }

    @Test func unpremultiplyThenPremultiplyIsIdentityOnValidPixels() {
        for alpha in 0...255 {
            for channel in 0...alpha {
                let straight = unpremultiply(UInt8(channel), UInt8(alpha))
                #expect(premultiply(straight, UInt8(alpha)) == UInt8(alpha == 0 ? 0 : channel),
                        "channel \(channel) alpha \(alpha)")
            }
        }
    }
}
