import Foundation

/// Reads one `--jsonl` line's keys: checks it is UTF-8, reads its common shape straight from the bytes
/// (``JSONLineScanner``) and anything else with `JSONDecoder`, which the scanner stands in for: both read a line
/// the same way (the `measure-text-line` fuzz target checks it).
package enum BatchLineDecoding {
    /// The keys of the line `bytes` (without its newline).
    ///
    /// - Throws: ``BatchLineError`` naming the problem.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(BatchLineError) -> BatchOverrides {
        guard UTF8Validation.isValid(bytes) else { throw .notUTF8 }
        if let scanned = JSONLineScanner.decode(bytes) { return scanned }
        return try decodeWithJSONDecoder(bytes)
    }

    /// The reference reading: `JSONDecoder` alone.
    ///
    /// - Throws: ``BatchLineError/wrongType(key:)`` or ``BatchLineError/notAJSONObject``.
    package static func decodeWithJSONDecoder(_ bytes: UnsafeBufferPointer<UInt8>) throws(BatchLineError) -> BatchOverrides {
        do {
            return try JSONDecoder().decode(BatchOverrides.self, from: Data(buffer: bytes))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            // An empty path: the line itself is of the wrong type (an array, a string), not one of its keys.
            guard !context.codingPath.isEmpty else { throw .notAJSONObject }
            throw .wrongType(key: context.codingPath.map(\.stringValue).joined(separator: "."))
        } catch {
            throw .notAJSONObject
        }
    }

    /// The `"id"` of a line that could not be read as a whole, when its text still shows one (as JSON, to echo), so
    /// that answers stay matched to their lines.
    package static func salvageID(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let range = text.range(of: #""id"\s*:\s*("([^"\\]|\\.)*"|-?[0-9.eE+-]+)"#, options: .regularExpression) else { return nil }
        let value = text[range].drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
        return value.isEmpty ? nil : Array(value.utf8)
    }
}
