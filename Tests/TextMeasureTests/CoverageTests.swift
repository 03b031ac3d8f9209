import CTextStack
import Testing
@testable import TextMeasure

/// A face's coverage of the Basic Multilingual Plane (built from `hb_face_collect_unicodes` by ranges) against
/// HarfBuzz's own answer for every scalar, from a font opened separately from the face: for every embedded file,
/// including the CJK fallback whose ranges span tens of thousands of characters and do not start on word boundaries.
@Suite struct CoverageTests {
    @Test func everyEmbeddedFaceCoversWhatHarfBuzzMaps() throws {
        for face in try FontLibrary.embedded().faces {
            let blob = hb_blob_create_from_file(face.descriptor.path)
            let hbFace = hb_face_create(blob, UInt32(face.descriptor.faceIndex))
            let font = hb_font_create(hbFace)
            defer { hb_font_destroy(font); hb_face_destroy(hbFace); hb_blob_destroy(blob) }
            var mismatches: [UInt32] = [], mapped = 0
            for scalar in UInt32(0)..<0x10000 {
                var glyph: hb_codepoint_t = 0
                let harfBuzz = hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
                mapped += harfBuzz ? 1 : 0
                if face.covers(scalar) != harfBuzz && mismatches.count < 5 { mismatches.append(scalar) }
            }
            #expect(mismatches.isEmpty, "\(face.descriptor.path): first differing scalars \(mismatches)")
            #expect(mapped > 0, "\(face.descriptor.path) maps no BMP character")
        }
    }
}
