import CTextStack

/// Shapes one piece with HarfBuzz's own OpenType functions on the face's immutable `hb_font`, seeing only the
/// context its key holds.
enum Shaper {
    /// Shapes `key.piece` (with `key`'s context around it) and appends its glyphs, clusters relative to the piece, to
    /// `glyphs`; returns their advance and ink.
    static func shape(_ key: ShapeKey, face: FontFace, features: [hb_feature_t], buffer: HarfBuzzBuffer,
                      appendingTo glyphs: inout [ShapedGlyph]) -> ShapeSummary {
        let hb = buffer.pointer
        hb_buffer_clear_contents(hb)
        hb_buffer_add_utf16(hb, key.text.baseAddress, Int32(key.text.count), UInt32(key.contextBefore),
                            Int32(key.text.count - key.contextBefore - key.contextAfter))
        hb_buffer_set_direction(hb, key.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(hb, hb_script_t(key.script))
        hb_buffer_set_cluster_level(hb, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        features.withUnsafeBufferPointer { hb_shape(face.font, hb, $0.baseAddress, UInt32($0.count)) }

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(hb, &count), let positions = hb_buffer_get_glyph_positions(hb, &count) else {
            return ShapeSummary(advance: 0, ink: nil)
        }
        let start = glyphs.count
        let contextBefore = UInt32(key.contextBefore)
        for index in 0..<Int(count) {
            glyphs.append(ShapedGlyph(glyph: infos[index].codepoint, cluster: infos[index].cluster &- contextBefore,
                                      xAdvance: positions[index].x_advance, xOffset: positions[index].x_offset,
                                      yOffset: positions[index].y_offset))
        }
        return glyphs.withUnsafeBufferPointer { summary(of: UnsafeBufferPointer(rebasing: $0[start...]), face: face) }
    }

    /// The advance and ink of shaped glyphs of `face`: what the cache keeps beside them.
    static func summary(of glyphs: UnsafeBufferPointer<ShapedGlyph>, face: FontFace) -> ShapeSummary {
        var pen = 0
        var ink: InkBox?
        face.withExtents { extents in
            for glyph in glyphs {
                let e = extents(glyph.glyph)
                if e.width != 0 && e.height != 0 {
                    let x0 = pen + Int(glyph.xOffset) + Int(e.xBearing), x1 = x0 + Int(e.width)
                    let y1 = Int(glyph.yOffset) + Int(e.yBearing), y0 = y1 + Int(e.height)
                    let box = InkBox(minX: x0, minY: y0, maxX: x1, maxY: y1)
                    if ink == nil { ink = box } else { ink?.formUnion(box) }
                }
                pen += Int(glyph.xAdvance)
            }
        }
        return ShapeSummary(advance: pen, ink: ink)
    }
}
