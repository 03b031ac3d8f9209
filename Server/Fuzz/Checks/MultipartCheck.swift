import ServiceParsers

/// `fuzz-multipart`: `MultipartForm` (POST /v1/diff's body).
///
/// Input: a boundary length (1–70) and its bytes, a mode byte, then either a body parsed as it is (mode even) or a
/// form to build (mode odd: parts of a name length, a name, a length and bytes). Properties: any body is parts or a
/// `ParseProblem`, never a trap; parts parsed from any body, written back as a form, parse to the same parts; a form
/// built from parts whose bytes do not contain the delimiter parses to exactly those parts.
package enum MultipartCheck: ServiceFuzzCheck {
    package static let name = "multipart"

    package static func check(_ input: [UInt8]) throws(ServiceFuzzFailure) {
        var reader = ByteReader(input)
        let boundaryBytes = reader.take(Int(reader.byte() % 70) + 1).map { $0 % 94 + 33 }   // visible ASCII
        let boundary = String(decoding: boundaryBytes, as: UTF8.self)
        let mode = reader.byte()
        if mode % 2 == 0 {
            let body = reader.rest()
            guard let form = try? MultipartForm(body: body, boundary: boundary) else { return }
            let again = try parse(encode(form.parts, boundary: boundary), boundary: boundary, what: "the parts read back")
            guard again == form.parts else { throw ServiceFuzzFailure("parts written back parse differently: \(form.parts) → \(again)") }
        } else {
            var parts: [MultipartForm.Part] = []
            let delimiter = Array("\r\n--\(boundary)".utf8)
            while !reader.isAtEnd && parts.count < 16 {
                let name = String(decoding: reader.take(Int(reader.byte() % 12)).map { nameAlphabet[Int($0) % nameAlphabet.count] }, as: UTF8.self)
                let length = Int(reader.byte()) << 4 | Int(reader.byte() % 16)
                let bytes = reader.take(length)
                // The part must end where its closing delimiter begins (the first delimiter after it is that one).
                if firstIndex(of: delimiter, in: bytes + delimiter) != bytes.count { continue }
                parts.append(.init(name: name, bytes: bytes))
            }
            let parsed = try parse(encode(parts, boundary: boundary), boundary: boundary, what: "a well-formed form")
            guard parsed == parts else { throw ServiceFuzzFailure("a well-formed form parses to other parts: \(parts) → \(parsed)") }
        }
    }

    static let nameAlphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789-_ .é".utf8)

    static func parse(_ body: [UInt8], boundary: String, what: String) throws(ServiceFuzzFailure) -> [MultipartForm.Part] {
        do throws(ParseProblem) { return try MultipartForm(body: body, boundary: boundary).parts } catch {
            throw ServiceFuzzFailure("\(what) is refused: \(error)")
        }
    }

    /// A form as browsers and curl write it.
    static func encode(_ parts: [MultipartForm.Part], boundary: String) -> [UInt8] {
        var body: [UInt8] = []
        for part in parts {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(part.name)\"\r\n\r\n".utf8) + part.bytes + Array("\r\n".utf8)
        }
        return body + Array("--\(boundary)--\r\n".utf8)
    }

    static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
