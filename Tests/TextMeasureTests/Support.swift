import CTextStack
import Foundation
@testable import TextMeasure

/// Shared fixtures: one measurer over the embedded fonts, and independent helpers that read font data directly.
enum Support {
    static let fonts: FontLibrary = {
        do { return try FontLibrary.embedded() } catch { fatalError("embedded fonts must load: \(error)") }
    }()
    static let measurer = TextMeasurer(fonts: fonts)
    static let interPath = FontLibrary.embeddedDirectory + "/Inter-Regular.otf"
    /// Inter Variable (Debian's fonts-inter-variable `Inter.var.ttf`: axes `wght` 100…900 and `slnt` −10…0).
    static let interVariablePath = FontLibrary.embeddedDirectory + "/Inter.var.ttf"
    /// This target's fixtures folder (fonts made or copied by `Fixtures/make_fixtures.py`, with their provenance).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// Sum of x advances from one direct `hb_shape` call over the whole string (no cache, no word split), in
    /// points: the independent reference for single-line widths.
    static func harfBuzzWidth(_ string: String, fontPath: String, size: Double, variations: [String: Float] = [:]) -> Double {
        let blob = hb_blob_create_from_file(fontPath)
        let face = hb_face_create(blob, 0)
        let font = hb_font_create(face)
        defer { hb_font_destroy(font); hb_face_destroy(face); hb_blob_destroy(blob) }
        setVariations(variations, on: font)
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, string, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        let total = (0..<Int(count)).reduce(0) { $0 + Int(positions[$1].x_advance) }
        return Double(total) * size / Double(hb_face_get_upem(face))
    }

    /// Sets design coordinates on an independent `hb_font` with `hb_font_set_variations`.
    static func setVariations(_ variations: [String: Float], on font: OpaquePointer?) {
        guard !variations.isEmpty else { return }
        let list = variations.map { tag, value in
            hb_variation_t(tag: tag.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }, value: value)
        }
        hb_font_set_variations(font, list, UInt32(list.count))
    }

    /// Ascender, descender (positive down) and line gap from `hb_ot_metrics_get_position` on an independent font.
    static func harfBuzzMetrics(fontPath: String, variations: [String: Float]) -> (ascender: Int32, descender: Int32, lineGap: Int32) {
        let blob = hb_blob_create_from_file(fontPath)
        let face = hb_face_create(blob, 0)
        let font = hb_font_create(face)
        defer { hb_font_destroy(font); hb_face_destroy(face); hb_blob_destroy(blob) }
        setVariations(variations, on: font)
        var a: hb_position_t = 0, d: hb_position_t = 0, g: hb_position_t = 0
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &a)
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &d)
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, &g)
        return (a, -d, max(0, g))
    }

    /// A copy of a font file with some big-endian 16-bit fields patched: (table tag, byte offset in table, value).
    static func patchedFont(_ path: String, patches: [(String, Int, Int16)]) throws -> String {
        var data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let tableCount = Int(data[4]) << 8 | Int(data[5])
        for (tag, offset, value) in patches {
            for index in 0..<tableCount {
                let record = 12 + 16 * index
                guard String(decoding: data[record..<(record + 4)], as: UTF8.self) == tag else { continue }
                let start = data[(record + 8)..<(record + 12)].reduce(0) { $0 << 8 | Int($1) } + offset
                data[start] = UInt8(truncatingIfNeeded: UInt16(bitPattern: value) >> 8)
                data[start + 1] = UInt8(truncatingIfNeeded: UInt16(bitPattern: value))
            }
        }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-\(UUID().uuidString).otf")
        try Data(data).write(to: out)
        return out.path
    }

    /// Inter's vertical metrics from its tables (OS/2 typo metrics, USE_TYPO_METRICS is set): 2728 / 680 / 0 at 2816 upem.
    static let interAscender = 2728.0, interDescender = 680.0, interUnitsPerEm = 2816.0
}
