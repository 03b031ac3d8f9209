import Testing
@testable import TextMeasure
@testable import TextRender

/// A glyph's pixels are a function of its key (face instance, glyph, size, bin), whatever the FreeType face drew
/// before: the shared glyph cache keeps whichever worker's rendering came first.
@Suite struct FaceInstanceStateTests {
    private static func pixels(_ bitmap: GlyphBitmap) -> [UInt8] {
        let view = bitmap.view
        return [bitmap.width, bitmap.height, bitmap.left, bitmap.top].map { UInt8(truncatingIfNeeded: $0) }
            + (0..<(bitmap.width * bitmap.height)).map { view.pixels[$0] }
    }

    @Test func theDefaultInstanceDrawsAlikeAfterAnotherInstance() throws {
        let fonts = try FontLibrary.embedded()
        let regular = try fonts.face(family: fonts.defaultFamily, weight: .regular)
        try #require(regular.isVariable, "the embedded default is Inter Variable")
        let bold = regular.instance(["wght": 700])
        let context = try RasterContext()
        var differing: [UInt32] = []
        // Glyphs 600…899 at 42 px in every quarter-pixel bin (the chat screens showed glyphs 612, 650, 867 and 1406).
        for glyph in UInt32(600)..<900 {
            for bin in 0..<4 {
                let fresh = try FaceInstance(library: context.library, source: regular.fileFace, hinting: .none)
                let expected = Self.pixels(fresh.render(glyph: glyph, coordinates: regular.designCoordinates, pixelSize: 2688, bin: bin))
                let varied = try FaceInstance(library: context.library, source: regular.fileFace, hinting: .none)
                _ = varied.render(glyph: glyph, coordinates: bold.designCoordinates, pixelSize: 2688, bin: bin)
                let after = Self.pixels(varied.render(glyph: glyph, coordinates: regular.designCoordinates, pixelSize: 2688, bin: bin))
                if after != expected { differing.append(glyph) }
            }
        }
        #expect(differing.isEmpty, "glyphs drawn differently after another instance: \(Set(differing).sorted())")
    }
}
