import CTextStack
import Foundation
import Testing
@testable import TextMeasure

/// Issue 26, tracking: `Fixtures/Fonts/TrakTest.otf` (Inter Regular cut to Basic Latin by `make_fixtures.py`, with a
/// STAT table and a `trak` table whose normal track is 60 / 0 / −90 font units at 9 / 12 / 24 pt; tracks −1 and +1
/// hold −200 and +300 and must not be used) against the same text untracked.
@Suite struct TrackingTests {
    static let tracked = Support.fixtures + "/Fonts/TrakTest.otf"
    static let withoutSTAT = Support.fixtures + "/Fonts/TrakTestNoSTAT.otf"
    static let text = "Tracking AVA"

    /// Hand-worked values of the normal track (font units): on the entries, between them, and extrapolated from
    /// the nearest segment beyond the ends (9 → 12 falls 20 units a point; 12 → 24 falls 7.5).
    static let expected: [(size: Double, units: Double)] = [
        (9, 60), (12, 0), (24, -90), (10.5, 30), (18, -45), (6, 120), (30, -135),
    ]

    @Test func readsTheNormalTrack() throws {
        let face = try FontFace(path: Self.tracked)
        let table = try #require(face.tracking)
        #expect(table.sizes == [9, 12, 24] && table.values == [60, 0, -90])
        for (size, units) in Self.expected { #expect(abs(table.value(atPointSize: size) - units) < 1e-9, "\(size) pt") }
    }

    @Test func widthsAddTheInterpolatedTrackAfterEveryCluster() throws {
        let measurer = TextMeasurer(fonts: try FontLibrary.embedded())
        let clusters = Double(Self.text.count)
        for (size, units) in Self.expected {
            let untracked = try measurer.measure(Self.text, style: TextStyle(fontFile: Self.tracked, size: size, fontTracking: .none))
            let tracked = try measurer.measure(Self.text, style: TextStyle(fontFile: Self.tracked, size: size))
            let track = units * size / 2816
            #expect(abs(tracked.rawSize.width - (untracked.rawSize.width + clusters * track)) < 1e-9, "\(size) pt")
            // Letter spacing adds to the track.
            let spaced = try measurer.measure(Self.text, style: TextStyle(fontFile: Self.tracked, size: size, letterSpacing: 0.5))
            #expect(abs(spaced.rawSize.width - (untracked.rawSize.width + clusters * (track + 0.5))) < 1e-9)
            // Each glyph moves by the track of the clusters before it; the first stays at the run's edge.
            let a = untracked.glyphRuns(inLine: 0).flatMap(\.positions), b = tracked.glyphRuns(inLine: 0).flatMap(\.positions)
            #expect(a.count == b.count && a.count == Self.text.count)
            for (index, (p, q)) in zip(a, b).enumerated() { #expect(abs(q.x - (p.x + Double(index) * track)) < 1e-9) }
        }
    }

    @Test func onlyFacesWithAStyleAttributesTableAreTracked() throws {
        let measurer = TextMeasurer(fonts: try FontLibrary.embedded())
        #expect(try FontFace(path: Self.withoutSTAT).tracking != nil)
        for size in [9.0, 24] {
            let plain = try measurer.measure(Self.text, style: TextStyle(fontFile: Self.withoutSTAT, size: size)).rawSize.width
            let off = try measurer.measure(Self.text, style: TextStyle(fontFile: Self.tracked, size: size, fontTracking: .none)).rawSize.width
            #expect(plain == off)
        }
    }

    /// What Debian's HarfBuzz 6.0 does with `trak`: it applies it in `hb_shape` only when the font has a point size
    /// (`hb_font_set_ptem`), splitting the value between advance and offset. Our fonts never get one, so HarfBuzz
    /// never tracks and the track is added once, by us.
    @Test func harfBuzzSixTracksOnlyFontsWithAPointSize() throws {
        let face = try FontFace(path: Self.tracked)
        #expect(hb_font_get_ptem(face.font) == 0)
        func advances(ptem: Float?) -> [Int32] {
            let blob = hb_blob_create_from_file(Self.tracked), hbFace = hb_face_create(blob, 0), font = hb_font_create(hbFace)
            defer { hb_font_destroy(font); hb_face_destroy(hbFace); hb_blob_destroy(blob) }
            if let ptem { hb_font_set_ptem(font, ptem) }
            let buffer = hb_buffer_create()
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_utf8(buffer, "AVA", -1, 0, -1)
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(font, buffer, nil, 0)
            var count: UInt32 = 0
            let positions = hb_buffer_get_glyph_positions(buffer, &count)!
            return (0..<Int(count)).map { positions[$0].x_advance }
        }
        let untracked = advances(ptem: nil)
        let ours = try TextMeasurer(fonts: try FontLibrary.embedded()).measure("AVA", style: TextStyle(fontFile: Self.tracked, size: 2816, fontTracking: .none))
        #expect(abs(Double(untracked.reduce(0, +)) - ours.rawSize.width) < 1e-9, "our shaping: HarfBuzz's untracked advances")
        if hb_version_atleast(10, 0, 0) == 0 {
            // HarfBuzz 6: at 9 pt every cluster gets +60 units (the table's normal track), STAT or not.
            #expect(zip(advances(ptem: 9), untracked).allSatisfy { $0 == $1 + 60 })
        }
    }
}
