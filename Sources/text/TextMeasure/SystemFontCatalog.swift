import CTextStack
import FileAccess
import Locking

/// The font families installed on the machine, as fontconfig lists them, loaded on first use: a family's files are
/// read only when a style asks for it (a desktop's fonts are gigabytes).
final class SystemFontCatalog: Sendable {
    /// One face fontconfig knows: its file, index in the file, family names, weight and style.
    struct Entry: Sendable, Hashable {
        var path: String
        var index: Int
        var families: [String]
        var weight: FontWeight
        var isItalic: Bool
    }

    /// Every installed face.
    let entries: [Entry]
    /// fontconfig's best family for `sans-serif`, if it found one.
    let sansSerif: String?
    private let loaded = Locked<[String: [FontFace]]>([:])
    private let filePolicy: FilePolicy

    /// Lists the installed fonts with fontconfig (the system's configuration, or `configurationFile`'s).
    ///
    /// - Throws: `TextMeasureError.unreadableFontFile` naming the configuration when fontconfig cannot load it.
    init(configurationFile: String?, filePolicy: FilePolicy) throws {
        self.filePolicy = filePolicy
        guard let config = FcConfigCreate() else {
            throw TextMeasureError.unreadableFontFile(path: configurationFile ?? "fontconfig", reason: "fontconfig could not start")
        }
        defer { FcConfigDestroy(config) }
        let parsed = configurationFile.map { path in
            path.withCString { $0.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcConfigParseAndLoad(config, $0, FcTrue) } }
        } ?? FcConfigParseAndLoad(config, nil, FcTrue)
        guard parsed == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
            throw TextMeasureError.unreadableFontFile(path: configurationFile ?? "the system's fontconfig configuration",
                                                      reason: "fontconfig could not load it")
        }
        entries = SystemFontCatalog.list(config)
        sansSerif = SystemFontCatalog.match("sans-serif", config)
    }

    /// Every family name, sorted.
    var families: [String] { Array(Set(entries.flatMap(\.families))).sorted() }

    /// The faces of `family` (case-insensitive), loaded now if they were not; empty when none is installed. Faces
    /// that cannot be read are skipped.
    func faces(family: String) -> [FontFace] {
        let key = family.lowercased()
        if let found = loaded.withLock({ $0[key] }) { return found }
        let faces = entries.filter { $0.families.contains { $0.lowercased() == key } }.compactMap { entry -> FontFace? in
            try? FontFace(path: entry.path, faceIndex: entry.index, family: family, weight: entry.weight, italic: entry.isItalic,
                          filePolicy: filePolicy)
        }
        loaded.withLock { $0[key] = faces }
        return faces
    }

    private static func list(_ config: OpaquePointer) -> [Entry] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        let objects = FcObjectSetCreate()
        defer { FcObjectSetDestroy(objects) }
        for name in [FC_FILE, FC_INDEX, FC_FAMILY, FC_WEIGHT, FC_SLANT] { _ = FcObjectSetAdd(objects, name) }
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var entries: [Entry] = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var faceIndex: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &faceIndex)
            var families: [String] = []
            var family: UnsafeMutablePointer<FcChar8>?
            var n: Int32 = 0
            while FcPatternGetString(font, FC_FAMILY, n, &family) == FcResultMatch, let name = family {
                families.append(String(cString: name))
                n += 1
            }
            var weight: Int32 = Int32(FC_WEIGHT_REGULAR), slant: Int32 = Int32(FC_SLANT_ROMAN)
            _ = FcPatternGetInteger(font, FC_WEIGHT, 0, &weight)
            _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            // Variable fonts are listed once per named instance too; the file's own face (index < 65536) serves them all.
            guard faceIndex < 0x10000 else { continue }
            entries.append(Entry(path: String(cString: file), index: Int(faceIndex), families: families,
                                 weight: FontWeight(rawValue: Int(FcWeightToOpenType(Int32(weight)))),
                                 isItalic: slant != Int32(FC_SLANT_ROMAN)))
        }
        return Array(Set(entries)).sorted { ($0.path, $0.index) < ($1.path, $1.index) }
    }

    private static func match(_ family: String, _ config: OpaquePointer) -> String? {
        guard let pattern = family.withCString({ $0.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { FcNameParse($0) } })
        else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        var name: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FAMILY, 0, &name) == FcResultMatch, let name else { return nil }
        return String(cString: name)
    }
}
