import CTextStack
import FileAccess
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The fonts Letterpress measures with: the embedded defaults in `Fonts/` plus anything a caller registers.
///
/// A library is a value: registering fonts changes this copy only, so a ``TextMeasurer`` built from it keeps
/// the fonts it was given. Loading is done once per file; the faces themselves are shared, immutable objects.
///
/// ```swift
/// var fonts = try FontLibrary.embedded()
/// try fonts.register(fileAt: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// let face = try fonts.face(family: "Inter", weight: .bold, italic: false)
/// ```
public struct FontLibrary: Sendable {
    /// Every loaded face.
    public private(set) var faces: [FontFace] = []
    /// Families in the order they are tried for characters the requested font lacks.
    public private(set) var fallbackFamilies: [String] = []
    /// The family used when none is requested.
    public private(set) var defaultFamily: String = ""
    /// The family colour emoji go to, if any.
    public private(set) var emojiFamily: String?
    /// The installed fonts, when the library was asked to include them (loaded a family at a time, on first use).
    private var systemFonts: SystemFontCatalog?

    /// An empty library; register fonts before measuring.
    public init() {}

    /// Loads a directory: with a `manifest.json`, exactly the files it lists in its fallback order; without one,
    /// every `.ttf`, `.otf`, `.ttc` and `.otc` file, in name order.
    public init(directory: String) throws {
        try self.init(directory: directory, mapping: false)
    }

    /// Loads a directory like ``init(directory:)``; with `mapping`, the manifest's files are mapped rather than read
    /// (the embedded fonts: a 1200 × 630 card used to spend most of its start-up copying 17 MB of fonts it barely
    /// touches).
    private init(directory: String, mapping: Bool) throws {
        let manifestPath = (directory as NSString).appendingPathComponent("manifest.json")
        if FileManager.default.fileExists(atPath: manifestPath) {
            let manifest = try FontManifest.load(path: manifestPath)
            for entry in manifest.fonts {
                let path = (directory as NSString).appendingPathComponent(entry.file)
                let weight = FontWeight(rawValue: entry.weight)
                faces.append(mapping ? try FontFace(mapping: path, family: entry.family, weight: weight, italic: entry.italic)
                                     : try FontFace(path: path, family: entry.family, weight: weight, italic: entry.italic))
            }
            fallbackFamilies = manifest.fallbackOrder
            defaultFamily = manifest.defaultFamily
            emojiFamily = manifest.emojiFamily
        } else {
            try registerDirectory(directory, asFallback: true)
        }
    }

    /// The embedded default fonts, from the folder ``EmbeddedFonts`` finds (`$LETTERPRESS_FONTS`, the installed
    /// `share/letterpress/fonts`, the build tree's `Fonts/`), loaded once per process.
    ///
    /// - Throws: `TextMeasureError.embeddedFontsNotFound` listing the places looked in, or an error loading the fonts.
    public static func embedded() throws -> FontLibrary {
        try embeddedLibrary.get()
    }

    /// The embedded default fonts from `directory` when given (a `--font-dir`), else as ``embedded()`` finds them.
    public static func embedded(directory: String?) throws -> FontLibrary {
        guard let directory else { return try embedded() }
        return try FontLibrary(directory: directory)
    }

    /// Where the embedded fonts are read from (the build tree's `Fonts/` when ``EmbeddedFonts`` finds none).
    public static var embeddedDirectory: String {
        (try? EmbeddedFonts.directory()) ?? EmbeddedFonts.data.searchPath.compactMap(\.path).last ?? "Fonts"
    }

    private static let embeddedLibrary = Result { try FontLibrary(directory: EmbeddedFonts.directory(), mapping: true) }

    /// Registers every face in the font file at `path`. When `asFallback` is true its family is also tried,
    /// before the emoji family, for characters other fonts lack. Returns what was registered.
    ///
    /// The file is read once, under `filePolicy` (default: a regular file anywhere, at most
    /// `FontFace.defaultMaximumFileBytes`).
    ///
    /// - Throws: `TextMeasureError.unreadableFontFile` when the policy refuses the file or it cannot be read,
    ///   `.corruptFont` when it holds no usable face.
    @discardableResult
    public mutating func register(fileAt path: String, asFallback: Bool = false,
                                  filePolicy: FilePolicy = .anywhere(maximumBytes: FontFace.defaultMaximumFileBytes))
        throws -> [FontDescriptor] {
        try register(blob: FontFace.blob(readingFileAt: path, policy: filePolicy), source: path, asFallback: asFallback)
    }

    /// Registers every face in a font file's bytes (`source` names them in errors and descriptors), like
    /// ``register(fileAt:asFallback:filePolicy:)``.
    ///
    /// - Throws: `TextMeasureError.corruptFont` naming `source` when the bytes hold no usable face.
    @discardableResult
    public mutating func register(bytes: [UInt8], source: String, asFallback: Bool = false) throws -> [FontDescriptor] {
        try register(blob: FontFace.blob(copying: bytes, source: source), source: source, asFallback: asFallback)
    }

    /// Registers every face of `blob` (taking over the caller's reference): all or none.
    private mutating func register(blob: OpaquePointer, source: String, asFallback: Bool) throws -> [FontDescriptor] {
        defer { hb_blob_destroy(blob) }
        let first = try FontFace(blob: hb_blob_reference(blob), source: source, faceIndex: 0, family: nil, weight: nil, italic: nil)
        var added = [first]
        for index in 1..<max(1, first.faceCountInFile) {
            added.append(try FontFace(blob: hb_blob_reference(blob), source: source, faceIndex: index, family: nil,
                                      weight: nil, italic: nil))
        }
        faces += added
        for face in added { adopt(family: face.descriptor.family, asFallback: asFallback) }
        return added.map(\.descriptor)
    }

    /// Registers every font file in `directory` (not recursive), each read under `filePolicy`.
    @discardableResult
    public mutating func registerDirectory(_ directory: String, asFallback: Bool = false,
                                           filePolicy: FilePolicy = .anywhere(maximumBytes: FontFace.defaultMaximumFileBytes))
        throws -> [FontDescriptor] {
        let names = try FontLibrary.fileNames(in: directory)
        var added: [FontDescriptor] = []
        for name in names where ["ttf", "otf", "ttc", "otc"].contains((name as NSString).pathExtension.lowercased()) {
            added += try register(fileAt: (directory as NSString).appendingPathComponent(name), asFallback: asFallback,
                                  filePolicy: filePolicy)
        }
        return added
    }

    /// The names in `directory`, sorted.
    ///
    /// - Throws: `TextMeasureError.unreadableFontFile` naming the folder with the system's reason ("Not a directory").
    private static func fileNames(in directory: String) throws -> [String] {
        guard let stream = opendir(directory) else {
            throw TextMeasureError.unreadableFontFile(path: directory, reason: String(cString: strerror(errno)))
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The fonts installed on the machine, found by fontconfig (the system's configuration, or `configurationFile`'s):
    /// every installed family can be asked for by name; a family's files are read when a style first asks for it.
    /// The default family is fontconfig's match for `sans-serif`; no family is a fallback. Results then depend on the
    /// machine: use it where that is wanted.
    ///
    /// - Throws: `TextMeasureError.unreadableFontFile` when fontconfig cannot load its configuration.
    public static func system(configurationFile: String? = nil,
                              filePolicy: FilePolicy = .anywhere(maximumBytes: FontFace.defaultMaximumFileBytes)) throws -> FontLibrary {
        var library = FontLibrary()
        try library.includeSystemFonts(configurationFile: configurationFile, filePolicy: filePolicy)
        return library
    }

    /// Adds the fonts installed on the machine (``system(configurationFile:filePolicy:)``) behind this library's own:
    /// a family the library holds is served by its faces, any other installed family by the system's.
    public mutating func includeSystemFonts(configurationFile: String? = nil,
                                            filePolicy: FilePolicy = .anywhere(maximumBytes: FontFace.defaultMaximumFileBytes)) throws {
        let catalog = try SystemFontCatalog(configurationFile: configurationFile, filePolicy: filePolicy)
        systemFonts = catalog
        if defaultFamily.isEmpty, let sans = catalog.sansSerif { defaultFamily = sans }
    }

    /// All family names, sorted (installed ones included when the library includes them).
    public var families: [String] { Array(Set(faces.map(\.family) + (systemFonts?.families ?? []))).sorted() }

    /// The face of `family` closest to `weight` and `italic` (CSS font matching, simplified): italic faces are
    /// preferred when asked for, then the nearest weight (a variable face serves every weight of its `wght` axis
    /// exactly), heavier on ties at or above 400. A variable face is returned as the file's face: measuring makes
    /// the instance the style asks for.
    public func face(family: String, weight: FontWeight = .regular, italic: Bool = false) throws -> FontFace {
        var candidates = faces.filter { FamilyName.matches($0.family, family) }
        if candidates.isEmpty, let systemFonts { candidates = systemFonts.faces(family: family) }
        guard !candidates.isEmpty else { throw TextMeasureError.unknownFontFamily(family, available: families) }
        let styled = candidates.filter { $0.isItalic == italic }
        let pool = styled.isEmpty ? candidates : styled
        return pool.min { a, b in
            let da = a.weightDistance(to: weight), db = b.weightDistance(to: weight)
            if da != db { return da < db }
            return weight.rawValue >= 400 ? a.weight > b.weight : a.weight < b.weight
        } ?? pool[0]
    }

    /// The faces tried after `primary` for characters it lacks, in order, matched to `weight` and the primary's style.
    func fallbackChain(after primary: FontFace, weight: FontWeight) -> [FontFace] {
        var chain: [FontFace] = []
        for family in fallbackFamilies where !FamilyName.matches(family, primary.family) {
            if let face = try? face(family: family, weight: weight, italic: primary.isItalic) {
                chain.append(face)
            }
        }
        return chain
    }

    /// The face colour emoji go to, if the library has one.
    var emojiFace: FontFace? {
        emojiFamily.flatMap { try? face(family: $0) }
    }

    private mutating func adopt(family: String, asFallback: Bool) {
        if defaultFamily.isEmpty { defaultFamily = family }
        guard asFallback, !fallbackFamilies.contains(family) else { return }
        if let emoji = emojiFamily, let index = fallbackFamilies.firstIndex(of: emoji) {
            fallbackFamilies.insert(family, at: index)
        } else {
            fallbackFamilies.append(family)
        }
    }
}
