import Foundation

/// The `manifest.json` of a font directory: which file holds which family, weight and style, and the order in
/// which families are tried when the requested font does not cover a character.
public struct FontManifest: Codable, Sendable, Equatable {
    /// One font file entry.
    public struct Entry: Codable, Sendable, Equatable {
        /// Family name the file is registered under.
        public var family: String
        /// Weight class (100…900).
        public var weight: Int
        /// Whether the face is italic.
        public var italic: Bool
        /// File name relative to the manifest's directory.
        public var file: String
    }

    /// The font files.
    public var fonts: [Entry]
    /// The family used when a request names none.
    public var defaultFamily: String
    /// The family that colour emoji go to.
    public var emojiFamily: String?
    /// Families in fallback order.
    public var fallbackOrder: [String]

    /// Reads and validates the manifest at `path`.
    public static func load(path: String) throws -> FontManifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TextMeasureError.invalidManifest(path: path, reason: "cannot read the file")
        }
        let manifest: FontManifest
        do {
            manifest = try JSONDecoder().decode(FontManifest.self, from: data)
        } catch {
            throw TextMeasureError.invalidManifest(path: path, reason: "\(error)")
        }
        let families = Set(manifest.fonts.map(\.family))
        for family in manifest.fallbackOrder + [manifest.defaultFamily] + (manifest.emojiFamily.map { [$0] } ?? [])
        where !families.contains(family) {
            throw TextMeasureError.invalidManifest(path: path, reason: "family '\(family)' has no font file entry")
        }
        return manifest
    }
}
