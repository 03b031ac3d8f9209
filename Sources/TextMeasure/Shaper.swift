import CTextStack

/// Shapes one word with HarfBuzz's own OpenType functions on the face's immutable `hb_font`.
enum Shaper {
    /// Shapes `range` of `paragraph` (UTF-16), using the rest of the paragraph as context.
    static func shape(_ paragraph: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, script: UInt32,
                      isRightToLeft: Bool, features: [FontFeature]) -> ShapedWord {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf16(buffer, paragraph.baseAddress, Int32(paragraph.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(script))
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        let hbFeatures = features.map { feature in
            hb_feature_t(tag: FontFace.tag(feature.tag), value: feature.value, start: 0, end: UInt32.max)
        }
        hbFeatures.withUnsafeBufferPointer { hb_shape(face.font, buffer, $0.baseAddress, UInt32($0.count)) }

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        var glyphs: [ShapedGlyph] = []
        if let infos, let positions {
            glyphs.reserveCapacity(Int(count))
            for index in 0..<Int(count) {
                glyphs.append(ShapedGlyph(
                    glyph: infos[index].codepoint,
                    cluster: infos[index].cluster &- UInt32(range.lowerBound),
                    xAdvance: positions[index].x_advance,
                    xOffset: positions[index].x_offset,
                    yOffset: positions[index].y_offset))
            }
        }
        return ShapedWord.make(face: face, glyphs: glyphs, isRightToLeft: isRightToLeft)
    }

    /// HarfBuzz's script for `scalar` (Common and Inherited included).
    @inline(__always)
    static func script(of scalar: UInt32) -> UInt32 {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar).rawValue
    }

    static let commonScript = HB_SCRIPT_COMMON.rawValue
    static let latinScript = HB_SCRIPT_LATIN.rawValue
    static let inheritedScript = HB_SCRIPT_INHERITED.rawValue
    static let unknownScript = HB_SCRIPT_UNKNOWN.rawValue
}
