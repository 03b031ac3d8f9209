import CTextStack
import FileAccess
import Foundation
import Locking
import Synchronization

/// The ink bounds of one glyph in font units, y up (as HarfBuzz reports them).
package struct GlyphExtents: Hashable, Sendable {
    /// Left edge relative to the pen position.
    package var xBearing: Int32
    /// Top edge relative to the baseline (positive above it).
    package var yBearing: Int32
    /// Ink width.
    package var width: Int32
    /// Ink height (negative: extends downwards from `yBearing`).
    package var height: Int32
}

/// One loaded font face: an immutable HarfBuzz font at its units-per-em scale, its vertical metrics and its
/// character coverage. Safe to share between threads (HarfBuzz fonts are thread-safe once immutable).
public final class FontFace: @unchecked Sendable {
    /// What this face is.
    public let descriptor: FontDescriptor
    /// Design units per em.
    public let unitsPerEm: Int32
    /// Ascender in font units, positive (OS/2 typo metrics when USE_TYPO_METRICS is set, else hhea).
    public let ascender: Int32
    /// Descender in font units, positive downwards.
    public let descender: Int32
    /// Line gap in font units.
    public let lineGap: Int32
    /// The number of glyphs.
    package let glyphCount: Int
    /// Whether the face draws colour glyphs from bitmap strikes (CBDT/sbix), like Noto Color Emoji.
    public let hasColorBitmaps: Bool
    /// The variation axes of a variable face (`fvar`), in the font's order; empty for a static face.
    public let variationAxes: [FontVariationAxis]
    /// The named instances of a variable face (`fvar`).
    public let namedInstances: [FontNamedInstance]
    /// Whether the face has a style attributes table (`STAT`): Core Text applies `trak` only to such faces.
    public let hasStyleAttributes: Bool
    /// This instance's design coordinates, one per axis of ``variationAxes`` (the defaults for the file's face).
    public let designCoordinates: [Double]
    /// This instance's normalized coordinates (F2DOT14, `avar` applied), one per axis: what HarfBuzz shapes with
    /// and what distinguishes instances in every cache. All zero for the file's face.
    package let normalizedCoordinates: [Int32]
    /// A number no other face or instance in the process has, ever: caches key shapes and glyphs by it, so that
    /// an entry of one instance (one set of ``normalizedCoordinates``) never serves another, even after a face is
    /// freed and its memory reused.
    package let identity: UInt64
    /// The face of the font file this instance varies; nil for the file's face itself.
    let base: FontFace?
    /// The `trak` table's normal track, when the face has one.
    let tracking: TrackingTable?
    /// The glyph shown at a line end after a soft hyphen (the face's U+2010 HYPHEN, else its U+002D) and its advance
    /// in font units at this instance; nil when the face has neither.
    let hyphen: (glyph: UInt32, advance: Int32)?
    /// The instances made of this face, by normalized coordinates (at most ``maximumInstances``; then dropped in one
    /// batch: an instance made again gets a new identity, which costs cache misses, never wrong shapes).
    private let instances = Locked<[[Int32]: FontFace]>([:])

    let blob: OpaquePointer
    let face: OpaquePointer
    let font: OpaquePointer
    /// Which BMP scalars the face maps, made on first use.
    private let coverage: BasicCoverage
    /// One bit per BMP scalar (a plain pointer, valid while the face lives, so that hot loops test bits without
    /// reference counting).
    var basicCoverage: UnsafePointer<UInt64> { coverage.pointer }
    /// Each glyph's extents once asked for.
    private let extentsCache: Locked<GlyphExtentsTable>

    /// The number of faces in the file this face came from.
    package let faceCountInFile: Int
    /// The family name.
    public var family: String { descriptor.family }
    /// The weight class.
    public var weight: FontWeight { descriptor.weight }
    /// Whether the face is italic.
    public var isItalic: Bool { descriptor.isItalic }
    /// Whether the face has variation axes.
    public var isVariable: Bool { !variationAxes.isEmpty }
    /// The face of the font file this face comes from: itself, or the variable face it is an instance of.
    public var fileFace: FontFace { base ?? self }
    /// This instance's design coordinates by axis tag (empty for a static face).
    public var variationCoordinates: [String: Double] {
        Dictionary(zip(variationAxes.map(\.tag), designCoordinates), uniquingKeysWith: { first, _ in first })
    }

    /// 64 MiB: the default largest font file that is read (the largest CJK collections are about 30 MB).
    public static let defaultMaximumFileBytes = 64 << 20

    /// Loads face `faceIndex` of the font file at `path`. `family`, `weight` and `italic`, when given, override
    /// what the font's own tables say (a manifest may register a face under another name).
    ///
    /// The file is read under `filePolicy` (default: a regular file anywhere, at most 64 MiB): a FIFO, a device or
    /// a file outside the policy's folders is refused before anything is read.
    ///
    /// - Throws: `TextMeasureError.unreadableFontFile` when the policy refuses the file or it cannot be read,
    ///   `.corruptFont` when it is not a usable OpenType/TrueType font.
    public convenience init(path: String, faceIndex: Int = 0, family: String? = nil, weight: FontWeight? = nil, italic: Bool? = nil,
                            filePolicy: FilePolicy = .anywhere(maximumBytes: FontFace.defaultMaximumFileBytes)) throws {
        try self.init(blob: FontFace.blob(readingFileAt: path, policy: filePolicy), source: path, faceIndex: faceIndex,
                      family: family, weight: weight, italic: italic)
    }

    /// Loads face `faceIndex` of a font file's bytes (a font from memory: a download, a resource). `source` names the
    /// bytes in errors and is the descriptor's `path`; the family defaults to the font's own name.
    ///
    /// - Throws: `TextMeasureError.corruptFont` naming `source` when the bytes are not a usable font.
    public convenience init(bytes: [UInt8], source: String, faceIndex: Int = 0, family: String? = nil,
                            weight: FontWeight? = nil, italic: Bool? = nil) throws {
        try self.init(blob: FontFace.blob(copying: bytes, source: source), source: source, faceIndex: faceIndex,
                      family: family, weight: weight, italic: italic)
    }

    /// Loads face `faceIndex` of `blob`, taking over the caller's reference to it (released here on failure).
    init(blob: OpaquePointer, source path: String, faceIndex: Int, family: String?, weight: FontWeight?, italic: Bool?) throws {
        let faceCount = Int(hb_face_count(blob))
        guard faceCount > 0, faceIndex >= 0, faceIndex < faceCount, let face = hb_face_create(blob, UInt32(faceIndex)) else {
            hb_blob_destroy(blob)
            throw TextMeasureError.corruptFont(path: path, reason: faceCount == 0
                ? "no OpenType/TrueType font header" : "face index \(faceIndex) out of 0..<\(faceCount)")
        }
        let glyphCount = Int(hb_face_get_glyph_count(face))
        let hasCmap = hb_face_reference_table(face, FontFace.tag("cmap")).map { table -> Bool in
            defer { hb_blob_destroy(table) }
            return hb_blob_get_length(table) > 0
        } ?? false
        hb_face_make_immutable(face)
        guard glyphCount > 0, hasCmap, let font = hb_font_create(face) else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw TextMeasureError.corruptFont(path: path, reason: glyphCount == 0 ? "no glyphs" : "no character map (cmap)")
        }
        hb_font_make_immutable(font)

        self.blob = blob
        self.face = face
        self.font = font
        self.glyphCount = glyphCount
        unitsPerEm = Int32(clamping: hb_face_get_upem(face))
        (ascender, descender, lineGap) = FontFace.lineMetrics(font)
        hyphen = FontFace.hyphen(font)
        hasColorBitmaps = hb_ot_color_has_png(face) != 0
        faceCountInFile = faceCount
        variationAxes = FontFace.axes(face)
        namedInstances = FontFace.namedInstances(face, axes: variationAxes)
        hasStyleAttributes = FontFace.hasTable(face, "STAT")
        designCoordinates = variationAxes.map(\.defaultValue)
        normalizedCoordinates = Array(repeating: 0, count: variationAxes.count)
        identity = FontFace.nextIdentity.add(1, ordering: .relaxed).newValue
        base = nil
        tracking = hb_face_reference_table(face, FontFace.tag("trak")).flatMap { table in
            defer { hb_blob_destroy(table) }
            var length: UInt32 = 0
            guard let data = hb_blob_get_data(table, &length) else { return nil }
            return TrackingTable(UnsafeRawBufferPointer(start: data, count: Int(length)))
        }
        descriptor = FontDescriptor(
            family: family ?? FontFace.familyName(face) ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent,
            weight: weight ?? FontFace.weight(of: font),
            isItalic: italic ?? (hb_style_get_value(font, HB_STYLE_TAG_ITALIC) > 0.5 || hb_style_get_value(font, HB_STYLE_TAG_SLANT_ANGLE) != 0),
            path: path, faceIndex: faceIndex)
        coverage = BasicCoverage(face: face)
        extentsCache = Locked(GlyphExtentsTable(glyphCount: glyphCount))
    }

    /// Maps face `faceIndex` of the font file at `path` instead of reading it: for the embedded fonts, which belong to
    /// the installation like the binary's own libraries (mapped too), so that start-up reads only the pages it uses.
    convenience init(mapping path: String, family: String?, weight: FontWeight?, italic: Bool?) throws {
        try self.init(blob: FontFace.blob(mappingFileAt: path), source: path, faceIndex: 0, family: family, weight: weight,
                      italic: italic)
    }

    /// A HarfBuzz blob over the font file at `path`, mapped read-only from the descriptor the default policy opened
    /// and accepted (a regular file of at most 64 MiB), so the file mapped is the file checked.
    /// Only for files that do not shrink while mapped (a mapped file truncated under it raises SIGBUS on access).
    ///
    /// - Throws: `TextMeasureError.unreadableFontFile` naming `path` and why, `.corruptFont` for an empty file.
    static func blob(mappingFileAt path: String) throws -> OpaquePointer {
        let file: UntrustedFile
        do throws(FileAccessError) {
            file = try FilePolicy.anywhere(maximumBytes: FontFace.defaultMaximumFileBytes).open(path)
        } catch {
            throw TextMeasureError.unreadableFontFile(path: path, reason: error.reason)
        }
        guard file.size > 0 else { throw TextMeasureError.corruptFont(path: path, reason: "the file is empty") }
        let mapping: UnsafeRawBufferPointer
        do throws(FileAccessError) {
            mapping = try file.mapped()
        } catch {
            throw TextMeasureError.unreadableFontFile(path: path, reason: error.reason)
        }
        // The blob unmaps the file when HarfBuzz lets go of it; the mapping's extent travels as its user data.
        let extent = UnsafeMutablePointer<UnsafeRawBufferPointer>.allocate(capacity: 1)
        extent.initialize(to: mapping)
        guard let blob = hb_blob_create_or_fail(mapping.baseAddress?.assumingMemoryBound(to: CChar.self),
                                                UInt32(mapping.count), HB_MEMORY_MODE_READONLY, extent, { pointer in
            guard let extent = pointer?.assumingMemoryBound(to: UnsafeRawBufferPointer.self) else { return }
            munmap(UnsafeMutableRawPointer(mutating: extent.pointee.baseAddress), extent.pointee.count)
            extent.deallocate()
        }) else {
            munmap(UnsafeMutableRawPointer(mutating: mapping.baseAddress), mapping.count)
            extent.deallocate()
            throw TextMeasureError.unreadableFontFile(path: path, reason: "HarfBuzz could not take its mapping")
        }
        return blob
    }

    /// A HarfBuzz blob over the bytes of the font file at `path`, read under `policy`.
    ///
    /// - Throws: `TextMeasureError.unreadableFontFile` naming `path` and why the policy or the system refused it, or
    ///   that the file changed size while it was read; `.corruptFont` for an empty file.
    static func blob(readingFileAt path: String, policy: FilePolicy) throws -> OpaquePointer {
        let file: UntrustedFile
        do throws(FileAccessError) {
            file = try policy.open(path)
        } catch {
            throw TextMeasureError.unreadableFontFile(path: path, reason: error.reason)
        }
        return try blob(reading: file)
    }

    /// A HarfBuzz blob over the bytes of `file`, opened under a policy; errors name the path it was opened by.
    ///
    /// - Throws: `TextMeasureError.unreadableFontFile` with the system's reason, or that the file changed size while it
    ///   was read; `.corruptFont` for an empty file.
    static func blob(reading file: borrowing UntrustedFile) throws -> OpaquePointer {
        // Read straight into the memory the blob owns: font files are megabytes, and a second copy showed in startup.
        let path = file.path, size = file.size
        let memory = UnsafeMutableRawPointer.allocate(byteCount: size + 1, alignment: 16)
        let count: Int
        do throws(FileAccessError) {
            count = try file.read(into: UnsafeMutableRawBufferPointer(start: memory, count: size + 1))
        } catch {
            memory.deallocate()
            throw TextMeasureError.unreadableFontFile(path: path, reason: error.reason)
        }
        guard count == size else {
            memory.deallocate()
            throw TextMeasureError.unreadableFontFile(path: path, reason: "the file changed size while it was read")
        }
        return try blob(owning: memory, count: count, source: path)
    }

    /// A HarfBuzz blob owning a copy of `bytes` (freed when HarfBuzz releases the blob).
    ///
    /// - Throws: `TextMeasureError.corruptFont` naming `source` for empty or over-4-GB bytes.
    static func blob(copying bytes: [UInt8], source: String) throws -> OpaquePointer {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(1, bytes.count), alignment: 16)
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { memory.copyMemory(from: base, byteCount: bytes.count) }
        }
        return try blob(owning: memory, count: bytes.count, source: source)
    }

    /// A HarfBuzz blob over `count` bytes at `memory`, which it owns from now on (deallocated here on failure).
    ///
    /// - Throws: `TextMeasureError.corruptFont` naming `source` for empty or over-4-GB bytes.
    private static func blob(owning memory: UnsafeMutableRawPointer, count: Int, source: String) throws -> OpaquePointer {
        guard count > 0, let length = UInt32(exactly: count) else {
            memory.deallocate()
            throw TextMeasureError.corruptFont(path: source, reason: count == 0 ? "the file is empty" : "larger than 4 GB")
        }
        // hb_blob_create_or_fail calls the destroy function itself when it fails.
        guard let blob = hb_blob_create_or_fail(memory.assumingMemoryBound(to: CChar.self), length, HB_MEMORY_MODE_READONLY,
                                                memory, { $0?.deallocate() }) else {
            throw TextMeasureError.corruptFont(path: source, reason: "HarfBuzz could not hold the bytes")
        }
        return blob
    }

    /// The font's weight class, kept within 1…1000 (a corrupt font may claim anything, NaN included).
    private static func weight(of font: OpaquePointer) -> FontWeight {
        let value = hb_style_get_value(font, HB_STYLE_TAG_WEIGHT)
        return FontWeight(rawValue: value.isFinite ? Int(min(max(value, 1), 1000).rounded()) : 400)
    }

    /// An instance of the variable face `base` at `design` coordinates (one per axis, inside their ranges), whose
    /// normalized coordinates are `normalized`. It shares the file's bytes, HarfBuzz face and coverage.
    private init(instanceOf base: FontFace, design: [Double], normalized: [Int32]) {
        blob = hb_blob_reference(base.blob)
        face = hb_face_reference(base.face)
        let font = hb_font_create(base.face)!  // never nil: HarfBuzz returns its empty font when out of memory
        var floats = design.map { Float($0) }
        hb_font_set_var_coords_design(font, &floats, UInt32(floats.count))
        hb_font_make_immutable(font)
        self.font = font
        self.base = base
        glyphCount = base.glyphCount
        unitsPerEm = base.unitsPerEm
        (ascender, descender, lineGap) = FontFace.lineMetrics(font)
        hyphen = FontFace.hyphen(font)
        hasColorBitmaps = base.hasColorBitmaps
        faceCountInFile = base.faceCountInFile
        variationAxes = base.variationAxes
        namedInstances = base.namedInstances
        hasStyleAttributes = base.hasStyleAttributes
        designCoordinates = design
        normalizedCoordinates = normalized
        identity = FontFace.nextIdentity.add(1, ordering: .relaxed).newValue
        tracking = base.tracking
        coverage = base.coverage
        extentsCache = Locked(GlyphExtentsTable(glyphCount: base.glyphCount))
        let coordinates = Dictionary(zip(base.variationAxes.map(\.tag), design), uniquingKeysWith: { first, _ in first })
        var descriptor = base.descriptor
        if let weight = coordinates["wght"] { descriptor.weight = FontWeight(rawValue: Int(weight.rounded())) }
        if (coordinates["ital"] ?? 0) >= 0.5 || (coordinates["slnt"] ?? 0) != 0 { descriptor.isItalic = true }
        descriptor.variations = coordinates
        self.descriptor = descriptor
    }

    /// The most instances a variable face keeps at once.
    static let maximumInstances = 256

    /// Source of ``identity``: the one process-wide counter, so that identities are never reused.
    private static let nextIdentity = Atomic<UInt64>(0)

    /// The instance of this face's variable font at `coordinates` (design values by axis tag; tags the font lacks are
    /// ignored, values are clamped to their axis, axes not given keep their default). A static face, and coordinates
    /// that normalize to the default, give the file's face itself; equal normalized coordinates give the same instance.
    public func instance(_ coordinates: [String: Double]) -> FontFace {
        let file = fileFace
        return file.instance(design: file.variationAxes.map { axis in axis.clamp(coordinates[axis.tag] ?? axis.defaultValue) })
    }

    /// The instance at `design`, one coordinate per axis, each inside its axis; self when they normalize to zeros.
    func instance(design: [Double]) -> FontFace {
        guard base == nil, !variationAxes.isEmpty, design.count == variationAxes.count else { return self }
        let coordinates = design.map { Float($0) }
        var normalized = [Int32](repeating: 0, count: coordinates.count)
        hb_ot_var_normalize_coords(face, UInt32(coordinates.count), coordinates, &normalized)
        guard normalized.contains(where: { $0 != 0 }) else { return self }
        return instances.withLock { instances in
            if let found = instances[normalized] { return found }
            if instances.count >= FontFace.maximumInstances { instances.removeAll() }
            let instance = FontFace(instanceOf: self, design: design, normalized: normalized)
            instances[normalized] = instance
            return instance
        }
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// Whether the face maps `scalar` to a glyph.
    @inline(__always)
    package func covers(_ scalar: UInt32) -> Bool {
        if scalar < 0x10000 {
            return basicCoverage[Int(scalar >> 6)] & (1 << UInt64(scalar & 63)) != 0
        }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
    }

    /// The nominal horizontal advance of `glyph` in font units (`hmtx`, varied by `HVAR`), before any positioning.
    func advance(of glyph: UInt32) -> Int32 {
        hb_font_get_glyph_h_advance(font, glyph)
    }

    /// The glyph for `scalar`, if the face has one.
    package func glyph(for scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 ? glyph : nil
    }

    /// The ink extents of `glyph` in font units (cached).
    package func extents(of glyph: UInt32) -> GlyphExtents {
        withExtents { $0(glyph) }
    }

    /// Calls `body` with a lookup of glyph extents (as ``extents(of:)`` gives them) that takes the cache's lock once
    /// for all the glyphs `body` asks about. `body` must not call back into this face's extents.
    func withExtents<R>(_ body: (_ extents: (UInt32) -> GlyphExtents) throws -> R) rethrows -> R {
        try extentsCache.withLock { cache in
            try body { glyph in
                let index = Int(glyph)
                if let cached = cache[index] { return cached }
                var raw = hb_glyph_extents_t()
                let extents = hb_font_get_glyph_extents(font, glyph, &raw) != 0
                    ? GlyphExtents(xBearing: raw.x_bearing, yBearing: raw.y_bearing, width: raw.width, height: raw.height)
                    : GlyphExtents(xBearing: 0, yBearing: 0, width: 0, height: 0)
                cache[index] = extents
                return extents
            }
        }
    }

    /// The raw bytes of the font file, for rasterizers that open their own faces over them.
    package func withFontData<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length) else { return try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        return try body(UnsafeRawBufferPointer(start: data, count: Int(length)))
    }

    static func tag(_ string: String) -> hb_tag_t {
        string.utf8.reduce(0) { ($0 << 8) | hb_tag_t($1) }
    }

    /// Ascender, descender (positive downwards) and line gap of `font`, as HarfBuzz reports them (`MVAR` applied).
    private static func lineMetrics(_ font: OpaquePointer) -> (Int32, Int32, Int32) {
        (metric(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER),
         Int32(clamping: -Int(metric(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER))),
         max(0, metric(font, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)))
    }

    private static func hyphen(_ font: OpaquePointer) -> (glyph: UInt32, advance: Int32)? {
        for scalar: UInt32 in [0x2010, 0x2D] {
            var glyph: hb_codepoint_t = 0
            if hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 { return (glyph, hb_font_get_glyph_h_advance(font, glyph)) }
        }
        return nil
    }

    private static func hasTable(_ face: OpaquePointer, _ tag: String) -> Bool {
        hb_face_reference_table(face, FontFace.tag(tag)).map { table -> Bool in
            defer { hb_blob_destroy(table) }
            return hb_blob_get_length(table) > 0
        } ?? false
    }

    /// The `fvar` axes of `face` (none for a static face).
    private static func axes(_ face: OpaquePointer) -> [FontVariationAxis] {
        let count = Int(hb_ot_var_get_axis_count(face))
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: count)
        var returned = UInt32(count)
        _ = hb_ot_var_get_axis_infos(face, 0, &returned, &infos)
        return infos.prefix(Int(returned)).map { info in
            let tag = tagString(info.tag)
            return FontVariationAxis(tag: tag, name: name(face, info.name_id) ?? tag, minimum: Double(info.min_value),
                                     defaultValue: Double(info.default_value), maximum: Double(info.max_value),
                                     isHidden: info.flags.rawValue & HB_OT_VAR_AXIS_FLAG_HIDDEN.rawValue != 0)
        }
    }

    /// The `fvar` named instances of `face`.
    private static func namedInstances(_ face: OpaquePointer, axes: [FontVariationAxis]) -> [FontNamedInstance] {
        guard !axes.isEmpty else { return [] }
        return (0..<hb_ot_var_get_named_instance_count(face)).map { index in
            var coordinates = [Float](repeating: 0, count: axes.count)
            var count = UInt32(axes.count)
            _ = hb_ot_var_named_instance_get_design_coords(face, index, &count, &coordinates)
            let nameID = hb_ot_var_named_instance_get_subfamily_name_id(face, index)
            return FontNamedInstance(name: name(face, nameID) ?? "instance \(index)",
                                     coordinates: Dictionary(zip(axes.map(\.tag), coordinates.map(Double.init)),
                                                             uniquingKeysWith: { first, _ in first }))
        }
    }

    /// The four characters of an OpenType tag.
    static func tagString(_ tag: hb_tag_t) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
    }

    private static func metric(_ font: OpaquePointer, _ tag: hb_ot_metrics_tag_t) -> Int32 {
        var position: hb_position_t = 0
        _ = hb_ot_metrics_get_position(font, tag, &position)
        return position
    }

    private static func familyName(_ face: OpaquePointer) -> String? {
        name(face, hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY)) ?? name(face, hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY))
    }

    /// The English entry `id` of the `name` table (at most 256 bytes), if it is there and valid UTF-8.
    private static func name(_ face: OpaquePointer, _ id: hb_ot_name_id_t) -> String? {
        var length: UInt32 = 256
        var buffer = [CChar](repeating: 0, count: 257)
        let total = hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), &length, &buffer)
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        guard total > 0, let name = String(validating: bytes, as: UTF8.self), !name.isEmpty else { return nil }
        return name
    }
}
