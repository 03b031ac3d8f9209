import CTextStack
import TextMeasure

/// One FreeType face opened by one ``RasterContext`` over the shared bytes of a ``FontFace``.
///
/// `FT_Face` is not thread-safe, so an instance belongs to the context (and thread) that opened it.
final class FaceInstance {
    let source: FontFace
    private let face: FT_Face
    private let hinting: GlyphHinting
    private var currentSize: Int32 = -1
    /// The design coordinates the face is set to (a variable font's default instance when opened).
    private var currentCoordinates: [Double]
    /// The strike used for colour glyphs, and its pixels per em.
    private let strike: (index: Int32, ppem: Double)?
    /// Underline and strikeout metrics as fractions of the em, y up from the baseline.
    let decorations: DecorationMetrics

    /// Opens `source`, a font file's face (``FontFace/fileFace``), at its default instance.
    init(library: FT_Library, source: FontFace, hinting: GlyphHinting) throws {
        var opened: FT_Face?
        let error = source.withFontData { bytes -> FT_Error in
            guard let base = bytes.baseAddress else { return 6 }  // FT_Err_Invalid_Argument
            return FT_New_Memory_Face(library, base.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count),
                                      FT_Long(source.descriptor.faceIndex), &opened)
        }
        guard error == 0, let face = opened else {
            throw RenderError.unusableFont(path: source.descriptor.path, reason: "FT_New_Memory_Face returned error \(error)")
        }
        self.source = source
        self.face = face
        currentCoordinates = source.designCoordinates
        self.hinting = hinting
        strike = source.hasColorBitmaps ? FaceInstance.largestStrike(face) : nil
        decorations = DecorationMetrics(face: face)
    }

    deinit {
        FT_Done_Face(face)
    }

    /// Rasterizes `glyph` at `coordinates` (a variable font's design coordinates, one per axis: an instance's
    /// ``FontFace/designCoordinates``) and `pixelSize` (1/64 pixel units), with its origin `bin` quarter pixels right
    /// of a pixel edge.
    func render(glyph: UInt32, coordinates: [Double], pixelSize: Int32, bin: Int) -> GlyphBitmap {
        if let strike { return renderColor(glyph: glyph, pixelSize: pixelSize, bin: bin, strike: strike) }
        if coordinates != currentCoordinates {
            // FreeType applies `avar` to design coordinates as HarfBuzz does; sizes are set again after a change. The
            // default instance is set by resetting the variation, not by its coordinates: a face once varied and set
            // back to its default coordinates rasterizes some glyphs a level or two differently from a face never
            // varied, so a glyph's pixels depended on which worker drew it first (chat screens on two threads).
            if coordinates == source.designCoordinates {
                guard FT_Set_Var_Design_Coordinates(face, 0, nil) == 0 else { return .blank }
            } else {
                var fixed = coordinates.map { FT_Fixed(($0 * 65536).rounded()) }
                guard FT_Set_Var_Design_Coordinates(face, FT_UInt(fixed.count), &fixed) == 0 else { return .blank }
            }
            currentCoordinates = coordinates
            currentSize = -1
        }
        if currentSize != pixelSize {
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelSize), 72, 72) == 0 else { return .blank }
            currentSize = pixelSize
        }
        var delta = FT_Vector(x: FT_Pos(bin * 16), y: 0)
        FT_Set_Transform(face, nil, &delta)
        let flags = Int32(FT_LOAD_NO_BITMAP) | hinting.loadFlags
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph else { return .blank }
        // A corrupt font's glyph may span thousands of ems: FreeType would allocate up to 32767² bytes for it.
        let limit = FT_Pos(Self.maximumSide(pixelSize: pixelSize) * 64)
        guard slot.pointee.metrics.width <= limit, slot.pointee.metrics.height <= limit,
              FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .blank }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue),
              let buffer = bitmap.buffer else { return .blank }
        let pitch = Int(bitmap.pitch)
        var pixels = [UInt8](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                // A negative pitch means rows are stored bottom-up.
                let sourceRow = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
                (out.baseAddress! + row * width).update(from: sourceRow, count: width)
            }
        }
        return GlyphBitmap(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                           top: -Int(slot.pointee.bitmap_top), isColor: false, pixels: pixels)
    }

    /// Loads a colour glyph from the strike and scales it to `pixelSize` with area averaging.
    private func renderColor(glyph: UInt32, pixelSize: Int32, bin: Int, strike: (index: Int32, ppem: Double)) -> GlyphBitmap {
        if currentSize != -2 {
            guard FT_Select_Size(face, strike.index) == 0 else { return .blank }
            currentSize = -2
        }
        FT_Set_Transform(face, nil, nil)
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else { return .blank }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue),
              let buffer = bitmap.buffer, bitmap.pitch > 0 else { return .blank }
        let factor = Double(pixelSize) / 64 / strike.ppem
        // A corrupt strike (a tiny ppem) would scale its bitmaps to gigapixels.
        let limit = Double(Self.maximumSide(pixelSize: pixelSize))
        guard Double(width) * factor <= limit, Double(height) * factor <= limit else { return .blank }
        let originX = Double(slot.pointee.bitmap_left) * factor + Double(bin) / 4
        let originY = -Double(slot.pointee.bitmap_top) * factor
        let source = UnsafeRawBufferPointer(start: buffer, count: Int(bitmap.pitch) * height)
        guard let block = Resampler(sourceIsBGRA: true).resample(
            source, width: width, height: height, stride: Int(bitmap.pitch), originX: originX, originY: originY,
            scaleX: factor, scaleY: factor, window: (Int.min / 4, Int.min / 4, Int.max / 4, Int.max / 4)) else { return .blank }
        return GlyphBitmap(width: block.width, height: block.height, left: block.x, top: block.y, isColor: true,
                           pixels: block.pixels)
    }

    /// The widest or tallest glyph bitmap drawn at `pixelSize` (1/64 pixels per em): 16 ems, at least 1024 pixels.
    /// Real glyphs stay within a few ems; anything larger comes from a corrupt font and is not drawn.
    static func maximumSide(pixelSize: Int32) -> Int {
        max(1024, Int(pixelSize) / 64 * 16)
    }

    /// The bitmap strike with the most pixels per em (colour fonts are downscaled from their best strike).
    private static func largestStrike(_ face: FT_Face) -> (index: Int32, ppem: Double)? {
        let count = Int(face.pointee.num_fixed_sizes)
        guard count > 0, let sizes = face.pointee.available_sizes else { return nil }
        var best: (index: Int32, ppem: Double)?
        for index in 0..<count {
            let ppem = Double(sizes[index].y_ppem) / 64
            if ppem > (best?.ppem ?? 0) { best = (Int32(index), ppem) }
        }
        return best
    }
}

/// Where a face draws underlines and strikethroughs, as fractions of the em, y up from the baseline.
struct DecorationMetrics {
    /// The centre of the underline (negative: below the baseline).
    var underlinePosition: Double
    /// The underline's thickness.
    var underlineThickness: Double
    /// The centre of the strikethrough.
    var strikeoutPosition: Double
    /// The strikethrough's thickness.
    var strikeoutThickness: Double

    init(face: FT_Face) {
        let em = Double(max(face.pointee.units_per_EM, 1))
        var underline = Double(face.pointee.underline_position) / em
        var thickness = Double(face.pointee.underline_thickness) / em
        if thickness <= 0 || thickness > 0.3 { thickness = 0.06 }
        if underline == 0 || underline < -0.5 || underline > 0 { underline = -0.1 }
        underlinePosition = underline
        underlineThickness = thickness
        strikeoutThickness = thickness
        strikeoutPosition = 0.3
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            let size = Double(os2.yStrikeoutSize) / em, top = Double(os2.yStrikeoutPosition) / em
            if size > 0, size < 0.3, top > 0, top < 1 {
                strikeoutThickness = size
                strikeoutPosition = top - size / 2
            }
        }
    }
}
