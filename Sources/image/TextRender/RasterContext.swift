import CTextStack
import Raster
import TextMeasure

/// The FreeType state of one rendering thread: its own `FT_Library` and its own `FT_Face`s, opened over the
/// font bytes the `FontFace`s already hold, plus the shared ``GlyphCache``.
///
/// FreeType faces are not thread-safe, so a context is **not** `Sendable`: create one per worker thread (a
/// RenderQueue gives each of its threads one) and use it only there. Contexts are cheap: faces open lazily,
/// on the first glyph drawn from them, and the glyphs they rasterize go to the shared cache for every thread.
///
/// ```swift
/// let cache = GlyphCache()                          // shared by all workers
/// let context = try RasterContext(cache: cache)     // one per worker thread
/// var canvas = try Canvas(width: 300, height: 100, scale: 2, context: context)
/// ```
public final class RasterContext {
    /// The glyph cache this context reads and fills.
    public let cache: GlyphCache
    /// How glyph outlines are hinted.
    public let hinting: GlyphHinting
    /// The coverage curve applied to text, chosen by the text colour's luminance.
    public let gamma: TextGamma
    /// Pictures already scaled to where they were drawn, shared with other contexts; nil: every draw resamples.
    public let resampledImages: ResampledImageCache?

    let library: FT_Library
    private var faces: [UInt64: FaceInstance] = [:]
    private var textBlenders: [Color: CoverageBlender] = [:]
    private var recentGlyphs = GlyphMemo()
    private var cacheClearings = 0
    /// The last glyph too large for `recentGlyphs`, kept alive while its view is in use.
    private var oversizedGlyph = GlyphBitmap.blank

    /// Creates a context with its own FreeType library; pictures it draws are taken from and kept in
    /// `resampledImages` when given.
    ///
    /// - Throws: `RenderError.freeType` when FreeType cannot be initialised.
    public init(cache: GlyphCache = GlyphCache(), hinting: GlyphHinting = .none, gamma: TextGamma = .standard,
                resampledImages: ResampledImageCache? = nil) throws {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw RenderError.freeType(operation: "initialise a library", code: error) }
        self.library = library
        self.cache = cache
        self.hinting = hinting
        self.gamma = gamma
        self.resampledImages = resampledImages
    }

    deinit {
        faces.removeAll()  // every FT_Face is released before its library
        FT_Done_FreeType(library)
    }

    /// This context's FreeType face for the font file of `face`, opened on first use: one per file face, shared by
    /// its variable instances (each glyph is rasterized at its instance's coordinates).
    func instance(for face: FontFace) throws -> FaceInstance {
        let file = face.fileFace
        if let found = faces[file.identity] { return found }
        let instance = try FaceInstance(library: library, source: file, hinting: hinting)
        faces[file.identity] = instance
        return instance
    }

    /// The bitmap of `glyph` of `face` (drawn by `instance`, its file's FreeType face): from this context's recent
    /// glyphs, else from the shared cache, else rasterized at `face`'s variation coordinates and stored there. The
    /// view is valid until the next call. Call ``reportGlyphHits()`` when done drawing, so the cache's statistics
    /// count every lookup.
    func glyph(_ glyph: UInt32, of face: FontFace, instance: FaceInstance, pixelSize: Int32, bin: Int) -> GlyphView {
        let key = GlyphKey(face: face.identity, glyph: glyph, size: pixelSize, bin: UInt8(bin))
        if cache.clearingCount != cacheClearings {
            cacheClearings = cache.clearingCount
            recentGlyphs.forgetAll()
        }
        if let recent = recentGlyphs.view(for: key) { return recent }
        let bitmap: GlyphBitmap
        if let cached = cache.glyph(for: key) {
            bitmap = cached
        } else {
            bitmap = instance.render(glyph: glyph, coordinates: face.designCoordinates, pixelSize: pixelSize, bin: bin)
            cache.insert(bitmap, for: key)
        }
        if !recentGlyphs.remember(bitmap, for: key) { oversizedGlyph = bitmap }
        return bitmap.view
    }

    /// Adds the hits on this context's recent glyphs to the shared cache's statistics.
    func reportGlyphHits() {
        let hits = recentGlyphs.takeUnreportedHits()
        if hits > 0 { cache.recordHits(hits) }
    }

    /// The blender for text drawn in `color`, with this context's gamma curve (cached per colour).
    func textBlender(for color: Color) -> CoverageBlender {
        if let blender = textBlenders[color] { return blender }
        if textBlenders.count > 256 { textBlenders.removeAll() }
        let blender = CoverageBlender(color: color, curve: gamma.table(for: color))
        textBlenders[color] = blender
        return blender
    }
}

@available(*, unavailable, message: "a RasterContext owns FreeType faces: create one per thread")
extension RasterContext: Sendable {}
