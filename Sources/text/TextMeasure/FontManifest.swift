import FileAccess
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
    ///
    /// - Throws: `TextMeasureError.invalidManifest` naming the file and the problem in words: the system's reason it
    ///   could not be read, where the JSON is malformed, or the key that is missing or of the wrong type.
    public static func load(path: String) throws -> FontManifest {
        let bytes: [UInt8]
        do throws(FileAccessError) {
            bytes = try FilePolicy.anywhere(maximumBytes: 1 << 20).read(path)
        } catch {
            throw TextMeasureError.invalidManifest(path: path, reason: error.reason)
        }
        let manifest: FontManifest
        do {
            manifest = try JSONDecoder().decode(FontManifest.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw TextMeasureError.invalidManifest(path: path, reason: Self.words(error))
        } catch {
            throw TextMeasureError.invalidManifest(path: path, reason: "not valid JSON")
        }
        let families = Set(manifest.fonts.map(\.family))
        for family in manifest.fallbackOrder + [manifest.defaultFamily] + (manifest.emojiFamily.map { [$0] } ?? [])
        where !families.contains(family) {
            throw TextMeasureError.invalidManifest(path: path, reason: "family '\(family)' has no font file entry")
        }
        return manifest
    }

    /// A decoding error in words, with the key path where it happened (no Swift type names).
    private static func words(_ error: DecodingError) -> String {
        func path(_ keys: [CodingKey]) -> String {
            keys.reduce("") { text, key in
                key.intValue.map { text + "[\($0)]" } ?? (text.isEmpty ? key.stringValue : text + "." + key.stringValue)
            }
        }
        switch error {
        case let .keyNotFound(key, context): return "key '\(path(context.codingPath + [key]))' is missing"
        case let .typeMismatch(type, context), let .valueNotFound(type, context):
            let kind = type == String.self ? "a string" : type == Bool.self ? "true or false" : type == Int.self ? "a whole number" : "of another type"
            return "'\(path(context.codingPath))' must be \(kind)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "'\(path(context.codingPath))' is not valid"
        @unknown default: return "not a valid manifest"
        }
    }
}
