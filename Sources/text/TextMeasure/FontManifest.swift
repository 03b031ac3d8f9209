import FileAccess
import JSON

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
        do throws(ManifestProblem) {
            manifest = try FontManifest(reading: bytes)
        } catch {
            throw TextMeasureError.invalidManifest(path: path, reason: error.words)
        }
        let families = Set(manifest.fonts.map(\.family))
        for family in manifest.fallbackOrder + [manifest.defaultFamily] + (manifest.emojiFamily.map { [$0] } ?? [])
        where !families.contains(family) {
            throw TextMeasureError.invalidManifest(path: path, reason: "family '\(family)' has no font file entry")
        }
        return manifest
    }

    /// What is wrong with a manifest's JSON, in words (no Swift type names).
    private struct ManifestProblem: Error {
        let words: String
    }

    /// The manifest in `bytes`, read with the JSON module's parser (not `Codable`: a command's start-up reads it,
    /// and decoding it with Foundation's `JSONDecoder` cost a fifth of a millisecond of type metadata there).
    private init(reading bytes: [UInt8]) throws(ManifestProblem) {
        let root: JSONValue
        do throws(JSONSyntaxError) { root = try JSONParser.parse(bytes) } catch {
            throw ManifestProblem(words: "not valid JSON (\(error))")
        }
        let members = try Self.object(root, at: "")
        guard let fonts = members["fonts"] else { throw ManifestProblem(words: "key 'fonts' is missing") }
        guard let entries = fonts.arrayValue else { throw ManifestProblem(words: "'fonts' must be a list") }
        self.fonts = try entries.enumerated().map { (index, entry) throws(ManifestProblem) in
            let path = "fonts[\(index)]", keys = try Self.object(entry, at: path)
            return Entry(family: try Self.string(keys, "family", at: path), weight: try Self.whole(keys, "weight", at: path),
                         italic: try Self.bool(keys, "italic", at: path), file: try Self.string(keys, "file", at: path))
        }
        defaultFamily = try Self.string(members, "defaultFamily", at: "")
        if let emoji = members["emojiFamily"], emoji != .null {
            emojiFamily = try Self.string(members, "emojiFamily", at: "")
        } else {
            emojiFamily = nil
        }
        guard let order = members["fallbackOrder"] else { throw ManifestProblem(words: "key 'fallbackOrder' is missing") }
        guard let families = order.arrayValue else { throw ManifestProblem(words: "'fallbackOrder' must be a list") }
        fallbackOrder = try families.enumerated().map { (index, family) throws(ManifestProblem) in
            guard let name = family.stringValue else { throw ManifestProblem(words: "'fallbackOrder[\(index)]' must be a string") }
            return name
        }
    }

    private static func object(_ value: JSONValue, at path: String) throws(ManifestProblem) -> [String: JSONValue] {
        guard let members = value.objectValue else {
            throw ManifestProblem(words: path.isEmpty ? "the manifest must be an object" : "'\(path)' must be an object")
        }
        return members
    }

    private static func member(_ members: [String: JSONValue], _ key: String, at path: String) throws(ManifestProblem) -> (JSONValue, String) {
        let keyPath = JSONPath.member(path, key)
        guard let value = members[key] else { throw ManifestProblem(words: "key '\(keyPath)' is missing") }
        return (value, keyPath)
    }

    private static func string(_ members: [String: JSONValue], _ key: String, at path: String) throws(ManifestProblem) -> String {
        let (value, keyPath) = try member(members, key, at: path)
        guard let text = value.stringValue else { throw ManifestProblem(words: "'\(keyPath)' must be a string") }
        return text
    }

    private static func whole(_ members: [String: JSONValue], _ key: String, at path: String) throws(ManifestProblem) -> Int {
        let (value, keyPath) = try member(members, key, at: path)
        guard let number = value.numberValue, number == number.rounded(), abs(number) <= 1e9 else {
            throw ManifestProblem(words: "'\(keyPath)' must be a whole number")
        }
        return Int(number)
    }

    private static func bool(_ members: [String: JSONValue], _ key: String, at path: String) throws(ManifestProblem) -> Bool {
        let (value, keyPath) = try member(members, key, at: path)
        guard let flag = value.boolValue else { throw ManifestProblem(words: "'\(keyPath)' must be true or false") }
        return flag
    }
}
