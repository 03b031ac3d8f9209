import JSON

/// Reads one `--jsonl` line's keys: its common shape straight from the bytes (``JSONLineScanner``), anything else,
/// once checked to be UTF-8, with the package's JSON parser, which the scanner stands in for: both read a line the
/// same way (the `measure-text-line` fuzz target checks it).
package enum BatchLineDecoding {
    /// The keys of the line `bytes` (without its newline).
    ///
    /// - Throws: ``BatchLineError`` naming the problem.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(BatchLineError) -> BatchOverrides {
        var plainText: UnsafeBufferPointer<UInt8>?
        var result = try decode(bytes, plainText: &plainText)
        if let plainText {
            guard UTF8Validation.isValid(plainText) else { throw .notUTF8 }
            result.text = String(decoding: plainText, as: UTF8.self)
        }
        return result
    }

    /// The keys of the line `bytes`, except that a text the fast reading found without escapes is returned as its bytes
    /// in `plainText`, not yet checked to be UTF-8 (``JSONLineScanner/decode(_:plainText:)``); everything else read is.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>,
                               plainText: inout UnsafeBufferPointer<UInt8>?) throws(BatchLineError) -> BatchOverrides {
        // The scanner checks every string it reads but the plain text it returns and reads nothing else but ASCII (keys,
        // numbers, literals), so a line it accepts is UTF-8 but for that text; the whole line is checked only on the way
        // to the reference reading.
        if let scanned = JSONLineScanner.decode(bytes, plainText: &plainText) { return scanned }
        guard UTF8Validation.isValid(bytes) else { throw .notUTF8 }
        return try decodeReference(bytes)
    }

    /// The reference reading: ``JSONParser`` and ``JSONValueDecoder`` alone.
    ///
    /// - Throws: ``BatchLineError/syntax(_:)``, ``BatchLineError/wrongType(key:problem:)`` or
    ///   ``BatchLineError/notAJSONObject``.
    package static func decodeReference(_ bytes: UnsafeBufferPointer<UInt8>) throws(BatchLineError) -> BatchOverrides {
        let value: JSONValue
        do throws(JSONSyntaxError) { value = try JSONParser.parse(bytes) } catch { throw .syntax(error) }
        guard case .object = value else { throw .notAJSONObject }
        do throws(JSONDecodingError) {
            return try JSONValueDecoder().decode(BatchOverrides.self, from: value)
        } catch {
            switch error {
            case .syntax(let syntax): throw .syntax(syntax)
            case let .value(path, message, _): throw .wrongType(key: path, problem: message)
            }
        }
    }

    /// The `"id"` of a line that could not be read as a whole, when its text still shows one that is a JSON value (as
    /// JSON, to echo), so that answers stay matched to their lines; nil (answered as `null`) otherwise.
    package static func salvageID(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let text = Array(bytes)
        guard let key = find(Array(#""id""#.utf8), in: text) else { return nil }
        var index = key + 4
        func skipSpace() { while index < text.count, [0x20, 0x09, 0x0D].contains(text[index]) { index += 1 } }
        skipSpace()
        guard index < text.count, text[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        skipSpace()
        let start = index
        if index < text.count, text[index] == UInt8(ascii: "\"") {
            index += 1
            while index < text.count, text[index] != UInt8(ascii: "\"") { index += text[index] == UInt8(ascii: "\\") ? 2 : 1 }
            index += 1
        } else {
            while index < text.count, !",}] \t\r".utf8.contains(text[index]) { index += 1 }
        }
        guard start < index, index <= text.count else { return nil }
        let candidate = Array(text[start..<index])
        // Only a scalar that is valid JSON is echoed: a raw `-`, `01` or a control character would break the answer line.
        switch try? JSONParser.parse(candidate) {
        case .string?, .number?, .bool?, .null?: return candidate
        default: return nil
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }
}
